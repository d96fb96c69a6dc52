import { familiarDoResidente } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { CHAVE_RESIDENTES } from './invalidar.ts';

const lista = familiarDoResidente.array();

export const familiaresQuery = (residente: number) =>
  queryOptions({
    queryKey: [CHAVE_RESIDENTES, 'familiares', residente],
    queryFn: () => requisitar(`/residente_familiar/${residente}`, lista),
  });
