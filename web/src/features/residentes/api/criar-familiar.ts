import { type FamiliarInput, familiar } from '@acolher/contract';
import { requisitar } from '../../../lib/api.ts';

/** `POST /familiar` with ENDERECOS, TELEFONE and the resident link: one transaction. */
export function postFamiliar(dados: FamiliarInput) {
  return requisitar('/familiar', familiar, { metodo: 'POST', corpo: dados });
}
