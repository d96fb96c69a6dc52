import { Card, Skeleton, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DadosQuadro } from '../api/quadro.ts';

interface QuadroProps<T> {
  titulo: string;
  colunas: readonly string[];
  dados: DadosQuadro<T> | undefined;
  carregando: boolean;
  vazio: string;
  /** What tells a row apart: a code of the row, never its position. */
  chave: (linha: T) => string;
  celulas: (linha: T) => readonly ReactNode[];
  /** Rows that need attention first (an overdue proof of life) get a tinted background. */
  destacar?: (linha: T) => boolean;
}

/** One of the home screen's boxes: a titled table with loading and empty states. */
export function Quadro<T>({
  titulo,
  colunas,
  dados,
  carregando,
  vazio,
  chave,
  celulas,
  destacar,
}: QuadroProps<T>) {
  const linhas = dados?.linhas;
  const idTitulo = `quadro-${titulo.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card withBorder shadow="xs" padding="md" component="section" aria-labelledby={idTitulo}>
      <Title order={2} size="h4" id={idTitulo} mb="sm">
        {titulo}
      </Title>
      {carregando ? (
        <Skeleton height={96} aria-label="Carregando" />
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped highlightOnHover aria-labelledby={idTitulo}>
            <Table.Thead>
              <Table.Tr>
                {colunas.map((coluna) => (
                  <Table.Th key={coluna} scope="col">
                    {coluna}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {linhas && linhas.length > 0 ? (
                linhas.map((linha) => (
                  <Table.Tr key={chave(linha)} bg={destacar?.(linha) ? 'red.0' : undefined}>
                    {celulas(linha).map((celula, coluna) => (
                      <Table.Td key={colunas[coluna]}>{celula}</Table.Td>
                    ))}
                  </Table.Tr>
                ))
              ) : (
                <Table.Tr>
                  <Table.Td colSpan={colunas.length}>{vazio}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {dados && dados.total > dados.linhas.length && (
        <Text size="sm" c="dimmed" mt="xs">
          Mostrando os {dados.linhas.length} primeiros de {dados.total}.
        </Text>
      )}
    </Card>
  );
}
