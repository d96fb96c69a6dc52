import { baixarPdf } from '../../../lib/pdf.ts';
import type { SituacaoConvenio } from './convenios-lista.ts';

export const RELATORIO_EMITIDO = 'Relatório emitido com sucesso';

/** `GET /relatorio-convenios/{ativos|inativos}`. */
export function baixarRelatorioConvenios(situacao: SituacaoConvenio): Promise<void> {
  return baixarPdf(`/relatorio-convenios/${situacao}`, `Convênios ${situacao}.pdf`, RELATORIO_EMITIDO);
}

/** `GET /relatorio-convenio/{id}`. */
export function baixarRelatorioConvenio(codigo: number, nome: string): Promise<void> {
  return baixarPdf(`/relatorio-convenio/${codigo}`, `Convênio ${nome}.pdf`, RELATORIO_EMITIDO);
}
