import { type Usuario, usuario } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, requisitar } from '../../../lib/api.ts';
import { CHAVE_FUNCIONARIOS } from './invalidar.ts';

/** An employee without an account: the API answers 404, which here is an answer, not a failure. */
function semConta(erro: unknown): null {
  if (erro instanceof ApiError && erro.status === 404) return null;
  throw erro;
}

/** `GET /usuario/{funcionario}`: the employee's account (never its password), or null when there is none. */
export const usuarioDoFuncionarioQuery = (funcionario: number) =>
  queryOptions({
    // Under the section's key: an account write reads it again with the record that shows it (USUARIO).
    queryKey: [CHAVE_FUNCIONARIOS, 'usuario', funcionario],
    queryFn: (): Promise<Usuario | null> => requisitar(`/usuario/${funcionario}`, usuario).catch(semConta),
  });
