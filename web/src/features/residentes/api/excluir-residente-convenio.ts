import { requisitar, SEM_CORPO } from '../../../lib/api.ts';

export function deleteResidenteConvenio(codigo: number) {
  return requisitar(`/residente_convenio/${codigo}`, SEM_CORPO, { metodo: 'DELETE' });
}
