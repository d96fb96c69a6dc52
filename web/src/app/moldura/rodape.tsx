import { Anchor, Group, Text } from '@mantine/core';
import { anoAtual } from '../../lib/datas.ts';
import { GRUPO_PESQUISA, VERSAO } from '../../lib/instituicao.ts';

/** One line on a wide screen, fixed at the bottom; on a phone the footer scrolls with the page (moldura.tsx). */
export function Rodape() {
  return (
    <Group justify="center" align="center" gap={4} mih="100%" p="xs" wrap="wrap" style={{ columnGap: 8 }}>
      <Text size="xs">© {anoAtual()}</Text>
      <Anchor href={GRUPO_PESQUISA.url} size="xs">
        {GRUPO_PESQUISA.nome}
      </Anchor>
      <Text size="xs">versão {VERSAO}</Text>
    </Group>
  );
}
