import { type MensagemResposta, mensagemResposta, type PrimeiroAcessoRequest } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';

/** POST /usuario/{username}: the first password, with that user's own session (docs/arquitetura.md §5). */
export function postPrimeiroAcesso(
  username: string,
  dados: PrimeiroAcessoRequest,
): Promise<MensagemResposta> {
  return requisitar(`/usuario/${encodeURIComponent(username)}`, mensagemResposta, {
    metodo: 'POST',
    corpo: dados,
    publica: true,
  });
}

export function usePrimeiroAcesso(username: string) {
  return useMutation({ mutationFn: (dados: PrimeiroAcessoRequest) => postPrimeiroAcesso(username, dados) });
}
