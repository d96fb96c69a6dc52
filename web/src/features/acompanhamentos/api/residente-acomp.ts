import { acompanhamentoResumos } from '@acolher/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { CHAVE_ACOMPANHAMENTOS } from './invalidar.ts';

/** `GET /residente-acomp/{id}`: every follow-up of the resident, newest first. */
export const residenteAcompQuery = (residente: number) =>
  queryOptions({
    queryKey: [CHAVE_ACOMPANHAMENTOS, 'residente', residente],
    queryFn: () => requisitar(`/residente-acomp/${residente}`, acompanhamentoResumos),
    placeholderData: keepPreviousData,
  });
