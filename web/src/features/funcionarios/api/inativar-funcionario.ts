import type { DemissaoInput } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';
import { useReleituraDeFuncionarios } from './invalidar.ts';

/** `DELETE /funcionario/{id}` with the date and reason: the record stays, the login is blocked. */
function deleteFuncionario({ codigo, dados }: { codigo: number; dados: DemissaoInput }) {
  return requisitar(`/funcionario/${codigo}`, SEM_CORPO, { metodo: 'DELETE', corpo: dados });
}

export function useInativarFuncionario() {
  return useMutation({ mutationFn: deleteFuncionario, ...useReleituraDeFuncionarios() });
}
