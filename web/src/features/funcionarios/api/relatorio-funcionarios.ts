import { baixarArquivo, caminhoDaLista, RELATORIO_EMITIDO } from '../../../lib/arquivo.ts';

export type SituacaoFuncionario = 'ativos' | 'inativos';

/** `GET /relatorio-funcionarios/{ativos|inativos}?busca=`: the list of one tab, as its search narrows it. */
export function baixarRelatorioFuncionarios(situacao: SituacaoFuncionario, busca: string): Promise<void> {
  const caminho = caminhoDaLista(`/relatorio-funcionarios/${situacao}`, busca);
  return baixarArquivo(caminho, `Funcionários ${situacao}.pdf`, RELATORIO_EMITIDO);
}
