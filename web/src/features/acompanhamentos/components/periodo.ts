import { acompanhamentosPorResidenteQuery, dataOpcional, MENSAGENS } from '@acolher/contract';
import { camposDe } from '../../../components/campos.tsx';

/** A period either end of which may be open (empty): when both are given, the end is not before the start. */
function periodoEmOrdem(inicio: string | null, fim: string | null): boolean {
  return !inicio || !fim || inicio <= fim;
}

/**
 * The De and Até of this screen's Filtro: real dates up to 31/12/2999
 * (SPEC §9), either left empty, the end not before the start, as the server checks them.
 */
export const esquemaDoPeriodo = acompanhamentosPorResidenteQuery
  .pick({ data_inicial: true, data_final: true })
  .extend({ data_inicial: dataOpcional, data_final: dataOpcional })
  .refine((v) => periodoEmOrdem(v.data_inicial, v.data_final), {
    path: ['data_final'],
    error: MENSAGENS.periodoInvertido,
  });

export type Periodo = { data_inicial: string; data_final: string };

export const { CampoData: CampoDoPeriodo } = camposDe<Periodo>();
