import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ESTADO_APOS_LOGIN } from '../../lib/spinner.ts';
import { entrarComoUsuario, type RespostaFalsa, SESSAO_MARIA, simularApi } from '../../test/api-falsa.ts';
import { abrirApp } from '../../test/renderizar.tsx';

const PROVAS = [
  {
    CODIGO_RESIDENTE: 4,
    NOME: 'Ana',
    SOBRENOME: 'Souza',
    NOME_BENEFICIO: 'Aposentadoria',
    PROVAS_VIDA: '2025-03-07',
    DIAS_VENCIDA: null,
  },
  {
    CODIGO_RESIDENTE: 5,
    NOME: 'José',
    SOBRENOME: 'Lima',
    NOME_BENEFICIO: 'BPC',
    PROVAS_VIDA: '2025-04-15',
    DIAS_VENCIDA: null,
  },
];
const ANIVERSARIANTES = [
  { CODIGO_RESIDENTE: 9, NOME: 'Benedita', SOBRENOME: 'Alves', IDADE: 87, DATA_NASCIMENTO: '1938-11-02' },
];

const CONSELHOS = [
  {
    CODIGO_FUNCIONARIO: 3,
    NOME: 'Marta',
    SOBRENOME: 'Ribeiro',
    CONSELHO_SIGLA: 'COREN',
    CONSELHO_NUMERO: '123456',
    CONSELHO_UF: 'SP',
    CONSELHO_VALIDADE: '2025-01-10',
    DIAS_RESTANTES: null,
  },
  {
    CODIGO_FUNCIONARIO: 8,
    NOME: 'Paulo',
    SOBRENOME: 'Nunes',
    CONSELHO_SIGLA: 'CREFITO',
    CONSELHO_NUMERO: '98765-F',
    CONSELHO_UF: 'MG',
    CONSELHO_VALIDADE: '2025-02-20',
    DIAS_RESTANTES: 12,
  },
];

function api(
  sessao = SESSAO_MARIA,
  provas: RespostaFalsa | (() => Promise<RespostaFalsa>) = { corpo: PROVAS },
  aniversariantes: unknown = ANIVERSARIANTES,
) {
  return simularApi({
    'GET /sessao': { corpo: sessao },
    'GET /prova-de-vida': provas,
    'GET /aniversariante': { corpo: aniversariantes },
    'GET /conselho-a-vencer': { corpo: CONSELHOS },
  });
}

function tabela(nome: string) {
  return screen.getByRole('table', { name: nome });
}

describe('Início (docs/produto.md §2 Home)', () => {
  it('lista as provas de vida com nome completo, benefício e data dd/MM/yyyy', async () => {
    entrarComoUsuario();
    api();
    abrirApp('/home');
    await screen.findByText('Ana Souza');
    const provas = tabela('Provas de vida a serem feitas');
    expect(
      within(provas)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Residente', 'Benefício', 'Data']);
    const linhas = within(provas).getAllByRole('row').slice(1);
    expect(
      linhas.map((linha) =>
        within(linha)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Ana Souza', 'Aposentadoria', '07/03/2025'],
      ['José Lima', 'BPC', '15/04/2025'],
    ]);
  });

  it('marca as vencidas com "Vencida há N dias", na ordem do servidor (vencidas primeiro)', async () => {
    entrarComoUsuario();
    const vencidas = [
      { ...PROVAS[0], NOME: 'Rita', PROVAS_VIDA: '2025-01-01', DIAS_VENCIDA: 12 },
      { ...PROVAS[0], NOME: 'Olga', PROVAS_VIDA: '2025-01-12', DIAS_VENCIDA: 1 },
    ];
    api(SESSAO_MARIA, { corpo: [...vencidas, ...PROVAS] });
    abrirApp('/home');
    await screen.findByText('Ana Souza');
    const linhas = within(tabela('Provas de vida a serem feitas')).getAllByRole('row').slice(1);
    expect(linhas.map((l) => within(l).getAllByRole('cell')[2]?.textContent)).toEqual([
      '01/01/2025Vencida há 12 dias',
      '12/01/2025Vencida há 1 dia',
      '07/03/2025',
      '15/04/2025',
    ]);
  });

  it('cada nome, nos dois quadros, abre a ficha do residente', async () => {
    entrarComoUsuario();
    api();
    abrirApp('/home');
    await screen.findByText('Ana Souza');
    const ana = within(tabela('Provas de vida a serem feitas')).getByRole('link', { name: 'Ana Souza' });
    expect(ana.getAttribute('href')).toMatch(/^#?\/residentes\/4$/);
    const benedita = within(tabela('Aniversariantes do mês')).getByRole('link', { name: 'Benedita Alves' });
    expect(benedita.getAttribute('href')).toMatch(/^#?\/residentes\/9$/);
  });

  it('diz quantas provas há quando o servidor manda só as primeiras', async () => {
    entrarComoUsuario();
    api(SESSAO_MARIA, { corpo: PROVAS, cabecalhos: { 'X-Total-Count': '250' } });
    abrirApp('/home');
    expect(await screen.findByText('Mostrando os 2 primeiros de 250.')).toBeInTheDocument();
    expect(screen.queryByText(/primeiros de 1\b/)).not.toBeInTheDocument();
  });

  it('lista os aniversariantes com "N anos"', async () => {
    entrarComoUsuario();
    api();
    abrirApp('/home');
    await screen.findByText('Benedita Alves');
    const quadro = tabela('Aniversariantes do mês');
    expect(
      within(quadro)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Residente', 'Idade', 'Data Nascimento']);
    expect(within(quadro).getByText('87 anos')).toBeInTheDocument();
    expect(within(quadro).getByText('02/11/1938')).toBeInTheDocument();
  });

  it('sem dados mostra os vazios em português', async () => {
    entrarComoUsuario();
    api(SESSAO_MARIA, { corpo: [] }, []);
    abrirApp('/home');
    expect(await screen.findByText('Nenhuma prova de vida pendente.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum aniversariante neste mês.')).toBeInTheDocument();
  });

  it('esconde o spinner do login quando os dados chegam', async () => {
    entrarComoUsuario();
    let responder: (resposta: RespostaFalsa) => void = () => undefined;
    api(SESSAO_MARIA, () => new Promise((resolver) => (responder = resolver)));
    abrirApp({ pathname: '/home', state: ESTADO_APOS_LOGIN });
    await screen.findByText('Benedita Alves');
    expect(screen.getByTestId('spinner')).toBeInTheDocument();
    act(() => responder({ corpo: PROVAS }));
    await screen.findByText('Ana Souza');
    await waitFor(() => expect(screen.queryByTestId('spinner')).not.toBeInTheDocument());
  });

  it('o spinner do login acaba ao sair do início antes dos dados, e a nova tela recebe os cliques', async () => {
    entrarComoUsuario();
    api(SESSAO_MARIA, () => new Promise(() => undefined));
    const { router } = abrirApp({ pathname: '/home', state: ESTADO_APOS_LOGIN });
    expect(await screen.findByTestId('spinner')).toBeInTheDocument();
    await act(() => router.navigate('/alterar-senha'));
    expect(await screen.findByRole('heading', { name: 'Alterar senha' })).toBeInTheDocument();
    expect(screen.queryByTestId('spinner')).not.toBeInTheDocument();
  });

  it('aberto pelo menu, sem vir do login, carrega sem o spinner de tela cheia', async () => {
    entrarComoUsuario();
    api(SESSAO_MARIA, () => new Promise(() => undefined));
    abrirApp('/home');
    await screen.findByText('Benedita Alves');
    expect(screen.queryByTestId('spinner')).not.toBeInTheDocument();
  });

  it('no primeiro acesso mostra "Bem vindo!" e abre a definição de senha em nova janela', async () => {
    entrarComoUsuario('joana');
    const abrir = vi.spyOn(window, 'open').mockImplementation(() => null);
    api({ ...SESSAO_MARIA, LOGIN: 'joana', primeiro_acesso: true });
    abrirApp('/home');
    expect(await screen.findByText('Bem vindo!')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'É seu primeiro acesso! Clique aqui e defina sua senha!' }),
    );
    expect(abrir).toHaveBeenCalledWith('/#/primeiro-acesso/joana', '_blank');
  });

  it('o aviso "Bem vindo!" fecha pelo botão "Fechar"', async () => {
    entrarComoUsuario('joana');
    api({ ...SESSAO_MARIA, LOGIN: 'joana', primeiro_acesso: true });
    abrirApp('/home');
    const aviso = (await screen.findByText('Bem vindo!')).closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(aviso).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByText('Bem vindo!')).not.toBeInTheDocument());
  });

  it('senha definida na outra janela: voltar ao início relê a sessão e não mostra o aviso de novo', async () => {
    entrarComoUsuario('joana');
    const sessao = { ...SESSAO_MARIA, LOGIN: 'joana', primeiro_acesso: true };
    const { chamadas } = simularApi({
      'GET /sessao': () => ({ corpo: sessao }),
      'GET /prova-de-vida': { corpo: PROVAS },
      'GET /aniversariante': { corpo: ANIVERSARIANTES },
      'GET /conselho-a-vencer': { corpo: [] },
    });
    const { queryClient } = abrirApp('/home');
    const aviso = (await screen.findByText('Bem vindo!')).closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(aviso).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByText('Bem vindo!')).not.toBeInTheDocument());

    sessao.primeiro_acesso = false;
    const secoes = screen.getByRole('navigation', { name: 'Seções' });
    await userEvent.click(within(secoes).getByRole('link', { name: 'Alterar senha' }));
    await screen.findByRole('heading', { name: 'Alterar senha' });
    await userEvent.click(within(secoes).getByRole('link', { name: 'Início' }));
    await screen.findByRole('heading', { name: 'Início' });
    await waitFor(() => expect(chamadas.filter((c) => c.caminho === '/sessao')).toHaveLength(2));
    await waitFor(() => expect(queryClient.getQueryState(['sessao'])?.fetchStatus).toBe('idle'));
    expect(screen.queryByText('Bem vindo!')).not.toBeInTheDocument();
  });

  it('ao voltar à janela relê a sessão e tira o aviso se a senha já foi definida', async () => {
    entrarComoUsuario('joana');
    const sessao = { ...SESSAO_MARIA, LOGIN: 'joana', primeiro_acesso: true };
    simularApi({
      'GET /sessao': () => ({ corpo: sessao }),
      'GET /prova-de-vida': { corpo: PROVAS },
      'GET /aniversariante': { corpo: ANIVERSARIANTES },
      'GET /conselho-a-vencer': { corpo: [] },
    });
    abrirApp('/home');
    expect(await screen.findByText('Bem vindo!')).toBeInTheDocument();

    sessao.primeiro_acesso = false;
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(screen.queryByText('Bem vindo!')).not.toBeInTheDocument());
  });

  it('o administrador vê os registros em conselho a vencer: vencidos marcados, os outros com os dias que faltam', async () => {
    entrarComoUsuario();
    api();
    abrirApp('/home');
    await screen.findByText('Marta Ribeiro');
    const quadro = tabela('Registros em conselho a vencer');
    expect(
      within(quadro)
        .getAllByRole('row')
        .map((linha) =>
          within(linha)
            .queryAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      [],
      ['Marta Ribeiro', 'COREN 123456/SP', '10/01/2025Vencida'],
      ['Paulo Nunes', 'CREFITO 98765-F/MG', '20/02/2025Faltam 12 dias'],
    ]);
    const marta = within(quadro).getByRole('link', { name: 'Marta Ribeiro' });
    expect(marta.getAttribute('href')).toMatch(/^#?\/funcionarios\/3$/);
  });

  it('a equipe não vê o quadro dos conselhos, e a página nem o pede ao servidor', async () => {
    entrarComoUsuario('joana');
    const { chamadas } = api({ ...SESSAO_MARIA, LOGIN: 'joana', PERMISSAO_ACESSO: 2 });
    const { queryClient } = abrirApp('/home');
    await screen.findByText('Ana Souza');
    await waitFor(() => expect(queryClient.getQueryState(['sessao'])?.status).toBe('success'));
    expect(screen.queryByRole('heading', { name: 'Registros em conselho a vencer' })).not.toBeInTheDocument();
    expect(chamadas.map((c) => c.caminho)).not.toContain('/conselho-a-vencer');
  });

  it('sem primeiro acesso não mostra o aviso', async () => {
    entrarComoUsuario();
    api();
    abrirApp('/home');
    await screen.findByText('Ana Souza');
    expect(screen.queryByText('Bem vindo!')).not.toBeInTheDocument();
  });
});
