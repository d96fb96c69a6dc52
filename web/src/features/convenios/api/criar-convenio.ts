import { type ConvenioInput, convenioFull } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { useInvalidarConvenios } from './invalidar.ts';

export function postConvenio(dados: ConvenioInput) {
  return requisitar('/convenio', convenioFull, { metodo: 'POST', corpo: dados });
}

export function useCriarConvenio() {
  const invalidar = useInvalidarConvenios();
  return useMutation({ mutationFn: postConvenio, onSuccess: invalidar });
}
