import { requisitar, SEM_CORPO } from '../../../lib/api.ts';

export function deleteTelefoneParentesco(membro: number, telefone: number) {
  return requisitar(`/telefone_parentesco/${membro}/${telefone}`, SEM_CORPO, { metodo: 'DELETE' });
}
