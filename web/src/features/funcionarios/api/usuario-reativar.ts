import { type UsuarioReativarRequest, usuario } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { useInvalidarFuncionarios } from './invalidar.ts';

interface AcessoReativado {
  funcionario: number;
  dados: UsuarioReativarRequest;
}

/** `POST /usuario-reativar/{funcionario}`: the administrator turns a blocked account back on (decision 0045). */
function postUsuarioReativar({ funcionario, dados }: AcessoReativado) {
  return requisitar(`/usuario-reativar/${funcionario}`, usuario, { metodo: 'POST', corpo: dados });
}

export function useReativarUsuario() {
  const invalidar = useInvalidarFuncionarios();
  return useMutation({ mutationFn: postUsuarioReativar, onSuccess: invalidar });
}
