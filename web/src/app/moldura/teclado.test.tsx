import { MENSAGENS } from '@acolher/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { entrarComoUsuario, loginAceito, SESSAO_MARIA, simularApi } from '../../test/api-falsa.ts';
import { abrirApp } from '../../test/renderizar.tsx';

const API = {
  'GET /health': { corpo: { status: 'ok' } },
  'GET /sessao': { corpo: SESSAO_MARIA },
  'GET /prova-de-vida': { corpo: [] },
  'GET /aniversariante': { corpo: [] },
  'GET /conselho-a-vencer': { corpo: [] },
  'GET /verifica-acesso/maria': { corpo: [{ PERMISSAO_ACESSO: 2 }] },
};

function conteudo(): HTMLElement {
  return screen.getByRole('main');
}

describe('Teclado (decision 0024)', () => {
  it('o login abre com o cursor no e-mail', async () => {
    simularApi(API);
    abrirApp('/login');
    const email = await screen.findByLabelText(/E-mail/);
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('sair do e-mail onde a página pôs o cursor não conta como toque; uma visita do usuário, sim', async () => {
    simularApi(API);
    abrirApp('/login');
    const email = await screen.findByLabelText(/E-mail/);
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.tab();
    expect(screen.queryByText(MENSAGENS.campoObrigatorio)).not.toBeInTheDocument();
    await userEvent.click(email);
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription(MENSAGENS.campoObrigatorio));
  });

  it('depois do login o foco vai para o conteúdo da página', async () => {
    simularApi({ ...API, 'POST /login/': () => loginAceito() });
    abrirApp('/login');
    await userEvent.type(await screen.findByLabelText(/E-mail/), 'maria@lar.org');
    await userEvent.type(screen.getByLabelText(/Senha/), 'segredo');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('heading', { name: 'Início' });
    await waitFor(() => expect(conteudo()).toHaveFocus());
  });

  it('"Pular para o conteúdo" é a primeira parada do Tab e leva o foco ao conteúdo', async () => {
    entrarComoUsuario();
    simularApi(API);
    abrirApp('/home');
    await screen.findByRole('heading', { name: 'Início' });
    await userEvent.tab();
    const pular = screen.getByRole('button', { name: 'Pular para o conteúdo' });
    expect(pular).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(conteudo()).toHaveFocus();
  });

  it('o botão de recolher o menu não vira um "X" (que diz "fechar")', async () => {
    entrarComoUsuario();
    simularApi(API);
    abrirApp('/home');
    const recolher = await screen.findByRole('button', { name: 'Recolher menu' });
    expect(recolher).toHaveAttribute('aria-expanded', 'true');
    // Mantine's Burger draws the cross when it is "opened" (its lines then carry data-opened).
    expect(recolher.querySelector('[data-opened]')).toBeNull();
  });
});
