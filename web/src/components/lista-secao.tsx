import { Button, Group, Loader, Menu, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useContext, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router-dom';
import { type ConsultaDePagina, POR_PAGINA } from '../lib/lista.ts';
import { Paginacao } from './paginacao.tsx';
import { TabelaResponsiva } from './tabela-responsiva.tsx';

/** Typing pauses this long before the list asks the server again. */
export const ESPERA_BUSCA_MS = 300;

export interface Coluna<T> {
  titulo: string;
  celula: (item: T) => ReactNode;
}

/** A tab is its own endpoint (`/residente`, `/residente-inativos`) with the columns that say something there. */
export interface Aba<A extends string, T> {
  valor: A;
  rotulo: string;
  consulta: ConsultaDePagina<T>;
  colunas: Coluna<T>[];
}

export interface AcaoLinha {
  rotulo: string;
  aoClicar: () => void;
  cor?: string;
}

interface ListaSecaoProps<A extends string, T> {
  titulo: string;
  abas: [Aba<A, T>, Aba<A, T>];
  chave: (item: T) => string | number;
  /** The name a row's action menu is announced with ("Ações de José Silva"). */
  nomeDaLinha: (item: T) => string;
  acoes: (item: T, aba: A) => AcaoLinha[];
  /** What tapping a row does: open the record (or its form, for a section without a record page). */
  abrir: (item: T) => void;
  /** Buttons above the list (new record, PDF of the tab and of the search in the box, even before the list took it). */
  barra: (aba: A, busca: string) => ReactNode;
  rotuloBusca: string;
}

/** The list's caption: "Residentes ativos", "Convênios desativados". */
const legendaDaAba = (titulo: string, aba: string) => `${titulo} ${aba.toLocaleLowerCase('pt-BR')}`;

/** The tab, search and page live in the address, so coming back from a form shows the same list. */
function useFiltroNaUrl<A extends string, T>(abas: [Aba<A, T>, Aba<A, T>]) {
  const [parametros, definir] = useSearchParams();
  const abaAtual = abas.find((a) => a.valor === parametros.get('aba')) ?? abas[0];
  const aba = abaAtual.valor;
  const pagina = Math.max(Number.parseInt(parametros.get('pagina') ?? '1', 10) || 1, 1);
  const busca = parametros.get('busca') ?? '';
  function mudar(novos: { aba?: A; pagina?: number; busca?: string }) {
    const proximo = { aba, pagina, busca, ...novos };
    const saida = new URLSearchParams();
    if (proximo.aba !== abas[0].valor) saida.set('aba', proximo.aba);
    if (proximo.busca) saida.set('busca', proximo.busca);
    if (proximo.pagina > 1) saida.set('pagina', String(proximo.pagina));
    // Still the same screen: it keeps its scroll (a new screen starts at the top, decision 0046).
    definir(saida, { replace: true, preventScrollReset: true });
  }
  return { aba, abaAtual, pagina, busca, mudar };
}

/**
 * Whether the router is still at (or going to) this page's path. A route change renders as a React
 * transition, so the page being left stays mounted for a while; on a slow phone a pending search's timer
 * fired then and its navigation took the user back to the list they had just left. Only the router
 * object knows the address already changed: the page's own hooks still read the old one until the new
 * page commits.
 */
function useAindaNestaPagina(): () => boolean {
  const { pathname } = useLocation();
  const roteador = useContext(UNSAFE_DataRouterContext)?.router;
  return () => {
    if (!roteador) return true;
    const { location, navigation } = roteador.state;
    return (navigation.location ?? location).pathname === pathname;
  };
}

/**
 * The search box's text: typing reaches the address once the user pauses (a pending search is
 * dropped if the list is left), and the address reaching the box (back button) replaces the text
 * unless it only differs by spaces still being typed.
 */
export function useTextoDaBusca(busca: string, buscar: (estavel: string) => void) {
  const [texto, setTexto] = useState(busca);
  const [buscaVista, setBuscaVista] = useState(busca);
  const aindaAqui = useAindaNestaPagina();
  const buscarDepois = useDebouncedCallback((valor: string) => {
    if (aindaAqui() && valor.trim() !== busca) buscar(valor.trim());
  }, ESPERA_BUSCA_MS);
  if (busca !== buscaVista) {
    setBuscaVista(busca);
    if (texto.trim() !== busca) setTexto(busca);
  }
  function digitar(valor: string) {
    setTexto(valor);
    buscarDepois(valor);
  }
  return { texto, digitar };
}

/**
 * docs/arquitetura.md §6's list: Ativos / Inativos tabs, a search the server runs ignoring accents and case,
 * 10 rows per page and a menu of actions per row.
 */
export function ListaSecao<A extends string, T>(props: ListaSecaoProps<A, T>) {
  const { aba, abaAtual, pagina, busca, mudar } = useFiltroNaUrl(props.abas);
  const { texto, digitar } = useTextoDaBusca(busca, (estavel) => mudar({ busca: estavel, pagina: 1 }));
  const resultado = useQuery(abaAtual.consulta({ busca, pagina }));
  return (
    <>
      <Tabs value={aba} onChange={(valor) => mudar({ aba: valor as A, pagina: 1 })} mb="md">
        <Tabs.List>
          {props.abas.map((a) => (
            <Tabs.Tab key={a.valor} value={a.valor}>
              {a.rotulo}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
        <TextInput
          type="search"
          label={props.rotuloBusca}
          value={texto}
          onChange={(evento) => digitar(evento.currentTarget.value)}
          style={{ flex: '1 1 16rem' }}
        />
        <Group>{props.barra(aba, texto.trim())}</Group>
      </Group>
      <TabelaResponsiva
        legenda={legendaDaAba(props.titulo, abaAtual.rotulo)}
        colunas={abaAtual.colunas.map((coluna) => coluna.titulo)}
        itens={resultado.data?.itens ?? []}
        chave={props.chave}
        celulas={(item) => abaAtual.colunas.map((coluna) => coluna.celula(item))}
        acoes={(item) => <AcoesDaLinha nome={props.nomeDaLinha(item)} acoes={props.acoes(item, aba)} />}
        abrir={props.abrir}
        larguraMinima={560}
        striped
      />
      <RodapeDaLista resultado={resultado} pagina={pagina} mudarPagina={(nova) => mudar({ pagina: nova })} />
    </>
  );
}

/**
 * What follows a paged list's table: a spinner while the first page loads, a line when nothing was
 * found (`vazia`), and the pages (10 rows each), hidden when there is only one.
 */
export function RodapeDaLista({
  resultado,
  pagina,
  mudarPagina,
  vazia = 'Nenhum registro encontrado.',
}: {
  resultado: { isPending: boolean; isSuccess: boolean; data?: { total: number } | undefined };
  pagina: number;
  mudarPagina: (pagina: number) => void;
  vazia?: string;
}) {
  const total = resultado.data?.total ?? 0;
  return (
    <>
      {resultado.isPending && <Loader aria-label="Carregando" mt="md" />}
      {resultado.isSuccess && total === 0 && (
        <Text c="gray.7" mt="md">
          {vazia}
        </Text>
      )}
      <Paginacao
        pagina={pagina}
        totalPaginas={Math.ceil(total / POR_PAGINA)}
        onChange={mudarPagina}
        ocultarSeUnica
      />
    </>
  );
}

function AcoesDaLinha({ nome, acoes }: { nome: string; acoes: AcaoLinha[] }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" size="xs" aria-label={`Ações de ${nome}`}>
          Ações
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {acoes.map((acao) => (
          <Menu.Item key={acao.rotulo} color={acao.cor} onClick={acao.aoClicar}>
            {acao.rotulo}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
