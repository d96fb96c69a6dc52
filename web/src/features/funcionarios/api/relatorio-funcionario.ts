import { baixarArquivo, RELATORIO_EMITIDO } from '../../../lib/arquivo.ts';

/** `GET /relatorio-funcionario/{pessoa}/{funcionario}`: the employee's full sheet. */
export function baixarFichaFuncionario(pessoa: number, funcionario: number, nome: string): Promise<void> {
  return baixarArquivo(
    `/relatorio-funcionario/${pessoa}/${funcionario}`,
    `Ficha ${nome}.pdf`,
    RELATORIO_EMITIDO,
  );
}
