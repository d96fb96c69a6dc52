import type { EnderecoInput } from '@acolher/contract';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';

export function putEndereco(codigo: number, dados: EnderecoInput) {
  return requisitar(`/endereco/${codigo}`, SEM_CORPO, { metodo: 'PUT', corpo: dados });
}
