import { type ResidenteLinha, residenteLista } from '@acolher/contract';
import { type FiltroLista, type Pagina, paginaQuery, requisitarPagina } from '../../../lib/lista.ts';
import { CHAVE_RESIDENTES } from './invalidar.ts';

/** `GET /residente`: a page of the residents living in the home. */
export function getResidentesAtivos(filtro: FiltroLista): Promise<Pagina<ResidenteLinha>> {
  return requisitarPagina('/residente', residenteLista, filtro);
}

export const residentesAtivosQuery = (filtro: FiltroLista) =>
  paginaQuery([CHAVE_RESIDENTES, 'ativos'], filtro, getResidentesAtivos);
