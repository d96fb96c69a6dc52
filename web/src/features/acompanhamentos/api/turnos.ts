import { turnosResposta } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';

/** `GET /turnos`: the home's shifts (two or three, TURNOS_LAR), fixed while the server runs. */
export const turnosQuery = queryOptions({
  queryKey: ['turnos'],
  queryFn: () => requisitar('/turnos', turnosResposta),
  staleTime: Number.POSITIVE_INFINITY,
});
