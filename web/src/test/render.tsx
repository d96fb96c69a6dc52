import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router-dom';
import { Providers } from '../app/providers.tsx';
import { rotas } from '../app/router.tsx';
import { criarQueryClient } from '../lib/cliente-consultas.ts';

/** The whole app (providers, shell, routes, guard) at one route, as a user would open it (or arrive at it). */
export function abrirApp(caminho: InitialEntry) {
  const router = createMemoryRouter(rotas, { initialEntries: [caminho] });
  const queryClient = criarQueryClient();
  const resultado = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...resultado, router, queryClient };
}
