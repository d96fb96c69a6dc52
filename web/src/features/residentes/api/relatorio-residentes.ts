import { baixarPdf, RELATORIO_EMITIDO } from '../../../lib/pdf.ts';

export type SituacaoResidente = 'ativos' | 'inativos';

/** `GET /relatorio-residentes/{ativos|inativos}`: the list of one tab. */
export function baixarRelatorioResidentes(situacao: SituacaoResidente): Promise<void> {
  return baixarPdf(`/relatorio-residentes/${situacao}`, `Residentes ${situacao}.pdf`, RELATORIO_EMITIDO);
}
