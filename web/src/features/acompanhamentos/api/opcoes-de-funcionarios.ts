import { nomeCargoFuncionarios } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';

/** `GET /nome-cargo-funcionario`: the active employees as "Nome Sobrenome - Cargo". */
export const opcoesDeFuncionariosQuery = queryOptions({
  queryKey: ['nome-cargo-funcionario'],
  queryFn: () => requisitar('/nome-cargo-funcionario', nomeCargoFuncionarios),
  staleTime: 60_000,
});
