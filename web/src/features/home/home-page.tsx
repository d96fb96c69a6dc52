import { type AniversarianteRow, type ProvaDeVidaRow, provaVencidaHa } from '@acolher/contract';
import { SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { TituloPagina } from '../../components/titulo-pagina.tsx';
import { formatarData } from '../../lib/datas.ts';
import { usePermissao } from '../../lib/permissao.ts';
import { useSpinnerAposLogin } from '../../lib/spinner.ts';
import { useUsuarioAtual } from '../../lib/usuario-atual.ts';
import { aniversarianteQuery } from './api/aniversariante.ts';
import { provaDeVidaQuery } from './api/prova-de-vida.ts';
import {
  esconderAvisoPrimeiroAcesso,
  mostrarAvisoPrimeiroAcesso,
} from './components/aviso-primeiro-acesso.tsx';
import { NomeQueAbre, nomeCompleto } from './components/nome-que-abre.tsx';
import { Quadro } from './components/quadro.tsx';

/** The administrator's box comes on demand: a team account never downloads the employees' code. */
const QuadroConselhos = lazy(() =>
  import('./components/quadro-conselhos.tsx').then((m) => ({ default: m.QuadroConselhos })),
);

interface LinhaDeResidente {
  CODIGO_RESIDENTE: number;
  NOME: string;
  SOBRENOME: string;
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
        {administrador && (
          <Suspense>
            <QuadroConselhos />
          </Suspense>
        )}
      </SimpleGrid>
    </>
  );
}
