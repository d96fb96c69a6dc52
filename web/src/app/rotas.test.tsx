import { MENSAGENS } from '@acolher/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { entrarComoUsuario, SESSAO_EQUIPE, SESSAO_MARIA, simularApi } from '../test/api-falsa.ts';
import { abrirApp } from '../test/renderizar.tsx';

const API_DA_HOME = {
  'GET /health': { corpo: { status: 'ok' } },
  'GET /sessao': { corpo: SESSAO_MARIA },
  'GET /prova-de-vida': { corpo: [] },
  'GET /aniversariante': { corpo: [] },
};

describe('rotas e guarda (docs/produto.md §2)', () => {
  it.each([
    '/home',
    '/alterar-senha',
    '/sobre',
    '/residentes',
    '/convenios',
    '/funcionarios',
    '/funcionarios/3',
    '/residente-acomp/7',
  ])('sem login, %s vai para /login', async (rota) => {
    simularApi(API_DA_HOME);
    const { router } = abrirApp(rota);
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a rota vazia leva ao início', async () => {
    entrarComoUsuario();
    simularApi(API_DA_HOME);
    const { router } = abrirApp('/');
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('com login, a seção Acompanhamentos carrega sob demanda', async () => {
    entrarComoUsuario();
    simularApi(API_DA_HOME);
    abrirApp('/acompanhamentos');
    expect(await screen.findByRole('heading', { name: 'Acompanhamentos' })).toBeInTheDocument();
  });

  it.each(['/funcionarios', '/funcionarios/12', '/funcionarios/novo'])(
    'perfil Equipe (2): %s diz "Não autorizado" sem abrir a seção nem chamar sua API',
    async (rota) => {
      entrarComoUsuario('ana');
      const { chamadas } = simularApi({ ...API_DA_HOME, 'GET /sessao': { corpo: SESSAO_EQUIPE } });
      abrirApp(rota);
      expect(await screen.findByRole('heading', { name: MENSAGENS.naoAutorizado })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Funcionários' })).not.toBeInTheDocument();
      expect(chamadas.map((c) => c.caminho)).not.toContainEqual(
        expect.stringMatching(/funcionario|usuario/i),
      );
    },
  );

  it('rota desconhecida mostra imagem e "Página Não Encontrada"', async () => {
    simularApi(API_DA_HOME);
    abrirApp('/nao-existe/mesmo');
    expect(await screen.findByRole('heading', { name: MENSAGENS.paginaNaoEncontrada })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Placa indicando página inexistente' })).toBeInTheDocument();
  });

  it('as telas públicas abrem sem login', async () => {
    simularApi(API_DA_HOME);
    abrirApp('/esqueci-a-senha');
    expect(await screen.findByRole('button', { name: 'Enviar' })).toBeInTheDocument();
  });
});
