import { baixarArquivo, RELATORIO_EMITIDO } from '../../../lib/arquivo.ts';

/** `GET /relatorio-residente/{pessoa}/{residente}`: the resident's full sheet. */
export function baixarFichaResidente(pessoa: number, residente: number, nome: string): Promise<void> {
  return baixarArquivo(`/relatorio-residente/${pessoa}/${residente}`, `Ficha ${nome}.pdf`, RELATORIO_EMITIDO);
}
