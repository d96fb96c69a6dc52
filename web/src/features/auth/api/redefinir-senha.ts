import { type MensagemResposta, mensagemResposta, type RedefinirSenhaRequest } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';

/** POST /esqueci-a-senha/{token}: the token comes from the e-mailed link. */
export function postRedefinirSenha(token: string, dados: RedefinirSenhaRequest): Promise<MensagemResposta> {
  return requisitar(`/esqueci-a-senha/${encodeURIComponent(token)}`, mensagemResposta, {
    metodo: 'POST',
    corpo: dados,
    publica: true,
  });
}

export function useRedefinirSenha(token: string) {
  return useMutation({ mutationFn: (dados: RedefinirSenhaRequest) => postRedefinirSenha(token, dados) });
}
