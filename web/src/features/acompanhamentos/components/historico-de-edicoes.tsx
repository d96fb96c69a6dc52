import {
  CAMPOS_ACOMPANHAMENTO,
  CAMPOS_EDICAO_ACOMPANHAMENTO,
  type VersaoDoAcompanhamento,
} from '@acolher/contract';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Dado } from '../../../components/dados-do-registro.tsx';
import { formatarData, momentoNoFuso } from '../../../lib/datas.ts';
import { OutrosDados } from './outros-campos.tsx';

/** docs/produto.md §2 spells the modal's participants so; the history inside it says the same. */
export const FUNCIONARIOS_PARTICIPANTES = 'Funcionarios Participantes';

/** A version's date, with its time when it had one: "10/03/2025 às 14:30". */
export function dataEHora(data: string, hora: string | null): string {
  return hora ? `${formatarData(data)} às ${hora.slice(0, 5)}` : formatarData(data);
}

/**
 * What a follow-up said before each edit, newest first, with who changed it, when and why
 * (decision 0028: the care record keeps every previous version), on the clock of `fuso` (the home's
 * TZ_LAR). Nothing is shown for an unedited one.
 */
export function HistoricoDeEdicoes({
  historico,
  fuso,
}: {
  historico: readonly VersaoDoAcompanhamento[];
  fuso: string | undefined;
}) {
  if (historico.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="titulo-historico">
      <Title order={3} size="h5" id="titulo-historico">
        Histórico de edições
      </Title>
      {historico.map((versao) => (
        <VersaoAnterior key={versao.VERSAO} versao={versao} fuso={fuso} />
      ))}
    </Stack>
  );
}

function VersaoAnterior({ versao: v, fuso }: { versao: VersaoDoAcompanhamento; fuso: string | undefined }) {
  const quando = momentoNoFuso(v.ALTERADO_EM, fuso);
  return (
    <Card withBorder padding="sm" component="article" aria-label={`Alteração de ${quando}`}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {`Alterado em ${quando} por ${v.ALTERADO_POR}`}
        </Text>
        <Dado rotulo={CAMPOS_EDICAO_ACOMPANHAMENTO.MOTIVO_EDICAO.rotulo} valor={v.MOTIVO} />
        <Text size="sm" c="gray.7">
          Antes da alteração:
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Dado
            rotulo={CAMPOS_ACOMPANHAMENTO.DATA_ACOMPANHAMENTO.rotulo}
            valor={dataEHora(v.DATA_ACOMPANHAMENTO, v.HORA_ACOMPANHAMENTO)}
          />
          <Dado rotulo={CAMPOS_ACOMPANHAMENTO.RESIDENTES.rotulo} valor={v.RESIDENTES.join(', ')} />
        </SimpleGrid>
        <Dado rotulo={CAMPOS_ACOMPANHAMENTO.ATIVIDADE.rotulo} valor={v.ATIVIDADE} />
        <OutrosDados registro={v} />
        <Dado rotulo={FUNCIONARIOS_PARTICIPANTES} valor={v.FUNCIONARIOS.join(', ')} />
      </Stack>
    </Card>
  );
}
