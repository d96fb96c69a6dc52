import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router-dom';
import { Provedores } from '../app/provedores.tsx';
import { criarRotas } from '../app/rotas.tsx';
import { criarQueryClient } from '../lib/cliente-consultas.ts';

/** The whole app (providers, shell, routes, guard) at one route, as a user would open it (or arrive at it). */
export function abrirApp(caminho: InitialEntry) {
  const queryClient = criarQueryClient();
  const router = createMemoryRouter(criarRotas(queryClient), { initialEntries: [caminho] });
  const resultado = render(
    <Provedores queryClient={queryClient}>
      <RouterProvider router={router} />
    </Provedores>,
  );
  return { ...resultado, router, queryClient };
}
