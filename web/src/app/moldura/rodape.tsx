import { Anchor, Group, Text } from '@mantine/core';
import { anoAtual } from '../../lib/datas.ts';
import { GRUPO_PESQUISA, VERSAO } from '../../lib/instituicao.ts';

/** Two short lines fit a phone's footer; a wide screen keeps them on one. */
export const ALTURA_RODAPE = { base: 56, sm: 40 } as const;

export function Rodape() {
  return (
    <Group justify="center" align="center" gap={4} h="100%" px="md" wrap="wrap" style={{ columnGap: 8 }}>
      <Text size="xs">© {anoAtual()}</Text>
      <Anchor href={GRUPO_PESQUISA.url} size="xs">
        {GRUPO_PESQUISA.nome}
      </Anchor>
      <Text size="xs">versão {VERSAO}</Text>
    </Group>
  );
}
