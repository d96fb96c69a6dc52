import { sessaoResponse } from '@acolher/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requisitar } from './api.ts';
import { podeConsultar, useEstaLogado } from './sessao.ts';

/** GET /sessao: who is signed in (header greeting, home's first-access toast). Shared, so it lives here. */
export const sessaoQuery = queryOptions({
  queryKey: ['sessao'],
  queryFn: () => requisitar('/sessao', sessaoResponse),
  staleTime: 5 * 60_000,
});

interface OpcoesUsuarioAtual {
  /**
   * Read again on every mount and whenever the window comes back into view, whatever the cache says:
   * for screens acting on the first-access flag, which the popup that sets the password changes from
   * another window.
   */
  sempreAtual?: boolean;
}

const RELER_SEMPRE = { refetchOnMount: 'always', refetchOnWindowFocus: 'always' } as const;

export function useUsuarioAtual({ sempreAtual = false }: OpcoesUsuarioAtual = {}) {
  const logado = useEstaLogado();
  return useQuery({
    ...sessaoQuery,
    ...(sempreAtual && RELER_SEMPRE),
    enabled: () => logado && podeConsultar(),
  });
}
