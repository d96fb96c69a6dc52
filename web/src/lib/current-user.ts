import { sessaoResponse } from '@acolher/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requisitar } from './api.ts';
import { useEstaLogado } from './session.ts';

/** GET /sessao: who is signed in (header greeting, home's first-access toast). Shared, so it lives here. */
export const sessaoQuery = queryOptions({
  queryKey: ['sessao'],
  queryFn: () => requisitar('/sessao', sessaoResponse),
  staleTime: 5 * 60_000,
});

export function useUsuarioAtual() {
  const logado = useEstaLogado();
  return useQuery({ ...sessaoQuery, enabled: logado });
}
