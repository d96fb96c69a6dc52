import { type ConvenioAtualizacao, convenioFull } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { useInvalidarConvenios } from './invalidar.ts';

function putConvenio({ codigo, dados }: { codigo: number; dados: ConvenioAtualizacao }) {
  return requisitar(`/convenio/${codigo}`, convenioFull, { metodo: 'PUT', corpo: dados });
}

export function useAtualizarConvenio() {
  const invalidar = useInvalidarConvenios();
  return useMutation({ mutationFn: putConvenio, onSuccess: invalidar });
}
