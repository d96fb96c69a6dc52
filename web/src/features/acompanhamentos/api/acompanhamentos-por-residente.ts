import { acompanhamentoResumos } from '@acolher/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { CHAVE_ACOMPANHAMENTOS } from './invalidar.ts';

/** What narrows a resident's follow-ups on the server: a period (either end open) and one employee. */
export interface FiltroDoResidente {
  de: string;
  ate: string;
  funcionario: string;
}

export const filtroVazio = (filtro: FiltroDoResidente) => !filtro.de && !filtro.ate && !filtro.funcionario;

/** `?codigo_funcionario=&data_inicial=&data_final=`, each only when given. */
function consulta({ de, ate, funcionario }: FiltroDoResidente): string {
  const parametros = new URLSearchParams();
  if (funcionario) parametros.set('codigo_funcionario', funcionario);
  if (de) parametros.set('data_inicial', de);
  if (ate) parametros.set('data_final', ate);
  return parametros.toString();
}

/** `GET /acompanhamentos-por-residente/{id}/`: the resident's follow-ups of a period and/or an employee. */
export const acompanhamentosPorResidenteQuery = (residente: number, filtro: FiltroDoResidente) =>
  queryOptions({
    queryKey: [CHAVE_ACOMPANHAMENTOS, 'residente', residente, filtro.de, filtro.ate, filtro.funcionario],
    queryFn: () =>
      requisitar(`/acompanhamentos-por-residente/${residente}/?${consulta(filtro)}`, acompanhamentoResumos),
    placeholderData: keepPreviousData,
  });
