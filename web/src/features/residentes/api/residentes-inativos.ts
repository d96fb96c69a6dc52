import { type ResidenteLinha, residenteLista } from '@acolher/contract';
import { type FiltroLista, type Pagina, paginaQuery, requisitarPagina } from '../../../lib/lista.ts';
import { CHAVE_RESIDENTES } from './invalidar.ts';

/** `GET /residente-inativos`: a page of the discharged residents, with date and reason. */
export function getResidentesInativos(filtro: FiltroLista): Promise<Pagina<ResidenteLinha>> {
  return requisitarPagina('/residente-inativos', residenteLista, filtro);
}

export const residentesInativosQuery = (filtro: FiltroLista) =>
  paginaQuery([CHAVE_RESIDENTES, 'inativos'], filtro, getResidentesInativos);
