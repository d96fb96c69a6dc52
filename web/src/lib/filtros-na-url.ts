import { useSearchParams } from 'react-router-dom';

/** A list's filters as the address holds them: each key's text ('' when absent) and the page (1 up). */
export type FiltrosNaUrl<C extends string> = Record<C, string> & { pagina: number };

/** The page of the address: 1 when absent, not a number, or below 1. */
function paginaDe(texto: string | null): number {
  return Math.max(Number.parseInt(texto ?? '1', 10) || 1, 1);
}

/**
 * The filters and the page of a list kept in the address: back from a record (or after a reload) the
 * list shows the same rows. `chaves` are the filters' names in the address, in the order it writes
 * them; a change of filter goes back to the first page, and the address is replaced, not pushed, so
 * Back leaves the list instead of undoing each keystroke.
 */
export function useFiltrosNaUrl<C extends string>(chaves: readonly C[]) {
  const [parametros, definir] = useSearchParams();
  const filtros = {
    ...(Object.fromEntries(chaves.map((chave) => [chave, parametros.get(chave) ?? ''])) as Record<C, string>),
    pagina: paginaDe(parametros.get('pagina')),
  };
  function mudar(novos: Partial<FiltrosNaUrl<C>>) {
    const proximos: FiltrosNaUrl<C> = { ...filtros, pagina: 1, ...novos };
    const saida = new URLSearchParams();
    for (const chave of chaves) if (proximos[chave]) saida.set(chave, proximos[chave]);
    if (proximos.pagina > 1) saida.set('pagina', String(proximos.pagina));
    // Still the same screen: it keeps its scroll (a new screen starts at the top, decision 0046).
    definir(saida, { replace: true, preventScrollReset: true });
  }
  return { filtros, mudar };
}
