import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import { createHashRouter, type LoaderFunction, type RouteObject, redirect } from 'react-router-dom';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { adiantarCodigoDoUsuario } from './adiantar.ts';
import { abrirLogin, exigirLogin } from './guarda.ts';
import { numerarEntradasDoHistorico } from './historico.ts';
import { Moldura } from './moldura/moldura.tsx';
import { PaginaNaoEncontrada } from './pagina-nao-encontrada.tsx';
import { somenteAdministrador } from './somente-administrador.tsx';

/**
 * Every guarded route checks the session itself, so a deep link can never skip the check. `aoEntrar`
 * runs once the check passes, alongside the route's lazy chunk: what the screen will ask first.
 */
function guardada(rota: RouteObject & { path: string }, aoEntrar?: () => void): RouteObject {
  const loader: LoaderFunction = () => {
    const paraOLogin = exigirLogin();
    if (!paraOLogin) aoEntrar?.();
    return paraOLogin;
  };
  return { ...rota, loader };
}

/** The login screen; once it is idle, the code the sign-in opens next comes ahead (decision 0049). */
function Login() {
  useEffect(adiantarCodigoDoUsuario, []);
  return <LoginPage />;
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

/**
 * docs/produto.md §2, in its order. Every screen but the login is a lazy chunk. The home's boxes are asked as
 * the navigation starts, with the screen's chunk still on its way (decision 0049).
 */
export const criarRotas = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <Moldura />,
    children: [
      { path: 'login', loader: abrirLogin, element: <Login /> },
      { index: true, loader: () => redirect('/home') },
      guardada(
        {
          path: 'home',
          lazy: sobDemanda(
            () => import('../features/home/home-page.tsx'),
            (m) => m.HomePage,
          ),
        },
        // Imported, not bundled with the login route: the boxes' schemas are the home's to bring.
        () =>
          void import('../features/home/api/precarregar.ts').then((m) => m.precarregarInicio(queryClient)),
      ),
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

export function criarRouter(queryClient: QueryClient) {
  return numerarEntradasDoHistorico(() => createHashRouter(criarRotas(queryClient)));
}
