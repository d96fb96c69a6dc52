import { type ResidenteLinha, residenteLista } from '@acolher/contract';
import { type FiltroLista, type Pagina, requisitarPagina } from '../../../lib/lista.ts';

export type SituacaoResidente = 'ativos' | 'inativos';

/** The cache key of everything about residents; every write invalidates it. */
export const CHAVE_RESIDENTES = 'residentes';

const CAMINHOS: Record<SituacaoResidente, string> = { ativos: '/residente', inativos: '/residente-inativos' };

export function getResidentes(
  situacao: SituacaoResidente,
  filtro: FiltroLista,
): Promise<Pagina<ResidenteLinha>> {
  return requisitarPagina(CAMINHOS[situacao], residenteLista, filtro);
}
