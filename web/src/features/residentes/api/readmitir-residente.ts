import { useMutation } from '@tanstack/react-query';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';
import { useInvalidarResidentes } from './invalidar.ts';

function deleteResidenteAtivar(codigo: number) {
  return requisitar(`/residente-ativar/${codigo}`, SEM_CORPO, { metodo: 'DELETE' });
}

export function useReadmitirResidente() {
  const invalidar = useInvalidarResidentes();
  return useMutation({ mutationFn: deleteResidenteAtivar, onSuccess: invalidar });
}
