import { COOKIES, MENSAGENS, MENSAGENS_ZOD, PERMISSAO, XSRF_HEADER } from '@acolher/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { envelhecerAuditoria } from '../../../test/support/auditoria.ts';
import {
  cookiesDe,
  criarConta,
  emParalelo,
  enderecoNovo,
  entrar as entrarNoApp,
} from '../../../test/support/sessoes.ts';
import { auditoria, auditoriaRepeticao, sessao, tokenRedefinicao, usuario } from '../../db/schema.ts';
import { inserirAuditoria } from '../../lib/auditoria.ts';
import type { Mailer, Mensagem } from '../../lib/mail.ts';

let t: TestApp;
let seq = 0;

/** A fresh account per test, so tests don't share rate-limit counters or sessions. */
async function novaConta(extra: { permissao?: number; primeiroAcesso?: boolean; ativo?: boolean } = {}) {
  seq += 1;
  const conta = { login: `user${seq}`, email: `User${seq}@Lar.org`, senha: 'segredo1', ...extra };
  const codigo = await criarConta(t.db, conta);
  return { ...conta, codigo };
}

/** Each test speaks from an address of its own unless a request names one. */
let ipDoTeste = enderecoNovo();
beforeEach(() => {
  ipDoTeste = enderecoNovo();
});
const injetar = (opcoes: InjectOptions) => t.app.inject({ remoteAddress: ipDoTeste, ...opcoes });
const entrar = (email: string, senha: string, remoteAddress = ipDoTeste) =>
  entrarNoApp(t.app, email, senha, remoteAddress);

/** The same request `vezes` times at once. */
const statusDe = (respostas: LightMyRequestResponse[]) => respostas.map((r) => r.statusCode).sort();

/** `n` addresses never used before. */
const enderecos = (n: number) => Array.from({ length: n }, enderecoNovo);

/** Failed logins of `email` just now, one from each of `ips`: the brakes read only the log. */
async function falhas(email: string, ips: string[]) {
  const registro = email.toLowerCase();
  await inserirAuditoria(
    t.db,
    ips.map((ip) => ({ acao: 'login_falhou', entidade: 'usuario', registro, ip })),
  );
}

const linkDe = (texto: string) => /#\/esqueci-a-senha\/([A-Za-z0-9_-]+)/.exec(texto)?.[1] ?? '';

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
    const { resposta } = await entrar(conta.email.toLowerCase(), conta.senha);
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
    const { token } = await entrar(conta.email, conta.senha);
    const guardadas = await t.db.select().from(sessao).where(eq(sessao.USUARIO_CODIGO, conta.codigo));
    expect(guardadas).toHaveLength(1);
    expect(guardadas[0]?.TOKEN_HASH).not.toContain(token);
  });

  it('refuses a wrong password and an unknown e-mail with the same message, and audits the failure', async () => {
    const conta = await novaConta();
    const errada = await injetar({
      method: 'POST',
      url: '/login/',
      payload: { email: conta.email, senha: 'outra-senha' },
    });
    const desconhecido = await injetar({
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
    const resposta = await injetar({ method: 'POST', url: '/login/', payload });
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json().errors.map((e: { campo: string }) => e.campo)).toContain(campo);
  });

  it('answers 429 to one address after 5 failures of one account, even with the right password, while its owner signs in elsewhere', async () => {
    const conta = await novaConta();
    const atacante = enderecoNovo();
    const tentar = (senha: string, remoteAddress: string) =>
      injetar({ method: 'POST', url: '/login/', remoteAddress, payload: { email: conta.email, senha } });
    for (let i = 0; i < 5; i += 1) expect((await tentar(`errada${i}`, atacante)).statusCode).toBe(401);
    const bloqueada = await tentar(conta.senha, atacante);
    expect(bloqueada.statusCode).toBe(429);
    expect(bloqueada.json()).toEqual({ message: MENSAGENS.muitasTentativas });
    expect((await tentar(conta.senha, enderecoNovo())).statusCode).toBe(200);
    await envelhecerAuditoria(t.db, sql`registro = ${conta.email.toLowerCase()}`, 16 * 60 * 1000);
    expect((await tentar(conta.senha, atacante)).statusCode).toBe(200);
  });

  it('holds the account-and-address limit against parallel guesses: of 12 at once, 5 are refused and 7 blocked', async () => {
    const conta = await novaConta();
    const remoteAddress = enderecoNovo();
    const respostas = await emParalelo(12, (i) =>
      injetar({
        method: 'POST',
        url: '/login/',
        remoteAddress,
        payload: { email: conta.email, senha: `errada${i}` },
      }),
    );
    expect(statusDe(respostas)).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    expect(await eventos('login_falhou', conta.codigo)).toBe(5);
  });

  it('writes a run of blocked tries as one audit row with its count', async () => {
    const conta = await novaConta();
    const remoteAddress = enderecoNovo();
    await falhas(conta.email, Array(5).fill(remoteAddress));
    for (let i = 0; i < 12; i += 1) {
      const r = await injetar({
        method: 'POST',
        url: '/login/',
        remoteAddress,
        payload: { email: conta.email, senha: `errada${i}` },
      });
      expect(r.statusCode).toBe(429);
    }
    const linhas = await t.db
      .select({ contagem: auditoriaRepeticao.CONTAGEM })
      .from(auditoria)
      .innerJoin(auditoriaRepeticao, eq(auditoriaRepeticao.AUDITORIA_CODIGO, auditoria.CODIGO))
      .where(and(eq(auditoria.ACAO, 'login_bloqueado'), eq(auditoria.REGISTRO, conta.email.toLowerCase())));
    expect(linhas).toEqual([{ contagem: 12 }]);
  });

  it('answers 429 to an address after 30 failures in 15 minutes, whatever the accounts, even in parallel', async () => {
    const remoteAddress = enderecoNovo();
    const tentar = (email: string, senha: string, ip = remoteAddress) =>
      injetar({ method: 'POST', url: '/login/', remoteAddress: ip, payload: { email, senha } });
    // 25 earlier failures of as many e-mails; 10 more at once: the address's count holds at 30.
    await inserirAuditoria(
      t.db,
      Array.from({ length: 25 }, (_, i) => ({
        acao: 'login_falhou',
        entidade: 'usuario',
        registro: `antes${i}@lar.org`,
        ip: remoteAddress,
      })),
    );
    const respostas = await emParalelo(10, (i) => tentar(`ninguem${i}@lar.org`, 'qualquer'));
    expect(statusDe(respostas)).toEqual([...Array(5).fill(401), ...Array(5).fill(429)]);
    const conta = await novaConta();
    const certa = await tentar(conta.email, conta.senha);
    expect(certa.statusCode).toBe(429);
    expect(certa.json()).toEqual({ message: MENSAGENS.muitasTentativas });
    expect((await tentar(conta.email, conta.senha, enderecoNovo())).statusCode).toBe(200);
  });

  it('keeps a braked address open to the right password of an account that signed in from it, and only to that', async () => {
    const casa = enderecoNovo();
    const tentar = (email: string, senha: string) =>
      injetar({ method: 'POST', url: '/login/', remoteAddress: casa, payload: { email, senha } });
    const [da, outra, nova] = [await novaConta(), await novaConta(), await novaConta()];
    await entrar(da.email, da.senha, casa);
    await entrar(outra.email, outra.senha, casa);
    // 30 failures of made-up e-mails from the home's one public address: it is braked.
    await falhas('inventado@lar.org', Array(30).fill(casa));
    expect((await tentar(da.email, da.senha)).statusCode).toBe(200);
    // Never signed in from here, or no account at all: the address's brake holds.
    expect((await tentar(nova.email, nova.senha)).statusCode).toBe(429);
    expect((await tentar('ninguem@lar.org', 'qualquer')).statusCode).toBe(429);
    // A wrong password of a known account gets the brake's answer and counts against that account
    // here: 5 guesses and even its right password waits, as after 5 failures anywhere (no oracle).
    for (let i = 0; i < 5; i += 1) {
      const errada = await tentar(outra.email, `errada${i}`);
      expect(errada.statusCode).toBe(429);
      expect(errada.json()).toEqual({ message: MENSAGENS.muitasTentativas });
    }
    expect(await eventos('login_falhou', outra.codigo)).toBe(5);
    expect((await tentar(outra.email, outra.senha)).statusCode).toBe(429);
    expect((await tentar(da.email, da.senha)).statusCode).toBe(200);
  });

  it('holds a known account to 5 guesses at a braked address however many come at once', async () => {
    const casa = enderecoNovo();
    const conta = await novaConta();
    await entrar(conta.email, conta.senha, casa);
    await falhas('inventado@lar.org', Array(30).fill(casa));
    // All 10 pass the look before hashing (none has failed yet): the count read again under the
    // advisory locks, after each hash, is what stops the sixth.
    const tentar = (senha: string) =>
      injetar({
        method: 'POST',
        url: '/login/',
        remoteAddress: casa,
        payload: { email: conta.email, senha },
      });
    const respostas = await emParalelo(10, (i) => tentar(`errada${i}`));
    expect(statusDe(respostas)).toEqual(Array(10).fill(429));
    expect(await eventos('login_falhou', conta.codigo)).toBe(5);
    expect((await tentar(conta.senha)).statusCode).toBe(429);
  });

  it('slows the account down from every address from 10 failures on, by a wait that doubles with each one', async () => {
    const conta = await novaConta();
    const tentar = (senha: string) =>
      injetar({
        method: 'POST',
        url: '/login/',
        remoteAddress: enderecoNovo(),
        payload: { email: conta.email, senha },
      });
    // 12 failures: the next try waits 4 s after the last one.
    await falhas(conta.email, enderecos(12));
    expect((await tentar(conta.senha)).statusCode).toBe(429);
    const envelhecer = (ms: number) =>
      envelhecerAuditoria(t.db, sql`registro = ${conta.email.toLowerCase()}`, ms);
    // 5 s later one more try goes through; its failure, the 13th, makes the next one wait 8 s.
    await envelhecer(5000);
    expect((await tentar('errada')).statusCode).toBe(401);
    expect((await tentar(conta.senha)).statusCode).toBe(429);
    await envelhecer(6000);
    expect((await tentar(conta.senha)).statusCode).toBe(429);
    await envelhecer(3000);
    expect((await tentar(conta.senha)).statusCode).toBe(200);
  });

  it('lets the owner in from an address they signed in from lately, however many failures elsewhere', async () => {
    const conta = await novaConta();
    const casa = enderecoNovo();
    await entrar(conta.email, conta.senha, casa);
    await falhas(conta.email, enderecos(20));
    expect((await entrar(conta.email, conta.senha, casa)).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const novo = await injetar({
      method: 'POST',
      url: '/login/',
      remoteAddress: enderecoNovo(),
      payload: { email: conta.email, senha: conta.senha },
    });
    expect(novo.statusCode).toBe(429);
  });

  it('lifts every brake of the account with a password reset: guesses at the old password stop counting', async () => {
    const conta = await novaConta();
    const atacante = enderecoNovo();
    await falhas(conta.email, [...enderecos(15), ...Array(5).fill(atacante)]);
    t.mails.length = 0;
    await injetar({ method: 'POST', url: '/esqueci-a-senha', payload: { EMAIL: conta.email } });
    const token = linkDe(t.mails[0]?.text ?? '');
    const redefinida = await injetar({
      method: 'POST',
      url: `/esqueci-a-senha/${token}`,
      payload: { newPassword: 'nova-senha', verifyPassword: 'nova-senha' },
    });
    expect(redefinida.statusCode).toBe(200);
    await entrar(conta.email, 'nova-senha', enderecoNovo());
    await entrar(conta.email, 'nova-senha', atacante);
  });

  it('refuses an inactive account only after the right password', async () => {
    const conta = await novaConta({ ativo: false });
    const certa = await injetar({
      method: 'POST',
      url: '/login/',
      payload: { email: conta.email, senha: conta.senha },
    });
    expect(certa.statusCode).toBe(403);
    expect(certa.json()).toEqual({ message: MENSAGENS.usuarioInativo });
    const errada = await injetar({
      method: 'POST',
      url: '/login/',
      payload: { email: conta.email, senha: 'errada1' },
    });
    expect(errada.json()).toEqual({ message: MENSAGENS.credenciaisInvalidas });
  });
});

describe('sessions', () => {
  it('refuses a guarded route without a session with 401', async () => {
    const resposta = await injetar({ method: 'GET', url: '/sessao' });
    expect(resposta.statusCode).toBe(401);
    expect(resposta.json()).toEqual({ message: MENSAGENS.naoAutenticado });
  });

  it('accepts the cookie and the bearer token', async () => {
    const conta = await novaConta();
    const s = await entrar(conta.email, conta.senha);
    const porCookie = await injetar({
      method: 'GET',
      url: '/sessao',
      headers: { cookie: s.headers.cookie },
    });
    const porBearer = await injetar({
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
      CODIGO_FUNCIONARIO: null,
      FUSO_LAR: t.app.config.TZ_LAR,
    });
  });

  it('refuses a forged token', async () => {
    const resposta = await injetar({
      method: 'GET',
      url: '/sessao',
      headers: { authorization: `Bearer ${'A'.repeat(43)}` },
    });
    expect(resposta.statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated write without the matching X-XSRF-TOKEN, and accepts bearer writes', async () => {
    const conta = await novaConta();
    const s = await entrar(conta.email, conta.senha);
    const payload = { SENHA_ATUAL: 'errada1', NOVA_SENHA: 'nova-senha', LOGIN: conta.login };
    const semCabecalho = await injetar({
      method: 'POST',
      url: '/alterar-senha',
      headers: { cookie: s.headers.cookie },
      payload,
    });
    const cabecalhoErrado = await injetar({
      method: 'POST',
      url: '/alterar-senha',
      headers: { cookie: s.headers.cookie, [XSRF_HEADER]: 'x'.repeat(43) },
      payload,
    });
    const comCabecalho = await injetar({
      method: 'POST',
      url: '/alterar-senha',
      headers: s.headers,
      payload,
    });
    const porBearer = await injetar({
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
    const parada = await entrar(conta.email, conta.senha);
    const antiga = await entrar(conta.email, conta.senha);
    const viva = await entrar(conta.email, conta.senha);
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
      injetar({ method: 'GET', url: '/sessao', headers: { authorization: `Bearer ${token}` } });
    expect((await pedir(parada.token)).statusCode).toBe(401);
    expect((await pedir(antiga.token)).statusCode).toBe(401);
    expect((await pedir(viva.token)).statusCode).toBe(200);
  });

  it('renews the cookies when a session is used after a minute', async () => {
    const conta = await novaConta();
    const s = await entrar(conta.email, conta.senha);
    const logo = await injetar({ method: 'GET', url: '/sessao', headers: { cookie: s.headers.cookie } });
    expect(logo.cookies).toHaveLength(0);
    await t.db
      .update(sessao)
      .set({ ULTIMO_USO_EM: new Date(Date.now() - 5 * 60 * 1000) })
      .where(eq(sessao.USUARIO_CODIGO, conta.codigo));
    const depois = await injetar({
      method: 'GET',
      url: '/sessao',
      headers: { cookie: s.headers.cookie },
    });
    expect(cookiesDe(depois)).toMatchObject({ [COOKIES.token]: s.token, [COOKIES.isLoggedIn]: 'true' });
  });

  it('logout ends the session on the server and clears the cookies', async () => {
    const conta = await novaConta();
    const s = await entrar(conta.email, conta.senha);
    const saida = await injetar({ method: 'POST', url: '/logout', headers: s.headers });
    expect(saida.statusCode).toBe(200);
    expect(saida.cookies.map((c) => c.name).sort()).toEqual(Object.values(COOKIES).sort());
    expect(saida.cookies.every((c) => c.value === '')).toBe(true);
    const depois = await injetar({
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
    const s = await entrar(conta.email, conta.senha);
    const resposta = await injetar({
      method: 'GET',
      url: `/verifica-acesso/${conta.login}`,
      headers: s.headers,
    });
    expect(resposta.json()).toEqual([{ PERMISSAO_ACESSO: PERMISSAO.equipe }]);
  });

  it('answers 401 without a session', async () => {
    const resposta = await injetar({ method: 'GET', url: '/verifica-acesso/admin' });
    expect(resposta.statusCode).toBe(401);
    expect(resposta.json()).toEqual({ message: MENSAGENS.naoAutenticado });
  });

  it("refuses another user's level to the team (403) and answers 404 to an administrator for an unknown login", async () => {
    const equipe = await novaConta();
    const admin = await novaConta({ permissao: PERMISSAO.administrador });
    const se = await entrar(equipe.email, equipe.senha);
    const sa = await entrar(admin.email, admin.senha);
    const negado = await injetar({
      method: 'GET',
      url: `/verifica-acesso/${admin.login}`,
      headers: se.headers,
    });
    expect(negado.statusCode).toBe(403);
    expect(negado.json()).toEqual({ message: MENSAGENS.naoAutorizado });
    const outro = await injetar({
      method: 'GET',
      url: `/verifica-acesso/${equipe.login}`,
      headers: sa.headers,
    });
    expect(outro.json()).toEqual([{ PERMISSAO_ACESSO: PERMISSAO.equipe }]);
    const inexistente = await injetar({
      method: 'GET',
      url: '/verifica-acesso/ninguem',
      headers: sa.headers,
    });
    expect(inexistente.statusCode).toBe(404);
    expect(inexistente.json()).toEqual({ message: MENSAGENS.naoEncontrado });
  });
});

describe('forgot and reset password', () => {
  it('mails a single-use link for a known e-mail and answers the same for an unknown one', async () => {
    const conta = await novaConta();
    const conhecido = await injetar({
      method: 'POST',
      url: '/esqueci-a-senha',
      payload: { EMAIL: conta.email },
    });
    const desconhecido = await injetar({
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
    expect(await eventos('redefinicao_pedida', conta.codigo)).toBe(1);
    const [pedidoDesconhecido] = await t.db
      .select({ total: count() })
      .from(auditoria)
      .where(and(eq(auditoria.ACAO, 'redefinicao_pedida'), eq(auditoria.REGISTRO, 'fulano@lar.org')));
    expect(pedidoDesconhecido?.total).toBe(1);
  });

  it('sets the new password once, ends every session, and refuses reuse and expired links', async () => {
    const conta = await novaConta({ primeiroAcesso: true });
    const antes = await entrar(conta.email, conta.senha);
    await injetar({ method: 'POST', url: '/esqueci-a-senha', payload: { EMAIL: conta.email } });
    const token = linkDe(t.mails[0]?.text ?? '');
    const payload = { newPassword: 'nova-senha', verifyPassword: 'nova-senha' };

    const diferente = await injetar({
      method: 'POST',
      url: `/esqueci-a-senha/${token}`,
      payload: { newPassword: 'nova-senha', verifyPassword: 'outra' },
    });
    expect(diferente.statusCode).toBe(400);
    expect(diferente.json().errors).toContainEqual({
      campo: 'verifyPassword',
      mensagem: MENSAGENS.senhasNaoConferem,
    });

    const ok = await injetar({ method: 'POST', url: `/esqueci-a-senha/${token}`, payload });
    expect(ok.json()).toEqual({ message: MENSAGENS.senhaRedefinida });
    expect(await eventos('senha_redefinida', conta.codigo)).toBe(1);
    const reuso = await injetar({ method: 'POST', url: `/esqueci-a-senha/${token}`, payload });
    expect(reuso.statusCode).toBe(400);
    expect(reuso.json()).toEqual({ message: MENSAGENS.linkInvalido });

    const velha = await injetar({
      method: 'GET',
      url: '/sessao',
      headers: { authorization: `Bearer ${antes.token}` },
    });
    expect(velha.statusCode).toBe(401);
    const nova = await entrar(conta.email, 'nova-senha');
    expect(nova.resposta.json().primeiro_acesso).toBe(false);

    t.mails.length = 0;
    await injetar({ method: 'POST', url: '/esqueci-a-senha', payload: { EMAIL: conta.email } });
    const vencido = linkDe(t.mails[0]?.text ?? '');
    await t.db
      .update(tokenRedefinicao)
      .set({ EXPIRA_EM: new Date(Date.now() - 1000) })
      .where(eq(tokenRedefinicao.USUARIO_CODIGO, conta.codigo));
    const expirado = await injetar({ method: 'POST', url: `/esqueci-a-senha/${vencido}`, payload });
    expect(expirado.json()).toEqual({ message: MENSAGENS.linkInvalido });
  });

  it('makes a link that lives 30 minutes: still good at 29 minutes, refused once they are over', async () => {
    const conta = await novaConta();
    const pedir = async () => {
      t.mails.length = 0;
      await injetar({
        method: 'POST',
        url: '/esqueci-a-senha',
        remoteAddress: enderecoNovo(),
        payload: { EMAIL: conta.email },
      });
      return linkDe(t.mails[0]?.text ?? '');
    };
    const antes = Date.now();
    const token = await pedir();
    const depois = Date.now();
    const [guardado] = await t.db
      .select()
      .from(tokenRedefinicao)
      .where(eq(tokenRedefinicao.USUARIO_CODIGO, conta.codigo));
    const expira = guardado?.EXPIRA_EM.getTime() ?? 0;
    expect(expira).toBeGreaterThanOrEqual(antes + 30 * 60 * 1000);
    expect(expira).toBeLessThanOrEqual(depois + 30 * 60 * 1000);

    // The clock moves by moving the row's end: one minute left, then one second past it.
    const restando = async (segredo: string, ms: number) => {
      await t.db
        .update(tokenRedefinicao)
        .set({ EXPIRA_EM: new Date(Date.now() + ms) })
        .where(eq(tokenRedefinicao.USUARIO_CODIGO, conta.codigo));
      return injetar({
        method: 'POST',
        url: `/esqueci-a-senha/${segredo}`,
        payload: { newPassword: 'nova-senha', verifyPassword: 'nova-senha' },
      });
    };
    expect((await restando(token, 60_000)).json()).toEqual({ message: MENSAGENS.senhaRedefinida });
    const vencido = await restando(await pedir(), -1000);
    expect(vencido.statusCode).toBe(400);
    expect(vencido.json()).toEqual({ message: MENSAGENS.linkInvalido });
  });

  it('answers 429 to the sixth request from one address in 15 minutes', async () => {
    const remoteAddress = enderecoNovo();
    const pedir = () =>
      injetar({
        method: 'POST',
        url: '/esqueci-a-senha',
        remoteAddress,
        payload: { EMAIL: 'fulano@lar.org' },
      });
    for (let i = 0; i < 5; i += 1) expect((await pedir()).statusCode).toBe(200);
    const sexto = await pedir();
    expect(sexto.statusCode).toBe(429);
    expect(sexto.json()).toEqual({ message: MENSAGENS.muitasTentativas });
  });

  it.each([
    [{}, 'EMAIL', MENSAGENS.campoObrigatorio],
    [{ EMAIL: '' }, 'EMAIL', MENSAGENS.campoObrigatorio],
    [{ EMAIL: 'sem-arroba' }, 'EMAIL', MENSAGENS.emailInvalido],
    [{ EMAIL: `${'a'.repeat(65)}@lar.org` }, 'EMAIL', MENSAGENS.emailInvalido],
    [{ EMAIL: 12 }, 'EMAIL', MENSAGENS.campoObrigatorio],
  ])('answers 400 to the request %j', async (payload, campo, mensagem) => {
    const resposta = await injetar({
      method: 'POST',
      url: '/esqueci-a-senha',
      remoteAddress: enderecoNovo(),
      payload,
    });
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json().errors).toContainEqual({ campo, mensagem });
  });

  it('answers a malformed link in Brazilian Portuguese, without the pattern', async () => {
    const resposta = await injetar({
      method: 'POST',
      url: '/esqueci-a-senha/curto',
      payload: { newPassword: 'nova-senha', verifyPassword: 'nova-senha' },
    });
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json().errors).toEqual([{ campo: 'token', mensagem: MENSAGENS_ZOD.formatoInvalido }]);
  });

  it('sends nothing to an inactive account', async () => {
    const conta = await novaConta({ ativo: false });
    const resposta = await injetar({
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
    const s = await entrar(conta.email, conta.senha);
    const payload = { senha: 'minha-senha', confirmaSenha: 'minha-senha' };
    const resposta = await injetar({
      method: 'POST',
      url: `/usuario/${conta.login}`,
      headers: s.headers,
      payload,
    });
    expect(resposta.json()).toEqual({ message: MENSAGENS.senhaDefinida });
    const [linha] = await t.db.select().from(usuario).where(eq(usuario.CODIGO, conta.codigo));
    expect(linha?.PRIMEIRO_ACESSO).toBe(false);
    expect(await eventos('senha_definida', conta.codigo)).toBe(1);
    await entrar(conta.email, 'minha-senha');
    const segunda = await injetar({
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
    const s = await entrar(conta.email, conta.senha);
    const payload = { senha: 'minha-senha', confirmaSenha: 'minha-senha' };
    const alheia = await injetar({
      method: 'POST',
      url: `/usuario/${outra.login}`,
      headers: s.headers,
      payload,
    });
    expect(alheia.statusCode).toBe(403);
    const anonima = await injetar({ method: 'POST', url: `/usuario/${conta.login}`, payload });
    expect(anonima.statusCode).toBe(401);
    const diferentes = await injetar({
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
    const aqui = await entrar(conta.email, conta.senha);
    const outroAparelho = await entrar(conta.email, conta.senha);
    const resposta = await injetar({
      method: 'POST',
      url: '/alterar-senha',
      headers: aqui.headers,
      payload: { SENHA_ATUAL: conta.senha, NOVA_SENHA: 'senha-nova', LOGIN: conta.login },
    });
    expect(resposta.json()).toEqual({ message: MENSAGENS.senhaAlterada, changed: true });
    const pedir = (token: string) =>
      injetar({ method: 'GET', url: '/sessao', headers: { authorization: `Bearer ${token}` } });
    expect((await pedir(aqui.token)).statusCode).toBe(200);
    expect((await pedir(outroAparelho.token)).statusCode).toBe(401);
    await entrar(conta.email, 'senha-nova');
    expect(await eventos('senha_alterada', conta.codigo)).toBe(1);
  });

  it('answers changed false for a wrong current password, 403 for another login, and 429 after 5 guesses', async () => {
    const conta = await novaConta();
    const s = await entrar(conta.email, conta.senha);
    const tentar = (SENHA_ATUAL: string, LOGIN = conta.login) =>
      injetar({
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
    await entrar(conta.email, conta.senha);
  });

  it('holds the limit against parallel guesses of the current password: of 12 at once, 5 answered and 7 blocked', async () => {
    const conta = await novaConta();
    const s = await entrar(conta.email, conta.senha);
    const respostas = await emParalelo(12, (i) =>
      injetar({
        method: 'POST',
        url: '/alterar-senha',
        headers: s.headers,
        payload: { SENHA_ATUAL: `errada${i}`, NOVA_SENHA: 'senha-nova', LOGIN: conta.login },
      }),
    );
    expect(statusDe(respostas)).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
    for (const r of respostas.filter((r) => r.statusCode === 200)) {
      expect(r.json()).toEqual({ message: MENSAGENS.senhaAtualIncorreta, changed: false });
    }
    expect(await eventos('alterar_senha_falhou', conta.codigo)).toBe(5);
  });

  it.each([
    [{ NOVA_SENHA: 'senha-nova', LOGIN: 'x' }, 'SENHA_ATUAL', MENSAGENS.campoObrigatorio],
    [{ SENHA_ATUAL: 'abc', NOVA_SENHA: 'senha-nova', LOGIN: 'x' }, 'SENHA_ATUAL', MENSAGENS.senhaTamanho],
    [
      { SENHA_ATUAL: 'segredo1', NOVA_SENHA: 'a'.repeat(101), LOGIN: 'x' },
      'NOVA_SENHA',
      MENSAGENS.senhaTamanho,
    ],
    [{ SENHA_ATUAL: 'segredo1', NOVA_SENHA: 'senha-nova', LOGIN: '' }, 'LOGIN', MENSAGENS.campoObrigatorio],
    [
      { SENHA_ATUAL: 'segredo1', NOVA_SENHA: 'senha-nova', LOGIN: 'x'.repeat(101) },
      'LOGIN',
      'Deve ter no máximo 100 caracteres',
    ],
    [
      { SENHA_ATUAL: 'segredo1', NOVA_SENHA: 'senha-nova', LOGIN: 7 },
      'LOGIN',
      'Valor inválido: era esperado um texto',
    ],
  ])('answers 400 in Brazilian Portuguese to %j and changes nothing', async (payload, campo, mensagem) => {
    const conta = await novaConta();
    const s = await entrar(conta.email, conta.senha);
    const senhaGuardada = async () =>
      (await t.db.select().from(usuario).where(eq(usuario.CODIGO, conta.codigo)))[0]?.SENHA;
    const antes = await senhaGuardada();
    const resposta = await injetar({
      method: 'POST',
      url: '/alterar-senha',
      headers: s.headers,
      payload,
    });
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json().errors).toContainEqual({ campo, mensagem });
    expect(await senhaGuardada()).toBe(antes);
  });
});

describe('POST /esqueci-a-senha with a mail server that hangs, then fails', () => {
  it('answers as for an unknown e-mail without waiting, keeps the link, and only logs the failure', async () => {
    const enviados: Mensagem[] = [];
    let falhar: (erro: Error) => void = () => {};
    const mailer: Mailer = {
      send(mensagem) {
        enviados.push(mensagem);
        return new Promise((_resolver, rejeitar) => {
          falhar = rejeitar;
        });
      },
    };
    const log: string[] = [];
    const outro = await buildTestApp({
      mailer,
      logger: { level: 'error', stream: { write: (linha: string) => log.push(linha) } },
    });
    try {
      const codigo = await criarConta(outro.db, { login: 'smtp', email: 'smtp@lar.org', senha: 'segredo1' });
      const pedir = (EMAIL: string) =>
        outro.app.inject({ method: 'POST', url: '/esqueci-a-senha', payload: { EMAIL } });
      // Answered while the mail server still holds the message.
      const conhecido = await pedir('smtp@lar.org');
      const desconhecido = await pedir('ninguem@lar.org');
      expect(conhecido.statusCode).toBe(200);
      expect(desconhecido.statusCode).toBe(200);
      expect(conhecido.json()).toEqual(desconhecido.json());
      expect(enviados.map((m) => m.to)).toEqual(['smtp@lar.org']);
      const links = await outro.db
        .select()
        .from(tokenRedefinicao)
        .where(eq(tokenRedefinicao.USUARIO_CODIGO, codigo));
      expect(links).toHaveLength(1);

      falhar(new Error('SMTP fora do ar'));
      await outro.app.correio.aguardar();
      expect(log.join('')).toContain('falha ao enviar e-mail');
      expect(log.join('')).toContain('SMTP fora do ar');
    } finally {
      await outro.close();
    }
  });
});

describe('behind an HTTPS reverse proxy (decision 0007)', () => {
  const falharLogin = (app: TestApp, headers: Record<string, string>) =>
    app.app.inject({
      method: 'POST',
      url: '/login/',
      headers,
      payload: { email: 'ninguem@lar.org', senha: 'qualquer' },
    });
  const ipsDasFalhas = async (app: TestApp) =>
    (await app.db.select({ ip: auditoria.IP }).from(auditoria).where(eq(auditoria.ACAO, 'login_falhou'))).map(
      (linha) => linha.ip,
    );
  const seguros = (resposta: LightMyRequestResponse) => resposta.cookies.map((c) => Boolean(c.secure));

  it('marks the session cookies Secure when APP_URL is https, and not on plain http', async () => {
    const conta = await novaConta();
    expect(seguros((await entrar(conta.email, conta.senha)).resposta)).toEqual([false, false, false, false]);
    const https = await buildTestApp({ env: { APP_URL: 'https://lar.exemplo.org' } });
    try {
      await criarConta(https.db, { login: 'tls', email: 'tls@lar.org', senha: 'segredo1' });
      expect(seguros((await entrarNoApp(https.app, 'tls@lar.org', 'segredo1')).resposta)).toEqual([
        true,
        true,
        true,
        true,
      ]);
    } finally {
      await https.close();
    }
  });

  it.each<Record<string, string>>([
    { 'x-forwarded-for': '203.0.113.7' },
    { 'x-forwarded-proto': 'https' },
    { forwarded: 'for=203.0.113.7;proto=https' },
  ])('warns once in the log when a proxy speaks (%j) and TRUST_PROXY is not set', async (cabecalhos) => {
    const log: string[] = [];
    const avisos = () => log.filter((linha) => linha.includes('TRUST_PROXY'));
    const logger = { level: 'warn', stream: { write: (linha: string) => log.push(linha) } };
    const semConfianca = await buildTestApp({ logger });
    const comConfianca = await buildTestApp({ logger, env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      await comConfianca.app.inject({ method: 'GET', url: '/health', headers: cabecalhos });
      expect(avisos()).toEqual([]);
      await semConfianca.app.inject({ method: 'GET', url: '/health' });
      expect(avisos()).toEqual([]);
      await semConfianca.app.inject({ method: 'GET', url: '/health', headers: cabecalhos });
      await falharLogin(semConfianca, cabecalhos);
      expect(avisos()).toHaveLength(1);
      const aviso = JSON.parse(avisos()[0] ?? '{}');
      expect(aviso).toMatchObject({ level: 40, msg: expect.stringContaining('sem TRUST_PROXY') });
      // Without a proxy any client can send these headers: the warning must not hand the operator
      // that client's address as "the proxy's" to put in TRUST_PROXY (it could then say it is anyone).
      expect(aviso).not.toHaveProperty('proxy');
      expect(aviso.msg).toContain('Sem proxy, ignore');
    } finally {
      await semConfianca.close();
      await comConfianca.close();
    }
  });

  it("believes X-Forwarded-For and -Proto only from TRUST_PROXY's addresses", async () => {
    const encaminhado = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };
    const semConfianca = await buildTestApp();
    const comConfianca = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      await falharLogin(semConfianca, encaminhado);
      expect(await ipsDasFalhas(semConfianca)).toEqual(['127.0.0.1']);
      await falharLogin(comConfianca, encaminhado);
      expect(await ipsDasFalhas(comConfianca)).toEqual(['203.0.113.7']);

      await criarConta(comConfianca.db, { login: 'proxy', email: 'proxy@lar.org', senha: 'segredo1' });
      const viaProxy = await comConfianca.app.inject({
        method: 'POST',
        url: '/login/',
        headers: encaminhado,
        payload: { email: 'proxy@lar.org', senha: 'segredo1' },
      });
      expect(seguros(viaProxy)).toEqual([true, true, true, true]);
    } finally {
      await semConfianca.close();
      await comConfianca.close();
    }
  });
});
