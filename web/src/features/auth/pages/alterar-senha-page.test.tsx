import { MENSAGENS } from '@acolher/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { entrarComoUsuario, SESSAO_MARIA, simularApi } from '../../../test/api-falsa.ts';
import { abrirApp } from '../../../test/renderizar.tsx';

const BASE = {
  'GET /sessao': { corpo: SESSAO_MARIA },
  'GET /prova-de-vida': { corpo: [] },
  'GET /aniversariante': { corpo: [] },
  'POST /logout': { status: 204 },
};

async function preencher(atual: string, nova: string, confirmacao: string) {
  if (atual) await userEvent.type(await screen.findByLabelText(/^Senha atual/), atual);
  if (nova) await userEvent.type(screen.getByLabelText(/^Nova senha/), nova);
  if (confirmacao) await userEvent.type(screen.getByLabelText(/^Confirme a nova senha/), confirmacao);
}

describe('Alterar senha (docs/produto.md §2 Change password)', () => {
  it('"Atualizar senha" fica desabilitado enquanto o formulário é inválido', async () => {
    entrarComoUsuario();
    simularApi(BASE);
    abrirApp('/alterar-senha');
    const botao = await screen.findByRole('button', { name: 'Atualizar senha' });
    expect(botao).toBeDisabled();
    await preencher('antiga', 'nova1', 'nova2');
    expect(screen.getByText(MENSAGENS.novasSenhasNaoConferem)).toBeInTheDocument();
    expect(botao).toBeDisabled();
    await userEvent.clear(screen.getByLabelText(/^Confirme a nova senha/));
    await userEvent.type(screen.getByLabelText(/^Confirme a nova senha/), 'nova1');
    expect(botao).toBeEnabled();
  });

  it('campo tocado e vazio mostra "Campo Obrigatório"; mais de 100 caracteres é recusado', async () => {
    entrarComoUsuario();
    simularApi(BASE);
    abrirApp('/alterar-senha');
    await userEvent.click(await screen.findByLabelText(/^Senha atual/));
    await userEvent.tab();
    expect(screen.getByText(MENSAGENS.campoObrigatorio)).toBeInTheDocument();
    // Nothing is cut (decision 0025): the 101 characters stay and the field says why they cannot be saved.
    await userEvent.click(screen.getByLabelText(/^Nova senha/));
    await userEvent.paste('a'.repeat(101));
    expect(screen.getByLabelText(/^Nova senha/)).toHaveValue('a'.repeat(101));
    expect(screen.getByText(MENSAGENS.senhaTamanho)).toBeInTheDocument();
  });

  it('Voltar leva a /home', async () => {
    entrarComoUsuario();
    simularApi(BASE);
    const { router } = abrirApp('/alterar-senha');
    await userEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    // The home is a lazy chunk: the address changes once it has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('alterada: avisa da saída em 3 segundos e sai após 3,25 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const agendar = vi.spyOn(globalThis, 'setTimeout');
    entrarComoUsuario('maria');
    const { chamadas } = simularApi({
      ...BASE,
      'POST /alterar-senha': { corpo: { message: MENSAGENS.senhaAlterada, changed: true } },
    });
    const { router } = abrirApp('/alterar-senha');
    await preencher('antiga', 'nova-senha', 'nova-senha');
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar senha' }));

    expect(
      await screen.findByText(`${MENSAGENS.senhaAlterada}. Você será desconectado em 3 segundos.`),
    ).toBeInTheDocument();
    expect(chamadas.find((c) => c.caminho === '/alterar-senha')?.corpo).toEqual({
      SENHA_ATUAL: 'antiga',
      NOVA_SENHA: 'nova-senha',
      LOGIN: 'maria',
    });
    expect(agendar).toHaveBeenCalledWith(expect.any(Function), 3250);
    expect(chamadas.some((c) => c.caminho === '/logout')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(3250));
    expect(chamadas.some((c) => c.caminho === '/logout')).toBe(true);
    expect(await screen.findByText(MENSAGENS.ateLogo)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('senha atual errada: mostra a mensagem do servidor e não sai', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...BASE,
      'POST /alterar-senha': { status: 400, corpo: { message: MENSAGENS.senhaAtualIncorreta } },
    });
    const { router } = abrirApp('/alterar-senha');
    await preencher('errada', 'nova-senha', 'nova-senha');
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar senha' }));
    expect(await screen.findByText(MENSAGENS.senhaAtualIncorreta)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/alterar-senha');
    expect(chamadas.some((c) => c.caminho === '/logout')).toBe(false);
  });
});
