import type { ComponentType } from 'react';
import { createHashRouter, type LoaderFunction, type RouteObject, redirect } from 'react-router-dom';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { exigirLogin } from './guarda.ts';
import { numerarEntradasDoHistorico } from './historico.ts';
import { Moldura } from './moldura/moldura.tsx';
import { PaginaNaoEncontrada } from './pagina-nao-encontrada.tsx';
import { somenteAdministrador } from './somente-administrador.tsx';

/** Every guarded route checks the session itself, so a deep link can never skip the check. */
function guardada(rota: RouteObject & { path: string }): RouteObject {
  return { ...rota, loader: exigirLogin satisfies LoaderFunction };
}

/**
 * A screen other than the login, as a lazy chunk: the login route downloads only what the login
 * screen shows (docs/arquitetura.md §8's budget); the next screen's code comes when it is opened.
 */
function sobDemanda<M>(carregar: () => Promise<M>, tela: (modulo: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: tela(await carregar()) });
}

/** Employees' data is role 1's only (decision 0027): the section's code loads for an administrator alone. */
const Funcionarios = somenteAdministrador(() => import('../features/funcionarios/page.tsx'));
const Auditoria = somenteAdministrador(() => import('../features/auditoria/page.tsx'));

/** docs/produto.md §2, in its order. Every screen but the login is a lazy chunk. */
export const rotas: RouteObject[] = [
  {
    element: <Moldura />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { index: true, loader: () => redirect('/home') },
      guardada({
        path: 'home',
        lazy: sobDemanda(
          () => import('../features/home/home-page.tsx'),
          (m) => m.HomePage,
        ),
      }),
      {
        path: 'esqueci-a-senha',
        lazy: sobDemanda(
          () => import('../features/auth/pages/esqueci-senha-page.tsx'),
          (m) => m.EsqueciSenhaPage,
        ),
      },
      {
        path: 'esqueci-a-senha/:token',
        lazy: sobDemanda(
          () => import('../features/auth/pages/redefinir-senha-page.tsx'),
          (m) => m.RedefinirSenhaPage,
        ),
      },
      {
        path: 'primeiro-acesso/:username',
        lazy: sobDemanda(
          () => import('../features/auth/pages/primeiro-acesso-page.tsx'),
          (m) => m.PrimeiroAcessoPage,
        ),
      },
      guardada({
        path: 'alterar-senha',
        lazy: sobDemanda(
          () => import('../features/auth/pages/alterar-senha-page.tsx'),
          (m) => m.AlterarSenhaPage,
        ),
      }),
      guardada({ path: 'sobre', lazy: () => import('../features/sobre/page.tsx') }),
      guardada({
        path: 'residente-acomp/:id',
        lazy: () => import('../features/acompanhamentos/residente-acomp-page.tsx'),
      }),
      guardada({ path: 'convenios/*', lazy: () => import('../features/convenios/page.tsx') }),
      guardada({ path: 'funcionarios/*', element: <Funcionarios /> }),
      guardada({ path: 'auditoria/*', element: <Auditoria /> }),
      guardada({ path: 'acompanhamentos/*', lazy: () => import('../features/acompanhamentos/page.tsx') }),
      guardada({ path: 'residentes/*', lazy: () => import('../features/residentes/page.tsx') }),
      { path: '*', element: <PaginaNaoEncontrada /> },
    ],
  },
];

export function criarRouter() {
  return numerarEntradasDoHistorico(() => createHashRouter(rotas));
}
