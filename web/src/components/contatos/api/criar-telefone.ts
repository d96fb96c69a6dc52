import { type TelefoneInput, telefone } from '@acolher/contract';
import { requisitar } from '../../../lib/api.ts';

export function postTelefone(dados: TelefoneInput) {
  return requisitar('/telefone', telefone, { metodo: 'POST', corpo: dados });
}
