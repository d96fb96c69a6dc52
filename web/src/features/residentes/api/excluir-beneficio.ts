import { useMutation } from '@tanstack/react-query';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';
import { useInvalidarResidentes } from './invalidar.ts';

function deleteBeneficio({ residente, nome }: { residente: number; nome: string }) {
  return requisitar(`/beneficio/${residente}/${encodeURIComponent(nome)}`, SEM_CORPO, { metodo: 'DELETE' });
}

export function useExcluirBeneficio() {
  const invalidar = useInvalidarResidentes();
  return useMutation({ mutationFn: deleteBeneficio, onSuccess: invalidar });
}
