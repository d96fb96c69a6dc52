import type { TelefoneInput } from '@acolher/contract';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';

export function putTelefone(codigo: number, dados: TelefoneInput) {
  return requisitar(`/telefone/${codigo}`, SEM_CORPO, { metodo: 'PUT', corpo: dados });
}
