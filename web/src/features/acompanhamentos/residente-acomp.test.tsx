import { CAMPOS_PROPRIOS_ACOMPANHAMENTO, MENSAGENS } from '@acolher/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preencher } from '../../test/acoes.ts';
import {
  type ChamadaFeita,
  entrarComoUsuario,
  expiraNaPrimeira,
  expirarSessao,
  loginAceito,
  ROTA_SESSAO,
  SESSAO_MARIA,
  simularApi,
} from '../../test/api-falsa.ts';
import { emBranco } from '../../test/registros.ts';
import { abrirApp } from '../../test/renderizar.tsx';

const LONGA = 'Banho assistido, troca de curativo no calcanhar e hidratação da pele com creme prescrito';

function linha(codigo: number, dia: number, atividade = `Atividade número ${codigo}`) {
  return {
    CODIGO: codigo,
    DATA_ACOMPANHAMENTO: `2025-03-${String(dia).padStart(2, '0')}`,
    HORA_ACOMPANHAMENTO: '08:15',
    TURNO: 'DIA',
    ATIVIDADE: atividade,
    CORRIGE_CODIGO: null,
    EDITADO: false,
  };
}

const FUNCIONARIOS = [
  { CODIGO_FUNCIONARIO: 5, FUNCIONARIO: 'Marta Souza - Enfermeira' },
  { CODIGO_FUNCIONARIO: 6, FUNCIONARIO: 'Paulo Lima - Cuidador' },
];

const DETALHE = {
  ...emBranco(CAMPOS_PROPRIOS_ACOMPANHAMENTO),
  CODIGO: 1,
  DATA_ACOMPANHAMENTO: '2025-03-20',
  HORA_ACOMPANHAMENTO: '08:15',
  TURNO: 'DIA',
  ATIVIDADE: LONGA,
  REGISTRADO_EM: '2025-03-20T11:20:00Z',
  REGISTRADO_POR: { CODIGO_USUARIO: 3, NOME: 'Marta Souza' },
  EDITAVEL_ATE: '2025-03-21T11:20:00Z',
  EDITAVEL: true,
  VERSAO: 2,
  CORRIGE_CODIGO: null,
  CORRECOES: [],
  FUNCIONARIOS: [{ CODIGO_FUNCIONARIO: 5, NOME: 'Marta', SOBRENOME: 'Souza', CARGO: 'Enfermeira' }],
  RESIDENTES: [{ CODIGO_RESIDENTE: 7, NOME: 'José da Conceição' }],
  HISTORICO: [
    {
      VERSAO: 1,
      ALTERADO_EM: '2025-03-20T12:00:00Z',
      ALTERADO_POR: 'Marta Souza',
      MOTIVO: 'Faltou o curativo',
      ...emBranco(CAMPOS_PROPRIOS_ACOMPANHAMENTO),
      DATA_ACOMPANHAMENTO: '2025-03-20',
      HORA_ACOMPANHAMENTO: '08:15',
      ATIVIDADE: 'Banho assistido',
      FUNCIONARIOS: ['Marta Souza (Enfermeira)'],
      RESIDENTES: ['José da Conceição'],
    },
  ],
};

const INFOS = {
  'GET /infos-acompanhamento/1': {
    corpo: [
      { DATA_ACOMPANHAMENTO: '2025-03-20', ATIVIDADE: LONGA, NOME_FUNCIONARIO: 'Marta Souza (Enfermeira)' },
    ],
  },
};

const BASE = {
  ...ROTA_SESSAO,
  'GET /getNameById/7': { corpo: [{ NOME_RESIDENTE: 'José da Conceição' }] },
  'GET /nome-cargo-funcionario': { corpo: FUNCIONARIOS },
};

function abrirTela(rotas: Parameters<typeof simularApi>[0] = {}, linhas = [linha(1, 20, LONGA)]) {
  const api = simularApi({ ...BASE, 'GET /residente-acomp/7': { corpo: linhas }, ...rotas });
  const app = abrirApp('/residente-acomp/7');
  return { ...api, ...app };
}

const caminhos = (chamadas: ChamadaFeita[]) => chamadas.map((c) => c.caminho);

/** The text of the first cell of each row of the table (the activity as listed). */
async function atividadesListadas(): Promise<string[]> {
  const tabela = await screen.findByRole('table', { name: 'Acompanhamentos de José da Conceição' });
  await waitFor(() => expect(within(tabela).getAllByRole('row').length).toBeGreaterThan(1));
  return within(tabela)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => tr.querySelector('td')?.textContent ?? '');
}

async function abrirSuspenso(rotulo: string) {
  await userEvent.click(await screen.findByRole('button', { name: rotulo }));
  // jsdom lays nothing out, so the panel never counts as shown (Mantine hides a dropdown whose button
  // has no size): its contents are found with `hidden: true`.
  return screen.findByRole('dialog', { hidden: true });
}

async function escolherFuncionario(onde: HTMLElement, opcao: string) {
  const caixa = within(onde).getByRole('combobox', { name: 'Funcionário', hidden: true });
  await userEvent.click(caixa);
  const lista = await waitFor(() => {
    const aberta = document.getElementById(caixa.getAttribute('aria-controls') ?? '');
    if (!aberta) throw new Error('a lista de funcionários não abriu');
    return aberta;
  });
  await userEvent.click(within(lista).getByRole('option', { name: opcao, hidden: true }));
}

beforeEach(() => entrarComoUsuario());

describe('Visualização dos acompanhamentos (docs/produto.md §2)', () => {
  it('título, nome do residente, atividade cortada em 55 caracteres e data dd/MM/yyyy', async () => {
    abrirTela();
    expect(await screen.findByRole('heading', { name: 'Visualização dos acompanhamentos', level: 1 }));
    expect(screen.getByRole('heading', { name: 'José da Conceição' })).toBeInTheDocument();
    expect(await atividadesListadas()).toEqual([`${LONGA.slice(0, 55)}…`]);
    expect(screen.getByRole('cell', { name: '20/03/2025' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('10 por página, com Anterior e Próximo; a página vive no endereço', async () => {
    const linhas = Array.from({ length: 23 }, (_, i) => linha(i + 1, 28 - i));
    const { router } = abrirTela({}, linhas);
    expect(await atividadesListadas()).toHaveLength(10);
    const paginacao = screen.getByRole('navigation', { name: 'Paginação' });
    expect(within(paginacao).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(within(paginacao).getByRole('button', { name: 'Página 3' }));
    await waitFor(async () =>
      expect(await atividadesListadas()).toEqual([
        'Atividade número 21',
        'Atividade número 22',
        'Atividade número 23',
      ]),
    );
    expect(within(paginacao).getByRole('button', { name: 'Próximo' })).toBeDisabled();
    expect(router.state.location.search).toBe('?pagina=3');
  });

  it('Pesquisar filtra as linhas no aparelho, sem acentos nem maiúsculas', async () => {
    const { chamadas } = abrirTela({}, [
      linha(1, 3, 'Café da manhã com auxílio'),
      linha(2, 2, 'Fisioterapia motora'),
    ]);
    await atividadesListadas();
    const painel = await abrirSuspenso('Pesquisar');
    await userEvent.type(
      within(painel).getByRole('searchbox', { name: 'Pesquisar nos acompanhamentos', hidden: true }),
      'CAFE auxilio',
    );

    await waitFor(async () => expect(await atividadesListadas()).toEqual(['Café da manhã com auxílio']));
    expect(caminhos(chamadas).filter((c) => c.includes('acomp'))).toEqual(['/residente-acomp/7']);
    expect(screen.getByText(/Filtrando:/)).toHaveTextContent('“CAFE auxilio”');
  });

  it('Filtro por período pede ao servidor; fim antes do início é recusado na tela', async () => {
    const filtrado = '/acompanhamentos-por-residente/7/?data_inicial=2025-03-01&data_final=2025-03-31';
    const { chamadas } = abrirTela({ [`GET ${filtrado}`]: { corpo: [linha(9, 15, 'Passeio no jardim')] } });
    await atividadesListadas();
    let painel = await abrirSuspenso('Filtro');
    await preencher(within(painel).getByRole('textbox', { name: 'De', hidden: true }), '31/03/2025');
    await preencher(within(painel).getByRole('textbox', { name: 'Até', hidden: true }), '01/03/2025');
    await userEvent.click(within(painel).getByRole('button', { name: 'Filtrar', hidden: true }));
    expect(await within(painel).findByText(MENSAGENS.periodoInvertido)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());

    painel = await abrirSuspenso('Filtro');
    await preencher(within(painel).getByRole('textbox', { name: 'De', hidden: true }), '01/03/2025');
    await preencher(within(painel).getByRole('textbox', { name: 'Até', hidden: true }), '31/03/2025');
    await userEvent.click(within(painel).getByRole('button', { name: 'Filtrar', hidden: true }));
    await waitFor(async () => expect(await atividadesListadas()).toEqual(['Passeio no jardim']));
    expect(caminhos(chamadas)).toContain(filtrado);
    expect(screen.getByText(/Filtrando:/)).toHaveTextContent('de 01/03/2025 · até 31/03/2025');
  });

  it('Funcionário: "Definir funcionário" pede os acompanhamentos dele; "Limpar filtros" volta à lista toda', async () => {
    const filtrado = '/acompanhamentos-por-residente/7/?codigo_funcionario=6';
    abrirTela({ [`GET ${filtrado}`]: { corpo: [linha(4, 10, 'Mudança de decúbito')] } });
    await atividadesListadas();
    const painel = await abrirSuspenso('Funcionário');
    expect(within(painel).getByRole('combobox', { name: 'Funcionário', hidden: true })).toHaveValue(
      'Todos os funcionários',
    );
    await escolherFuncionario(painel, 'Paulo Lima - Cuidador');
    await userEvent.click(within(painel).getByRole('button', { name: 'Definir funcionário', hidden: true }));
    await waitFor(async () => expect(await atividadesListadas()).toEqual(['Mudança de decúbito']));
    expect(screen.getByText(/Filtrando:/)).toHaveTextContent('Paulo Lima - Cuidador');
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(async () => expect(await atividadesListadas()).toEqual([`${LONGA.slice(0, 55)}…`]));
  });

  it('Funcionário abre com o cursor no campo: o nome digitado substitui "Todos os funcionários" e Enter o escolhe', async () => {
    const filtrado = '/acompanhamentos-por-residente/7/?codigo_funcionario=6';
    abrirTela({ [`GET ${filtrado}`]: { corpo: [linha(4, 10, 'Mudança de decúbito')] } });
    await atividadesListadas();
    const painel = await abrirSuspenso('Funcionário');
    const caixa = within(painel).getByRole('combobox', { name: 'Funcionário', hidden: true });
    await waitFor(() => expect(caixa).toHaveFocus());
    await userEvent.keyboard('paulo');
    expect(caixa).toHaveValue('paulo');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(caixa).toHaveValue('Paulo Lima - Cuidador'));
    await userEvent.click(within(painel).getByRole('button', { name: 'Definir funcionário', hidden: true }));
    await waitFor(async () => expect(await atividadesListadas()).toEqual(['Mudança de decúbito']));
  });

  it('Informações mostra data, atividade inteira, participantes, o histórico, Editar e Voltar', async () => {
    abrirTela({
      ...INFOS,
      'GET /acompanhamento/1': { corpo: DETALHE },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Informações do acompanhamento de 20/03/2025' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Informações do acompanhamento' });
    expect(within(modal).getByText(LONGA)).toBeInTheDocument();
    // docs/produto.md §2's spelling, in the modal and in its history (decision 0050).
    expect(within(modal).getAllByText('Funcionarios Participantes')).toHaveLength(2);
    expect(within(modal).getAllByText('Marta Souza (Enfermeira)')[0]).toBeInTheDocument();
    const historico = await within(modal).findByRole('region', { name: 'Histórico de edições' });
    expect(historico).toHaveTextContent('Faltou o curativo');
    expect(historico).toHaveTextContent('Banho assistido');
    expect(within(modal).getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/acompanhamentos/1');
    await userEvent.click(within(modal).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Informações diz quando foi registrado e alterado no relógio do lar, não no do aparelho', async () => {
    // UTC+14: 11:20 and 12:00 UTC on 20 March are already 01:20 and 02:00 of the 21st there.
    abrirTela({
      ...INFOS,
      'GET /sessao': { corpo: { ...SESSAO_MARIA, FUSO_LAR: 'Pacific/Kiritimati' } },
      'GET /acompanhamento/1': { corpo: DETALHE },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Informações do acompanhamento de 20/03/2025' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Informações do acompanhamento' });
    expect(await within(modal).findByText(/^em 21\/03\/2025 às 01:20/)).toBeInTheDocument();
    expect(within(modal).getByText(/^Alterado em 21\/03\/2025 às 02:00/)).toBeInTheDocument();
  });

  it('fora da janela de edição, Informações oferece "Corrigir"', async () => {
    abrirTela({
      ...INFOS,
      'GET /acompanhamento/1': { corpo: { ...DETALHE, EDITAVEL: false, HISTORICO: [] } },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Informações do acompanhamento de 20/03/2025' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Informações do acompanhamento' });
    expect(await within(modal).findByRole('link', { name: 'Corrigir' })).toHaveAttribute(
      'href',
      '/acompanhamentos/novo?corrige=1',
    );
    expect(within(modal).queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(within(modal).queryByRole('region', { name: 'Histórico de edições' })).not.toBeInTheDocument();
  });

  it('o spinner cobre a tela enquanto a lista chega', async () => {
    let responder: (resposta: { corpo: unknown }) => void = () => undefined;
    abrirTela({
      'GET /residente-acomp/7': () => new Promise((resolver) => (responder = resolver)),
    });
    expect(await screen.findByTestId('spinner')).toBeInTheDocument();
    responder({ corpo: [linha(1, 20, LONGA)] });
    await atividadesListadas();
    await waitFor(() => expect(screen.queryByTestId('spinner')).not.toBeInTheDocument());
  });

  it('uma correção e o acompanhamento que ela corrige mostram um ao outro', async () => {
    abrirTela({
      ...INFOS,
      'GET /acompanhamento/1': { corpo: { ...DETALHE, EDITAVEL: false, CORRECOES: [2] } },
      'GET /infos-acompanhamento/2': {
        corpo: [
          {
            DATA_ACOMPANHAMENTO: '2025-03-21',
            ATIVIDADE: 'Correção: o curativo foi no pé',
            NOME_FUNCIONARIO: 'Paulo Lima (Cuidador)',
          },
        ],
      },
      'GET /acompanhamento/2': { corpo: { ...DETALHE, CODIGO: 2, HISTORICO: [], CORRIGE_CODIGO: 1 } },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Informações do acompanhamento de 20/03/2025' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Informações do acompanhamento' });
    await userEvent.click(await within(modal).findByRole('button', { name: 'Ver a correção' }));
    expect(await within(modal).findByText('Correção: o curativo foi no pé')).toBeInTheDocument();
    await userEvent.click(
      await within(modal).findByRole('button', { name: 'Ver o acompanhamento corrigido' }),
    );
    expect(await within(modal).findByText(LONGA)).toBeInTheDocument();
  });

  it('"Novo acompanhamento" abre o formulário com o residente escolhido', async () => {
    const { router } = abrirTela({ 'GET /turnos': { corpo: [] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Novo acompanhamento' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/acompanhamentos/novo'));
    expect(router.state.location.search).toBe('?residente=7');
  });

  it('residente inexistente: diz que não foi encontrado', async () => {
    simularApi({ ...ROTA_SESSAO, 'GET /getNameById/99': { status: 404, corpo: { message: 'x' } } });
    abrirApp('/residente-acomp/99');
    expect(await screen.findByRole('heading', { name: 'Residente não encontrado' })).toBeInTheDocument();
  });
});

describe('Prontuário', () => {
  it('imprime com funcionário e período, fecha e limpa o modal, revoga o link e avisa', async () => {
    const criar = vi.fn(() => 'blob:prontuario');
    const revogar = vi.fn();
    Object.assign(URL, { createObjectURL: criar, revokeObjectURL: revogar });
    const baixados: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      baixados.push(this.download);
    });
    const pdf = '/api/v1/assists/7?dateStart=2025-03-01&dateFinish=2025-03-31&employeeId=5';
    const { chamadas } = abrirTela({
      [`GET ${pdf}`]: { corpo: 'pdf', cabecalhos: { 'Content-Type': 'application/pdf' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Imprimir prontuário' }));
    let modal = await screen.findByRole('dialog', { name: 'Prontuário' });
    expect(within(modal).getByRole('combobox', { name: 'Funcionário' })).toHaveValue('Todos os funcionários');
    expect(within(modal).getByText('Preencha apenas caso queira filtrar por data')).toBeInTheDocument();
    await escolherFuncionario(modal, 'Marta Souza - Enfermeira');
    await preencher(within(modal).getByRole('textbox', { name: 'De' }), '01/03/2025');
    await preencher(within(modal).getByRole('textbox', { name: 'Até' }), '31/03/2025');
    await userEvent.click(within(modal).getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Prontuário' })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(baixados).toEqual(['Prontuário José da Conceição (Início 01-03-2025) (Fim 31-03-2025).pdf']),
    );
    expect(caminhos(chamadas)).toContain(pdf);
    // lib/arquivo.test.ts times the 100 ms; here the link is revoked and the message follows.
    await waitFor(() => expect(revogar).toHaveBeenCalledWith('blob:prontuario'));
    expect(await screen.findByText(MENSAGENS.prontuarioEmitido)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Imprimir prontuário' }));
    modal = await screen.findByRole('dialog', { name: 'Prontuário' });
    expect(within(modal).getByRole('combobox', { name: 'Funcionário' })).toHaveValue('Todos os funcionários');
    expect(within(modal).getByRole('textbox', { name: 'De' })).toHaveValue('');
  });

  it('a sessão expira ao imprimir: o modal fica aberto com o filtro e, entrando de novo, Imprimir baixa', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:p'), revokeObjectURL: vi.fn() });
    const baixados: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      baixados.push(this.download);
    });
    abrirTela({
      'GET /api/v1/assists/7?dateStart=2025-03-01': expiraNaPrimeira({ corpo: 'pdf' }),
      'POST /login/': () => loginAceito(),
      'GET /verifica-acesso/maria': { corpo: [{ PERMISSAO_ACESSO: 1 }] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Imprimir prontuário' }));
    const modal = await screen.findByRole('dialog', { name: 'Prontuário' });
    await preencher(within(modal).getByRole('textbox', { name: 'De' }), '01/03/2025');
    expirarSessao();
    await userEvent.click(within(modal).getByRole('button', { name: 'Imprimir' }));
    const entrada = await screen.findByRole('dialog', { name: 'Sua sessão expirou' });
    await preencher(within(entrada).getByLabelText(/Senha/), 'segredo');
    await userEvent.click(within(entrada).getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sua sessão expirou' })).not.toBeInTheDocument(),
    );
    const aberto = screen.getByRole('dialog', { name: 'Prontuário' });
    expect(within(aberto).getByRole('textbox', { name: 'De' })).toHaveValue('01/03/2025');
    await userEvent.click(within(aberto).getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(baixados).toEqual(['Prontuário José da Conceição (Início 01-03-2025).pdf']));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Prontuário' })).not.toBeInTheDocument());
  });

  it('o nome digitado substitui "Todos os funcionários" e Tab o escolhe; o prontuário sai só dele', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:p'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const pdf = '/api/v1/assists/7?employeeId=5';
    const { chamadas } = abrirTela({ [`GET ${pdf}`]: { corpo: 'pdf' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Imprimir prontuário' }));
    const modal = await screen.findByRole('dialog', { name: 'Prontuário' });
    const caixa = within(modal).getByRole('combobox', { name: 'Funcionário' });
    await waitFor(() => expect(caixa).toHaveFocus());
    await userEvent.keyboard('marta{Tab}');
    expect(caixa).toHaveValue('Marta Souza - Enfermeira');
    await userEvent.click(within(modal).getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(caminhos(chamadas)).toContain(pdf));
  });

  it('com um filtro digitado, Esc, o X e Cancelar perguntam antes de descartar (decisão 0024)', async () => {
    abrirTela({});
    await userEvent.click(await screen.findByRole('button', { name: 'Imprimir prontuário' }));
    const modal = await screen.findByRole('dialog', { name: 'Prontuário' });
    await preencher(within(modal).getByRole('textbox', { name: 'De' }), '01/03/2025');

    for (const sair of [
      () => userEvent.keyboard('{Escape}'),
      () => userEvent.click(within(modal).getByRole('button', { name: 'Fechar' })),
      () => userEvent.click(within(modal).getByRole('button', { name: 'Cancelar' })),
    ]) {
      await sair();
      const pergunta = await screen.findByRole('dialog', { name: 'Alterações não salvas' });
      await userEvent.click(within(pergunta).getByRole('button', { name: 'Continuar editando' }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Alterações não salvas' })).not.toBeInTheDocument(),
      );
      expect(within(modal).getByRole('textbox', { name: 'De' })).toHaveValue('01/03/2025');
    }
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Alterações não salvas' })).getByRole('button', {
        name: 'Sair sem salvar',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Prontuário' })).not.toBeInTheDocument());
  }, 40_000);

  it('sem filtros, pede o prontuário inteiro; Cancelar não imprime', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:p'), revokeObjectURL: vi.fn() });
    const baixados: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      baixados.push(this.download);
    });
    const { chamadas } = abrirTela({ 'GET /api/v1/assists/7': { corpo: 'pdf' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Imprimir prontuário' }));
    let modal = await screen.findByRole('dialog', { name: 'Prontuário' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Prontuário' })).not.toBeInTheDocument());
    expect(caminhos(chamadas).filter((c) => c.startsWith('/api/v1'))).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Imprimir prontuário' }));
    modal = await screen.findByRole('dialog', { name: 'Prontuário' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(baixados).toEqual(['Prontuário José da Conceição.pdf']));
  });
});
