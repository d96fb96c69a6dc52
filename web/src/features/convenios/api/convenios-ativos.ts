import { type ConvenioListaItem, convenioListaResponse } from '@acolher/contract';
import { type FiltroLista, type Pagina, paginaQuery, requisitarPagina } from '../../../lib/lista.ts';
import { CHAVE_CONVENIOS } from './invalidar.ts';

/** `GET /convenio`: a page of the active plans. */
export function getConveniosAtivos(filtro: FiltroLista): Promise<Pagina<ConvenioListaItem>> {
  return requisitarPagina('/convenio', convenioListaResponse, filtro);
}

export const conveniosAtivosQuery = (filtro: FiltroLista) =>
  paginaQuery([CHAVE_CONVENIOS, 'ativos'], filtro, getConveniosAtivos);
