import { type ConvenioInput, convenioFull } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { cabecalhosDeEnvio, type NovoRegistro } from '../../../lib/chave-de-envio.ts';
import { useInvalidarConvenios } from './invalidar.ts';

export function postConvenio({ dados, chave }: NovoRegistro<ConvenioInput>) {
  return requisitar('/convenio', convenioFull, {
    metodo: 'POST',
    corpo: dados,
    cabecalhos: cabecalhosDeEnvio(chave),
  });
}

export function useCriarConvenio() {
  const invalidar = useInvalidarConvenios();
  return useMutation({ mutationFn: postConvenio, onSuccess: invalidar });
}
