import { type FuncionarioInput, funcionario } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { cabecalhosDeEnvio, type NovoRegistro } from '../../../lib/chave-de-envio.ts';
import { useInvalidarFuncionarios } from './invalidar.ts';

/** `POST /funcionario` with PESSOA, TELEFONE, ENDERECO and CONTA nested: one transaction on the server. */
export function postFuncionario({ dados, chave }: NovoRegistro<FuncionarioInput>) {
  return requisitar('/funcionario', funcionario, {
    metodo: 'POST',
    corpo: dados,
    cabecalhos: cabecalhosDeEnvio(chave),
  });
}

export function useCriarFuncionario() {
  const invalidar = useInvalidarFuncionarios();
  return useMutation({ mutationFn: postFuncionario, onSuccess: invalidar });
}
