import { type UsuarioInput, usuario } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { useInvalidarFuncionarios } from './invalidar.ts';

/** `POST /usuario`: the employee's account, with an initial password to change at first access. */
function postUsuario(dados: UsuarioInput) {
  return requisitar('/usuario', usuario, { metodo: 'POST', corpo: dados });
}

export function useCriarUsuario() {
  const invalidar = useInvalidarFuncionarios();
  return useMutation({ mutationFn: postUsuario, onSuccess: invalidar });
}
