import { requisitar, SEM_CORPO } from '../../../lib/api.ts';

export function deleteBeneficio(residente: number, nome: string) {
  return requisitar(`/beneficio/${residente}/${encodeURIComponent(nome)}`, SEM_CORPO, { metodo: 'DELETE' });
}
