import { provaDeVidaResponse } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';

export const provaDeVidaQuery = queryOptions({
  queryKey: ['prova-de-vida'],
  queryFn: () => requisitar('/prova-de-vida', provaDeVidaResponse),
});
