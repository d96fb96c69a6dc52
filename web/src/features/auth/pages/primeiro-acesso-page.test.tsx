import { MENSAGENS } from '@acolher/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEXTO_ALTERACOES_NAO_SALVAS } from '../../../components/aviso-alteracoes.tsx';
import { entrarComoUsuario, SESSAO_MARIA, simularApi } from '../../../test/api-falsa.ts';
import { abrirApp } from '../../../test/renderizar.tsx';

/**
 * jsdom has no `window.closed` and its close() does nothing: stand in for a browser, which closes a
 * tab a script opened (then `closed` is true) and leaves one the user opened.
 */
function janelaQue(comportamento: 'fecha' | 'fica aberta') {
  vi.stubGlobal('closed', false);
  return vi.spyOn(window, 'close').mockImplementation(() => {
    if (comportamento === 'fecha') vi.stubGlobal('closed', true);
  });
}

/** The browser's reload / close-tab question: asked when the page cancels `beforeunload`. */
function recarregarPergunta(): boolean {
  return !fireEvent(window, new Event('beforeunload', { cancelable: true }));
}

async function definirSenha() {
  await userEvent.type(await screen.findByLabelText(/^Senha/), 'abcd');
  await userEvent.type(screen.getByLabelText(/^Confirmação da senha/), 'abcd');
  await userEvent.click(screen.getByRole('button', { name: 'Definir senha' }));
}

describe('Primeiro acesso (docs/produto.md §2 First access)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('pede a senha e recusa confirmação diferente', async () => {
    const { chamadas } = simularApi({});
    abrirApp('/primeiro-acesso/maria');
    expect(await screen.findByText('Por favor, defina sua senha')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Senha/), 'abcd');
    await userEvent.type(screen.getByLabelText(/^Confirmação da senha/), 'abcx');
    await userEvent.click(screen.getByRole('button', { name: 'Definir senha' }));
    expect(screen.getByText(MENSAGENS.senhasNaoConferem)).toBeInTheDocument();
    expect(chamadas).toHaveLength(0);
  });

  it('senha digitada: sair por um link ou recarregar pergunta antes; "Continuar editando" a mantém (decision 0024)', async () => {
    simularApi({});
    const { router } = abrirApp('/primeiro-acesso/maria');
    expect(recarregarPergunta()).toBe(false);
    await userEvent.type(await screen.findByLabelText(/^Senha/), 'Girassol#42');

    expect(recarregarPergunta()).toBe(true);
    await act(() => router.navigate('/login'));
    expect(await screen.findByText(TEXTO_ALTERACOES_NAO_SALVAS)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/primeiro-acesso/maria');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByText(TEXTO_ALTERACOES_NAO_SALVAS)).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Senha/)).toHaveValue('Girassol#42');

    await act(() => router.navigate('/login'));
    await userEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('define a senha do usuário da URL, agradece por 6 s e fecha a aba', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const agendar = vi.spyOn(globalThis, 'setTimeout');
    const fechar = janelaQue('fecha');
    const { chamadas } = simularApi({
      'POST /usuario/maria': { corpo: { message: MENSAGENS.senhaDefinida } },
    });
    const { router } = abrirApp('/primeiro-acesso/maria');
    await definirSenha();

    expect(await screen.findByText(`Bom trabalho, ${MENSAGENS.senhaDefinida}`)).toBeInTheDocument();
    expect(screen.getByText('A aba se fechará sozinha')).toBeInTheDocument();
    expect(chamadas[0]?.corpo).toEqual({ senha: 'abcd', confirmaSenha: 'abcd' });
    expect(agendar).toHaveBeenCalledWith(expect.any(Function), 6000);
    // Defined: the tab's own closing, 6 s on, must not meet the browser's "leave the page?".
    expect(recarregarPergunta()).toBe(false);
    expect(fechar).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(6000));
    expect(fechar).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/primeiro-acesso/maria');
  });

  it('quem sai da página antes dos 6 s não é levado embora depois', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fechar = janelaQue('fica aberta');
    simularApi({ 'POST /usuario/maria': { corpo: { message: MENSAGENS.senhaDefinida } } });
    const { router } = abrirApp('/primeiro-acesso/maria');
    await definirSenha();
    await screen.findByText('A aba se fechará sozinha');
    // Defined: the passwords typed are saved, so leaving asks nothing.
    await act(() => router.navigate('/esqueci-a-senha'));
    expect(screen.queryByText(TEXTO_ALTERACOES_NAO_SALVAS)).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(6000));
    expect(fechar).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/esqueci-a-senha');
  });

  it('aberta à mão a aba não fecha: sem sessão segue para o login', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    janelaQue('fica aberta');
    simularApi({ 'POST /usuario/maria': { corpo: { message: MENSAGENS.senhaDefinida } } });
    const { router } = abrirApp('/primeiro-acesso/maria');
    await definirSenha();
    await screen.findByText('A aba se fechará sozinha');

    act(() => vi.advanceTimersByTime(6000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText(TEXTO_ALTERACOES_NAO_SALVAS)).not.toBeInTheDocument();
  });

  it('aberta à mão a aba não fecha: com sessão segue para o início', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    janelaQue('fica aberta');
    entrarComoUsuario();
    simularApi({
      'POST /usuario/maria': { corpo: { message: MENSAGENS.senhaDefinida } },
      'GET /sessao': { corpo: SESSAO_MARIA },
      'GET /prova-de-vida': { corpo: [] },
      'GET /aniversariante': { corpo: [] },
    });
    const { router } = abrirApp('/primeiro-acesso/maria');
    await definirSenha();
    await screen.findByText('A aba se fechará sozinha');

    act(() => vi.advanceTimersByTime(6000));
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByText(TEXTO_ALTERACOES_NAO_SALVAS)).not.toBeInTheDocument();
  });
});
