import { codigo, MENSAGENS } from '@acolher/contract';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../lib/api.ts';
import { podeConsultar } from '../lib/sessao.ts';
import { TituloPagina } from './titulo-pagina.tsx';

/**
 * The record's code in the address (`#/residentes/12`), or null when it cannot be one (`abc`,
 * `0`, `1e3`): the screen then says "not found" without asking the server.
 */
function useCodigoDaRota(): number | null {
  const lido = codigo.safeParse(useParams().id);
  return lido.success ? lido.data : null;
}

function VoltarALista({ lista }: { lista: string }) {
  return (
    <Button component={Link} to={lista} variant="default">
      Voltar à lista
    </Button>
  );
}

/**
 * What a section shows for a record that does not exist (an old link, a typed address) or a path it
 * does not have: a heading that says so and the way back to the section's list.
 */
export function NaoEncontrado({ titulo, lista }: { titulo: string; lista: string }) {
  return (
    <Stack align="flex-start" gap="sm">
      <TituloPagina>{titulo}</TituloPagina>
      <Text>Confira o endereço ou volte à lista.</Text>
      <VoltarALista lista={lista} />
    </Stack>
  );
}

interface RegistroDaRotaProps<T, K extends QueryKey> {
  /** How the section reads one record by its code (`residenteQuery`). */
  consulta: (codigo: number) => UseQueryOptions<T, Error, T, K>;
  /** The heading when there is no such record: "Residente não encontrado". */
  naoEncontrado: string;
  lista: string;
  children: (registro: T) => ReactNode;
}

/** A page about the record the address names: the record once read, or what to do instead of a blank page. */
export function RegistroDaRota<T, K extends QueryKey>({
  consulta,
  naoEncontrado,
  lista,
  children,
}: RegistroDaRotaProps<T, K>) {
  const codigo = useCodigoDaRota();
  const resultado = useQuery({ ...consulta(codigo ?? 0), enabled: () => codigo !== null && podeConsultar() });
  const inexistente = resultado.error instanceof ApiError && resultado.error.status === 404;
  if (codigo === null || inexistente) return <NaoEncontrado titulo={naoEncontrado} lista={lista} />;
  if (resultado.data !== undefined) return children(resultado.data);
  if (!resultado.isError) return <Loader aria-label="Carregando" />;
  return (
    <Stack align="flex-start" gap="sm">
      <Text>{MENSAGENS.falhaGenerica}</Text>
      <Group>
        <Button onClick={() => void resultado.refetch()}>Tentar de novo</Button>
        <VoltarALista lista={lista} />
      </Group>
    </Stack>
  );
}
