import { type Campo, formatarNoRegistro } from '@acolher/contract';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface DadoProps {
  rotulo: string;
  valor: string | null | undefined;
  /** Free text (observations, a reason) takes the whole row. */
  largo?: boolean;
}

/** One field of a record page; a blank one reads "—", so every field the form has is always listed. */
export function Dado({ rotulo, valor, largo = false }: DadoProps) {
  return (
    <div style={largo ? { gridColumn: '1 / -1' } : undefined}>
      <Text size="xs" c="gray.7">
        {rotulo}
      </Text>
      <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{valor || '—'}</Text>
    </div>
  );
}

/** A record's fields in the form's groups, under the same headings. */
export function Grupo({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {titulo}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }}>{children}</SimpleGrid>
    </Stack>
  );
}

/**
 * One catalogued field of a record, by its path (`PESSOA.CPF`), formatted as the form shows it
 * and in the person's sex ("Casado", "Casada").
 */
export function DadoDoCatalogo({ registro, nome, campo }: { registro: unknown; nome: string; campo: Campo }) {
  return (
    <Dado
      rotulo={campo.rotulo}
      valor={formatarNoRegistro(registro, nome, campo)}
      largo={campo.tipo === 'textoLongo'}
    />
  );
}
