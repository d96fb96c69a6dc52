import type { Dependente } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';
import { caminhoDoDependente } from './caminho-do-dependente.ts';
import { useInvalidarFuncionarios } from './invalidar.ts';

/** `DELETE /dependente/{funcionario}/{nome}/{sobrenome}`: only that employee's dependant. */
function deleteDependente(dependente: Dependente) {
  return requisitar(caminhoDoDependente(dependente), SEM_CORPO, { metodo: 'DELETE' });
}

export function useExcluirDependente() {
  const invalidar = useInvalidarFuncionarios();
  return useMutation({ mutationFn: deleteDependente, onSuccess: invalidar });
}
