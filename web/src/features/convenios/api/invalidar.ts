import { useQueryClient } from '@tanstack/react-query';
import { CHAVE_TRATADOS } from '../../../lib/chaves.ts';

/** The cache key every plan list and record lives under. */
export const CHAVE_CONVENIOS = 'convenios';

/**
 * After any write the plans are read again, and so are the options of the residents' membership
 * form: a new, renamed, inactivated or reactivated plan changes which plans a resident can join.
 */
export function useInvalidarConvenios() {
  const cliente = useQueryClient();
  return () =>
    Promise.all([
      cliente.invalidateQueries({ queryKey: [CHAVE_CONVENIOS] }),
      cliente.invalidateQueries({ queryKey: [CHAVE_TRATADOS] }),
    ]);
}
