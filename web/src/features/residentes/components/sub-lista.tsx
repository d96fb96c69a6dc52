import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SubListaProps<T> {
  titulo: string;
  itens: T[] | undefined;
  colunas: string[];
  celulas: (item: T) => ReactNode[];
  chave: (item: T) => string | number;
  acoes: (item: T) => ReactNode;
  rotuloAdicionar: string;
  aoAdicionar: () => void;
}

/** One of the record's sub-lists (relatives, plans, benefits): a titled table with an add button. */
export function SubLista<T>({
  titulo,
  itens,
  colunas,
  celulas,
  chave,
  acoes,
  rotuloAdicionar,
  aoAdicionar,
}: SubListaProps<T>) {
  return (
    <Card withBorder component="section" aria-label={titulo}>
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {titulo}
          </Title>
          <Button variant="light" onClick={aoAdicionar}>
            {rotuloAdicionar}
          </Button>
        </Group>
        {itens && itens.length === 0 ? (
          <Text c="gray.7">Nenhum registro.</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  {colunas.map((c) => (
                    <Table.Th key={c}>{c}</Table.Th>
                  ))}
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(itens ?? []).map((item) => (
                  <Table.Tr key={chave(item)}>
                    {celulas(item).map((celula, i) => (
                      <Table.Td key={colunas[i]}>{celula}</Table.Td>
                    ))}
                    <Table.Td>
                      <Group gap="xs">{acoes(item)}</Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
