import type { BeneficioInput } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';
import { useInvalidarResidentes } from './invalidar.ts';

function postBeneficio(dados: BeneficioInput) {
  return requisitar('/beneficio', SEM_CORPO, { metodo: 'POST', corpo: dados });
}

export function useCriarBeneficio() {
  const invalidar = useInvalidarResidentes();
  return useMutation({ mutationFn: postBeneficio, onSuccess: invalidar });
}
