import { useMutation } from '@tanstack/react-query';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';
import { useInvalidarResidentes } from './invalidar.ts';

function deleteResidenteConvenio(codigo: number) {
  return requisitar(`/residente_convenio/${codigo}`, SEM_CORPO, { metodo: 'DELETE' });
}

export function useExcluirResidenteConvenio() {
  const invalidar = useInvalidarResidentes();
  return useMutation({ mutationFn: deleteResidenteConvenio, onSuccess: invalidar });
}
