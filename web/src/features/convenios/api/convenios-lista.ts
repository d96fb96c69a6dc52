import { type ConvenioListaItem, convenioListaResponse } from '@acolher/contract';
import { type FiltroLista, type Pagina, requisitarPagina } from '../../../lib/lista.ts';

export type SituacaoConvenio = 'ativos' | 'inativos';

/** The cache key every plan list lives under; writes invalidate it. */
export const CHAVE_CONVENIOS = 'convenios';

const CAMINHOS: Record<SituacaoConvenio, string> = { ativos: '/convenio', inativos: '/convenio-desativados' };

export function getConvenios(
  situacao: SituacaoConvenio,
  filtro: FiltroLista,
): Promise<Pagina<ConvenioListaItem>> {
  return requisitarPagina(CAMINHOS[situacao], convenioListaResponse, filtro);
}
