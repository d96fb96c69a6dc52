import { type AuditoriaFiltroQuery, auditoriaPagina } from '@acolher/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';

/** The log's filters as the address holds them: each one's text, '' when not used. */
export type FiltroAuditoria = Record<keyof AuditoriaFiltroQuery, string>;

/** The filters' names, in the order the address and the API's query string write them. */
export const CHAVES_DO_FILTRO = [
  'usuario',
  'acao',
  'entidade',
  'registro',
  'de',
  'ate',
  'busca',
] as const satisfies readonly (keyof FiltroAuditoria)[];

export const CHAVE_AUDITORIA = 'auditoria';

/** `?usuario=&acao=…` with only the filters in use (and the page's cursor, when past the first). */
export function consultaDoFiltro(filtro: FiltroAuditoria, antes?: string): string {
  const parametros = new URLSearchParams();
  for (const chave of CHAVES_DO_FILTRO) {
    const valor = filtro[chave].trim();
    if (valor) parametros.set(chave, valor);
  }
  if (antes) parametros.set('antes', antes);
  const texto = parametros.toString();
  return texto ? `?${texto}` : '';
}

/**
 * `GET /auditoria`: 50 rows, newest first, older than the cursor `antes` (the `proximo` of the page
 * before). While the next page loads the one on screen stays, so the pager does not jump.
 */
export const auditoriaQuery = (filtro: FiltroAuditoria, antes: string | undefined) =>
  queryOptions({
    queryKey: [CHAVE_AUDITORIA, 'lista', filtro, antes ?? null],
    queryFn: () => requisitar(`/auditoria${consultaDoFiltro(filtro, antes)}`, auditoriaPagina),
    placeholderData: keepPreviousData,
  });
