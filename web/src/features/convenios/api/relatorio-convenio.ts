import { baixarArquivo, RELATORIO_EMITIDO } from '../../../lib/arquivo.ts';

/** `GET /relatorio-convenio/{id}`: one plan's sheet. */
export function baixarRelatorioConvenio(codigo: number, nome: string): Promise<void> {
  return baixarArquivo(`/relatorio-convenio/${codigo}`, `Convênio ${nome}.pdf`, RELATORIO_EMITIDO);
}
