import { useQueryClient } from '@tanstack/react-query';
import { CHAVE_RESIDENTES } from './residentes-lista.ts';

/** After any write the lists, the record and its sub-lists are read again. */
export function useInvalidarResidentes() {
  const cliente = useQueryClient();
  return () => cliente.invalidateQueries({ queryKey: [CHAVE_RESIDENTES] });
}
