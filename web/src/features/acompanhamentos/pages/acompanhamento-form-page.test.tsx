import { type AcompanhamentoDetalhe, CAMPOS_PROPRIOS_ACOMPANHAMENTO, MENSAGENS } from '@acolher/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardarRascunho, lerRascunho } from '../../../lib/rascunho.ts';
import { limparSessaoCliente } from '../../../lib/sessao.ts';
import { preencher } from '../../../test/acoes.ts';
import {
  type ChamadaFeita,
  entrarComoUsuario,
  expiraNaPrimeira,
  expirarSessao,
  loginAceito,
  SESSAO_MARIA,
  simularApi,
} from '../../../test/api-falsa.ts';
import { emBranco } from '../../../test/registros.ts';
import { abrirApp } from '../../../test/renderizar.tsx';
import { simularTela } from '../../../test/tela.ts';
import {
  ALTURA_DA_LISTA,
  OPCOES_VISIVEIS,
  TEXTO_PESQUISAR,
  TEXTO_SELECIONE,
} from '../components/selecao-multipla.tsx';

/** Maria's account belongs to employee 7, so a new follow-up starts with her. */
const SESSAO = { ...SESSAO_MARIA, CODIGO_FUNCIONARIO: 7 };

const FUNCIONARIOS = [
  { CODIGO_FUNCIONARIO: 7, FUNCIONARIO: 'Maria Souza - Cuidadora' },
  { CODIGO_FUNCIONARIO: 8, FUNCIONARIO: 'João Pereira - Técnico de enfermagem' },
  { CODIGO_FUNCIONARIO: 9, FUNCIONARIO: 'Joana Lima - Cuidadora' },
];

const RESIDENTES = [
  { CODIGO_RESIDENTE: 1, NOME: 'Antônia Alves' },
  { CODIGO_RESIDENTE: 2, NOME: 'Benedito Ávila' },
  { CODIGO_RESIDENTE: 3, NOME: 'Conceição Dias' },
];

const TURNOS = [
  { TURNO: 'DIA', NOME: 'Dia', INICIO: '07:00', FIM: '18:59' },
  { TURNO: 'NOITE', NOME: 'Noite', INICIO: '19:00', FIM: '06:59' },
];

/** A follow-up as the API answers it: every own field the test does not name blank. */
function detalhe(campos: Partial<AcompanhamentoDetalhe> = {}): AcompanhamentoDetalhe {
  return {
    ...emBranco(CAMPOS_PROPRIOS_ACOMPANHAMENTO),
    CODIGO: 40,
    DATA_ACOMPANHAMENTO: '2026-11-20',
    HORA_ACOMPANHAMENTO: '08:15',
    TURNO: 'DIA',
    ATIVIDADE: 'Banho assistido e troca de curativo',
    REGISTRADO_EM: '2026-11-20T11:20:00.000Z',
    REGISTRADO_POR: { CODIGO_USUARIO: 1, NOME: 'Maria' },
    EDITAVEL_ATE: '2026-11-21T11:20:00.000Z',
    EDITAVEL: true,
    VERSAO: 3,
    CORRIGE_CODIGO: null,
    CORRECOES: [],
    FUNCIONARIOS: [{ CODIGO_FUNCIONARIO: 7, NOME: 'Maria', SOBRENOME: 'Souza', CARGO: 'Cuidadora' }],
    RESIDENTES: [{ CODIGO_RESIDENTE: 1, NOME: 'Antônia Alves' }],
    HISTORICO: [],
    ...campos,
  };
}

const OPCOES = {
  'GET /sessao': { corpo: SESSAO },
  'GET /nome-cargo-funcionario': { corpo: FUNCIONARIOS },
  'GET /residenteNome': { corpo: RESIDENTES },
  'GET /turnos': { corpo: TURNOS },
};

/**
 * A home whose zone is no test machine's (UTC+14): at 12:30 UTC on 24 November it is already 02:30 of
 * the 25th there, night, while the device's clock (UTC, or São Paulo) still says the 24th, by day.
 */
const FUSO_DISTANTE = 'Pacific/Kiritimati';
const NOITE_NO_LAR = new Date('2026-11-24T12:30:00Z');

afterEach(() => sessionStorage.clear());

function abrirNovo(rota = '/acompanhamentos/novo', rotas: Parameters<typeof simularApi>[0] = {}) {
  entrarComoUsuario();
  const api = simularApi({ ...OPCOES, ...rotas });
  const app = abrirApp(rota);
  return { ...api, ...app };
}

function caixa(rotulo: RegExp) {
  return screen.getByRole('combobox', { name: rotulo });
}

/** The list a multi-select opened (Mantine draws it in a portal, named by the input's aria-controls). */
async function listaAberta(rotulo: RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const lista = document.getElementById(caixa(rotulo).getAttribute('aria-controls') ?? '');
    if (!lista) throw new Error('a lista não abriu');
    return lista;
  });
}

/** The pills a multi-select shows for what is picked, by their text. */
function escolhidos(rotulo: RegExp): string[] {
  const grupo = caixa(rotulo).closest('.mantine-Input-wrapper');
  return Array.from(grupo?.querySelectorAll('.mantine-Pill-label') ?? []).map((p) => p.textContent ?? '');
}

function posts(chamadas: ChamadaFeita[]) {
  return chamadas.filter((c) => c.metodo === 'POST' && c.caminho === '/acompanhamentos');
}

describe('Novo acompanhamento', () => {
  it('começa com a data e a hora do lar (não do aparelho), o turno, a funcionária da sessão e o residente do endereço', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOITE_NO_LAR);
    abrirNovo('/acompanhamentos/novo?residente=3', {
      'GET /sessao': { corpo: { ...SESSAO, FUSO_LAR: FUSO_DISTANTE } },
    });
    const form = await screen.findByRole('form', { name: 'Acompanhamento' });
    expect(within(form).getByLabelText(/^Data/)).toHaveValue('25/11/2026');
    expect(within(form).getByLabelText(/^Hora/)).toHaveValue('02:30');
    expect(await within(form).findByText('Turno: Noite')).toBeInTheDocument();
    await waitFor(() =>
      expect(escolhidos(/Funcionários participantes/)).toEqual(['Maria Souza - Cuidadora']),
    );
    expect(escolhidos(/Residentes/)).toEqual(['Conceição Dias']);
    expect(caixa(/Residentes/)).toHaveAttribute('placeholder', TEXTO_PESQUISAR);
    expect(within(form).getByText('0/4.000')).toBeInTheDocument();
  });

  it('acha sem acentos, Enter escolhe o destacado sem enviar, Tab sem nada digitado não escolhe nada e salva uma vez só com duplo clique', async () => {
    let responder: (valor: { corpo: AcompanhamentoDetalhe }) => void = () => undefined;
    const { chamadas, router } = abrirNovo('/acompanhamentos/novo', {
      'POST /acompanhamentos': () => new Promise((resolver) => (responder = resolver)),
    });
    await screen.findByRole('form', { name: 'Acompanhamento' });
    const residentes = caixa(/Residentes/);
    expect(residentes).toHaveAttribute('placeholder', TEXTO_SELECIONE);

    await userEvent.click(residentes);
    await userEvent.type(residentes, 'avila');
    const lista = await listaAberta(/Residentes/);
    expect(
      within(lista)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['Benedito Ávila']);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(escolhidos(/Residentes/)).toEqual(['Benedito Ávila']));
    expect(posts(chamadas)).toHaveLength(0);

    await userEvent.click(residentes);
    await userEvent.tab();
    expect(escolhidos(/Residentes/)).toEqual(['Benedito Ávila']);

    const funcionarios = caixa(/Funcionários participantes/);
    await userEvent.click(funcionarios);
    await userEvent.type(funcionarios, 'joao');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(escolhidos(/Funcionários participantes/)).toEqual([
        'Maria Souza - Cuidadora',
        'João Pereira - Técnico de enfermagem',
      ]),
    );

    await preencher(screen.getByLabelText(/^Atividade realizada/), 'Caminhada no jardim');
    const salvar = screen.getByRole('button', { name: 'Salvar' });
    // Two clicks in the same tick, before the button can show it is busy (a fast double tap).
    act(() => {
      fireEvent.click(salvar);
      fireEvent.click(salvar);
    });
    await waitFor(() => expect(posts(chamadas)).toHaveLength(1));
    expect(posts(chamadas)[0]?.corpo).toEqual({
      ...emBranco(CAMPOS_PROPRIOS_ACOMPANHAMENTO),
      DATA_ACOMPANHAMENTO: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      HORA_ACOMPANHAMENTO: expect.stringMatching(/^\d{2}:\d{2}$/),
      ATIVIDADE: 'Caminhada no jardim',
      FUNCIONARIOS: [7, 8],
      RESIDENTES: [2],
    });
    act(() => responder({ corpo: detalhe({ CODIGO: 41 }) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/acompanhamentos'));
    expect(posts(chamadas)).toHaveLength(1);
  });

  it('"inês sim" e Enter escolhe a Inês Simões, não a primeira em ordem alfabética; Tab também escolhe a destacada', async () => {
    abrirNovo('/acompanhamentos/novo', {
      'GET /residenteNome': {
        corpo: [
          { CODIGO_RESIDENTE: 4, NOME: 'Inês Araújo Simões' },
          { CODIGO_RESIDENTE: 5, NOME: 'Inês Simões Câmara' },
          { CODIGO_RESIDENTE: 6, NOME: 'Joana Mendes' },
          { CODIGO_RESIDENTE: 7, NOME: 'Mariana Joaquina' },
        ],
      },
    });
    await screen.findByRole('form', { name: 'Acompanhamento' });
    const residentes = caixa(/Residentes/);
    await userEvent.click(residentes);
    await userEvent.type(residentes, 'inês sim');
    const lista = await listaAberta(/Residentes/);
    expect(
      within(lista)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['Inês Simões Câmara', 'Inês Araújo Simões']);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(escolhidos(/Residentes/)).toEqual(['Inês Simões Câmara']));
    await userEvent.type(residentes, 'jo');
    await userEvent.tab();
    await waitFor(() => expect(escolhidos(/Residentes/)).toEqual(['Inês Simões Câmara', 'Joana Mendes']));
    expect(residentes).not.toHaveFocus();

    // Esc gives up what was typed: Tab after it adds nobody.
    await userEvent.click(residentes);
    await userEvent.keyboard('mariana{Escape}');
    await userEvent.tab();
    expect(escolhidos(/Residentes/)).toEqual(['Inês Simões Câmara', 'Joana Mendes']);
  });

  it('um nome que não acha ninguém, deixado com Tab ou Enter, é dito sob o campo com quem ficou, não some calado', async () => {
    abrirNovo('/acompanhamentos/novo', {
      'GET /residenteNome': {
        corpo: [
          { CODIGO_RESIDENTE: 5, NOME: 'Inês Simões Câmara' },
          { CODIGO_RESIDENTE: 6, NOME: 'Joana Mendes' },
        ],
      },
    });
    await screen.findByRole('form', { name: 'Acompanhamento' });
    const residentes = caixa(/Residentes/);
    await userEvent.click(residentes);
    await userEvent.keyboard('inês{Enter}');
    await waitFor(() => expect(escolhidos(/Residentes/)).toEqual(['Inês Simões Câmara']));
    await userEvent.keyboard('xyzw');
    await userEvent.tab();
    expect(await screen.findByText(MENSAGENS.nenhumaOpcao('xyzw', 'Inês Simões Câmara'))).toBeInTheDocument();
    expect(escolhidos(/Residentes/)).toEqual(['Inês Simões Câmara']);
  });

  it('um Enter a mais, com a busca vazia, não escolhe ninguém; depois das setas, age sobre o destacado', async () => {
    abrirNovo('/acompanhamentos/novo');
    await screen.findByRole('form', { name: 'Acompanhamento' });
    const residentes = caixa(/Residentes/);
    await userEvent.click(residentes);
    await userEvent.keyboard('{Enter}');
    expect(escolhidos(/Residentes/)).toEqual([]);
    await userEvent.type(residentes, 'avila');
    await listaAberta(/Residentes/);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(escolhidos(/Residentes/)).toEqual(['Benedito Ávila']));
    // A glove's second tap on Enter: the search is empty again, and nobody else was chosen.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await new Promise((pronto) => setTimeout(pronto, 50));
    expect(escolhidos(/Residentes/)).toEqual(['Benedito Ávila']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(escolhidos(/Residentes/)).not.toEqual(['Benedito Ávila']));
  });

  it('escolhido alguém, a lista fecha: no telefone ela cobria o Salvar, e o toque seguinte escolhia outro', async () => {
    abrirNovo('/acompanhamentos/novo');
    await screen.findByRole('form', { name: 'Acompanhamento' });
    const residentes = caixa(/Residentes/);
    await userEvent.click(residentes);
    await userEvent.type(residentes, 'avila');
    const lista = await listaAberta(/Residentes/);
    await userEvent.click(within(lista).getByRole('option', { name: 'Benedito Ávila', hidden: true }));
    await waitFor(() => expect(escolhidos(/Residentes/)).toEqual(['Benedito Ávila']));
    await waitFor(() => expect(residentes).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.type(residentes, 'anto');
    await waitFor(() => expect(residentes).toHaveAttribute('aria-expanded', 'true'));
  });

  it('Salvar sem residente leva ao campo sem abrir a lista sobre o aviso e o Salvar; tocar no campo abre', async () => {
    const { chamadas } = abrirNovo('/acompanhamentos/novo');
    await screen.findByRole('form', { name: 'Acompanhamento' });
    await preencher(screen.getByLabelText(/^Atividade realizada/), 'Troca de fralda');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MENSAGENS.informeResidente)).toBeInTheDocument();
    const residentes = caixa(/Residentes/);
    await waitFor(() => expect(residentes).toHaveFocus());
    await new Promise((pronto) => setTimeout(pronto, 50));
    expect(residentes).toHaveAttribute('aria-expanded', 'false');
    expect(posts(chamadas)).toHaveLength(0);
    await userEvent.click(residentes);
    await waitFor(() => expect(residentes).toHaveAttribute('aria-expanded', 'true'));
  });

  it('a lista de opções tem 197 px de altura no máximo', async () => {
    abrirNovo();
    await screen.findByRole('form', { name: 'Acompanhamento' });
    await userEvent.click(caixa(/Residentes/));
    const lista = await listaAberta(/Residentes/);
    // Mantine writes 197 px in rem (÷16), scaled with the theme.
    expect((lista.firstElementChild as HTMLElement).style.maxHeight).toBe(
      `calc(${ALTURA_DA_LISTA / 16}rem * var(--mantine-scale))`,
    );
  });

  it('com 10.000 residentes, a lista mostra as primeiras opções e a busca acha qualquer um, sem acentos', async () => {
    const muitos = Array.from({ length: 10_000 }, (_, i) => ({
      CODIGO_RESIDENTE: i + 1,
      NOME: `Residente ${i + 1}`,
    }));
    muitos[9_876] = { CODIGO_RESIDENTE: 9_877, NOME: 'Zoé Gonçalves' };
    abrirNovo('/acompanhamentos/novo', { 'GET /residenteNome': { corpo: muitos } });
    await screen.findByRole('form', { name: 'Acompanhamento' });
    const residentes = caixa(/Residentes/);
    await userEvent.click(residentes);
    const lista = await listaAberta(/Residentes/);
    await waitFor(() =>
      expect(within(lista).getAllByRole('option', { hidden: true })).toHaveLength(OPCOES_VISIVEIS),
    );
    await userEvent.type(residentes, 'goncalves zoe');
    await waitFor(() =>
      expect(
        within(lista)
          .getAllByRole('option', { hidden: true })
          .map((o) => o.textContent),
      ).toEqual(['Zoé Gonçalves']),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(escolhidos(/Residentes/)).toEqual(['Zoé Gonçalves']));
  });

  it('sem residente nem atividade, não envia e diz o que falta', async () => {
    const { chamadas } = abrirNovo();
    await screen.findByRole('form', { name: 'Acompanhamento' });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MENSAGENS.informeResidente)).toBeInTheDocument();
    expect(screen.getAllByText(MENSAGENS.campoObrigatorio).length).toBeGreaterThan(0);
    expect(posts(chamadas)).toHaveLength(0);
  });

  it('5.000 caracteres colados com espaços no fim: o contador e o aviso contam o mesmo texto, o que se guardaria', async () => {
    const { chamadas } = abrirNovo('/acompanhamentos/novo?residente=3');
    await screen.findByRole('form', { name: 'Acompanhamento' });
    await userEvent.click(screen.getByLabelText(/^Atividade realizada/));
    await userEvent.paste('Atividade '.repeat(500));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(/o texto tem 999 a mais/)).toBeInTheDocument();
    expect(screen.getByText('4.999/4.000')).toBeInTheDocument();
    expect(posts(chamadas)).toHaveLength(0);
  });

  it('sem conexão, mantém o que foi digitado e diz por quê', async () => {
    const { chamadas } = abrirNovo('/acompanhamentos/novo?residente=1', {
      'POST /acompanhamentos': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await screen.findByRole('form', { name: 'Acompanhamento' });
    await preencher(screen.getByLabelText(/^Atividade realizada/), 'Medicação das 22h');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MENSAGENS.semConexao, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Atividade realizada/)).toHaveValue('Medicação das 22h');
    expect(posts(chamadas)).toHaveLength(1);
  });
});

/** The height Mantine gives a field's input: its size's CSS variable. */
const alturaDoCampo = (campo: HTMLElement) =>
  campo.closest<HTMLElement>('.mantine-Input-wrapper')?.style.getPropertyValue('--input-height');

describe('No telefone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('campos e pílulas um tamanho acima, para dedos de luva', async () => {
    simularTela(true);
    abrirNovo('/acompanhamentos/novo?residente=3');
    const form = await screen.findByRole('form', { name: 'Acompanhamento' });
    for (const rotulo of [/^Data/, /^Hora/, /^Atividade realizada/]) {
      expect(alturaDoCampo(within(form).getByLabelText(rotulo))).toBe('var(--input-height-md)');
    }
    expect(alturaDoCampo(caixa(/Residentes/))).toBe('var(--input-height-md)');
    const pilula = await waitFor(() => {
      const achada = caixa(/Residentes/)
        .closest('.mantine-Input-wrapper')
        ?.querySelector<HTMLElement>('.mantine-Pill-root');
      if (!achada) throw new Error('sem pílula');
      return achada;
    });
    expect(pilula.style.getPropertyValue('--pill-height')).toBe('var(--pill-height-md)');
  });
});

describe('Sessão que expira com o formulário aberto', () => {
  it('o diálogo de entrada abre sobre o formulário, que guarda tudo; entrando de novo, Salvar grava', async () => {
    const { chamadas, router } = abrirNovo('/acompanhamentos/novo?residente=2', {
      'POST /acompanhamentos': expiraNaPrimeira({ corpo: detalhe({ CODIGO: 43 }) }),
      'POST /login/': () => loginAceito(),
      'GET /verifica-acesso/maria': { corpo: [{ PERMISSAO_ACESSO: 1 }] },
    });
    await screen.findByRole('form', { name: 'Acompanhamento' });
    await preencher(screen.getByLabelText(/^Atividade realizada/), 'Acompanhou a fisioterapia');
    expirarSessao();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Sua sessão expirou' });
    await preencher(within(dialogo).getByLabelText(/Senha/), 'segredo');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sua sessão expirou' })).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText(/^Atividade realizada/)).toHaveValue('Acompanhou a fisioterapia');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/residente-acomp/2'));
    expect(posts(chamadas)).toHaveLength(2);
  });

  it('Cancelar no diálogo fecha só o diálogo: o texto e o rascunho ficam; Salvar abre o diálogo de novo', async () => {
    const { chamadas, router } = abrirNovo('/acompanhamentos/novo?residente=2', {
      'POST /acompanhamentos': { status: 401, corpo: { message: MENSAGENS.naoAutenticado } },
    });
    await screen.findByRole('form', { name: 'Acompanhamento' });
    await preencher(screen.getByLabelText(/^Atividade realizada/), 'Acompanhou a fisioterapia');
    expirarSessao();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Sua sessão expirou' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sua sessão expirou' })).not.toBeInTheDocument(),
    );

    expect(router.state.location.pathname).toBe('/acompanhamentos/novo');
    expect(screen.getByLabelText(/^Atividade realizada/)).toHaveValue('Acompanhou a fisioterapia');
    expect(lerRascunho('acompanhamento-novo?residente=2', 'maria')?.valores).toMatchObject({
      ATIVIDADE: 'Acompanhou a fisioterapia',
    });
    expect(screen.getByRole('navigation', { name: 'Seções' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('dialog', { name: 'Sua sessão expirou' })).toBeInTheDocument();
    expect(posts(chamadas)).toHaveLength(2);
  });
});

describe('Rascunho do novo acompanhamento', () => {
  it('guarda o que é digitado no sessionStorage, nunca no localStorage', async () => {
    abrirNovo('/acompanhamentos/novo?residente=1');
    await screen.findByRole('form', { name: 'Acompanhamento' });
    await preencher(screen.getByLabelText(/^Atividade realizada/), 'Troca de fralda');
    await waitFor(() =>
      expect(lerRascunho('acompanhamento-novo?residente=1', 'maria')?.valores).toMatchObject({
        ATIVIDADE: 'Troca de fralda',
        RESIDENTES: [1],
      }),
    );
    expect(JSON.stringify({ ...localStorage })).not.toContain('Troca de fralda');
  });

  it('volta ao abrir de novo, com um aviso; "Descartar rascunho" recomeça o formulário', async () => {
    guardarRascunho('acompanhamento-novo', 'maria', {
      DATA_ACOMPANHAMENTO: '2026-11-20',
      HORA_ACOMPANHAMENTO: '10:00',
      ATIVIDADE: 'Escrito antes de recarregar',
      FUNCIONARIOS: [7, 9],
      RESIDENTES: [2],
    });
    abrirNovo();
    expect(await screen.findByText('Rascunho recuperado')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Atividade realizada/)).toHaveValue('Escrito antes de recarregar');
    await waitFor(() =>
      expect(escolhidos(/Funcionários participantes/)).toEqual([
        'Maria Souza - Cuidadora',
        'Joana Lima - Cuidadora',
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Descartar rascunho' }));
    expect(screen.getByLabelText(/^Atividade realizada/)).toHaveValue('');
    expect(screen.queryByText('Rascunho recuperado')).not.toBeInTheDocument();
    expect(lerRascunho('acompanhamento-novo', 'maria')).toBeNull();
  });

  it('o rascunho de outro usuário não aparece, e sair da sessão apaga todos', async () => {
    guardarRascunho('acompanhamento-novo', 'joana', {
      DATA_ACOMPANHAMENTO: '2026-11-20',
      HORA_ACOMPANHAMENTO: '',
      ATIVIDADE: 'Da Joana',
      FUNCIONARIOS: [9],
      RESIDENTES: [2],
    });
    guardarRascunho('acompanhamento-novo?residente=2', 'maria', { ATIVIDADE: 'Da Maria' });
    abrirNovo();
    await screen.findByRole('form', { name: 'Acompanhamento' });
    expect(screen.queryByText('Rascunho recuperado')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Atividade realizada/)).toHaveValue('');
    act(() => limparSessaoCliente());
    expect(lerRascunho('acompanhamento-novo?residente=2', 'maria')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});

/** A follow-up naming an employee and a resident who have since left: the active lists lack them. */
const COM_QUEM_SAIU = detalhe({
  FUNCIONARIOS: [
    { CODIGO_FUNCIONARIO: 7, NOME: 'Maria', SOBRENOME: 'Souza', CARGO: 'Cuidadora' },
    { CODIGO_FUNCIONARIO: 37, NOME: 'Ana', SOBRENOME: 'Costa', CARGO: 'Enfermeira' },
  ],
  RESIDENTES: [{ CODIGO_RESIDENTE: 99, NOME: 'Zélia Prado' }],
});

describe('Participantes que já saíram', () => {
  it.each([
    ['na edição', '/acompanhamentos/40'],
    ['na correção', '/acompanhamentos/novo?corrige=40'],
  ])('aparecem pelo nome, não pelo código, %s', async (_caso, rota) => {
    abrirNovo(rota, { 'GET /acompanhamento/40': { corpo: COM_QUEM_SAIU } });
    await screen.findByRole('form', { name: 'Acompanhamento' });
    await waitFor(() =>
      expect(escolhidos(/Funcionários participantes/)).toEqual([
        'Maria Souza - Cuidadora',
        'Ana Costa (Enfermeira)',
      ]),
    );
    expect(escolhidos(/Residentes/)).toEqual(['Zélia Prado']);
  });
});

describe('Correção', () => {
  it('mostra o que corrige e começa com os mesmos participantes', async () => {
    const { chamadas } = abrirNovo('/acompanhamentos/novo?corrige=40', {
      'GET /acompanhamento/40': { corpo: detalhe({ EDITAVEL: false }) },
      'POST /acompanhamentos': { corpo: detalhe({ CODIGO: 42, CORRIGE_CODIGO: 40 }) },
    });
    expect(await screen.findByRole('heading', { name: 'Registrar correção' })).toBeInTheDocument();
    expect(screen.getByText('Correção do acompanhamento nº 40')).toBeInTheDocument();
    const atividade = screen.getByLabelText(/^Atividade realizada/);
    await userEvent.clear(atividade);
    await preencher(atividade, 'Banho assistido; curativo trocado às 08:40');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(posts(chamadas)).toHaveLength(1));
    expect(posts(chamadas)[0]?.corpo).toEqual({
      ...emBranco(CAMPOS_PROPRIOS_ACOMPANHAMENTO),
      DATA_ACOMPANHAMENTO: '2026-11-20',
      HORA_ACOMPANHAMENTO: '08:15',
      ATIVIDADE: 'Banho assistido; curativo trocado às 08:40',
      FUNCIONARIOS: [7],
      RESIDENTES: [1],
      CORRIGE_CODIGO: 40,
    });
  });
});

describe('Editar acompanhamento', () => {
  it('dentro da janela envia VERSAO e o motivo; uma versão velha oferece recarregar', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...OPCOES,
      'GET /acompanhamento/40': { corpo: detalhe() },
      'PUT /acompanhamento-editar/40': { status: 409, corpo: { message: MENSAGENS.registroAlterado } },
    });
    abrirApp('/acompanhamentos/40');
    expect(await screen.findByRole('heading', { name: 'Editar acompanhamento' })).toBeInTheDocument();
    expect(screen.getByText(/Pode ser alterado até 21\/11\/2026 às 08:20/)).toBeInTheDocument();
    await preencher(screen.getByLabelText(/^Atividade realizada/), ' com hidratante');
    await preencher(screen.getByLabelText(/^Motivo da alteração/), 'Faltou o hidratante');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const alerta = await screen.findByRole('alert', { name: 'Registro alterado' });
    expect(within(alerta).getByText(MENSAGENS.registroAlterado)).toBeInTheDocument();
    expect(within(alerta).getByRole('button', { name: 'Recarregar registro' })).toBeInTheDocument();
    const put = chamadas.find((c) => c.metodo === 'PUT');
    expect(put?.corpo).toEqual({
      ...emBranco(CAMPOS_PROPRIOS_ACOMPANHAMENTO),
      DATA_ACOMPANHAMENTO: '2026-11-20',
      HORA_ACOMPANHAMENTO: '08:15',
      ATIVIDADE: 'Banho assistido e troca de curativo com hidratante',
      FUNCIONARIOS: [7],
      RESIDENTES: [1],
      VERSAO: 3,
      MOTIVO_EDICAO: 'Faltou o hidratante',
    });
  });

  it('fora da janela mostra o registro e leva à correção', async () => {
    entrarComoUsuario();
    simularApi({
      ...OPCOES,
      'GET /acompanhamento/40': { corpo: detalhe({ EDITAVEL: false, CORRECOES: [42] }) },
    });
    const { router } = abrirApp('/acompanhamentos/40');
    expect(await screen.findByText('Este acompanhamento não pode mais ser alterado')).toBeInTheDocument();
    expect(screen.getByText('Banho assistido e troca de curativo')).toBeInTheDocument();
    expect(screen.getByText('Maria Souza (Cuidadora)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'nº 42' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Registrar correção' }));
    await waitFor(() => expect(router.state.location.search).toBe('?corrige=40'));
  });
});
