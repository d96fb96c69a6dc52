import { type UsuarioAtualizacao, usuario } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { useInvalidarFuncionarios } from './invalidar.ts';

interface UsuarioAlterado {
  funcionario: number;
  dados: UsuarioAtualizacao;
}

/** `PUT /usuario/{funcionario}`: e-mail, login and role; any change ends the user's sessions. */
function putUsuario({ funcionario, dados }: UsuarioAlterado) {
  return requisitar(`/usuario/${funcionario}`, usuario, { metodo: 'PUT', corpo: dados });
}

export function useAtualizarUsuario() {
  const invalidar = useInvalidarFuncionarios();
  return useMutation({ mutationFn: putUsuario, onSuccess: invalidar });
}
