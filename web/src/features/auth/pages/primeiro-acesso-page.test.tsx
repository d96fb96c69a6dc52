import { MENSAGENS } from '@acolher/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { simularApi } from '../../../test/api-falsa.ts';
import { abrirApp } from '../../../test/render.tsx';

describe('Primeiro acesso (SPEC §2 First access)', () => {
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

  it('define a senha do usuário da URL, agradece por 6 s e fecha a aba', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const agendar = vi.spyOn(globalThis, 'setTimeout');
    const fechar = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const { chamadas } = simularApi({
      'POST /usuario/maria': { corpo: { message: MENSAGENS.senhaDefinida } },
    });
    abrirApp('/primeiro-acesso/maria');
    await userEvent.type(await screen.findByLabelText(/^Senha/), 'abcd');
    await userEvent.type(screen.getByLabelText(/^Confirmação da senha/), 'abcd');
    await userEvent.click(screen.getByRole('button', { name: 'Definir senha' }));

    expect(await screen.findByText(`Bom trabalho, ${MENSAGENS.senhaDefinida}`)).toBeInTheDocument();
    expect(screen.getByText('A aba se fechará sozinha')).toBeInTheDocument();
    expect(chamadas[0]?.corpo).toEqual({ senha: 'abcd', confirmaSenha: 'abcd' });
    expect(agendar).toHaveBeenCalledWith(expect.any(Function), 6000);
    expect(fechar).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(6000));
    expect(fechar).toHaveBeenCalledOnce();
  });
});
