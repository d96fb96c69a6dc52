import { acompanhamentoDetalhe } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { CHAVE_ACOMPANHAMENTOS } from './invalidar.ts';

/**
 * `GET /acompanhamento/{id}`: one follow-up with its participants, whether the caller may still edit
 * it (EDITAVEL, EDITAVEL_ATE), its corrections and its previous versions (HISTORICO).
 */
export const acompanhamentoQuery = (codigo: number) =>
  queryOptions({
    queryKey: [CHAVE_ACOMPANHAMENTOS, 'um', codigo],
    queryFn: () => requisitar(`/acompanhamento/${codigo}`, acompanhamentoDetalhe),
  });
