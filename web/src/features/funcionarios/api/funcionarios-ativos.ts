import { type FuncionarioLinha, funcionarioLista } from '@acolher/contract';
import { type FiltroLista, type Pagina, paginaQuery, requisitarPagina } from '../../../lib/lista.ts';
import { CHAVE_FUNCIONARIOS } from './invalidar.ts';

/** `GET /funcionario`: a page of the employees working in the home. */
export function getFuncionariosAtivos(filtro: FiltroLista): Promise<Pagina<FuncionarioLinha>> {
  return requisitarPagina('/funcionario', funcionarioLista, filtro);
}

export const funcionariosAtivosQuery = (filtro: FiltroLista) =>
  paginaQuery([CHAVE_FUNCIONARIOS, 'ativos'], filtro, getFuncionariosAtivos);
