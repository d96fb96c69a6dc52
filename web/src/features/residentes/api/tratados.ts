import { tratadosResponse } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';

/** Active plans as options of the membership form. */
export const tratadosQuery = queryOptions({
  queryKey: ['tratados'],
  queryFn: () => requisitar('/tratados', tratadosResponse),
});
