import { MENSAGENS } from '@acolher/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginAceito, type RespostaFalsa, SESSAO_MARIA, simularApi } from '../../../test/api-falsa.ts';
import { EMAIL_LIMITES, SENHA_LIMITES } from '../../../test/limites.ts';
import { abrirApp } from '../../../test/renderizar.tsx';

const BASE = { 'GET /health': { corpo: { status: 'ok' } } };

/** Long values in one go: typing 255 characters one by one adds nothing but time. */
async function colar(campo: HTMLElement, valor: string) {
  await userEvent.click(campo);
  await userEvent.paste(valor);
}

/** Waits for the page first: the login route's loader (decision 0046) runs before it renders. */
async function preencher(email: string, senha: string) {
  const entrar = await screen.findByRole('button', { name: 'Entrar' });
  if (email) await userEvent.type(screen.getByLabelText(/E-mail/), email);
  if (senha) await userEvent.type(screen.getByLabelText(/Senha/), senha);
  await userEvent.click(entrar);
}

describe('Login (docs/produto.md §2 Login, §5)', () => {
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

  it.each(EMAIL_LIMITES)(
    'e-mail %s (docs/produto.md §9: 254 no total, 64 antes do @)',
    async (_caso, email, aceito) => {
      const { chamadas } = simularApi({
        ...BASE,
        'POST /login/': { status: 401, corpo: { message: 'não' } },
      });
      abrirApp('/login');
      await colar(await screen.findByLabelText(/E-mail/), email);
      await preencher('', 'abcd');
      expect(screen.queryByText(MENSAGENS.emailInvalido) === null).toBe(aceito);
      await waitFor(() =>
        expect(chamadas.filter((c) => c.caminho === '/login/').map((c) => c.corpo)).toEqual(
          aceito ? [{ email, senha: 'abcd' }] : [],
        ),
      );
    },
  );

  it.each(SENHA_LIMITES)('senha %s (docs/produto.md §5: 4 a 100)', async (_caso, senha, aceita) => {
    const { chamadas } = simularApi({ ...BASE, 'POST /login/': { status: 401, corpo: { message: 'não' } } });
    abrirApp('/login');
    await preencher('maria@lar.org', '');
    await colar(screen.getByLabelText(/Senha/), senha);
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.queryByText(MENSAGENS.senhaTamanho) === null).toBe(aceita);
    await waitFor(() => expect(chamadas.filter((c) => c.caminho === '/login/')).toHaveLength(aceita ? 1 : 0));
  });

  it('mostra o spinner enquanto o login está a caminho', async () => {
    let responder: (resposta: RespostaFalsa) => void = () => undefined;
    simularApi({ ...BASE, 'POST /login/': () => new Promise((resolver) => (responder = resolver)) });
    abrirApp('/login');
    await preencher('maria@lar.org', 'segredo');
    expect(screen.getByTestId('spinner')).toBeVisible();
    act(() => responder({ status: 401, corpo: { message: MENSAGENS.credenciaisInvalidas } }));
    expect(await screen.findByText(MENSAGENS.credenciaisInvalidas)).toBeInTheDocument();
    // The message and the spinner's end are two renders; a loaded machine may show one before the other.
    await waitFor(() => expect(screen.queryByTestId('spinner')).not.toBeInTheDocument());
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
      'POST /login/': () => loginAceito(),
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

  it('sem o nível de acesso desfaz o login: encerra a sessão no servidor, mostra o erro e fica no login', async () => {
    const { chamadas } = simularApi({
      ...BASE,
      'POST /login/': () => loginAceito(),
      'GET /verifica-acesso/maria': { status: 503, corpo: { message: 'Serviço indisponível' } },
      'POST /logout': { status: 204 },
    });
    const { router } = abrirApp('/login');
    await preencher('maria@lar.org', 'segredo');

    expect(await screen.findByText('Serviço indisponível')).toBeInTheDocument();
    expect(chamadas.map((c) => `${c.metodo} ${c.caminho}`)).toContain('POST /logout');
    expect(document.cookie).not.toContain('isLoggedIn=true');
    expect(localStorage.getItem('la')).toBeNull();
    expect(screen.queryByTestId('spinner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Seções' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
