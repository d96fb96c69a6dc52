import { type AuditoriaItem, MENSAGENS } from '@acolher/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  type ChamadaFeita,
  entrarComoUsuario,
  ROTA_SESSAO,
  SESSAO_EQUIPE,
  simularApi,
} from '../../test/api-falsa.ts';
import { abrirApp } from '../../test/renderizar.tsx';
import { simularTela } from '../../test/tela.ts';
import { CSV_EXPORTADO } from './api/exportar-csv.ts';

const CONTAS = [
  { CODIGO: 1, USUARIO: 'admin', LOGIN: 'admin' },
  { CODIGO: 7, USUARIO: 'Maria Souza', LOGIN: 'maria' },
];

function item(codigo: number, campos: Partial<AuditoriaItem> = {}): AuditoriaItem {
  return {
    CODIGO: codigo,
    // 02:05 UTC is 23:05 of the day before in São Paulo (the session's FUSO_LAR).
    EM: '2026-11-24T02:05:00.000Z',
    USUARIO_CODIGO: 7,
    USUARIO: 'Maria Souza',
    LOGIN: 'maria',
    ACAO: 'atualizar',
    ENTIDADE: 'residente',
    REGISTRO: '12',
    IP: '10.0.0.5',
    DETALHES: null,
    CONTAGEM: 1,
    ULTIMA_EM: null,
    ...campos,
  };
}

const pagina = (itens: AuditoriaItem[], proximo: string | null = null) => ({ corpo: { itens, proximo } });

function abrir(rotas: Parameters<typeof simularApi>[0], caminho = '/auditoria') {
  entrarComoUsuario();
  const api = simularApi({ ...ROTA_SESSAO, 'GET /auditoria/usuarios': { corpo: CONTAS }, ...rotas });
  return { ...api, ...abrirApp(caminho) };
}

const listas = (chamadas: ChamadaFeita[]) =>
  chamadas.filter((c) => /^\/auditoria(\?|$)/.test(c.caminho)).map((c) => c.caminho);

/** Each body row of the table as its cells' text. */
const celulasDasLinhas = (tabela: HTMLElement) =>
  within(tabela)
    .getAllByRole('row')
    .slice(1)
    .map((linha) =>
      within(linha)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

const tabela = () => screen.findByRole('table', { name: /Registros de auditoria/ });

async function escolher(rotulo: string, opcao: string) {
  await userEvent.click(screen.getByRole('combobox', { name: rotulo }));
  await userEvent.click(await screen.findByRole('option', { name: opcao, hidden: true }));
}

describe('Auditoria: lista', () => {
  it('mostra quando (dd/MM/yyyy HH:mm no fuso do lar), quem, a ação com ×N, o registro e de onde', async () => {
    abrir({
      'GET /auditoria': pagina([
        item(3, {
          ACAO: 'acesso_negado',
          ENTIDADE: 'rota',
          REGISTRO: 'GET /usuario',
          CONTAGEM: 12,
          USUARIO: 'Ana Lima',
          LOGIN: 'ana',
        }),
        item(2, {
          ACAO: 'login_falhou',
          USUARIO_CODIGO: null,
          USUARIO: null,
          LOGIN: null,
          ENTIDADE: 'usuario',
          REGISTRO: 'joao',
        }),
        item(1),
      ]),
    });
    const lista = await tabela();
    await within(lista).findByText('Residente 12');
    expect(celulasDasLinhas(lista)).toEqual([
      ['23/11/2026 23:05', 'Ana Lima', 'Acesso negado×12', 'Rota GET /usuario', '10.0.0.5', 'Detalhes'],
      ['23/11/2026 23:05', 'Sem sessão', 'Falhou ao entrar', 'Usuário joao', '10.0.0.5', 'Detalhes'],
      ['23/11/2026 23:05', 'Maria Souza', 'Alterou', 'Residente 12', '10.0.0.5', 'Detalhes'],
    ]);
    expect(screen.getByLabelText('12 vezes')).toBeInTheDocument();
    // One page with nothing after it: no pager.
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('os detalhes de uma linha mostram o login, as repetições, a última delas e o que mais foi registrado', async () => {
    abrir({
      'GET /auditoria': pagina([
        item(9, {
          CONTAGEM: 3,
          ULTIMA_EM: '2026-11-24T02:47:00.000Z',
          DETALHES: { metodo: 'PUT', campos: ['NOME', 'CPF'] },
        }),
      ]),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Detalhes do registro de auditoria nº 9' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Registro de auditoria nº 9' });
    expect(within(modal).getByText('Maria Souza (maria)')).toBeInTheDocument();
    expect(within(modal).getByText('PUT')).toBeInTheDocument();
    expect(within(modal).getByText('["NOME","CPF"]')).toBeInTheDocument();
    expect(within(modal).getByText('3')).toBeInTheDocument();
    expect(within(modal).getByText('23/11/2026 23:47')).toBeInTheDocument();
  });

  it('sem registros diz que não há nenhum; com filtros, que nenhum foi encontrado com eles', async () => {
    abrir({
      'GET /auditoria': pagina([]),
      'GET /auditoria?acao=logout': pagina([]),
    });
    expect(await screen.findByText('Nenhum registro de auditoria.')).toBeInTheDocument();
    await escolher('Ação', 'Saiu');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(
      await screen.findByText('Nenhum registro de auditoria encontrado com esses filtros.'),
    ).toBeInTheDocument();
  });

  it('uma falha ao listar diz por quê e oferece tentar de novo', async () => {
    let tentativas = 0;
    abrir({
      'GET /auditoria': () => {
        tentativas += 1;
        // A server failure is tried once more by the query client before the screen hears of it.
        return tentativas <= 2
          ? { status: 500, corpo: { message: MENSAGENS.falhaGenerica } }
          : pagina([item(1)]);
      },
    });
    // The snackbar says it too (every failed read does); the list's own alert stays until the retry.
    const alerta = await screen.findByRole('alert', { name: 'Não foi possível carregar a auditoria' });
    expect(alerta).toHaveTextContent(MENSAGENS.falhaGenerica);
    await userEvent.click(within(alerta).getByRole('button', { name: 'Tentar de novo' }));
    expect(await tabela()).toBeInTheDocument();
    expect(await screen.findByText('Residente 12')).toBeInTheDocument();
  });
});

describe('Auditoria: filtros', () => {
  it('pessoa, ação, registro, período e busca vão juntos ao endereço e à consulta quando se tecla Enter', async () => {
    const filtrada =
      '/auditoria?usuario=7&acao=login&entidade=residente&registro=12&de=2026-11-01&ate=2026-11-30&busca=Jos%C3%A9';
    const { chamadas, router } = abrir({
      'GET /auditoria': pagina([item(1)]),
      [`GET ${filtrada}`]: pagina([item(1, { ACAO: 'login' })]),
    });
    await tabela();
    await escolher('Pessoa', 'Maria Souza (maria)');
    await escolher('Ação', 'Entrou');
    await escolher('Registro', 'Residente');
    await userEvent.type(screen.getByRole('textbox', { name: 'Código do registro' }), '12');
    await userEvent.type(screen.getByRole('textbox', { name: 'De' }), '01112026');
    await userEvent.type(screen.getByRole('textbox', { name: 'Até' }), '30112026');
    // Nothing is asked while the filters are typed: over a million rows, only a submitted filter is.
    expect(listas(chamadas)).toEqual(['/auditoria']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Busca' }), 'José{Enter}');
    await waitFor(() => expect(listas(chamadas).at(-1)).toBe(filtrada));
    expect(router.state.location.search).toBe(filtrada.slice('/auditoria'.length));
    expect(await screen.findByText('Entrou')).toBeInTheDocument();
  });

  it('o endereço traz os filtros de volta ao formulário, e "Limpar filtros" tira todos', async () => {
    const { chamadas, router } = abrir(
      {
        'GET /auditoria?acao=logout&de=2026-11-01': pagina([item(1, { ACAO: 'logout' })]),
        'GET /auditoria': pagina([item(2)]),
      },
      '/auditoria?acao=logout&de=2026-11-01',
    );
    await screen.findByText('Saiu');
    expect(screen.getByRole('combobox', { name: 'Ação' })).toHaveValue('Saiu');
    expect(screen.getByRole('textbox', { name: 'De' })).toHaveValue('01/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(listas(chamadas).at(-1)).toBe('/auditoria'));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('textbox', { name: 'De' })).toHaveValue('');
  });

  it('"Limpar filtros" também apaga o que foi digitado e nunca aplicado, e a recusa que o marcava', async () => {
    const { chamadas } = abrir({ 'GET /auditoria': pagina([item(1)]) });
    await tabela();
    const busca = screen.getByRole('searchbox', { name: 'Busca' });
    await userEvent.type(busca, 'abc');
    await userEvent.type(screen.getByRole('textbox', { name: 'Até' }), '31022026');
    await userEvent.tab();
    expect(await screen.findByText('Data inválida')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(busca).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: 'Até' })).toHaveValue('');
    expect(screen.queryByText('Data inválida')).not.toBeInTheDocument();
    expect(listas(chamadas)).toEqual(['/auditoria']);
  });

  it('um período com o fim antes do início é recusado no Até, sem pedir ao servidor', async () => {
    const { chamadas } = abrir({ 'GET /auditoria': pagina([item(1)]) });
    await tabela();
    await userEvent.type(screen.getByRole('textbox', { name: 'De' }), '10112026');
    await userEvent.type(screen.getByRole('textbox', { name: 'Até' }), '01112026{Enter}');
    expect(await screen.findByText(MENSAGENS.periodoInvertido)).toBeInTheDocument();
    expect(listas(chamadas)).toEqual(['/auditoria']);
  });
});

describe('Auditoria: no telefone', () => {
  it('os filtros ficam atrás de um botão que conta os em uso, e fecham de novo depois de filtrar', async () => {
    simularTela(true);
    const { chamadas } = abrir(
      {
        'GET /auditoria?acao=logout&de=2026-11-01': pagina([item(1, { ACAO: 'logout' })]),
        'GET /auditoria?acao=logout&de=2026-11-01&busca=maria': pagina([item(2, { ACAO: 'logout' })]),
      },
      '/auditoria?acao=logout&de=2026-11-01',
    );
    await tabela();
    const botao = screen.getByRole('button', { name: 'Filtros (2 em uso)' });
    expect(botao).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Busca')).not.toBeVisible();
    await userEvent.click(botao);
    expect(screen.getByRole('button', { name: 'Ocultar filtros' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(screen.getByLabelText('Busca'), 'maria{Enter}');
    await waitFor(() =>
      expect(listas(chamadas).at(-1)).toBe('/auditoria?acao=logout&de=2026-11-01&busca=maria'),
    );
    expect(await screen.findByRole('button', { name: 'Filtros (3 em uso)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('Auditoria: páginas pelo cursor', () => {
  it('Próximo segue o cursor da página, Anterior volta, e um filtro novo recomeça da primeira', async () => {
    // The server decides how many rows a page has (50); three are enough to tell the pages apart.
    const tres = (de: number) => [item(de), item(de - 1), item(de - 2)];
    let responderPagina2 = () => {};
    const { chamadas } = abrir({
      'GET /auditoria': pagina(tres(9), 'c6'),
      'GET /auditoria?antes=c6': () =>
        new Promise((resolver) => {
          responderPagina2 = () => resolver(pagina(tres(6), 'c3'));
        }),
      'GET /auditoria?antes=c3': pagina(tres(3)),
      'GET /auditoria?acao=login': pagina([item(1)]),
    });
    await tabela();
    const paginacao = await screen.findByRole('navigation', { name: 'Paginação' });
    expect(within(paginacao).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(within(paginacao).getByRole('button', { name: 'Próximo' }));
    expect(await within(paginacao).findByText('Página 2')).toBeInTheDocument();
    // While page 2 loads, page 1's rows are on screen: a second click must not follow their cursor again.
    expect(within(paginacao).getByRole('button', { name: 'Próximo' })).toBeDisabled();
    // "Página 2" shows on the click; its request may come a moment later, on a loaded machine.
    await waitFor(() => expect(listas(chamadas)).toContain('/auditoria?antes=c6'));
    responderPagina2();
    await waitFor(() => expect(within(paginacao).getByRole('button', { name: 'Próximo' })).toBeEnabled());
    await userEvent.click(within(paginacao).getByRole('button', { name: 'Próximo' }));
    expect(await within(paginacao).findByText('Página 3')).toBeInTheDocument();
    expect(listas(chamadas)).toEqual(['/auditoria', '/auditoria?antes=c6', '/auditoria?antes=c3']);
    // The last page has no cursor after it.
    await waitFor(() => expect(within(paginacao).getByRole('button', { name: 'Próximo' })).toBeDisabled());
    await userEvent.click(within(paginacao).getByRole('button', { name: 'Anterior' }));
    expect(await within(paginacao).findByText('Página 2')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Detalhes do registro de auditoria nº 6' }),
    ).toBeInTheDocument();

    await escolher('Ação', 'Entrou');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(listas(chamadas).at(-1)).toBe('/auditoria?acao=login'));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument(),
    );
  });
});

describe('Auditoria: exportar CSV', () => {
  it('confere o filtro na lista e deixa o navegador baixar o CSV direto para o disco, sem lê-lo na página', async () => {
    const criarUrl = vi.fn((_: Blob) => 'blob:csv');
    Object.assign(URL, { createObjectURL: criarUrl, revokeObjectURL: vi.fn() });
    const cliques: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      cliques.push({ href: this.href, download: this.download });
    });
    const { chamadas } = abrir(
      { 'GET /auditoria?acao=login': pagina([item(1, { ACAO: 'login' })]) },
      '/auditoria?acao=login',
    );
    await screen.findByText('Entrou');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText(CSV_EXPORTADO)).toBeInTheDocument();
    // The list asked twice: the screen's page, then the export's check with the same filter.
    expect(listas(chamadas)).toEqual(['/auditoria?acao=login', '/auditoria?acao=login']);
    expect(chamadas.some((c) => c.caminho.startsWith('/auditoria.csv'))).toBe(false);
    // The server's Content-Disposition names the file; the contract's name (the home's day) stands in.
    expect(cliques).toEqual([
      {
        href: `${location.origin}/auditoria.csv?acao=login`,
        download: expect.stringMatching(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/),
      },
    ]);
    expect(criarUrl).not.toHaveBeenCalled();
  });

  it('mostra o progresso, diz em português quando falha e a tela continua usável', async () => {
    let responder: (resposta: { status: number; corpo: unknown }) => void = () => undefined;
    let conferindo = false;
    const cliques = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    abrir({
      // The screen's page first; then the export's check, held until the test answers it.
      'GET /auditoria': () =>
        conferindo ? new Promise((resolver) => (responder = resolver)) : pagina([item(1)]),
      'GET /auditoria?acao=logout': pagina([item(2, { ACAO: 'logout' })]),
    });
    await tabela();
    conferindo = true;
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Gerando o CSV…')).toBeInTheDocument();
    responder({ status: 503, corpo: { message: 'Servidor ocupado: tente de novo em instantes' } });
    expect(await screen.findByText('Servidor ocupado: tente de novo em instantes')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Gerando o CSV…')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    expect(cliques).not.toHaveBeenCalled();
    await escolher('Ação', 'Saiu');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Saiu', { selector: 'td *' })).toBeInTheDocument();
  });
});

describe('Auditoria: só para administradores', () => {
  it('perfil Equipe (2): sem o link na barra lateral, e #/auditoria responde "Não autorizado" sem consultar', async () => {
    entrarComoUsuario('ana');
    const { chamadas } = simularApi({
      'GET /sessao': { corpo: SESSAO_EQUIPE },
      'GET /auditoria': pagina([item(1)]),
    });
    abrirApp('/auditoria');
    expect(await screen.findByRole('heading', { name: MENSAGENS.naoAutorizado })).toBeInTheDocument();
    const secoes = await screen.findByRole('navigation', { name: 'Seções' });
    await within(secoes).findByRole('link', { name: 'Sobre' });
    expect(within(secoes).queryByRole('link', { name: 'Auditoria' })).not.toBeInTheDocument();
    expect(chamadas.filter((c) => c.caminho.startsWith('/auditoria'))).toEqual([]);
  });

  it('perfil Administrador (1): o link da barra lateral abre a auditoria', async () => {
    abrir({ 'GET /auditoria': pagina([item(1)]) }, '/sobre');
    const secoes = await screen.findByRole('navigation', { name: 'Seções' });
    await userEvent.click(await within(secoes).findByRole('link', { name: 'Auditoria' }));
    expect(await screen.findByRole('heading', { name: 'Auditoria' })).toBeInTheDocument();
    expect(await tabela()).toBeInTheDocument();
  });
});
