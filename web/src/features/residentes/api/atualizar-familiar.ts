import type { FamiliarAtualizacao } from '@acolher/contract';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';

export function putFamiliar(codigo: number, dados: FamiliarAtualizacao) {
  return requisitar(`/familiar/${codigo}`, SEM_CORPO, { metodo: 'PUT', corpo: dados });
}
