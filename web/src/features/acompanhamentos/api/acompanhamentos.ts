import { type AcompanhamentoLinha, acompanhamentoLista, type Turno } from '@acolher/contract';
import { type FiltroLista, type Pagina, paginaQuery, requisitarPagina } from '../../../lib/lista.ts';
import { CHAVE_ACOMPANHAMENTOS } from './invalidar.ts';

/** The section list's filters beyond the search and the page: a period (YYYY-MM-DD) and a shift. */
export interface FiltroAcompanhamentos extends FiltroLista {
  de: string;
  ate: string;
  turno: Turno | '';
}

/** `GET /acompanhamento`: a page of follow-ups, newest first, with the total in X-Total-Count. */
export function getAcompanhamentos(filtro: FiltroAcompanhamentos): Promise<Pagina<AcompanhamentoLinha>> {
  const { de, ate, turno } = filtro;
  return requisitarPagina('/acompanhamento', acompanhamentoLista, filtro, { de, ate, turno });
}

export const acompanhamentosQuery = (filtro: FiltroAcompanhamentos) =>
  paginaQuery([CHAVE_ACOMPANHAMENTOS, 'lista', filtro.de, filtro.ate, filtro.turno], filtro, (pagina) =>
    getAcompanhamentos({ ...filtro, ...pagina }),
  );
