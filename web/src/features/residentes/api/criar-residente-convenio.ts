import type { ResidenteConvenioInput } from '@acolher/contract';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';

export function postResidenteConvenio(dados: ResidenteConvenioInput) {
  return requisitar('/residente_convenio', SEM_CORPO, { metodo: 'POST', corpo: dados });
}
