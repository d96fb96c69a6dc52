import { MENSAGENS } from '@acolher/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { simularApi } from '../../../test/api-falsa.ts';
import { EMAIL_LIMITES } from '../../../test/limites.ts';
import { abrirApp } from '../../../test/renderizar.tsx';

describe('Esqueci a senha (docs/produto.md §2 Forgot password)', () => {
  it('exige um e-mail válido', async () => {
    const { chamadas } = simularApi({});
    abrirApp('/esqueci-a-senha');
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(screen.getByText(MENSAGENS.campoObrigatorio)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/E-mail/), 'maria@');
    expect(screen.getByText(MENSAGENS.emailInvalido)).toBeInTheDocument();
    expect(chamadas).toHaveLength(0);
  });

  it.each(EMAIL_LIMITES)(
    'e-mail %s (docs/produto.md §9: 254 no total, 64 antes do @)',
    async (_caso, email, aceito) => {
      const { chamadas } = simularApi({ 'POST /esqueci-a-senha': { corpo: { message: 'ok' } } });
      abrirApp('/esqueci-a-senha');
      await userEvent.click(await screen.findByLabelText(/E-mail/));
      await userEvent.paste(email);
      await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
      expect(screen.queryByText(MENSAGENS.emailInvalido) === null).toBe(aceito);
      await waitFor(() => expect(chamadas.map((c) => c.corpo)).toEqual(aceito ? [{ EMAIL: email }] : []));
    },
  );

  it('envia EMAIL, mantém o spinner por 1 s, mostra a mensagem do servidor e vai ao login', async () => {
    const { chamadas } = simularApi({
      'POST /esqueci-a-senha': { corpo: { message: MENSAGENS.esqueciEnviado } },
    });
    const { router } = abrirApp('/esqueci-a-senha');
    await userEvent.type(await screen.findByLabelText(/E-mail/), 'maria@lar.org');
    const inicio = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByTestId('spinner')).toBeInTheDocument();
    expect(
      await screen.findByText(MENSAGENS.esqueciEnviado, undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(Date.now() - inicio).toBeGreaterThanOrEqual(990);
    expect(screen.queryByTestId('spinner')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(chamadas[0]?.corpo).toEqual({ EMAIL: 'maria@lar.org' });
  });
});
