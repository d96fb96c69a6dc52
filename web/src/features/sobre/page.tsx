import { Group, Image, List, Paper, Stack, Text, Title } from '@mantine/core';
import logo from '../../assets/logo.svg';
import { TituloPagina } from '../../components/titulo-pagina.tsx';
import { GRUPO_PESQUISA, NOME_PRODUTO, VERSAO } from '../../lib/instituicao.ts';
import { EQUIPE, NOME_A_DEFINIR } from './equipe.ts';

/** Lazy chunk of the About page (docs/produto.md §2 Sobre). */
export function Component() {
  return (
    <Stack maw={760} gap="lg">
      <TituloPagina>Sobre</TituloPagina>
      <Group wrap="nowrap" align="flex-start" gap="lg">
        <Image src={logo} alt={`Logotipo do ${NOME_PRODUTO}`} w={96} h={96} />
        <Stack gap="xs">
          <Text>
            O {NOME_PRODUTO} é o sistema de gestão do lar de longa permanência para idosos: reúne os dados dos
            residentes, de seus familiares, dos convênios e dos funcionários, e registra os acompanhamentos
            realizados com cada residente, com emissão do prontuário mensal.
          </Text>
          <Text>
            Foi desenvolvido pelo {GRUPO_PESQUISA.nome}, um grupo universitário que une ensino, pesquisa e
            extensão para construir software útil à comunidade. Versão {VERSAO}.
          </Text>
        </Stack>
      </Group>
      <Paper withBorder p="md" component="section" aria-labelledby="titulo-equipe">
        <Title order={2} size="h4" id="titulo-equipe" mb="sm">
          Equipe
        </Title>
        <List spacing="xs">
          {EQUIPE.map((membro) => (
            <List.Item key={membro.id}>
              <Text span fw={600}>
                {membro.papel}:
              </Text>{' '}
              {membro.nome ?? NOME_A_DEFINIR}
            </List.Item>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
