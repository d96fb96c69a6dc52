import { funcionarioCompleto } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { CHAVE_FUNCIONARIOS } from './invalidar.ts';

/** `GET /funcionario-full/{id}`: the whole record, phones, addresses, account and dependants nested. */
export const funcionarioFullQuery = (codigo: number) =>
  queryOptions({
    queryKey: [CHAVE_FUNCIONARIOS, 'full', codigo],
    queryFn: () => requisitar(`/funcionario-full/${codigo}`, funcionarioCompleto),
  });
