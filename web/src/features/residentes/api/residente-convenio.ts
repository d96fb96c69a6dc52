import { residenteConvenio } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { CHAVE_RESIDENTES } from './invalidar.ts';

const lista = residenteConvenio.array();

export const conveniosDoResidenteQuery = (residente: number) =>
  queryOptions({
    queryKey: [CHAVE_RESIDENTES, 'convenios', residente],
    queryFn: () => requisitar(`/residente_convenio/${residente}`, lista),
  });
