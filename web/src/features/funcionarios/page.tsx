import { MENSAGENS } from '@acolher/contract';
import { Route, Routes } from 'react-router-dom';
import { NaoEncontrado } from '../../components/registro-da-rota.tsx';
import { FuncionarioDetalhePage } from './pages/funcionario-detalhe-page.tsx';
import { FuncionarioEdicaoPage, FuncionarioNovoPage } from './pages/funcionario-form-page.tsx';
import { FuncionariosListaPage } from './pages/funcionarios-lista-page.tsx';

/** Lazy chunk of the funcionarios section (docs/produto.md §2): list, record with its sub-lists, form. */
export function Component() {
  return (
    <Routes>
      <Route index element={<FuncionariosListaPage />} />
      <Route path="novo" element={<FuncionarioNovoPage />} />
      <Route path=":id" element={<FuncionarioDetalhePage />} />
      <Route path=":id/editar" element={<FuncionarioEdicaoPage />} />
      <Route
        path="*"
        element={<NaoEncontrado titulo={MENSAGENS.paginaNaoEncontrada} lista="/funcionarios" />}
      />
    </Routes>
  );
}
