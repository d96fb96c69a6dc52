import { type LoginRequest, type LoginResponse, loginResponse } from '@acolher/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { definirMenuExpandido } from '../../../lib/menu.ts';
import { guardarNivelAcesso, sessaoMudou } from '../../../lib/session.ts';
import { getNivelAcesso } from './verifica-acesso.ts';

/** POST /login/: the server sets the session cookies; the page keeps no token (docs/decisions). */
export function postLogin(dados: LoginRequest): Promise<LoginResponse> {
  return requisitar('/login/', loginResponse, { metodo: 'POST', corpo: dados, publica: true });
}

async function entrar(dados: LoginRequest): Promise<LoginResponse> {
  const resposta = await postLogin(dados);
  const nivel = await getNivelAcesso(resposta.login);
  if (nivel !== undefined) guardarNivelAcesso(nivel);
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
