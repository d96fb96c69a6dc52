import { type FuncionarioInput, funcionario } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { useInvalidarFuncionarios } from './invalidar.ts';

/** `POST /funcionario` with PESSOA, TELEFONE, ENDERECO and CONTA nested: one transaction on the server. */
export function postFuncionario(dados: FuncionarioInput) {
  return requisitar('/funcionario', funcionario, { metodo: 'POST', corpo: dados });
}

export function useCriarFuncionario() {
  const invalidar = useInvalidarFuncionarios();
  return useMutation({ mutationFn: postFuncionario, onSuccess: invalidar });
}
