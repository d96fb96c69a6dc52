import type { BeneficioInput } from '@acolher/contract';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';

export function postBeneficio(dados: BeneficioInput) {
  return requisitar('/beneficio', SEM_CORPO, { metodo: 'POST', corpo: dados });
}
