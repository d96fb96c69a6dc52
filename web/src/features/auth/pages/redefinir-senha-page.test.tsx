import { MENSAGENS } from '@acolher/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEXTO_ALTERACOES_NAO_SALVAS } from '../../../components/aviso-alteracoes.tsx';
import { simularApi } from '../../../test/api-falsa.ts';
import { SENHA_LIMITES } from '../../../test/limites.ts';
import { abrirApp } from '../../../test/renderizar.tsx';

const TOKEN = 'a'.repeat(43);

/** The browser's reload / close-tab question: asked when the page cancels `beforeunload`. */
function recarregarPergunta(): boolean {
  return !fireEvent(window, new Event('beforeunload', { cancelable: true }));
}

describe('Redefinir senha (docs/produto.md §2 Reset password)', () => {
  it('pede a nova senha e recusa senhas diferentes', async () => {
    const { chamadas } = simularApi({});
    abrirApp(`/esqueci-a-senha/${TOKEN}`);
    expect(await screen.findByText('Por favor, defina a nova senha')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Nova senha/), 'abcd');
    await userEvent.type(screen.getByLabelText(/^Repita a nova senha/), 'abce');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(screen.getByText(MENSAGENS.senhasNaoConferem)).toBeInTheDocument();
    expect(chamadas).toHaveLength(0);
  });

  it('exige 4 a 100 caracteres', async () => {
    simularApi({});
    abrirApp(`/esqueci-a-senha/${TOKEN}`);
    await userEvent.type(await screen.findByLabelText(/^Nova senha/), 'abc');
    expect(screen.getByText(MENSAGENS.senhaTamanho)).toBeInTheDocument();
  });

  it.each(SENHA_LIMITES)('senha %s (docs/produto.md §5: 4 a 100)', async (_caso, senha, aceita) => {
    const { chamadas } = simularApi({
      [`POST /esqueci-a-senha/${TOKEN}`]: { corpo: { message: MENSAGENS.senhaRedefinida } },
    });
    abrirApp(`/esqueci-a-senha/${TOKEN}`);
    for (const rotulo of [/^Nova senha/, /^Repita a nova senha/]) {
      await userEvent.click(await screen.findByLabelText(rotulo));
      await userEvent.paste(senha);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(screen.queryAllByText(MENSAGENS.senhaTamanho)).toHaveLength(aceita ? 0 : 2);
    // Only the reset's own POST: once it succeeds the login page opens and may read the session.
    const redefinicoes = () => chamadas.filter((c) => c.metodo === 'POST');
    await waitFor(() => expect(redefinicoes()).toHaveLength(aceita ? 1 : 0));
  });

  it('senha digitada: sair por um link ou recarregar pergunta antes; "Continuar editando" a mantém (decision 0024)', async () => {
    simularApi({});
    const { router } = abrirApp(`/esqueci-a-senha/${TOKEN}`);
    expect(recarregarPergunta()).toBe(false);
    await userEvent.type(await screen.findByLabelText(/^Nova senha/), 'Girassol#42');

    expect(recarregarPergunta()).toBe(true);
    await act(() => router.navigate('/login'));
    expect(await screen.findByText(TEXTO_ALTERACOES_NAO_SALVAS)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/esqueci-a-senha/${TOKEN}`);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByText(TEXTO_ALTERACOES_NAO_SALVAS)).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Nova senha/)).toHaveValue('Girassol#42');

    await act(() => router.navigate('/login'));
    await userEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('envia com o token, mostra a mensagem do servidor e vai ao login', async () => {
    const { chamadas } = simularApi({
      [`POST /esqueci-a-senha/${TOKEN}`]: { corpo: { message: MENSAGENS.senhaRedefinida } },
    });
    const { router } = abrirApp(`/esqueci-a-senha/${TOKEN}`);
    await userEvent.type(await screen.findByLabelText(/^Nova senha/), 'nova-senha');
    await userEvent.type(screen.getByLabelText(/^Repita a nova senha/), 'nova-senha');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText(MENSAGENS.senhaRedefinida)).toBeInTheDocument();
    // Redefined: the page's own way on to the sign-in asks nothing.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText(TEXTO_ALTERACOES_NAO_SALVAS)).not.toBeInTheDocument();
    expect(recarregarPergunta()).toBe(false);
    expect(chamadas[0]?.corpo).toEqual({ newPassword: 'nova-senha', verifyPassword: 'nova-senha' });
  });

  it('link vencido: mostra a mensagem e continua na tela', async () => {
    simularApi({
      [`POST /esqueci-a-senha/${TOKEN}`]: { status: 400, corpo: { message: MENSAGENS.linkInvalido } },
    });
    const { router } = abrirApp(`/esqueci-a-senha/${TOKEN}`);
    await userEvent.type(await screen.findByLabelText(/^Nova senha/), 'nova-senha');
    await userEvent.type(screen.getByLabelText(/^Repita a nova senha/), 'nova-senha');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText(MENSAGENS.linkInvalido)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/esqueci-a-senha/${TOKEN}`);
  });

  it('senha comum recusada pelo servidor (400): mostra o motivo e continua na tela, com o link ainda valendo', async () => {
    const { chamadas } = simularApi({
      [`POST /esqueci-a-senha/${TOKEN}`]: {
        status: 400,
        corpo: {
          message: MENSAGENS.senhaComum,
          errors: [{ campo: 'newPassword', mensagem: MENSAGENS.senhaComum }],
        },
      },
    });
    const { router } = abrirApp(`/esqueci-a-senha/${TOKEN}`);
    await userEvent.type(await screen.findByLabelText(/^Nova senha/), 'iloveyou');
    await userEvent.type(screen.getByLabelText(/^Repita a nova senha/), 'iloveyou');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect((await screen.findAllByText(MENSAGENS.senhaComum)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Nova senha/)).toHaveAccessibleDescription(
      expect.stringContaining(MENSAGENS.senhaComum),
    );
    expect(router.state.location.pathname).toBe(`/esqueci-a-senha/${TOKEN}`);
    expect(chamadas).toHaveLength(1);
  });
});
