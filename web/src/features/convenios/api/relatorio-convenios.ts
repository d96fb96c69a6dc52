import { baixarPdf, RELATORIO_EMITIDO } from '../../../lib/pdf.ts';

export type SituacaoConvenio = 'ativos' | 'inativos';

/** `GET /relatorio-convenios/{ativos|inativos}`: the list of one tab. */
export function baixarRelatorioConvenios(situacao: SituacaoConvenio): Promise<void> {
  return baixarPdf(`/relatorio-convenios/${situacao}`, `Convênios ${situacao}.pdf`, RELATORIO_EMITIDO);
}
