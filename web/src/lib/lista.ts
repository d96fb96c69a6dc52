import { TOTAL_HEADER } from '@acolher/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type Esquema, requisitarResposta, validarResposta } from './api.ts';

/** docs/arquitetura.md §6: every section list shows 10 rows per page. */
export const POR_PAGINA = 10;

export interface Pagina<T> {
  itens: T[];
  total: number;
}

export interface FiltroLista {
  busca: string;
  pagina: number;
}

/**
 * `?busca=&limite=10&deslocamento=` as docs/arquitetura.md §4 pages lists; empty search is left out. `filtros`
 * are a list's own (a period, a shift), sent when not empty.
 */
export function caminhoPaginado(
  base: string,
  { busca, pagina }: FiltroLista,
  filtros: Readonly<Record<string, string>> = {},
): string {
  const parametros = new URLSearchParams();
  for (const [nome, valor] of Object.entries(filtros)) if (valor) parametros.set(nome, valor);
  const termo = busca.trim();
  if (termo) parametros.set('busca', termo);
  parametros.set('limite', String(POR_PAGINA));
  parametros.set('deslocamento', String((pagina - 1) * POR_PAGINA));
  return `${base}?${parametros.toString()}`;
}

/** One page of a list and the total the server counted (X-Total-Count; the page length if absent). */
export async function requisitarPagina<T>(
  base: string,
  esquema: Esquema<T[]>,
  filtro: FiltroLista,
  filtros: Readonly<Record<string, string>> = {},
): Promise<Pagina<T>> {
  const resposta = await requisitarResposta(caminhoPaginado(base, filtro, filtros));
  const itens = await validarResposta(resposta, esquema);
  const total = Number(resposta.headers.get(TOTAL_HEADER));
  return { itens, total: Number.isFinite(total) && total > 0 ? total : itens.length };
}

/**
 * The query of one list endpoint's page, keyed under the section's key (so a write invalidates every
 * page); while the next page loads the previous one stays on screen.
 */
export function paginaQuery<T>(
  chave: readonly string[],
  filtro: FiltroLista,
  buscar: (filtro: FiltroLista) => Promise<Pagina<T>>,
) {
  return queryOptions({
    queryKey: [...chave, filtro.busca, filtro.pagina],
    queryFn: () => buscar(filtro),
    placeholderData: keepPreviousData,
  });
}

/** A list endpoint as a section list's tab reads it. */
export type ConsultaDePagina<T> = (filtro: FiltroLista) => ReturnType<typeof paginaQuery<T>>;
