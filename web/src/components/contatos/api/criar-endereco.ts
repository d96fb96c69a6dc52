import { type EnderecoInput, endereco } from '@acolher/contract';
import { requisitar } from '../../../lib/api.ts';

export function postEndereco(dados: EnderecoInput) {
  return requisitar('/endereco', endereco, { metodo: 'POST', corpo: dados });
}
