import { type FuncionarioAtualizacao, funcionario } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { useInvalidarFuncionarios } from './invalidar.ts';

/**
 * `PUT /funcionario/{id}` with the person, the whole phone and address lists and the account: one
 * transaction, one VERSAO for all of it (a phone left out of the list is unlinked).
 */
export function putFuncionario({ codigo, dados }: { codigo: number; dados: FuncionarioAtualizacao }) {
  return requisitar(`/funcionario/${codigo}`, funcionario, { metodo: 'PUT', corpo: dados });
}

export function useAtualizarFuncionario() {
  const invalidar = useInvalidarFuncionarios();
  return useMutation({ mutationFn: putFuncionario, onSuccess: invalidar });
}
