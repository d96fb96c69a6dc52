import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { criarQueryClient } from '../lib/cliente-consultas.ts';
import { Provedores } from './provedores.tsx';
import { criarRouter } from './rotas.tsx';

function App() {
  const [queryClient] = useState(criarQueryClient);
  const [router] = useState(() => criarRouter(queryClient));
  return (
    <Provedores queryClient={queryClient}>
      <RouterProvider router={router} />
    </Provedores>
  );
}

const raiz = document.getElementById('root');
if (!raiz) throw new Error('Elemento #root ausente em index.html');
createRoot(raiz).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
