import { type ConvenioListaItem, convenioListaResponse } from '@acolher/contract';
import { type FiltroLista, type Pagina, paginaQuery, requisitarPagina } from '../../../lib/lista.ts';
import { CHAVE_CONVENIOS } from './invalidar.ts';

/** `GET /convenio-desativados`: a page of the inactivated plans, with the date. */
export function getConveniosDesativados(filtro: FiltroLista): Promise<Pagina<ConvenioListaItem>> {
  return requisitarPagina('/convenio-desativados', convenioListaResponse, filtro);
}

export const conveniosDesativadosQuery = (filtro: FiltroLista) =>
  paginaQuery([CHAVE_CONVENIOS, 'inativos'], filtro, getConveniosDesativados);
