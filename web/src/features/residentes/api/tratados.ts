import { tratadosResponse } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { CHAVE_TRATADOS } from '../../../lib/chaves.ts';

/** `GET /tratados`: active plans as options of the membership form; the plans' writes invalidate it. */
export const tratadosQuery = queryOptions({
  queryKey: [CHAVE_TRATADOS],
  queryFn: () => requisitar('/tratados', tratadosResponse),
});
