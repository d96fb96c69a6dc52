import { MENSAGENS } from '@acolher/contract';
import { Route, Routes } from 'react-router-dom';
import { NaoEncontrado } from '../../components/registro-da-rota.tsx';
import { ConvenioEdicaoPage, ConvenioNovoPage } from './pages/convenio-form-page.tsx';
import { ConveniosListaPage } from './pages/convenios-lista-page.tsx';

/** Lazy chunk of the convenios section (docs/produto.md §2): the list and the form of a plan. */
export function Component() {
  return (
    <Routes>
      <Route index element={<ConveniosListaPage />} />
      <Route path="novo" element={<ConvenioNovoPage />} />
      <Route path=":id/editar" element={<ConvenioEdicaoPage />} />
      <Route path="*" element={<NaoEncontrado titulo={MENSAGENS.paginaNaoEncontrada} lista="/convenios" />} />
    </Routes>
  );
}
