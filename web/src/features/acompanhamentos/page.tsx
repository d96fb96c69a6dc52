import { MENSAGENS } from '@acolher/contract';
import { Route, Routes } from 'react-router-dom';
import { NaoEncontrado } from '../../components/registro-da-rota.tsx';
import { AcompanhamentoEdicaoPage, AcompanhamentoNovoPage } from './pages/acompanhamento-form-page.tsx';
import { AcompanhamentosListaPage } from './pages/acompanhamentos-lista-page.tsx';

/**
 * Lazy chunk of the acompanhamentos section (docs/produto.md §2, decision 0028): the list; the form of a new
 * follow-up (`novo?residente={id}` starts with that resident, `novo?corrige={id}` is a correction);
 * a follow-up by its code, its form while it may still be edited.
 */
export function Component() {
  return (
    <Routes>
      <Route index element={<AcompanhamentosListaPage />} />
      <Route path="novo" element={<AcompanhamentoNovoPage />} />
      <Route path=":id" element={<AcompanhamentoEdicaoPage />} />
      <Route
        path="*"
        element={<NaoEncontrado titulo={MENSAGENS.paginaNaoEncontrada} lista="/acompanhamentos" />}
      />
    </Routes>
  );
}
