import { aniversarianteResponse } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';

export const aniversarianteQuery = queryOptions({
  queryKey: ['aniversariante'],
  queryFn: () => requisitar('/aniversariante', aniversarianteResponse),
});
