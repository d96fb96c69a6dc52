import { useMutation } from '@tanstack/react-query';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';
import { useInvalidarConvenios } from './invalidar.ts';

function deleteConvenioAtivar(codigo: number): Promise<void> {
  return requisitar(`/convenio-ativar/${codigo}`, SEM_CORPO, { metodo: 'DELETE' });
}

export function useAtivarConvenio() {
  const invalidar = useInvalidarConvenios();
  return useMutation({ mutationFn: deleteConvenioAtivar, onSuccess: invalidar });
}
