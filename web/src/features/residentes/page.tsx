import { Route, Routes } from 'react-router-dom';
import { ResidenteDetalhePage } from './pages/residente-detalhe-page.tsx';
import { ResidenteFormPage } from './pages/residente-form-page.tsx';
import { ResidentesListaPage } from './pages/residentes-lista-page.tsx';

/** Lazy chunk of the residentes section (SPEC §2): list, record with its sub-lists, form. */
export function Component() {
  return (
    <Routes>
      <Route index element={<ResidentesListaPage />} />
      <Route path="novo" element={<ResidenteFormPage />} />
      <Route path=":id" element={<ResidenteDetalhePage />} />
      <Route path=":id/editar" element={<ResidenteFormPage />} />
    </Routes>
  );
}
