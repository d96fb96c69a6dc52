import { TOTAL_HEADER } from '@acolher/contract';
import { type Esquema, requisitarResposta, validarResposta } from '../../../lib/api.ts';

/** A home box's rows (the server keeps the first ones) and how many there are in all. */
export interface DadosQuadro<T> {
  linhas: T[];
  total: number;
}

export async function requisitarQuadro<T>(caminho: string, esquema: Esquema<T[]>): Promise<DadosQuadro<T>> {
  const resposta = await requisitarResposta(caminho);
  const linhas = await validarResposta(resposta, esquema);
  const total = Number(resposta.headers.get(TOTAL_HEADER));
  return { linhas, total: Number.isFinite(total) && total > linhas.length ? total : linhas.length };
}
