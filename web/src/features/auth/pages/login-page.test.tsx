import { MENSAGENS } from '@acolher/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { escreverCookie } from '../../../lib/cookies.ts';
import { SESSAO_MARIA, simularApi } from '../../../test/api-falsa.ts';
import { abrirApp } from '../../../test/render.tsx';

const BASE = { 'GET /health': { corpo: { status: 'ok' } } };

async function preencher(email: string, senha: string) {
  if (email) await userEvent.type(await screen.findByLabelText(/E-mail/), email);
  if (senha) await userEvent.type(screen.getByLabelText(/Senha/), senha);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('Login (SPEC §2 Login, §5)', () => {
  it('mostra o texto de introdução, o link de senha esquecida e aquece o servidor', async () => {
    const { chamadas } = simularApi(BASE);
    abrirApp('/login');
    expect(await screen.findByText('Faça login com seu e-mail e senha para continuar.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute(
      'href',
      '/esqueci-a-senha',
    );
    await waitFor(() => expect(chamadas.map((c) => `${c.metodo} ${c.caminho}`)).toContain('GET /health'));
  });

  it('valida os campos sem chamar o servidor', async () => {
    const { chamadas } = simularApi(BASE);
    abrirApp('/login');
    await preencher('', '');
    expect(screen.getAllByText(MENSAGENS.campoObrigatorio)).toHaveLength(2);
    await preencher('nao-e-email', 'abc');
    expect(screen.getByText(MENSAGENS.emailInvalido)).toBeInTheDocument();
    expect(screen.getByText(MENSAGENS.senhaTamanho)).toBeInTheDocument();
    expect(chamadas.some((c) => c.caminho === '/login/')).toBe(false);
  });

  it('recusa e-mail com mais de 64 caracteres antes do @', async () => {
    simularApi(BASE);
    abrirApp('/login');
    await preencher(`${'a'.repeat(65)}@lar.org`, 'abcd');
    expect(screen.getByText(MENSAGENS.emailInvalido)).toBeInTheDocument();
  });

  it('na falha mostra a mensagem do servidor, esconde o spinner e fica no login', async () => {
    simularApi({
      ...BASE,
      'POST /login/': { status: 401, corpo: { message: MENSAGENS.credenciaisInvalidas } },
    });
    const { router } = abrirApp('/login');
    await preencher('maria@lar.org', 'errada');
    expect(await screen.findByText(MENSAGENS.credenciaisInvalidas)).toBeInTheDocument();
    expect(screen.queryByTestId('spinner')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('no sucesso verifica o acesso, guarda "la" e vai para o início', async () => {
    const { chamadas } = simularApi({
      ...BASE,
      'POST /login/': () => {
        escreverCookie('isLoggedIn', 'true');
        escreverCookie('login', 'maria');
        return { corpo: { login: 'maria', accessToken: 'opaco', primeiro_acesso: false } };
      },
      'GET /verifica-acesso/maria': { corpo: [{ PERMISSAO_ACESSO: 2 }] },
      'GET /sessao': { corpo: SESSAO_MARIA },
      'GET /prova-de-vida': { corpo: [] },
      'GET /aniversariante': { corpo: [] },
    });
    const { router } = abrirApp('/login');
    await preencher('maria@lar.org', 'segredo');
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(localStorage.getItem('la')).toBe('2');
    expect(chamadas.find((c) => c.caminho === '/login/')?.corpo).toEqual({
      email: 'maria@lar.org',
      senha: 'segredo',
    });
    await waitFor(() => expect(screen.queryByTestId('spinner')).not.toBeInTheDocument());
  });
});
