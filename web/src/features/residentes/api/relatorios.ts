import { baixarPdf } from '../../../lib/pdf.ts';
import type { SituacaoResidente } from './residentes-lista.ts';

export const RELATORIO_EMITIDO = 'Relatório emitido com sucesso';

/** `GET /relatorio-residentes/{ativos|inativos}`. */
export function baixarRelatorioResidentes(situacao: SituacaoResidente): Promise<void> {
  return baixarPdf(`/relatorio-residentes/${situacao}`, `Residentes ${situacao}.pdf`, RELATORIO_EMITIDO);
}

/** `GET /relatorio-residente/{pessoa}/{residente}`: the resident's full sheet. */
export function baixarFichaResidente(pessoa: number, residente: number, nome: string): Promise<void> {
  return baixarPdf(`/relatorio-residente/${pessoa}/${residente}`, `Ficha ${nome}.pdf`, RELATORIO_EMITIDO);
}
