import { residente } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { CHAVE_RESIDENTES } from './invalidar.ts';

export const residenteQuery = (codigo: number) =>
  queryOptions({
    queryKey: [CHAVE_RESIDENTES, 'um', codigo],
    queryFn: () => requisitar(`/residente/${codigo}`, residente),
  });
