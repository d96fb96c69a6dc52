import type { ResidenteConvenioInput } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';
import { useInvalidarResidentes } from './invalidar.ts';

/** `POST /residente_convenio` with the holder phones nested: one transaction on the server. */
function postResidenteConvenio(dados: ResidenteConvenioInput) {
  return requisitar('/residente_convenio', SEM_CORPO, { metodo: 'POST', corpo: dados });
}

export function useCriarResidenteConvenio() {
  const invalidar = useInvalidarResidentes();
  return useMutation({ mutationFn: postResidenteConvenio, onSuccess: invalidar });
}
