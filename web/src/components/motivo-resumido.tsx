import { Text } from '@mantine/core';

/** A long reason (discharge, inactivation) stays on one line in a list; the whole text is in the tooltip and on the record. */
export function MotivoResumido({ motivo }: { motivo: string | null }) {
  return (
    <Text size="sm" truncate="end" maw={240} title={motivo ?? undefined}>
      {motivo}
    </Text>
  );
}
