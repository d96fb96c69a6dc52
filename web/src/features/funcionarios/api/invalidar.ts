import { useQueryClient } from '@tanstack/react-query';
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
