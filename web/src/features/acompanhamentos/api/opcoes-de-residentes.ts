import { residentesDoAcompanhamento } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';

/** `GET /residenteNome`: the active residents a follow-up may name, `[{CODIGO_RESIDENTE, NOME}]`. */
export const opcoesDeResidentesQuery = queryOptions({
  queryKey: ['residenteNome'],
  queryFn: () => requisitar('/residenteNome', residentesDoAcompanhamento),
  staleTime: 60_000,
});
