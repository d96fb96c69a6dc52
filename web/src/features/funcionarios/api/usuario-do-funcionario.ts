import { type Usuario, usuario } from '@acolher/contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { ApiError, requisitar } from '../../../lib/api.ts';

/** The cache key of every employee's account; each account write invalidates it. */
export const CHAVE_USUARIOS = 'usuarios';
/**
 * The section's own key: an employee's record (`GET /funcionario/{id}`) carries its `USUARIO`, so an
 * account write reads it again too.
 */
const CHAVE_FUNCIONARIOS = 'funcionarios';

/** An employee without an account: the API answers 404, which here is an answer, not a failure. */
function semConta(erro: unknown): null {
  if (erro instanceof ApiError && erro.status === 404) return null;
  throw erro;
}

/** `GET /usuario/{funcionario}`: the employee's account (never its password), or null when there is none. */
export const usuarioDoFuncionarioQuery = (funcionario: number) =>
  queryOptions({
    queryKey: [CHAVE_USUARIOS, funcionario],
    queryFn: (): Promise<Usuario | null> => requisitar(`/usuario/${funcionario}`, usuario).catch(semConta),
  });

/** After an account write: the account and the employee's record that shows it. */
export function useInvalidarUsuarios() {
  const cliente = useQueryClient();
  return () =>
    Promise.all([
      cliente.invalidateQueries({ queryKey: [CHAVE_USUARIOS] }),
      cliente.invalidateQueries({ queryKey: [CHAVE_FUNCIONARIOS] }),
    ]);
}
