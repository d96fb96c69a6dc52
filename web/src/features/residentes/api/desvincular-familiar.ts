import { useMutation } from '@tanstack/react-query';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';
import { useInvalidarResidentes } from './invalidar.ts';

/** `DELETE /residente_familiar/{residente}/{familiar}`: unlinks; the relative's record stays. */
function deleteResidenteFamiliar({ residente, familiar }: { residente: number; familiar: number }) {
  return requisitar(`/residente_familiar/${residente}/${familiar}`, SEM_CORPO, { metodo: 'DELETE' });
}

export function useDesvincularFamiliar() {
  const invalidar = useInvalidarResidentes();
  return useMutation({ mutationFn: deleteResidenteFamiliar, onSuccess: invalidar });
}
