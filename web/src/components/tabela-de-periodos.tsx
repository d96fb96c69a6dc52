import { type PeriodoNaLista, periodoEmTexto } from '@acolher/contract';
import { Card, Table, Title } from '@mantine/core';
import { useId } from 'react';

interface TabelaDePeriodosProps {
  titulo: string;
  colunas: readonly string[];
  periodos: PeriodoNaLista[];
}

/**
 * A record's periods, oldest first, the current one last: a resident's stays (decision 0023), an
 * employee's periods of work (decision 0045). Each says when, and why it ended.
 */
export function TabelaDePeriodos({ titulo, colunas, periodos }: TabelaDePeriodosProps) {
  // The heading names both the section and the table.
  const id = useId();
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Title order={2} size="h4" mb="sm" id={id}>
        {titulo}
      </Title>
      <Table aria-labelledby={id}>
        <Table.Thead>
          <Table.Tr>
            {colunas.map((coluna) => (
              <Table.Th key={coluna}>{coluna}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {periodos.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two periods can share their dates (old data); the list is read-only and never reordered, so the position tells them apart.
            <Table.Tr key={`${i}-${p.inicio}-${p.fim ?? ''}`}>
              <Table.Td>{periodoEmTexto(p)}</Table.Td>
              <Table.Td>{p.motivo || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
