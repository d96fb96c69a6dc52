import { useQueryClient } from '@tanstack/react-query';
import { CHAVE_INICIO } from '../../../lib/chaves.ts';

/** The cache key of everything about residents; every write invalidates it. */
export const CHAVE_RESIDENTES = 'residentes';

/**
 * After any write the lists, the record and its sub-lists are read again, and so are the home's
 * boxes: a discharge, a readmission or a benefit's proof-of-life date changes what they list.
 */
export function useInvalidarResidentes() {
  const cliente = useQueryClient();
  return () =>
    Promise.all([
      cliente.invalidateQueries({ queryKey: [CHAVE_RESIDENTES] }),
      cliente.invalidateQueries({ queryKey: [CHAVE_INICIO] }),
    ]);
}
