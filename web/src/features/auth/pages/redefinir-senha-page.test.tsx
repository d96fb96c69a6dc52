import { MENSAGENS } from '@acolher/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { simularApi } from '../../../test/api-falsa.ts';
import { SENHA_LIMITES } from '../../../test/limites.ts';
import { abrirApp } from '../../../test/renderizar.tsx';

const TOKEN = 'a'.repeat(43);

describe('Redefinir senha (SPEC §2 Reset password)', () => {
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

  it.each(SENHA_LIMITES)('senha %s (SPEC §5: 4 a 100)', async (_caso, senha, aceita) => {
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
    await waitFor(() => expect(chamadas).toHaveLength(aceita ? 1 : 0));
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
    expect(router.state.location.pathname).toBe('/login');
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
