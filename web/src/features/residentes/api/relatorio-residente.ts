import { baixarPdf, RELATORIO_EMITIDO } from '../../../lib/pdf.ts';

/** `GET /relatorio-residente/{pessoa}/{residente}`: the resident's full sheet. */
export function baixarFichaResidente(pessoa: number, residente: number, nome: string): Promise<void> {
  return baixarPdf(`/relatorio-residente/${pessoa}/${residente}`, `Ficha ${nome}.pdf`, RELATORIO_EMITIDO);
}
