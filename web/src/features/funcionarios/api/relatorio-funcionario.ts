import { baixarPdf, RELATORIO_EMITIDO } from '../../../lib/pdf.ts';

/** `GET /relatorio-funcionario/{pessoa}/{funcionario}`: the employee's full sheet. */
export function baixarFichaFuncionario(pessoa: number, funcionario: number, nome: string): Promise<void> {
  return baixarPdf(`/relatorio-funcionario/${pessoa}/${funcionario}`, `Ficha ${nome}.pdf`, RELATORIO_EMITIDO);
}
