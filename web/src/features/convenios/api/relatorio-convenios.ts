import { baixarArquivo, caminhoDaLista, RELATORIO_EMITIDO } from '../../../lib/arquivo.ts';

export type SituacaoConvenio = 'ativos' | 'inativos';

/** `GET /relatorio-convenios/{ativos|inativos}?busca=`: the list of one tab, as its search narrows it. */
export function baixarRelatorioConvenios(situacao: SituacaoConvenio, busca: string): Promise<void> {
  const caminho = caminhoDaLista(`/relatorio-convenios/${situacao}`, busca);
  return baixarArquivo(caminho, `Convênios ${situacao}.pdf`, RELATORIO_EMITIDO);
}
