import { readFile } from 'node:fs/promises';
import { MENSAGENS, versaoOpcional } from '@acolher/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDb, type TestDb } from '../../test/support/db.ts';
import { criarMailerGravador } from '../../test/support/mailer.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { MENSAGENS_HTTP, registrarRotulosUnicos } from './error-handler.ts';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from './errors.ts';

let banco: TestDb;
let app: FastifyInstance;
const logs: string[] = [];

/** Routes that fail in each way the handler must know, on the real app and a real database. */
function rotasDeTeste(instancia: FastifyInstance) {
  const rotas = instancia.withTypeProvider<ZodTypeProvider>();
  const publico = { acesso: 'publico' } as const;
  rotas.post(
    '/t/validacao',
    {
      config: publico,
      schema: { body: z.object({ nome: z.string().min(2, 'Nome curto'), idade: z.number() }) },
    },
    async () => ({ ok: true }),
  );
  rotas.post(
    '/t/versao',
    { config: publico, schema: { body: z.object({ VERSAO: versaoOpcional }) } },
    async () => ({ ok: true }),
  );
  rotas.get(
    '/t/validacao/:id',
    { config: publico, schema: { params: z.object({ id: z.coerce.number().int() }) } },
    async () => ({}),
  );
  rotas.get('/t/proibido', { config: publico }, async () => {
    throw new ForbiddenError();
  });
  rotas.get('/t/nao-encontrado', { config: publico }, async () => {
    throw new NotFoundError();
  });
  rotas.get('/t/conflito', { config: publico }, async () => {
    throw new ConflictError('CPF', 'CPF');
  });
  rotas.get('/t/invalido', { config: publico }, async () => {
    throw new InvalidInputError('Data final antes da inicial', [
      { campo: 'ate', mensagem: 'Antes da inicial' },
    ]);
  });
  rotas.post(
    '/t/unico/:valor',
    { config: publico, schema: { params: z.object({ valor: z.string() }) } },
    async (request) => {
      await instancia.db.execute(
        sql`insert into t_pai (cpf, outro) values (${request.params.valor}, ${request.params.valor})`,
      );
      return { ok: true };
    },
  );
  rotas.post(
    '/t/outro-unico/:valor',
    { config: publico, schema: { params: z.object({ valor: z.string() }) } },
    async (request) => {
      await instancia.db.execute(
        sql`insert into t_pai (cpf, outro) values (${`${request.params.valor}-x`}, ${request.params.valor})`,
      );
      return { ok: true };
    },
  );
  rotas.post(
    '/t/filho/:pai',
    { config: publico, schema: { params: z.object({ pai: z.string() }) } },
    async (request) => {
      await instancia.db.execute(sql`insert into t_filho (pai) values (${request.params.pai})`);
      return { ok: true };
    },
  );
  rotas.delete(
    '/t/pai/:cpf',
    { config: publico, schema: { params: z.object({ cpf: z.string() }) } },
    async (request) => {
      await instancia.db.execute(sql`delete from t_pai where cpf = ${request.params.cpf}`);
      return { ok: true };
    },
  );
  rotas.post('/t/texto-em-numero', { config: publico }, async () => {
    await instancia.db.execute(sql`select ${'abc'}::int`);
    return { ok: true };
  });
  rotas.post('/t/impasse', { config: publico }, async () => {
    await instancia.db.execute(sql`do $$ begin raise exception using errcode = '40P01'; end $$`);
    return { ok: true };
  });
  rotas.post(
    '/t/disco/:codigo',
    { config: publico, schema: { params: z.object({ codigo: z.enum(['53100', '58030']) }) } },
    async (request) => {
      // The SQLSTATE a full or failing disk gives, raised by the real server (drizzle wraps it as usual).
      await instancia.db.execute(
        sql.raw(`do $$ begin raise exception using errcode = '${request.params.codigo}'; end $$`),
      );
      return { ok: true };
    },
  );
  rotas.get('/t/socket-sem-servidor', { config: publico }, async () => {
    // What pg gives when the embedded server's Unix socket is gone (the server stopped).
    const semServidor = new pg.Client({ host: '/nao/existe', port: 5432 });
    await semServidor.connect();
    return { ok: true };
  });
  rotas.get('/t/arquivo-que-falta', { config: publico }, async () => {
    await readFile('/nao/existe/arquivo');
    return { ok: true };
  });
  rotas.get('/t/falha', { config: publico }, async () => {
    throw new Error('segredo do servidor: senha=123');
  });
  rotas.get(
    '/t/limitada',
    { config: { ...publico, rateLimit: { max: 2, timeWindow: '1 minute' } } },
    async () => ({}),
  );
}

beforeAll(async () => {
  banco = await createTestDb();
  await banco.db.execute(
    sql`create table t_pai (cpf text primary key, outro text, constraint t_pai_cpf_unique unique (cpf), constraint t_pai_outro_unique unique (outro))`,
  );
  await banco.db.execute(
    sql`create table t_filho (id serial primary key, pai text not null references t_pai (cpf))`,
  );
  await banco.db.execute(
    sql`create table t_neto (id serial primary key, pai text references t_pai (cpf) on delete restrict)`,
  );
  registrarRotulosUnicos({
    t_pai_cpf_unique: { rotulo: 'CPF', campo: 'CPF' },
    t_pai_pkey: { rotulo: 'CPF', campo: 'CPF' },
  });
  app = await buildApp({
    db: banco.db,
    pool: banco.pool,
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    mailer: criarMailerGravador([]),
    logger: { level: 'error', stream: { write: (linha: string) => logs.push(linha) } },
  });
  rotasDeTeste(app);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await banco.drop();
});

describe('tratamento de erros', () => {
  it('AppError: status, mensagem e campos do erro tipado', async () => {
    const proibido = await app.inject({ method: 'GET', url: '/t/proibido' });
    expect(proibido.statusCode).toBe(403);
    expect(proibido.json()).toEqual({ message: MENSAGENS.naoAutorizado });

    expect((await app.inject({ method: 'GET', url: '/t/nao-encontrado' })).statusCode).toBe(404);

    const conflito = await app.inject({ method: 'GET', url: '/t/conflito' });
    expect(conflito.statusCode).toBe(409);
    expect(conflito.json()).toEqual({
      message: 'CPF já existente',
      errors: [{ campo: 'CPF', mensagem: 'CPF já existente' }],
    });

    const invalido = await app.inject({ method: 'GET', url: '/t/invalido' });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json()).toEqual({
      message: 'Data final antes da inicial',
      errors: [{ campo: 'ate', mensagem: 'Antes da inicial' }],
    });
  });

  it('validação do zod: 400 "Dados inválidos" com campo e mensagem de cada problema', async () => {
    const resposta = await app.inject({
      method: 'POST',
      url: '/t/validacao',
      payload: { nome: 'a', idade: 'x' },
    });
    expect(resposta.statusCode).toBe(400);
    const corpo = resposta.json();
    expect(corpo.message).toBe(MENSAGENS.dadosInvalidos);
    expect(corpo.errors).toContainEqual({ campo: 'nome', mensagem: 'Nome curto' });
    expect(corpo.errors.map((e: { campo: string }) => e.campo)).toContain('idade');
    // Schemas without their own message speak Portuguese too.
    const idade = corpo.errors.find((e: { campo: string }) => e.campo === 'idade');
    expect(idade.mensagem).toMatch(/inválid|esperado/i);

    const parametro = await app.inject({ method: 'GET', url: '/t/validacao/abc' });
    expect(parametro.statusCode).toBe(400);
    expect(parametro.json().errors[0].campo).toBe('id');
  });

  it('um mesmo problema dito por duas regras do campo vem uma vez só', async () => {
    // 1e300 is neither an integer nor within the bound: both rules say "Versão inválida".
    const resposta = await app.inject({ method: 'POST', url: '/t/versao', payload: { VERSAO: 1e300 } });
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json().errors).toEqual([{ campo: 'VERSAO', mensagem: 'Versão inválida' }]);
  });

  it('corpo sem JSON válido, vazio, de outro tipo ou grande demais: 4xx em português', async () => {
    const json = { 'content-type': 'application/json' };
    const quebrado = await app.inject({
      method: 'POST',
      url: '/t/validacao',
      headers: json,
      payload: '{"nome": ',
    });
    expect(quebrado.statusCode).toBe(400);
    expect(quebrado.json()).toEqual({ message: MENSAGENS_HTTP.jsonInvalido });

    const vazio = await app.inject({ method: 'POST', url: '/t/validacao', headers: json, payload: '' });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json()).toEqual({ message: MENSAGENS_HTTP.corpoVazio });

    const xml = await app.inject({
      method: 'POST',
      url: '/t/validacao',
      headers: { 'content-type': 'application/xml' },
      payload: '<nome/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: MENSAGENS_HTTP.tipoNaoSuportado });

    const grande = await app.inject({
      method: 'POST',
      url: '/t/validacao',
      headers: json,
      payload: JSON.stringify({ nome: 'x'.repeat(2 * 1024 * 1024), idade: 1 }),
    });
    expect(grande.statusCode).toBe(413);
    expect(grande.json()).toEqual({ message: MENSAGENS_HTTP.corpoGrande });
  });

  it('unicidade (23505): 409 com o rótulo registrado pelo módulo, ou genérico', async () => {
    expect((await app.inject({ method: 'POST', url: '/t/unico/111' })).statusCode).toBe(200);
    const repetido = await app.inject({ method: 'POST', url: '/t/unico/111' });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json()).toEqual({
      message: 'CPF já existente',
      errors: [{ campo: 'CPF', mensagem: 'CPF já existente' }],
    });

    const semRotulo = await app.inject({ method: 'POST', url: '/t/outro-unico/111' });
    expect(semRotulo.statusCode).toBe(409);
    expect(semRotulo.json()).toEqual({ message: MENSAGENS_HTTP.registroJaExistente });
  });

  it('chave estrangeira (23503): 422, pai inexistente ou registro em uso', async () => {
    const orfao = await app.inject({ method: 'POST', url: '/t/filho/999' });
    expect(orfao.statusCode).toBe(422);
    expect(orfao.json()).toEqual({ message: MENSAGENS_HTTP.referenciaInexistente });

    await app.inject({ method: 'POST', url: '/t/unico/222' });
    expect((await app.inject({ method: 'POST', url: '/t/filho/222' })).statusCode).toBe(200);
    const emUso = await app.inject({ method: 'DELETE', url: '/t/pai/222' });
    expect(emUso.statusCode).toBe(422);
    expect(emUso.json()).toEqual({ message: MENSAGENS_HTTP.registroEmUso });

    await app.inject({ method: 'POST', url: '/t/unico/333' });
    await banco.db.execute(sql`insert into t_neto (pai) values ('333')`);
    const restrito = await app.inject({ method: 'DELETE', url: '/t/pai/333' });
    expect(restrito.statusCode).toBe(422);
    expect(restrito.json()).toEqual({ message: MENSAGENS_HTTP.registroEmUso });
  });

  it.each([
    ['53100', MENSAGENS_HTTP.discoCheio],
    ['58030', MENSAGENS_HTTP.erroDeDisco],
  ])('disco cheio ou falhando (%s): 503 que diz que nada foi salvo', async (codigo, mensagem) => {
    const resposta = await app.inject({ method: 'POST', url: `/t/disco/${codigo}` });
    expect(resposta.statusCode).toBe(503);
    expect(resposta.json()).toEqual({ message: mensagem });
  });

  it('socket do PostgreSQL embutido ausente (servidor parado): 503; outro arquivo ausente segue sendo 500', async () => {
    const semServidor = await app.inject({ method: 'GET', url: '/t/socket-sem-servidor' });
    expect(semServidor.statusCode).toBe(503);
    expect(semServidor.json()).toEqual({ message: MENSAGENS.bancoIndisponivel });
    expect((await app.inject({ method: 'GET', url: '/t/arquivo-que-falta' })).statusCode).toBe(500);
  });

  it('dado que o banco recusa (classe 22): 400, nunca 500', async () => {
    const resposta = await app.inject({ method: 'POST', url: '/t/texto-em-numero' });
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json()).toEqual({ message: MENSAGENS.dadosInvalidos });
  });

  it('impasse entre duas gravações (40P01): 409 "registro alterado", nada gravado por aquela', async () => {
    const resposta = await app.inject({ method: 'POST', url: '/t/impasse' });
    expect(resposta.statusCode).toBe(409);
    expect(resposta.json()).toEqual({ message: MENSAGENS.registroAlterado });
  });

  it('erro inesperado: 500 "Erro interno" com requestId, pilha só no log', async () => {
    logs.length = 0;
    const resposta = await app.inject({ method: 'GET', url: '/t/falha' });
    expect(resposta.statusCode).toBe(500);
    const corpo = resposta.json();
    expect(corpo).toEqual({ message: MENSAGENS.erroInterno, requestId: expect.any(String) });
    expect(resposta.body).not.toContain('segredo');
    const registro = logs.map((l) => JSON.parse(l)).find((l) => l.reqId === corpo.requestId);
    expect(registro?.err?.stack).toContain('segredo do servidor');
  });

  it('rota inexistente: 404 JSON', async () => {
    const resposta = await app.inject({ method: 'GET', url: '/nao-existe/mesmo' });
    expect(resposta.statusCode).toBe(404);
    expect(resposta.json()).toEqual({ message: MENSAGENS.naoEncontrado });
  });

  it('URL que o roteador não lê: 400 e 414 em português, sem ecoar o caminho', async () => {
    const malCodificada = await app.inject({ method: 'GET', url: '/t/validacao/%ZZ' });
    expect(malCodificada.statusCode).toBe(400);
    expect(malCodificada.json()).toEqual({ message: MENSAGENS_HTTP.enderecoInvalido });

    const longa = await app.inject({ method: 'GET', url: `/t/validacao/${'1'.repeat(101)}` });
    expect(longa.statusCode).toBe(414);
    expect(longa.json()).toEqual({ message: MENSAGENS_HTTP.enderecoLongo });
    expect(longa.body).not.toContain('1111');

    // The same on the app's own routes, with or without a session.
    expect((await app.inject({ method: 'GET', url: '/verifica-acesso/%ZZ' })).json()).toEqual({
      message: MENSAGENS_HTTP.enderecoInvalido,
    });
    const beneficio = await app.inject({ method: 'GET', url: `/beneficio/1/${'x'.repeat(101)}` });
    expect(beneficio.statusCode).toBe(414);
    expect(beneficio.headers['cache-control']).toBe('no-store');
  });

  it('limite de requisições da rota: 429 em português', async () => {
    await app.inject({ method: 'GET', url: '/t/limitada' });
    await app.inject({ method: 'GET', url: '/t/limitada' });
    const excedida = await app.inject({ method: 'GET', url: '/t/limitada' });
    expect(excedida.statusCode).toBe(429);
    expect(excedida.json()).toEqual({ message: MENSAGENS.muitasTentativas });
  });
});
