import { Anchor, Group, Text } from '@mantine/core';
import { anoAtual } from '../../lib/dates.ts';
import { GRUPO_PESQUISA, VERSAO } from '../../lib/instituicao.ts';

export function Footer() {
  return (
    <Group justify="center" gap="xs" h="100%" px="md" wrap="wrap">
      <Text size="sm">© {anoAtual()}</Text>
      <Anchor href={GRUPO_PESQUISA.url} size="sm">
        {GRUPO_PESQUISA.nome}
      </Anchor>
      <Text size="sm">versão {VERSAO}</Text>
    </Group>
  );
}
