import type { BeneficioInput } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';
import { cabecalhosDeEnvio, type NovoRegistro } from '../../../lib/chave-de-envio.ts';
import { useInvalidarResidentes } from './invalidar.ts';

function postBeneficio({ dados, chave }: NovoRegistro<BeneficioInput>) {
  return requisitar('/beneficio', SEM_CORPO, {
    metodo: 'POST',
    corpo: dados,
    cabecalhos: cabecalhosDeEnvio(chave),
  });
}

export function useCriarBeneficio() {
  const invalidar = useInvalidarResidentes();
  return useMutation({ mutationFn: postBeneficio, onSuccess: invalidar });
}
