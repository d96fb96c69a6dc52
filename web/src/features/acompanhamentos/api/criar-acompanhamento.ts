import { type AcompanhamentosInput, acompanhamentoDetalhe } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { cabecalhosDeEnvio, type NovoRegistro } from '../../../lib/chave-de-envio.ts';
import { useInvalidarAcompanhamentos } from './invalidar.ts';

/** `POST /acompanhamentos`: the follow-up and its participants in one transaction (a correction too). */
export function postAcompanhamentos({ dados, chave }: NovoRegistro<AcompanhamentosInput>) {
  return requisitar('/acompanhamentos', acompanhamentoDetalhe, {
    metodo: 'POST',
    corpo: dados,
    cabecalhos: cabecalhosDeEnvio(chave),
  });
}

export function useCriarAcompanhamento() {
  const invalidar = useInvalidarAcompanhamentos();
  return useMutation({ mutationFn: postAcompanhamentos, onSuccess: invalidar });
}
