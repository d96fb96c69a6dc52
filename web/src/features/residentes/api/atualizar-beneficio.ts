import type { BeneficioAtualizacao } from '@acolher/contract';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';

/** `PUT /beneficio/{residente}/{nome}`: keyed by the current name (renaming changes the key). */
export function putBeneficio(residente: number, nome: string, dados: BeneficioAtualizacao) {
  return requisitar(`/beneficio/${residente}/${encodeURIComponent(nome)}`, SEM_CORPO, {
    metodo: 'PUT',
    corpo: dados,
  });
}
