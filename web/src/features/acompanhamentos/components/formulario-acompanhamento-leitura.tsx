import {
  type AcompanhamentoDetalhe,
  CAMPOS_ACOMPANHAMENTO,
  funcionarioEmLinha,
  MENSAGENS,
} from '@acolher/contract';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Dado } from '../../../components/dados-do-registro.tsx';
import { TituloPagina } from '../../../components/titulo-pagina.tsx';
import { formatarData, momentoNoFuso } from '../../../lib/datas.ts';
import { useUsuarioAtual } from '../../../lib/usuario-atual.ts';
import { turnosQuery } from '../api/turnos.ts';
import { OutrosDados } from './outros-campos.tsx';

const CAMPOS = CAMPOS_ACOMPANHAMENTO;

function LinkDoAcompanhamento({ codigo }: { codigo: number }) {
  return (
    <Anchor component={Link} to={`/acompanhamentos/${codigo}`}>
      nº {codigo}
    </Anchor>
  );
}

const CORRIGIR =
  'Para corrigir algo, registre uma correção: o registro original continua como está, e a correção aparece junto dele.';

/**
 * Why this caller cannot edit it (decision 0050): inside the 24 hours only its author (or an
 * administrator) may, so another member of the team is told that, not that the time is over.
 */
function PorQueNaoAltera({ registro, fuso }: { registro: AcompanhamentoDetalhe; fuso: string | undefined }) {
  const dentroDaJanela = Date.parse(registro.EDITAVEL_ATE) > Date.now();
  return dentroDaJanela ? (
    <Alert color="gray" title={MENSAGENS.acompanhamentoDeOutroAutor}>
      <Text size="sm">
        {`Quem o registrou pode alterá-lo até ${momentoNoFuso(registro.EDITAVEL_ATE, fuso)}. ${CORRIGIR}`}
      </Text>
    </Alert>
  ) : (
    <Alert color="gray" title="Este acompanhamento não pode mais ser alterado">
      <Text size="sm">{`Passaram-se as 24 horas seguintes ao registro. ${CORRIGIR}`}</Text>
    </Alert>
  );
}

/**
 * A follow-up that may no longer be edited (past its 24 hours, or another author's): what it says, and
 * the way to put it right, a correction, which is a new entry shown with this one (decision 0028).
 */
export function AcompanhamentoRegistrado({ registro }: { registro: AcompanhamentoDetalhe }) {
  const fuso = useUsuarioAtual().data?.FUSO_LAR;
  const turno = useQuery(turnosQuery).data?.find((t) => t.TURNO === registro.TURNO)?.NOME;
  const autor = registro.REGISTRADO_POR?.NOME;
  return (
    <Stack gap="md" align="stretch">
      <TituloPagina>{`Acompanhamento nº ${registro.CODIGO}`}</TituloPagina>
      <PorQueNaoAltera registro={registro} fuso={fuso} />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Dado rotulo={CAMPOS.DATA_ACOMPANHAMENTO.rotulo} valor={formatarData(registro.DATA_ACOMPANHAMENTO)} />
        <Dado rotulo={CAMPOS.HORA_ACOMPANHAMENTO.rotulo} valor={registro.HORA_ACOMPANHAMENTO} />
        <Dado rotulo="Turno" valor={turno} />
        <Dado
          rotulo="Registrado"
          valor={`${momentoNoFuso(registro.REGISTRADO_EM, fuso)}${autor ? ` por ${autor}` : ''}`}
        />
        <Dado rotulo={CAMPOS.ATIVIDADE.rotulo} valor={registro.ATIVIDADE} largo />
        <OutrosDados registro={registro} />
        <Dado
          rotulo={CAMPOS.FUNCIONARIOS.rotulo}
          valor={registro.FUNCIONARIOS.map(funcionarioEmLinha).join(', ')}
          largo
        />
        <Dado
          rotulo={CAMPOS.RESIDENTES.rotulo}
          valor={registro.RESIDENTES.map((r) => r.NOME).join(', ')}
          largo
        />
      </SimpleGrid>
      {registro.CORRIGE_CODIGO !== null && (
        <Text size="sm">
          Corrige o acompanhamento <LinkDoAcompanhamento codigo={registro.CORRIGE_CODIGO} />.
        </Text>
      )}
      {registro.CORRECOES.length > 0 && (
        <Text size="sm">
          Corrigido por{' '}
          {registro.CORRECOES.map((correcao, i) => (
            <span key={correcao}>
              {i > 0 && ', '}
              <LinkDoAcompanhamento codigo={correcao} />
            </span>
          ))}
          .
        </Text>
      )}
      <Group>
        <Button component={Link} to="/acompanhamentos" variant="default">
          Voltar à lista
        </Button>
        <Button component={Link} to={`/acompanhamentos/novo?corrige=${registro.CODIGO}`}>
          Registrar correção
        </Button>
      </Group>
    </Stack>
  );
}
