import { MENSAGENS, PERMISSAO } from '@acolher/contract';
import cookie from '@fastify/cookie';
import { and, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contarConsultas } from '../../../test/support/consultas.ts';
import { createTestDb, type TestDb } from '../../../test/support/db.ts';
import { criarConta } from '../../../test/support/sessoes.ts';
import { auditoria, sessao } from '../../db/schema.ts';
import { instalarTratamentoDeErros } from '../../lib/error-handler.ts';
import sessionPlugin from './plugin.ts';
import { abrirSessao, hashSegredo } from './session.ts';

/** The access hook alone, on routes of each kind, so every rule is seen in isolation. */
let testDb: TestDb;
let app: FastifyInstance;
let tokenAdmin: string;
let tokenEquipe: string;
let codigoEquipe: number;

beforeAll(async () => {
  testDb = await createTestDb();
  app = Fastify();
  app.decorate('db', testDb.db);
  app.decorate('pool', testDb.pool);
  app.decorateRequest('user', null);
  instalarTratamentoDeErros(app);
  await app.register(cookie);
  await app.register(sessionPlugin);
  app.get('/aberta', { config: { acesso: 'publico' } }, async (request) => ({
    user: request.user?.login ?? null,
  }));
  app.get('/equipe', { config: { acesso: 'equipe' } }, async (request) => ({ user: request.user?.login }));
  app.get('/admin', { config: { acesso: 'administrador' } }, async () => ({ ok: true }));
  await app.ready();
  const origem = { ip: '127.0.0.1', userAgent: 'teste' };
  const admin = await criarConta(testDb.db, {
    login: 'adm',
    email: 'adm@lar.org',
    senha: 'segredo1',
    permissao: PERMISSAO.administrador,
  });
  codigoEquipe = await criarConta(testDb.db, { login: 'eq', email: 'eq@lar.org', senha: 'segredo1' });
  tokenAdmin = (await abrirSessao(testDb.db, admin, origem)).token;
  tokenEquipe = (await abrirSessao(testDb.db, codigoEquipe, origem)).token;
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const pedir = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('the access hook', () => {
  it('lets anyone reach a public route, and still tells it who is signed in', async () => {
    expect((await pedir('/aberta')).json()).toEqual({ user: null });
    expect((await pedir('/aberta', tokenEquipe)).json()).toEqual({ user: 'eq' });
  });

  it('refuses every other route without a session', async () => {
    const resposta = await pedir('/equipe');
    expect(resposta.statusCode).toBe(401);
    expect(resposta.json()).toEqual({ message: MENSAGENS.naoAutenticado });
  });

  it('keeps administrator-only routes from the team (403, audited) and opens them to level 1', async () => {
    expect((await pedir('/equipe', tokenEquipe)).statusCode).toBe(200);
    const negado = await pedir('/admin', tokenEquipe);
    expect(negado.statusCode).toBe(403);
    expect(negado.json()).toEqual({ message: MENSAGENS.naoAutorizado });
    const auditados = await testDb.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.ACAO, 'acesso_negado'), eq(auditoria.USUARIO_CODIGO, codigoEquipe)));
    expect(auditados.map((a) => a.REGISTRO)).toEqual(['GET /admin']);
    expect((await pedir('/admin', tokenAdmin)).statusCode).toBe(200);
  });

  it('refuses to start with a route that does not declare who may call it', async () => {
    const semDeclaracao = Fastify();
    semDeclaracao.decorate('db', testDb.db);
    semDeclaracao.decorate('pool', testDb.pool);
    await semDeclaracao.register(sessionPlugin);
    semDeclaracao.register(async (modulo) => {
      modulo.get('/esquecida', async () => ({ ok: true }));
    });
    await expect(semDeclaracao.ready()).rejects.toThrow(/sem declaração de acesso.*GET \/esquecida/);
    await semDeclaracao.close();
  });

  it('keeps a route registered before it without a declaration to level 1 (fails closed)', async () => {
    const anterior = Fastify();
    anterior.decorate('db', testDb.db);
    anterior.decorate('pool', testDb.pool);
    anterior.decorateRequest('user', null);
    instalarTratamentoDeErros(anterior);
    await anterior.register(cookie);
    anterior.get('/anterior', async () => ({ ok: true }));
    await anterior.register(sessionPlugin);
    await anterior.ready();
    const pedirAnterior = (token: string) =>
      anterior.inject({ method: 'GET', url: '/anterior', headers: { authorization: `Bearer ${token}` } });
    expect((await pedirAnterior(tokenEquipe)).statusCode).toBe(403);
    expect((await pedirAnterior(tokenAdmin)).statusCode).toBe(200);
    await anterior.close();
  });

  it('answers 404, not 401, for an unknown path', async () => {
    expect((await pedir('/nao-existe')).statusCode).toBe(404);
  });
});

describe('the session, read from PostgreSQL on every request (decision 0052)', () => {
  it('costs one statement each time, and a session deleted by hand opens nothing at the next request', async () => {
    const { token } = await abrirSessao(testDb.db, codigoEquipe, { ip: '127.0.0.1', userAgent: 'teste' });
    const consultas = contarConsultas(testDb.pool);
    for (const vez of ['primeira', 'segunda']) {
      consultas.zerar();
      expect((await pedir('/equipe', token)).statusCode, vez).toBe(200);
      expect(consultas.nomeadas, vez).toEqual(['resolver_sessao']);
      expect(consultas.total, vez).toBe(1);
    }
    await testDb.db.delete(sessao).where(eq(sessao.TOKEN_HASH, hashSegredo(token)));
    expect((await pedir('/equipe', token)).statusCode).toBe(401);
  });
});
