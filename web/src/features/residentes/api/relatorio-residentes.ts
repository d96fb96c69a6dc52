import { baixarArquivo, caminhoDaLista, RELATORIO_EMITIDO } from '../../../lib/arquivo.ts';

export type SituacaoResidente = 'ativos' | 'inativos';

/** `GET /relatorio-residentes/{ativos|inativos}?busca=`: the list of one tab, as its search narrows it. */
export function baixarRelatorioResidentes(situacao: SituacaoResidente, busca: string): Promise<void> {
  const caminho = caminhoDaLista(`/relatorio-residentes/${situacao}`, busca);
  return baixarArquivo(caminho, `Residentes ${situacao}.pdf`, RELATORIO_EMITIDO);
}
