import { createHashRouter, type LoaderFunction, type RouteObject, redirect } from 'react-router-dom';
import { AlterarSenhaPage } from '../features/auth/pages/alterar-senha-page.tsx';
import { EsqueciSenhaPage } from '../features/auth/pages/esqueci-senha-page.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { PrimeiroAcessoPage } from '../features/auth/pages/primeiro-acesso-page.tsx';
import { RedefinirSenhaPage } from '../features/auth/pages/redefinir-senha-page.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { exigirLogin } from './guarda.ts';
import { numerarEntradasDoHistorico } from './historico.ts';
import { Moldura } from './moldura/moldura.tsx';
import { PaginaNaoEncontrada } from './pagina-nao-encontrada.tsx';

/** Every guarded route checks the session itself, so a deep link can never skip the check. */
function guardada(rota: RouteObject & { path: string }): RouteObject {
  return { ...rota, loader: exigirLogin satisfies LoaderFunction };
}

/** SPEC §2, in its order. The four sections, the resident follow-ups and About are lazy chunks. */
export const rotas: RouteObject[] = [
  {
    element: <Moldura />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { index: true, loader: () => redirect('/home') },
      guardada({ path: 'home', element: <HomePage /> }),
      { path: 'esqueci-a-senha', element: <EsqueciSenhaPage /> },
      { path: 'esqueci-a-senha/:token', element: <RedefinirSenhaPage /> },
      { path: 'primeiro-acesso/:username', element: <PrimeiroAcessoPage /> },
      guardada({ path: 'alterar-senha', element: <AlterarSenhaPage /> }),
      guardada({ path: 'sobre', lazy: () => import('../features/sobre/page.tsx') }),
      guardada({
        path: 'residente-acomp/:id',
        lazy: () => import('../features/acompanhamentos/residente-acomp-page.tsx'),
      }),
      guardada({ path: 'convenios/*', lazy: () => import('../features/convenios/page.tsx') }),
      guardada({ path: 'funcionarios/*', lazy: () => import('../features/funcionarios/page.tsx') }),
      guardada({ path: 'acompanhamentos', lazy: () => import('../features/acompanhamentos/page.tsx') }),
      guardada({ path: 'residentes/*', lazy: () => import('../features/residentes/page.tsx') }),
      { path: '*', element: <PaginaNaoEncontrada /> },
    ],
  },
];

export function criarRouter() {
  return numerarEntradasDoHistorico(() => createHashRouter(rotas));
}
