import { useMutation } from '@tanstack/react-query';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';
import { useInvalidarFuncionarios } from './invalidar.ts';

/** `DELETE /funcionario-ativar/{id}`: the spec's reactivation (a DELETE, as the original named it). */
function deleteFuncionarioAtivar(codigo: number) {
  return requisitar(`/funcionario-ativar/${codigo}`, SEM_CORPO, { metodo: 'DELETE' });
}

export function useAtivarFuncionario() {
  const invalidar = useInvalidarFuncionarios();
  return useMutation({ mutationFn: deleteFuncionarioAtivar, onSuccess: invalidar });
}
