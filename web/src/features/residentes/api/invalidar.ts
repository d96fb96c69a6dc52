import { useQueryClient } from '@tanstack/react-query';

/** The cache key of everything about residents; every write invalidates it. */
export const CHAVE_RESIDENTES = 'residentes';

/** After any write the lists, the record and its sub-lists are read again. */
export function useInvalidarResidentes() {
  const cliente = useQueryClient();
  return () => cliente.invalidateQueries({ queryKey: [CHAVE_RESIDENTES] });
}
