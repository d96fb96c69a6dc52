import { requisitar, SEM_CORPO } from '../../../lib/api.ts';

/** `DELETE /residente_familiar/{residente}/{familiar}`: unlinks; the relative's record stays. */
export function deleteResidenteFamiliar(residente: number, familiar: number) {
  return requisitar(`/residente_familiar/${residente}/${familiar}`, SEM_CORPO, { metodo: 'DELETE' });
}
