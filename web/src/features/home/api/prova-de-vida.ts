import { provaDeVidaResponse } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { requisitarQuadro } from './quadro.ts';

export const provaDeVidaQuery = queryOptions({
  queryKey: ['prova-de-vida'],
  queryFn: () => requisitarQuadro('/prova-de-vida', provaDeVidaResponse),
});
