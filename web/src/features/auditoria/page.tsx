import { MENSAGENS } from '@acolher/contract';
import { Route, Routes } from 'react-router-dom';
import { NaoEncontrado } from '../../components/registro-da-rota.tsx';
import { AuditoriaPage } from './pages/auditoria-page.tsx';

/** Lazy chunk of the audit screen (decision 0033), loaded for an administrator only (`somenteAdministrador`). */
export function Component() {
  return (
    <Routes>
      <Route index element={<AuditoriaPage />} />
      <Route path="*" element={<NaoEncontrado titulo={MENSAGENS.paginaNaoEncontrada} lista="/auditoria" />} />
    </Routes>
  );
}
