import { requisitar, SEM_CORPO } from '../../../lib/api.ts';

export function deleteConvenioAtivar(codigo: number): Promise<void> {
  return requisitar(`/convenio-ativar/${codigo}`, SEM_CORPO, { metodo: 'DELETE' });
}
