import { type AlterarSenhaRequest, type AlterarSenhaResponse, alterarSenhaResponse } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';

export function postAlterarSenha(dados: AlterarSenhaRequest): Promise<AlterarSenhaResponse> {
  return requisitar('/alterar-senha', alterarSenhaResponse, { metodo: 'POST', corpo: dados });
}

export function useAlterarSenha() {
  return useMutation({ mutationFn: postAlterarSenha });
}
