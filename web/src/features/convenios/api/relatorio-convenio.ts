import { baixarPdf, RELATORIO_EMITIDO } from '../../../lib/pdf.ts';

/** `GET /relatorio-convenio/{id}`: one plan's sheet. */
export function baixarRelatorioConvenio(codigo: number, nome: string): Promise<void> {
  return baixarPdf(`/relatorio-convenio/${codigo}`, `Convênio ${nome}.pdf`, RELATORIO_EMITIDO);
}
