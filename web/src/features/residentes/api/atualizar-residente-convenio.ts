import type { ResidenteConvenioInput } from '@acolher/contract';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';

export function putResidenteConvenio(codigo: number, dados: ResidenteConvenioInput & { VERSAO?: number }) {
  return requisitar(`/residente_convenio/${codigo}`, SEM_CORPO, { metodo: 'PUT', corpo: dados });
}
