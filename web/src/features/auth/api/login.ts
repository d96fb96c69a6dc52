import { type LoginRequest, type LoginResponse, loginResponse } from '@acolher/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { definirMenuExpandido } from '../../../lib/menu.ts';
import { guardarNivelAcesso, sessaoMudou } from '../../../lib/sessao.ts';
import { encerrarSessao } from './logout.ts';
import { getNivelAcesso } from './verifica-acesso.ts';

/** POST /login/: the server sets the session cookies; the page keeps no token (docs/decisions). */
function postLogin(dados: LoginRequest): Promise<LoginResponse> {
  return requisitar('/login/', loginResponse, { metodo: 'POST', corpo: dados, publica: true });
}

/**
 * docs/produto.md §4: signing in is both calls. When the access level cannot be read, the session the server
 * just opened is ended again, so the page is never half signed in (cookies set, no "la", no shell);
 * the user sees the error on the login screen and can simply try again.
 */
async function entrar(dados: LoginRequest): Promise<LoginResponse> {
  const resposta = await postLogin(dados);
  try {
    const nivel = await getNivelAcesso(resposta.login);
    if (nivel !== undefined) guardarNivelAcesso(nivel);
  } catch (erro) {
    await encerrarSessao();
    throw erro;
  }
  return resposta;
}

export function useEntrar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: entrar,
    onSuccess: () => {
      queryClient.removeQueries();
      sessaoMudou();
      definirMenuExpandido(true);
    },
  });
}

/**
 * Signing in again in the dialog over a page whose session expired (decision 0020): unlike the
 * login screen, the page's cache is kept, since the same user carries on with it.
 */
export function useEntrarDeNovo() {
  return useMutation({ mutationFn: entrar });
}
