import { type FuncionarioLinha, funcionarioLista } from '@acolher/contract';
import { type FiltroLista, type Pagina, paginaQuery, requisitarPagina } from '../../../lib/lista.ts';
import { CHAVE_FUNCIONARIOS } from './invalidar.ts';

/** `GET /funcionarioInativo`: a page of the former employees, with the date and reason they left. */
export function getFuncionariosInativos(filtro: FiltroLista): Promise<Pagina<FuncionarioLinha>> {
  return requisitarPagina('/funcionarioInativo', funcionarioLista, filtro);
}

export const funcionariosInativosQuery = (filtro: FiltroLista) =>
  paginaQuery([CHAVE_FUNCIONARIOS, 'inativos'], filtro, getFuncionariosInativos);
