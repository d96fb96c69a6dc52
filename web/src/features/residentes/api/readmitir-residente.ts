import type { ReacolhimentoQuery } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';
import { useInvalidarResidentes } from './invalidar.ts';

/** The readmission's date travels in the query: the spec's call is a DELETE, which takes no body. */
function deleteResidenteAtivar({ codigo, dados }: { codigo: number; dados: ReacolhimentoQuery }) {
  const consulta = dados.DATA_ACOLHIMENTO
    ? `?${new URLSearchParams({ DATA_ACOLHIMENTO: dados.DATA_ACOLHIMENTO })}`
    : '';
  return requisitar(`/residente-ativar/${codigo}${consulta}`, SEM_CORPO, { metodo: 'DELETE' });
}

export function useReadmitirResidente() {
  const invalidar = useInvalidarResidentes();
  return useMutation({ mutationFn: deleteResidenteAtivar, onSuccess: invalidar });
}
