import { beneficio } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { CHAVE_RESIDENTES } from './invalidar.ts';

const lista = beneficio.array();

export const beneficiosQuery = (residente: number) =>
  queryOptions({
    queryKey: [CHAVE_RESIDENTES, 'beneficios', residente],
    queryFn: () => requisitar(`/beneficio/${residente}`, lista),
  });
