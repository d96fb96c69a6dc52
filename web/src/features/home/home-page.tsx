import {
  type AniversarianteRow,
  CONSELHO_JANELA_DIAS,
  type ConselhoAVencerRow,
  conselhoEmLinha,
  type ProvaDeVidaRow,
  prazoDoConselho,
  provaVencidaHa,
} from '@acolher/contract';
import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { TituloPagina } from '../../components/titulo-pagina.tsx';
import { formatarData } from '../../lib/datas.ts';
import { usePermissao } from '../../lib/permissao.ts';
import { useSpinnerAposLogin } from '../../lib/spinner.ts';
import { useUsuarioAtual } from '../../lib/usuario-atual.ts';
import { aniversarianteQuery } from './api/aniversariante.ts';
import { conselhoAVencerQuery } from './api/conselho-a-vencer.ts';
import { provaDeVidaQuery } from './api/prova-de-vida.ts';
import {
  esconderAvisoPrimeiroAcesso,
  mostrarAvisoPrimeiroAcesso,
} from './components/aviso-primeiro-acesso.tsx';
import { Quadro } from './components/quadro.tsx';

interface LinhaDeResidente {
  CODIGO_RESIDENTE: number;
  NOME: string;
  SOBRENOME: string;
}

function nomeCompleto(linha: { NOME: string; SOBRENOME: string }): string {
  return `${linha.NOME} ${linha.SOBRENOME}`.trim();
}

/** A name in a box opens that person's record (a resident's, an employee's). */
function NomeQueAbre({ nome, registro }: { nome: string; registro: string }) {
  return (
    <Anchor component={Link} to={registro} inherit>
      {nome}
    </Anchor>
  );
}

function NomeDoResidente({ linha }: { linha: LinhaDeResidente }) {
  return <NomeQueAbre nome={nomeCompleto(linha)} registro={`/residentes/${linha.CODIGO_RESIDENTE}`} />;
}

/** The due date, and under it how late an overdue proof of life is. */
function DataDaProva({ linha }: { linha: ProvaDeVidaRow }) {
  return (
    <>
      {formatarData(linha.PROVAS_VIDA)}
      {linha.DIAS_VENCIDA !== null && (
        <Text size="xs" fw={700} c="red.9">
          {provaVencidaHa(linha.DIAS_VENCIDA)}
        </Text>
      )}
    </>
  );
}

/** The registration's end, and under it how long it has left (in the text's own colour: a dimmed one fails contrast on a striped row), or that it has ended. */
function ValidadeDoConselho({ linha }: { linha: ConselhoAVencerRow }) {
  const vencida = linha.DIAS_RESTANTES === null;
  return (
    <>
      {formatarData(linha.CONSELHO_VALIDADE)}
      <Text size="xs" fw={vencida ? 700 : undefined} c={vencida ? 'red.9' : undefined}>
        {prazoDoConselho(linha.DIAS_RESTANTES)}
      </Text>
    </>
  );
}

/** Employees' council registrations ending soon or ended: the administrator's third box (decision 0008). */
function QuadroConselhos() {
  const conselhos = useQuery(conselhoAVencerQuery);
  return (
    <Quadro<ConselhoAVencerRow>
      titulo="Registros em conselho a vencer"
      colunas={['Funcionário', 'Conselho', 'Validade']}
      dados={conselhos.data}
      carregando={conselhos.isPending}
      vazio={`Nenhum registro a vencer nos próximos ${CONSELHO_JANELA_DIAS} dias.`}
      chave={(linha) => String(linha.CODIGO_FUNCIONARIO)}
      destacar={(linha) => linha.DIAS_RESTANTES === null}
      celulas={(linha) => [
        <NomeQueAbre
          key="nome"
          nome={nomeCompleto(linha)}
          registro={`/funcionarios/${linha.CODIGO_FUNCIONARIO}`}
        />,
        conselhoEmLinha(linha),
        <ValidadeDoConselho key="validade" linha={linha} />,
      ]}
    />
  );
}

export function HomePage() {
  const provas = useQuery(provaDeVidaQuery);
  const aniversariantes = useQuery(aniversarianteQuery);
  const sessao = useUsuarioAtual({ sempreAtual: true });
  const { administrador } = usePermissao();
  const avisado = useRef(false);

  useSpinnerAposLogin(provas.isPending || aniversariantes.isPending);

  // Only a copy read during this visit counts: a cached one may predate the password set in the popup.
  const usuario = sessao.isFetching ? undefined : sessao.data;
  useEffect(() => {
    if (!usuario) return;
    if (!usuario.primeiro_acesso) {
      esconderAvisoPrimeiroAcesso();
      return;
    }
    if (avisado.current) return;
    avisado.current = true;
    mostrarAvisoPrimeiroAcesso(usuario.LOGIN);
  }, [usuario]);

  return (
    <>
      <TituloPagina>Início</TituloPagina>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Quadro<ProvaDeVidaRow>
          titulo="Provas de vida a serem feitas"
          colunas={['Residente', 'Benefício', 'Data']}
          dados={provas.data}
          carregando={provas.isPending}
          vazio="Nenhuma prova de vida pendente."
          // A benefit's name is unique per resident.
          chave={(linha) => `${linha.CODIGO_RESIDENTE}-${linha.NOME_BENEFICIO}`}
          // The server lists the overdue first (DIAS_VENCIDA set); they are marked, and kept in that order.
          destacar={(linha) => linha.DIAS_VENCIDA !== null}
          celulas={(linha) => [
            <NomeDoResidente key="nome" linha={linha} />,
            linha.NOME_BENEFICIO,
            <DataDaProva key="data" linha={linha} />,
          ]}
        />
        <Quadro<AniversarianteRow>
          titulo="Aniversariantes do mês"
          colunas={['Residente', 'Idade', 'Data Nascimento']}
          dados={aniversariantes.data}
          carregando={aniversariantes.isPending}
          vazio="Nenhum aniversariante neste mês."
          chave={(linha) => String(linha.CODIGO_RESIDENTE)}
          celulas={(linha) => [
            <NomeDoResidente key="nome" linha={linha} />,
            `${linha.IDADE} anos`,
            formatarData(linha.DATA_NASCIMENTO),
          ]}
        />
        {administrador && <QuadroConselhos />}
      </SimpleGrid>
    </>
  );
}
