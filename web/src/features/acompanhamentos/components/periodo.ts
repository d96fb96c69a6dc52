import { dataOpcional, periodoEmOrdem } from '@acolher/contract';
import { z } from 'zod';
import { camposDe } from '../../../components/campos.tsx';

/**
 * The De and Até of this screen's Filtro: real dates up to 31/12/2999 (docs/produto.md §9), either left empty,
 * the end not before the start, the rule `/acompanhamentos-por-residente` checks too.
 */
export const esquemaDoPeriodo = z
  .object({ data_inicial: dataOpcional, data_final: dataOpcional })
  .refine(...periodoEmOrdem('data_inicial', 'data_final'));

export type Periodo = { data_inicial: string; data_final: string };

export const { CampoData: CampoDoPeriodo } = camposDe<Periodo>();
