import { MENSAGENS } from '@acolher/contract';
import { Route, Routes } from 'react-router-dom';
import { NaoEncontrado } from '../../components/registro-da-rota.tsx';
import { ResidenteDetalhePage } from './pages/residente-detalhe-page.tsx';
import { ResidenteEdicaoPage, ResidenteNovoPage } from './pages/residente-form-page.tsx';
import { ResidentesListaPage } from './pages/residentes-lista-page.tsx';

/** Lazy chunk of the residentes section (docs/produto.md §2): list, record with its sub-lists, form. */
export function Component() {
  return (
    <Routes>
      <Route index element={<ResidentesListaPage />} />
      <Route path="novo" element={<ResidenteNovoPage />} />
      <Route path=":id" element={<ResidenteDetalhePage />} />
      <Route path=":id/editar" element={<ResidenteEdicaoPage />} />
      <Route
        path="*"
        element={<NaoEncontrado titulo={MENSAGENS.paginaNaoEncontrada} lista="/residentes" />}
      />
    </Routes>
  );
}
