import { COOKIES, MENSAGENS, PERMISSAO, XSRF_HEADER } from '@acolher/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { auditoria, sessao, tokenRedefinicao, usuario } from '../../db/schema.ts';
import { cookiesDe, criarConta, entrar } from './fixtures.ts';

let t: TestApp;
let seq = 0;

/** A fresh account per test, so tests don't share rate-limit counters or sessions. */
async function novaConta(extra: { permissao?: number; primeiroAcesso?: boolean; ativo?: boolean } = {}) {
  seq += 1;
  const conta = { login: `user${seq}`, email: `User${seq}@Lar.org`, senha: 'segredo1', ...extra };
  const codigo = await criarConta(t.db, conta);
  return { ...conta, codigo };
}

async function eventos(acao: string, usuarioCodigo: number) {
  const [linha] = await t.db
    .select({ total: count() })
    .from(auditoria)
    .where(and(eq(auditoria.ACAO, acao), eq(auditoria.USUARIO_CODIGO, usuarioCodigo)));
  return linha?.total ?? 0;
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.mails.length = 0;
});

describe('POST /login/', () => {
  it('answers the spec body and sets the session cookies (token HttpOnly, one hour)', async () => {
    const conta = await novaConta({ primeiroAcesso: true });
    const { resposta } = await entrar(t.app, conta.email.toLowerCase(), conta.senha);
    const corpo = resposta.json();
    expect(corpo).toEqual({ login: conta.login, accessToken: expect.any(String), primeiro_acesso: true });
    expect(corpo.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const porNome = Object.fromEntries(resposta.cookies.map((c) => [c.name, c]));
    expect(porNome[COOKIES.token]).toMatchObject({
      value: corpo.accessToken,
      httpOnly: true,
      maxAge: 3600,
      sameSite: 'Lax',
    });
    expect(porNome[COOKIES.isLoggedIn]).toMatchObject({ value: 'true', maxAge: 3600 });
    expect(porNome[COOKIES.isLoggedIn]?.httpOnly).toBeFalsy();
    expect(porNome[COOKIES.login]).toMatchObject({ value: conta.login });
    expect(porNome[COOKIES.xsrf]?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await eventos('login', conta.codigo)).toBe(1);
  });

  it('stores only a hash of the token', async () => {
    const conta = await novaConta();
    const { token } = await entrar(t.app, conta.email, conta.senha);
    const guardadas = await t.db.select().from(sessao).where(eq(sessao.USUARIO_CODIGO, conta.codigo));
    expect(guardadas).toHaveLength(1);
    expect(guardadas[0]?.TOKEN_HASH).not.toContain(token);
  });

  it('refuses a wrong password and an unknown e-mail with the same message, and audits the failure', async () => {
    const conta = await novaConta();
    const errada = await t.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { email: conta.email, senha: 'outra-senha' },
    });
    const desconhecido = await t.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { email: 'ninguem@lar.org', senha: 'qualquer' },
    });
    expect(errada.statusCode).toBe(401);
    expect(errada.json()).toEqual({ message: MENSAGENS.credenciaisInvalidas });
    expect(desconhecido.statusCode).toBe(401);
    expect(desconhecido.json()).toEqual({ message: MENSAGENS.credenciaisInvalidas });
    expect(errada.cookies).toHaveLength(0);
    expect(await eventos('login_falhou', conta.codigo)).toBe(1);
  });

  it.each([
    [{ email: 'x@lar.org' }, 'senha'],
    [{ senha: 'segredo1' }, 'email'],
    [{ email: 'não-é-email', senha: 'segredo1' }, 'email'],
    [{ email: `${'a'.repeat(65)}@lar.org`, senha: 'segredo1' }, 'email'],
    [{ email: 'x@lar.org', senha: 'abc' }, 'senha'],
    [{ email: 'x@lar.org', senha: 'a'.repeat(101) }, 'senha'],
  ])('answers 400 with the field for %j', async (payload, campo) => {
    const resposta = await t.app.inject({ method: 'POST', url: '/login/', payload });
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json().errors.map((e: { campo: string }) => e.campo)).toContain(campo);
  });

  it('answers 429 after 5 failures in 15 minutes for one account, even with the right password', async () => {
    const conta = await novaConta();
    for (let i = 0; i < 5; i += 1) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/login/',
        payload: { email: conta.email, senha: `errada${i}` },
      });
      expect(r.statusCode).toBe(401);
    }
    const bloqueada = await t.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { email: conta.email, senha: conta.senha },
    });
    expect(bloqueada.statusCode).toBe(429);
    expect(bloqueada.json()).toEqual({ message: MENSAGENS.muitasTentativas });
    await t.db
      .update(auditoria)
      .set({ EM: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(auditoria.USUARIO_CODIGO, conta.codigo));
    const depois = await t.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { email: conta.email, senha: conta.senha },
    });
    expect(depois.statusCode).toBe(200);
  });

  it('refuses an inactive account only after the right password', async () => {
    const conta = await novaConta({ ativo: false });
    const certa = await t.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { email: conta.email, senha: conta.senha },
    });
    expect(certa.statusCode).toBe(403);
    expect(certa.json()).toEqual({ message: MENSAGENS.usuarioInativo });
    const errada = await t.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { email: conta.email, senha: 'errada1' },
    });
    expect(errada.json()).toEqual({ message: MENSAGENS.credenciaisInvalidas });
  });
});

describe('sessions', () => {
  it('refuses a guarded route without a session with 401', async () => {
    const resposta = await t.app.inject({ method: 'GET', url: '/sessao' });
    expect(resposta.statusCode).toBe(401);
    expect(resposta.json()).toEqual({ message: MENSAGENS.naoAutenticado });
  });

  it('accepts the cookie and the bearer token', async () => {
    const conta = await novaConta();
    const s = await entrar(t.app, conta.email, conta.senha);
    const porCookie = await t.app.inject({
      method: 'GET',
      url: '/sessao',
      headers: { cookie: s.headers.cookie },
    });
    const porBearer = await t.app.inject({
      method: 'GET',
      url: '/sessao',
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(porCookie.statusCode).toBe(200);
    expect(porBearer.json()).toEqual({
      LOGIN: conta.login,
      NOME: conta.login,
      EMAIL: conta.email,
      PERMISSAO_ACESSO: PERMISSAO.equipe,
      primeiro_acesso: false,
    });
  });

  it('refuses a forged token', async () => {
    const resposta = await t.app.inject({
      method: 'GET',
      url: '/sessao',
      headers: { authorization: `Bearer ${'A'.repeat(43)}` },
    });
    expect(resposta.statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated write without the matching X-XSRF-TOKEN, and accepts bearer writes', async () => {
    const conta = await novaConta();
    const s = await entrar(t.app, conta.email, conta.senha);
    const payload = { SENHA_ATUAL: 'errada1', NOVA_SENHA: 'nova-senha', LOGIN: conta.login };
    const semCabecalho = await t.app.inject({
      method: 'POST',
      url: '/alterar-senha',
      headers: { cookie: s.headers.cookie },
      payload,
    });
    const cabecalhoErrado = await t.app.inject({
      method: 'POST',
      url: '/alterar-senha',
      headers: { cookie: s.headers.cookie, [XSRF_HEADER]: 'x'.repeat(43) },
      payload,
    });
    const comCabecalho = await t.app.inject({
      method: 'POST',
      url: '/alterar-senha',
      headers: s.headers,
      payload,
    });
    const porBearer = await t.app.inject({
      method: 'POST',
      url: '/alterar-senha',
      headers: { authorization: `Bearer ${s.token}` },
      payload,
    });
    expect(semCabecalho.statusCode).toBe(403);
    expect(semCabecalho.json()).toEqual({ message: MENSAGENS.xsrfInvalido });
    expect(cabecalhoErrado.statusCode).toBe(403);
    expect(comCabecalho.statusCode).toBe(200);
    expect(porBearer.statusCode).toBe(200);
  });

  it('ends after one hour without use and after twelve hours in any case', async () => {
    const conta = await novaConta();
    const parada = await entrar(t.app, conta.email, conta.senha);
    const antiga = await entrar(t.app, conta.email, conta.senha);
    const viva = await entrar(t.app, conta.email, conta.senha);
    const sessoes = await t.db
      .select()
      .from(sessao)
      .where(eq(sessao.USUARIO_CODIGO, conta.codigo))
      .orderBy(sessao.CODIGO);
    const [s1, s2] = sessoes;
    if (!s1 || !s2) throw new Error('sessões não criadas');
    await t.db
      .update(sessao)
      .set({ ULTIMO_USO_EM: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(sessao.CODIGO, s1.CODIGO));
    await t.db
      .update(sessao)
      .set({ EXPIRA_EM: new Date(Date.now() - 1000) })
      .where(eq(sessao.CODIGO, s2.CODIGO));
    const pedir = (token: string) =>
      t.app.inject({ method: 'GET', url: '/sessao', headers: { authorization: `Bearer ${token}` } });
    expect((await pedir(parada.token)).statusCode).toBe(401);
    expect((await pedir(antiga.token)).statusCode).toBe(401);
    expect((await pedir(viva.token)).statusCode).toBe(200);
  });

  it('renews the cookies when a session is used after a minute', async () => {
    const conta = await novaConta();
    const s = await entrar(t.app, conta.email, conta.senha);
    const logo = await t.app.inject({ method: 'GET', url: '/sessao', headers: { cookie: s.headers.cookie } });
    expect(logo.cookies).toHaveLength(0);
    await t.db
      .update(sessao)
      .set({ ULTIMO_USO_EM: new Date(Date.now() - 5 * 60 * 1000) })
      .where(eq(sessao.USUARIO_CODIGO, conta.codigo));
    const depois = await t.app.inject({
      method: 'GET',
      url: '/sessao',
      headers: { cookie: s.headers.cookie },
    });
    expect(cookiesDe(depois)).toMatchObject({ [COOKIES.token]: s.token, [COOKIES.isLoggedIn]: 'true' });
  });

  it('logout ends the session on the server and clears the cookies', async () => {
    const conta = await novaConta();
    const s = await entrar(t.app, conta.email, conta.senha);
    const saida = await t.app.inject({ method: 'POST', url: '/logout', headers: s.headers });
    expect(saida.statusCode).toBe(200);
    expect(saida.cookies.map((c) => c.name).sort()).toEqual(Object.values(COOKIES).sort());
    expect(saida.cookies.every((c) => c.value === '')).toBe(true);
    const depois = await t.app.inject({
      method: 'GET',
      url: '/sessao',
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(depois.statusCode).toBe(401);
    expect(await eventos('logout', conta.codigo)).toBe(1);
  });
});

describe('GET /verifica-acesso/{login}', () => {
  it("answers the user's own access level as the first item of a list", async () => {
    const conta = await novaConta();
    const s = await entrar(t.app, conta.email, conta.senha);
    const resposta = await t.app.inject({
      method: 'GET',
      url: `/verifica-acesso/${conta.login}`,
      headers: s.headers,
    });
    expect(resposta.json()).toEqual([{ PERMISSAO_ACESSO: PERMISSAO.equipe }]);
  });

  it("refuses another user's level to the team (403) and answers 404 to an administrator for an unknown login", async () => {
    const equipe = await novaConta();
    const admin = await novaConta({ permissao: PERMISSAO.administrador });
    const se = await entrar(t.app, equipe.email, equipe.senha);
    const sa = await entrar(t.app, admin.email, admin.senha);
    const negado = await t.app.inject({
      method: 'GET',
      url: `/verifica-acesso/${admin.login}`,
      headers: se.headers,
    });
    expect(negado.statusCode).toBe(403);
    expect(negado.json()).toEqual({ message: MENSAGENS.naoAutorizado });
    const outro = await t.app.inject({
      method: 'GET',
      url: `/verifica-acesso/${equipe.login}`,
      headers: sa.headers,
    });
    expect(outro.json()).toEqual([{ PERMISSAO_ACESSO: PERMISSAO.equipe }]);
    const inexistente = await t.app.inject({
      method: 'GET',
      url: '/verifica-acesso/ninguem',
      headers: sa.headers,
    });
    expect(inexistente.statusCode).toBe(404);
    expect(inexistente.json()).toEqual({ message: MENSAGENS.naoEncontrado });
  });
});

describe('forgot and reset password', () => {
  const linkDe = (texto: string) => /#\/esqueci-a-senha\/([A-Za-z0-9_-]+)/.exec(texto)?.[1] ?? '';

  it('mails a single-use link for a known e-mail and answers the same for an unknown one', async () => {
    const conta = await novaConta();
    const conhecido = await t.app.inject({
      method: 'POST',
      url: '/esqueci-a-senha',
      payload: { EMAIL: conta.email },
    });
    const desconhecido = await t.app.inject({
      method: 'POST',
      url: '/esqueci-a-senha',
      payload: { EMAIL: 'fulano@lar.org' },
    });
    expect(conhecido.statusCode).toBe(200);
    expect(conhecido.json()).toEqual(desconhecido.json());
    expect(conhecido.json()).toEqual({ message: MENSAGENS.esqueciEnviado });
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]?.to).toBe(conta.email);
    expect(t.mails[0]?.text).toContain(`${t.app.config.APP_URL}/#/esqueci-a-senha/`);
    const token = linkDe(t.mails[0]?.text ?? '');
    const [guardado] = await t.db
      .select()
      .from(tokenRedefinicao)
      .where(eq(tokenRedefinicao.USUARIO_CODIGO, conta.codigo));
    expect(guardado?.TOKEN_HASH).not.toBe(token);
    expect((guardado?.EXPIRA_EM.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * 60 * 1000);
  });

  it('sets the new password once, ends every session, and refuses reuse and expired links', async () => {
    const conta = await novaConta({ primeiroAcesso: true });
    const antes = await entrar(t.app, conta.email, conta.senha);
    await t.app.inject({ method: 'POST', url: '/esqueci-a-senha', payload: { EMAIL: conta.email } });
    const token = linkDe(t.mails[0]?.text ?? '');
    const payload = { newPassword: 'nova-senha', verifyPassword: 'nova-senha' };

    const diferente = await t.app.inject({
      method: 'POST',
      url: `/esqueci-a-senha/${token}`,
      payload: { newPassword: 'nova-senha', verifyPassword: 'outra' },
    });
    expect(diferente.statusCode).toBe(400);
    expect(diferente.json().errors).toContainEqual({
      campo: 'verifyPassword',
      mensagem: MENSAGENS.senhasNaoConferem,
    });

    const ok = await t.app.inject({ method: 'POST', url: `/esqueci-a-senha/${token}`, payload });
    expect(ok.json()).toEqual({ message: MENSAGENS.senhaRedefinida });
    const reuso = await t.app.inject({ method: 'POST', url: `/esqueci-a-senha/${token}`, payload });
    expect(reuso.statusCode).toBe(400);
    expect(reuso.json()).toEqual({ message: MENSAGENS.linkInvalido });

    const velha = await t.app.inject({
      method: 'GET',
      url: '/sessao',
      headers: { authorization: `Bearer ${antes.token}` },
    });
    expect(velha.statusCode).toBe(401);
    const nova = await entrar(t.app, conta.email, 'nova-senha');
    expect(nova.resposta.json().primeiro_acesso).toBe(false);

    t.mails.length = 0;
    await t.app.inject({ method: 'POST', url: '/esqueci-a-senha', payload: { EMAIL: conta.email } });
    const vencido = linkDe(t.mails[0]?.text ?? '');
    await t.db
      .update(tokenRedefinicao)
      .set({ EXPIRA_EM: new Date(Date.now() - 1000) })
      .where(eq(tokenRedefinicao.USUARIO_CODIGO, conta.codigo));
    const expirado = await t.app.inject({ method: 'POST', url: `/esqueci-a-senha/${vencido}`, payload });
    expect(expirado.json()).toEqual({ message: MENSAGENS.linkInvalido });
  });

  it('sends nothing to an inactive account', async () => {
    const conta = await novaConta({ ativo: false });
    const resposta = await t.app.inject({
      method: 'POST',
      url: '/esqueci-a-senha',
      payload: { EMAIL: conta.email },
    });
    expect(resposta.json()).toEqual({ message: MENSAGENS.esqueciEnviado });
    expect(t.mails).toHaveLength(0);
  });
});

describe('POST /usuario/{username} (first access)', () => {
  it("defines the user's password in their own session and lowers the flag", async () => {
    const conta = await novaConta({ primeiroAcesso: true });
    const s = await entrar(t.app, conta.email, conta.senha);
    const payload = { senha: 'minha-senha', confirmaSenha: 'minha-senha' };
    const resposta = await t.app.inject({
      method: 'POST',
      url: `/usuario/${conta.login}`,
      headers: s.headers,
      payload,
    });
    expect(resposta.json()).toEqual({ message: MENSAGENS.senhaDefinida });
    const [linha] = await t.db.select().from(usuario).where(eq(usuario.CODIGO, conta.codigo));
    expect(linha?.PRIMEIRO_ACESSO).toBe(false);
    await entrar(t.app, conta.email, 'minha-senha');
    const segunda = await t.app.inject({
      method: 'POST',
      url: `/usuario/${conta.login}`,
      headers: s.headers,
      payload,
    });
    expect(segunda.statusCode).toBe(409);
    expect(segunda.json()).toEqual({ message: MENSAGENS.primeiroAcessoConcluido });
  });

  it("refuses another user's first access, no session, and unequal passwords", async () => {
    const conta = await novaConta({ primeiroAcesso: true });
    const outra = await novaConta({ primeiroAcesso: true });
    const s = await entrar(t.app, conta.email, conta.senha);
    const payload = { senha: 'minha-senha', confirmaSenha: 'minha-senha' };
    const alheia = await t.app.inject({
      method: 'POST',
      url: `/usuario/${outra.login}`,
      headers: s.headers,
      payload,
    });
    expect(alheia.statusCode).toBe(403);
    const anonima = await t.app.inject({ method: 'POST', url: `/usuario/${conta.login}`, payload });
    expect(anonima.statusCode).toBe(401);
    const diferentes = await t.app.inject({
      method: 'POST',
      url: `/usuario/${conta.login}`,
      headers: s.headers,
      payload: { senha: 'minha-senha', confirmaSenha: 'outra-senha' },
    });
    expect(diferentes.json().errors).toContainEqual({
      campo: 'confirmaSenha',
      mensagem: MENSAGENS.senhasNaoConferem,
    });
    const [linha] = await t.db.select().from(usuario).where(eq(usuario.CODIGO, outra.codigo));
    expect(linha?.PRIMEIRO_ACESSO).toBe(true);
  });
});

describe('POST /alterar-senha', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const conta = await novaConta();
    const aqui = await entrar(t.app, conta.email, conta.senha);
    const outroAparelho = await entrar(t.app, conta.email, conta.senha);
    const resposta = await t.app.inject({
      method: 'POST',
      url: '/alterar-senha',
      headers: aqui.headers,
      payload: { SENHA_ATUAL: conta.senha, NOVA_SENHA: 'senha-nova', LOGIN: conta.login },
    });
    expect(resposta.json()).toEqual({ message: MENSAGENS.senhaAlterada, changed: true });
    const pedir = (token: string) =>
      t.app.inject({ method: 'GET', url: '/sessao', headers: { authorization: `Bearer ${token}` } });
    expect((await pedir(aqui.token)).statusCode).toBe(200);
    expect((await pedir(outroAparelho.token)).statusCode).toBe(401);
    await entrar(t.app, conta.email, 'senha-nova');
    expect(await eventos('senha_alterada', conta.codigo)).toBe(1);
  });

  it('answers changed false for a wrong current password, 403 for another login, and 429 after 5 guesses', async () => {
    const conta = await novaConta();
    const s = await entrar(t.app, conta.email, conta.senha);
    const tentar = (SENHA_ATUAL: string, LOGIN = conta.login) =>
      t.app.inject({
        method: 'POST',
        url: '/alterar-senha',
        headers: s.headers,
        payload: { SENHA_ATUAL, NOVA_SENHA: 'senha-nova', LOGIN },
      });
    expect((await tentar(conta.senha, 'admin')).statusCode).toBe(403);
    for (let i = 0; i < 5; i += 1) {
      expect((await tentar(`errada${i}`)).json()).toEqual({
        message: MENSAGENS.senhaAtualIncorreta,
        changed: false,
      });
    }
    expect((await tentar(conta.senha)).statusCode).toBe(429);
    await entrar(t.app, conta.email, conta.senha);
  });
});
