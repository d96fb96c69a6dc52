import type { DependenteInput } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';
import { cabecalhosDeEnvio, type NovoRegistro } from '../../../lib/chave-de-envio.ts';
import { useInvalidarFuncionarios } from './invalidar.ts';

/** `POST /dependente`: the dependant with its employee's CODIGO_FUNCIONARIO. */
function postDependente({ dados, chave }: NovoRegistro<DependenteInput>) {
  return requisitar('/dependente', SEM_CORPO, {
    metodo: 'POST',
    corpo: dados,
    cabecalhos: cabecalhosDeEnvio(chave),
  });
}

export function useCriarDependente() {
  const invalidar = useInvalidarFuncionarios();
  return useMutation({ mutationFn: postDependente, onSuccess: invalidar });
}
