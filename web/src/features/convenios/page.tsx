import { Route, Routes } from 'react-router-dom';
import { ConvenioFormPage } from './pages/convenio-form-page.tsx';
import { ConveniosListaPage } from './pages/convenios-lista-page.tsx';

/** Lazy chunk of the convenios section (SPEC §2): the list and the form of a plan. */
export function Component() {
  return (
    <Routes>
      <Route index element={<ConveniosListaPage />} />
      <Route path="novo" element={<ConvenioFormPage />} />
      <Route path=":id/editar" element={<ConvenioFormPage />} />
    </Routes>
  );
}
