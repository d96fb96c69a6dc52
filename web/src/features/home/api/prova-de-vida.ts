import { provaDeVidaResponse } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { CHAVE_INICIO } from '../../../lib/chaves.ts';
import { requisitarQuadro } from './quadro.ts';

export const provaDeVidaQuery = queryOptions({
  queryKey: [CHAVE_INICIO, 'prova-de-vida'],
  queryFn: () => requisitarQuadro('/prova-de-vida', provaDeVidaResponse),
});
