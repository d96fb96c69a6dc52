import { type AcompanhamentosInput, acompanhamentoDetalhe } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { useInvalidarAcompanhamentos } from './invalidar.ts';

/** `POST /acompanhamentos`: the follow-up and its participants in one transaction (a correction too). */
export function postAcompanhamentos(dados: AcompanhamentosInput) {
  return requisitar('/acompanhamentos', acompanhamentoDetalhe, { metodo: 'POST', corpo: dados });
}

export function useCriarAcompanhamento() {
  const invalidar = useInvalidarAcompanhamentos();
  return useMutation({ mutationFn: postAcompanhamentos, onSuccess: invalidar });
}
