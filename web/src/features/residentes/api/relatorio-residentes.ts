import { baixarPdf, caminhoDaLista, RELATORIO_EMITIDO } from '../../../lib/pdf.ts';

export type SituacaoResidente = 'ativos' | 'inativos';

/** `GET /relatorio-residentes/{ativos|inativos}?busca=`: the list of one tab, as its search narrows it. */
export function baixarRelatorioResidentes(situacao: SituacaoResidente, busca: string): Promise<void> {
  const caminho = caminhoDaLista(`/relatorio-residentes/${situacao}`, busca);
  return baixarPdf(caminho, `Residentes ${situacao}.pdf`, RELATORIO_EMITIDO);
}
