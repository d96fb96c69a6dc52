import { conselhoAVencerResponse } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { CHAVE_INICIO } from '../../../lib/chaves.ts';
import { requisitarQuadro } from './quadro.ts';

/** Role 1 only: the server refuses anyone else, so the page never asks for another role. */
export const conselhoAVencerQuery = queryOptions({
  queryKey: [CHAVE_INICIO, 'conselho-a-vencer'],
  queryFn: () => requisitarQuadro('/conselho-a-vencer', conselhoAVencerResponse),
});
