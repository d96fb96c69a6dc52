import { useQueryClient } from '@tanstack/react-query';

/**
 * The cache key of everything about follow-ups: the section's list, one follow-up, a resident's
 * follow-ups and its filters. Every query of the feature is keyed under it, so a write makes all of
 * them stale at once.
 */
export const CHAVE_ACOMPANHAMENTOS = 'acompanhamentos';

/** After a create, an edit or a correction, every follow-up screen reads again what it shows. */
export function useInvalidarAcompanhamentos() {
  const cliente = useQueryClient();
  return () => cliente.invalidateQueries({ queryKey: [CHAVE_ACOMPANHAMENTOS] });
}
