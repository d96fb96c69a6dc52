import { mensagemResposta, type UsuarioRedefinirSenhaRequest } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { useInvalidarFuncionarios } from './invalidar.ts';

interface SenhaRedefinida {
  funcionario: number;
  dados: UsuarioRedefinirSenhaRequest;
}

/**
 * `POST /usuario-redefinir-senha/{funcionario}`: a new initial password; the user's sessions end and
 * the first access is pending again. Answers the server's message.
 */
function postRedefinirSenha({ funcionario, dados }: SenhaRedefinida) {
  return requisitar(`/usuario-redefinir-senha/${funcionario}`, mensagemResposta, {
    metodo: 'POST',
    corpo: dados,
  });
}

export function useRedefinirSenhaUsuario() {
  const invalidar = useInvalidarFuncionarios();
  return useMutation({ mutationFn: postRedefinirSenha, onSuccess: invalidar });
}
