import { MENSAGENS } from '@acolher/contract';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { entrarComoUsuario, type RespostaFalsa, SESSAO_MARIA, simularApi } from '../test/api-falsa.ts';
import { abrirApp } from '../test/renderizar.tsx';
import { ApiError } from './api.ts';
import { criarQueryClient } from './cliente-consultas.ts';

/** Home with its birthdays answered and its proof-of-life call failing as given. */
function homeComFalha(provas: RespostaFalsa) {
  entrarComoUsuario();
  return simularApi({
    'GET /sessao': { corpo: SESSAO_MARIA },
    'GET /prova-de-vida': provas,
    'GET /aniversariante': { corpo: [] },
    // Maria is an administrator: her home also has the council box (decision 0008).
    'GET /conselho-a-vencer': { corpo: [] },
  });
}

/** The shell's snackbar is its polite live region. */
async function mensagemDoSnackbar(texto: string) {
  const mensagem = await screen.findByText(texto);
  expect(mensagem.closest('[role="status"][aria-live="polite"]')).not.toBeNull();
}

describe('falhas das chamadas (docs/produto.md §8, docs/decisions/0012)', () => {
  it.each([
    ['403 mostra sempre o texto fixo', { status: 403, corpo: { message: 'outro' } }, MENSAGENS.naoAutorizado],
    ['404 mostra sempre o texto fixo', { status: 404, corpo: { message: 'outro' } }, MENSAGENS.naoEncontrado],
    [
      '422 mostra sempre o texto fixo',
      { status: 422, corpo: { message: 'outro' } },
      MENSAGENS.erroProcessamento,
    ],
    [
      'outro status mostra a mensagem do servidor',
      { status: 400, corpo: { message: 'Data inválida' } },
      'Data inválida',
    ],
    ['sem mensagem do servidor mostra o texto padrão', { status: 409, corpo: null }, MENSAGENS.falhaGenerica],
  ])('%s', async (_caso, resposta, mensagem) => {
    homeComFalha(resposta);
    abrirApp('/home');
    await mensagemDoSnackbar(mensagem);
  });

  it('401 numa tela protegida aberta com a sessão já encerrada no servidor encerra a do cliente, volta ao login e diz por quê', async () => {
    // Every call refused: no session was ever alive in this page, so there is nothing to resume (0020).
    const expirada = { status: 401, corpo: { message: MENSAGENS.naoAutenticado } };
    entrarComoUsuario();
    simularApi({ 'GET /sessao': expirada, 'GET /prova-de-vida': expirada, 'GET /aniversariante': expirada });
    localStorage.setItem('la', '2');
    abrirApp('/home');
    await mensagemDoSnackbar(MENSAGENS.naoAutenticado);
    expect(window.location.hash).toBe('#/login');
    expect(document.cookie).not.toContain('isLoggedIn=true');
    expect(localStorage.getItem('la')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Seções' })).not.toBeInTheDocument());
  });
});

describe('gravação sem rede', () => {
  it('o navegador offline não segura o Salvar: a gravação tenta, falha e diz por quê', async () => {
    const cliente = criarQueryClient();
    onlineManager.setOnline(false);
    try {
      const gravar = vi.fn(() => Promise.reject(new ApiError(MENSAGENS.semConexao, 0)));
      const mutacao = cliente.getMutationCache().build(cliente, { mutationFn: gravar });
      await expect(mutacao.execute(undefined)).rejects.toThrow(MENSAGENS.semConexao);
      expect(gravar).toHaveBeenCalledOnce();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
