import { requisitar, SEM_CORPO } from '../../../lib/api.ts';

export function deleteTelefoneFamiliar(familiar: number, telefone: number) {
  return requisitar(`/telefone_familiar/${familiar}/${telefone}`, SEM_CORPO, { metodo: 'DELETE' });
}
