import { convenioFull } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { CHAVE_CONVENIOS } from './invalidar.ts';

export const convenioFullQuery = (codigo: number) =>
  queryOptions({
    queryKey: [CHAVE_CONVENIOS, 'full', codigo],
    queryFn: () => requisitar(`/convenio-full/${codigo}`, convenioFull),
  });
