import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { criarQueryClient } from '../lib/cliente-consultas.ts';
import { Providers } from './providers.tsx';
import { criarRouter } from './router.tsx';

function App() {
  const [queryClient] = useState(criarQueryClient);
  const [router] = useState(criarRouter);
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}

const raiz = document.getElementById('root');
if (!raiz) throw new Error('Elemento #root ausente em index.html');
createRoot(raiz).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
