import { dependenteLista } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { CHAVE_FUNCIONARIOS } from './invalidar.ts';

/** `GET /dependente/{funcionario}`: the employee's dependants, read again when a stale save reloads one (useItemLido). */
export const dependentesQuery = (funcionario: number) =>
  queryOptions({
    queryKey: [CHAVE_FUNCIONARIOS, 'dependentes', funcionario],
    queryFn: () => requisitar(`/dependente/${funcionario}`, dependenteLista),
  });
