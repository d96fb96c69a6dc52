import {
  type AcompanhamentoLinha,
  data,
  dataCompletada,
  dataDeIso,
  dataParaIso,
  MENSAGENS,
  mascaraData,
  periodoEmOrdem,
  RESUMO_ATIVIDADE,
  type Turno,
} from '@acolher/contract';
import { Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { RodapeDaLista, useTextoDaBusca } from '../../../components/lista-secao.tsx';
import { Selecao } from '../../../components/selecao.tsx';
import { TabelaResponsiva } from '../../../components/tabela-responsiva.tsx';
import { TituloPagina } from '../../../components/titulo-pagina.tsx';
import { formatarData } from '../../../lib/datas.ts';
import { useFiltrosNaUrl } from '../../../lib/filtros-na-url.ts';
import { resumir } from '../../../lib/textos.ts';
import { acompanhamentosQuery, type FiltroAcompanhamentos } from '../api/acompanhamentos.ts';
import { turnosQuery } from '../api/turnos.ts';

/** The rule `GET /acompanhamento` checks (its 400 said only "Dados inválidos"), read here first. */
const [periodoValido] = periodoEmOrdem('de', 'ate');
/** What the footer reads while nothing is asked: neither loading nor "Nenhum acompanhamento". */
const SEM_CONSULTA = { isPending: false, isSuccess: false };

const COLUNAS = ['Data', 'Hora', 'Turno', 'Atividade realizada', 'Funcionários', 'Residentes'] as const;

/** The shift option that stands for no filter ('' in the address). */
const TODOS_OS_TURNOS = { value: 'todos', label: 'Todos os turnos' };

/** What the address of the list filters by, beside the page. */
const FILTROS_DA_LISTA = ['de', 'ate', 'turno', 'busca'] as const;

/** The filters, search and page from the address, the shift read as one of the home's. */
function useFiltroNaUrl() {
  const { filtros, mudar } = useFiltrosNaUrl(FILTROS_DA_LISTA);
  const filtro: FiltroAcompanhamentos = { ...filtros, turno: filtros.turno as Turno | '' };
  return { filtro, mudar };
}

/**
 * A day of the period, typed dd/mm/aaaa: the list asks again once it is a real date (or erased), not
 * at every digit nor for a "31/02".
 */
function FiltroData({
  rotulo,
  valor,
  aoMudar,
  erro,
}: {
  rotulo: string;
  valor: string;
  aoMudar: (iso: string) => void;
  erro?: string | undefined;
}) {
  const [texto, setTexto] = useState(dataDeIso(valor));
  const [valorVisto, setValorVisto] = useState(valor);
  if (valor !== valorVisto) {
    setValorVisto(valor);
    setTexto(dataDeIso(valor));
  }
  const digitar = (digitado: string) => {
    setTexto(digitado);
    const iso = dataParaIso(digitado);
    if (digitado === '') aoMudar('');
    else if (data.safeParse(iso).success) aoMudar(iso);
  };
  return (
    <TextInput
      label={rotulo}
      placeholder="dd/mm/aaaa"
      inputMode="numeric"
      autoComplete="off"
      value={texto}
      error={erro}
      style={{ flex: 1 }}
      onChange={(evento) => digitar(mascaraData(evento.currentTarget.value))}
      // "4/5/26" is only read as 04/05/2026 once the day is done with (decision 0025).
      onBlur={() => digitar(dataCompletada(texto))}
      onKeyDown={(evento) => {
        if (evento.key === 'Enter') digitar(dataCompletada(texto));
      }}
    />
  );
}

function Marcas({ linha }: { linha: AcompanhamentoLinha }) {
  if (linha.CORRIGE_CODIGO === null && !linha.EDITADO) return null;
  return (
    <Group gap={4} mt={4}>
      {linha.CORRIGE_CODIGO !== null && (
        <Badge size="xs" variant="light" color="orange">
          Correção do nº {linha.CORRIGE_CODIGO}
        </Badge>
      )}
      {linha.EDITADO && (
        <Badge size="xs" variant="light" color="gray">
          Editado
        </Badge>
      )}
    </Group>
  );
}

/**
 * The section's list (decision 0028): every follow-up, newest first, by period, shift and words of the
 * activity, 10 a page. Tapping a row opens the follow-up: its form while it may be edited, else its
 * record with "Registrar correção".
 */
export function AcompanhamentosListaPage() {
  const navigate = useNavigate();
  const { filtro, mudar } = useFiltroNaUrl();
  const { texto, digitar } = useTextoDaBusca(filtro.busca, (busca) => mudar({ busca }));
  const emOrdem = periodoValido(filtro);
  const resultado = useQuery({ ...acompanhamentosQuery(filtro), enabled: emOrdem });
  const turnos = useQuery(turnosQuery).data ?? [];
  const nomeDoTurno = (turno: Turno | null) => turnos.find((t) => t.TURNO === turno)?.NOME ?? '';
  const abrir = (linha: AcompanhamentoLinha) => navigate(String(linha.CODIGO));

  return (
    <>
      <TituloPagina>Acompanhamentos</TituloPagina>
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
        <Group align="flex-end" wrap="wrap" gap="sm" style={{ flex: '1 1 20rem' }}>
          <TextInput
            type="search"
            label="Buscar na atividade"
            value={texto}
            onChange={(evento) => digitar(evento.currentTarget.value)}
            style={{ flex: '1 1 14rem' }}
          />
          <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 19rem' }}>
            <FiltroData rotulo="De" valor={filtro.de} aoMudar={(de) => mudar({ de })} />
            <FiltroData
              rotulo="Até"
              valor={filtro.ate}
              aoMudar={(ate) => mudar({ ate })}
              erro={emOrdem ? undefined : MENSAGENS.periodoInvertido}
            />
          </Group>
          <Selecao
            label="Turno"
            data={[TODOS_OS_TURNOS, ...turnos.map((t) => ({ value: t.TURNO, label: t.NOME }))]}
            valor={filtro.turno || TODOS_OS_TURNOS.value}
            aoMudar={(turno) => mudar({ turno: turno === TODOS_OS_TURNOS.value ? '' : (turno as Turno) })}
            w={{ base: '100%', xs: '10rem' }}
          />
        </Group>
        <Button component={Link} to="novo">
          Novo acompanhamento
        </Button>
      </Group>
      <TabelaResponsiva
        legenda="Acompanhamentos registrados"
        colunas={COLUNAS}
        itens={emOrdem ? (resultado.data?.itens ?? []) : []}
        chave={(linha) => linha.CODIGO}
        celulas={(linha) => [
          formatarData(linha.DATA_ACOMPANHAMENTO),
          linha.HORA_ACOMPANHAMENTO ?? '',
          nomeDoTurno(linha.TURNO),
          <>
            <Text span size="sm" title={linha.ATIVIDADE}>
              {resumir(linha.ATIVIDADE, RESUMO_ATIVIDADE)}
            </Text>
            <Marcas linha={linha} />
          </>,
          linha.FUNCIONARIOS,
          linha.RESIDENTES,
        ]}
        acoes={(linha) => (
          <Button
            component={Link}
            to={String(linha.CODIGO)}
            variant="light"
            size="xs"
            aria-label={`Abrir acompanhamento de ${formatarData(linha.DATA_ACOMPANHAMENTO)} nº ${linha.CODIGO}`}
          >
            Abrir
          </Button>
        )}
        abrir={abrir}
        larguraMinima={720}
        striped
      />
      <RodapeDaLista
        resultado={emOrdem ? resultado : SEM_CONSULTA}
        pagina={filtro.pagina}
        mudarPagina={(pagina) => mudar({ pagina })}
        vazia="Nenhum acompanhamento encontrado."
      />
    </>
  );
}
