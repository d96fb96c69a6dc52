import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { CHAVE_INICIO } from '../../../lib/chaves.ts';

/** The cache key of everything about employees; every write invalidates it. */
export const CHAVE_FUNCIONARIOS = 'funcionarios';

/**
 * After any write the lists, the record and its dependants are read again, and so are the home's
 * boxes: a council registration's validity, or an inactivation, changes what the council box lists.
 */
export function useInvalidarFuncionarios() {
  const cliente = useQueryClient();
  return () =>
    Promise.all([
      cliente.invalidateQueries({ queryKey: [CHAVE_FUNCIONARIOS] }),
      cliente.invalidateQueries({ queryKey: [CHAVE_INICIO] }),
    ]);
}

/**
 * The mutation's reading again: after a write, and after a refusal for a record changed since it was
 * read (409: another tab dismissed, rehired or edited the employee), so the page behind the dialog
 * shows what is true instead of offering "Reativar" or "Inativar" forever.
 */
export function useReleituraDeFuncionarios() {
  const invalidar = useInvalidarFuncionarios();
  return {
    onSuccess: invalidar,
    onError: (erro: Error) => (erro instanceof ApiError && erro.status === 409 ? invalidar() : undefined),
  };
}
