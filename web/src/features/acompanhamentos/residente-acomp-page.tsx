import { type AcompanhamentoResumo, MENSAGENS, RESUMO_ATIVIDADE } from '@acolher/contract';
import { Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Paginacao } from '../../components/paginacao.tsx';
import { RegistroDaRota } from '../../components/registro-da-rota.tsx';
import { TabelaResponsiva } from '../../components/tabela-responsiva.tsx';
import { TituloPagina } from '../../components/titulo-pagina.tsx';
import { formatarData } from '../../lib/datas.ts';
import { type FiltrosNaUrl, useFiltrosNaUrl } from '../../lib/filtros-na-url.ts';
import { POR_PAGINA } from '../../lib/lista.ts';
import { useSpinner } from '../../lib/spinner.ts';
import { contemTodasAsPalavras, resumir } from '../../lib/textos.ts';
import {
  acompanhamentosPorResidenteQuery,
  type FiltroDoResidente,
  filtroVazio,
} from './api/acompanhamentos-por-residente.ts';
import { nomeResidenteQuery, type ResidenteDaTela } from './api/nome-residente.ts';
import { opcoesDeFuncionariosQuery } from './api/opcoes-de-funcionarios.ts';
import { residenteAcompQuery } from './api/residente-acomp.ts';
import { FiltroPorFuncionario, FiltroPorPeriodo, Pesquisa } from './components/filtros-do-residente.tsx';
import { InformacoesModal } from './components/informacoes-modal.tsx';
import { ProntuarioModal } from './components/prontuario-modal.tsx';

const TITULO = 'Visualização dos acompanhamentos';

/** Lazy chunk of "Visualização dos acompanhamentos" of one resident (docs/produto.md §2, `#/residente-acomp/{id}`). */
export function Component() {
  return (
    <RegistroDaRota
      consulta={nomeResidenteQuery}
      naoEncontrado="Residente não encontrado"
      lista="/residentes"
    >
      {(residente) => <AcompanhamentosDoResidente residente={residente} />}
    </RegistroDaRota>
  );
}

/** What the address of this screen filters by, beside the page. */
const FILTROS_DA_TELA = ['de', 'ate', 'funcionario', 'busca'] as const;

/** Without a period or an employee, the resident's whole list (`/residente-acomp`); with them, the server's filter. */
function useAcompanhamentos(residente: number, filtro: FiltroDoResidente) {
  return useQuery(
    filtroVazio(filtro)
      ? residenteAcompQuery(residente)
      : acompanhamentosPorResidenteQuery(residente, filtro),
  );
}

function useOpcoesDeFuncionario() {
  const { data } = useQuery(opcoesDeFuncionariosQuery);
  return (data ?? []).map((f) => ({ value: String(f.CODIGO_FUNCIONARIO), label: f.FUNCIONARIO }));
}

function AcompanhamentosDoResidente({ residente }: { residente: ResidenteDaTela }) {
  const navigate = useNavigate();
  const { filtros, mudar } = useFiltrosNaUrl(FILTROS_DA_TELA);
  // Typed text answers each key at once; the address, which the router updates a moment later, keeps a copy.
  const [busca, setBusca] = useState(filtros.busca);
  const pesquisar = (texto: string) => {
    setBusca(texto);
    mudar({ busca: texto });
  };
  const resultado = useAcompanhamentos(residente.CODIGO_RESIDENTE, filtros);
  const funcionarios = useOpcoesDeFuncionario();
  const [informacoes, setInformacoes] = useState<number | null>(null);
  const [imprimindo, setImprimindo] = useState(false);
  useSpinner(resultado.isPending);
  const linhas = (resultado.data ?? []).filter((a) => contemTodasAsPalavras(textoDaLinha(a), busca));
  const totalPaginas = Math.ceil(linhas.length / POR_PAGINA);
  const pagina = Math.min(filtros.pagina, Math.max(totalPaginas, 1));
  return (
    <Stack gap="sm">
      <TituloPagina>{TITULO}</TituloPagina>
      <Title order={2} size="h3">
        {residente.NOME}
      </Title>
      <Group gap="xs" wrap="wrap">
        <Button onClick={() => navigate(`/acompanhamentos/novo?residente=${residente.CODIGO_RESIDENTE}`)}>
          Novo acompanhamento
        </Button>
        <Button variant="default" onClick={() => setImprimindo(true)}>
          Imprimir prontuário
        </Button>
        <FiltroPorPeriodo
          de={filtros.de}
          ate={filtros.ate}
          aplicar={(p) => mudar({ de: p.data_inicial, ate: p.data_final })}
        />
        <FiltroPorFuncionario
          funcionario={filtros.funcionario}
          opcoes={funcionarios}
          aplicar={(funcionario) => mudar({ funcionario })}
        />
        <Pesquisa busca={busca} mudar={pesquisar} />
      </Group>
      <FiltrosAtivos
        filtros={{ ...filtros, busca }}
        funcionarios={funcionarios}
        limpar={() => {
          setBusca('');
          mudar({ de: '', ate: '', funcionario: '', busca: '' });
        }}
      />
      <TabelaResponsiva
        legenda={`Acompanhamentos de ${residente.NOME}`}
        colunas={['Atividade realizada', 'Data']}
        itens={linhas.slice((pagina - 1) * POR_PAGINA, pagina * POR_PAGINA)}
        chave={(a) => a.CODIGO}
        celulas={(a) => [
          <Atividade key="atividade" acompanhamento={a} />,
          formatarData(a.DATA_ACOMPANHAMENTO),
        ]}
        acoes={(a) => (
          <Button
            variant="light"
            size="xs"
            aria-label={`Informações do acompanhamento de ${formatarData(a.DATA_ACOMPANHAMENTO)}`}
            onClick={() => setInformacoes(a.CODIGO)}
          >
            Informações
          </Button>
        )}
        abrir={(a) => setInformacoes(a.CODIGO)}
        larguraMinima={480}
        striped
      />
      {resultado.isFetching && resultado.isPlaceholderData && <Loader aria-label="Carregando" size="sm" />}
      {resultado.isError && <Text c="red.8">{MENSAGENS.falhaGenerica}</Text>}
      {resultado.isSuccess && linhas.length === 0 && (
        <Text c="gray.7">Nenhum acompanhamento encontrado.</Text>
      )}
      <Paginacao
        pagina={pagina}
        totalPaginas={totalPaginas}
        onChange={(nova) => mudar({ pagina: nova })}
        ocultarSeUnica
      />
      <InformacoesModal codigo={informacoes} onAbrir={setInformacoes} onClose={() => setInformacoes(null)} />
      <ProntuarioModal
        opened={imprimindo}
        residente={residente}
        funcionarios={funcionarios}
        onClose={() => setImprimindo(false)}
      />
    </Stack>
  );
}

/** What "Pesquisar" looks in: the whole activity and the date as the screen shows it. */
function textoDaLinha(a: AcompanhamentoResumo): string {
  return `${a.ATIVIDADE} ${formatarData(a.DATA_ACOMPANHAMENTO)}`;
}

/** The activity cut at 55 characters; an edited entry or a correction says so beside it. */
function Atividade({ acompanhamento: a }: { acompanhamento: AcompanhamentoResumo }) {
  return (
    <>
      {resumir(a.ATIVIDADE, RESUMO_ATIVIDADE)}
      {a.CORRIGE_CODIGO !== null && (
        <Badge ml="xs" variant="light" color="orange">
          Correção
        </Badge>
      )}
      {a.EDITADO && (
        <Badge ml="xs" variant="light" color="gray">
          Editado
        </Badge>
      )}
    </>
  );
}

/** The filters in force, said in words, with one button that drops them all. */
function FiltrosAtivos({
  filtros,
  funcionarios,
  limpar,
}: {
  filtros: FiltrosNaUrl<(typeof FILTROS_DA_TELA)[number]>;
  funcionarios: readonly { value: string; label: string }[];
  limpar: () => void;
}) {
  const partes = [
    filtros.de && `de ${formatarData(filtros.de)}`,
    filtros.ate && `até ${formatarData(filtros.ate)}`,
    filtros.funcionario &&
      (funcionarios.find((f) => f.value === filtros.funcionario)?.label ?? 'um funcionário'),
    filtros.busca.trim() && `“${filtros.busca.trim()}”`,
  ].filter(Boolean);
  if (partes.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">Filtrando: {partes.join(' · ')}</Text>
      <Button variant="subtle" size="compact-sm" onClick={limpar}>
        Limpar filtros
      </Button>
    </Group>
  );
}
