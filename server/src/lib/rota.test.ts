import { CHAVE_DE_ENVIO_HEADER, cabecalhosDeEnvio, mensagemResposta, TOTAL_HEADER } from '@acolher/contract';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { instalarTratamentoDeErros } from './error-handler.ts';
import { LIMITE_DE_HASHES_POR_ENDERECO } from './password.ts';
import { listasPorSituacao, modulo, rota, rotaDeUnicidade } from './rota.ts';

/** The helper alone, on a bare app: what each kind of declaration registers and answers. */
let app: FastifyInstance;
const registradas = new Map<string, RouteOptions>();
const vistos: unknown[] = [];

const item = z.object({ CODIGO: z.number() });
const itens = z.array(item);
const codigoParams = z.object({ id: z.coerce.number() });

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', 'o banco' as never);
  app.decorate('config', { TZ_LAR: 'America/Sao_Paulo' } as never);
  app.decorateRequest('user', null);
  instalarTratamentoDeErros(app);
  app.addHook('onRoute', (r) => void registradas.set(`${r.method} ${r.url}`, r));
  await app.register(
    modulo({ tags: ['Teste'], acesso: 'equipe' }, [
      rota('POST /item', {
        recusas: { 409: 'Já existe.' },
        resumo: 'Cria',
        envio: true,
        corpo: z.strictObject({ CODIGO: z.number() }),
        resposta: item,
        status: 201,
        trata: async (c) => {
          vistos.push({ chave: c.chave, db: c.db, tz: c.config.TZ_LAR });
          return { CODIGO: c.body.CODIGO, extra: 'cortado' };
        },
      }),
      rota(['GET /item/:id', 'GET /item-antigo/:id'], {
        acesso: 'administrador',
        limite: LIMITE_DE_HASHES_POR_ENDERECO,
        resumo: 'Lê',
        params: codigoParams,
        resposta: item,
        trata: async (c) => ({ CODIGO: c.params.id }),
      }),
      listasPorSituacao({
        ativos: '/itens',
        inativos: '/itens-inativos',
        nomes: ['itens', 'ativos', 'inativos'],
        query: z.strictObject({}),
        lista: itens,
        listar: async (_c, ativos) => ({ total: 7, linhas: [{ CODIGO: ativos ? 1 : 0 }] }),
      }),
      rota('DELETE /item/:id', {
        resumo: 'Apaga',
        params: codigoParams,
        mensagem: 'Item removido',
        trata: async (c) => vistos.push(c.params.id),
      }),
      rota('DELETE /vinculo/:id', {
        resumo: 'Desliga',
        params: codigoParams,
        semConteudo: true,
        trata: async (c) => vistos.push(c.params.id),
      }),
      rota('DELETE /em-uso/:id', {
        resumo: 'Desativa, ou diz quem usa',
        params: codigoParams,
        resposta: item,
        outrasRespostas: { 409: mensagemResposta },
        trata: async (c) =>
          c.params.id === 1 ? c.reply.code(409).send({ message: 'Em uso' }) : { CODIGO: c.params.id },
      }),
      rota('GET /quem', {
        resumo: 'Diz quem pede',
        resposta: z.object({ usuario: z.number() }),
        trata: async (c) => ({ usuario: c.autor.usuarioCodigo }),
      }),
      rotaDeUnicidade('/item/nome', 'NOME', async (c, valor, exceto) => {
        vistos.push({ db: c.db, valor, exceto });
        return valor === 'repetido';
      }),
    ]),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('a declaration becomes the route the hooks and the document read', () => {
  it('the config keys: the module access unless the route says its own, refusals and limits as declared', () => {
    expect(registradas.get('POST /item')?.config).toEqual({
      acesso: 'equipe',
      recusas: { 409: 'Já existe.' },
    });
    const leitura = registradas.get('GET /item/:id')?.config;
    expect(leitura).toEqual({ acesso: 'administrador', rateLimit: LIMITE_DE_HASHES_POR_ENDERECO });
    // The same object: the document knows the password routes' limit by it.
    expect(leitura?.rateLimit).toBe(LIMITE_DE_HASHES_POR_ENDERECO);
  });

  it('the schema: summary, tags, the parts declared and the answer under its status', () => {
    const schema = registradas.get('POST /item')?.schema;
    expect(schema?.summary).toBe('Cria');
    expect(schema?.tags).toEqual(['Teste']);
    expect(schema?.headers).toBe(cabecalhosDeEnvio);
    expect(Object.keys(schema?.response as object)).toEqual(['201']);
    const leitura = registradas.get('GET /item/:id')?.schema;
    expect(Object.keys(leitura ?? {}).sort()).toEqual(['params', 'response', 'summary', 'tags']);
    expect(registradas.get('DELETE /item/:id')?.schema?.response).toEqual({ 200: mensagemResposta });
    expect(Object.keys(registradas.get('DELETE /em-uso/:id')?.schema?.response as object)).toEqual([
      '200',
      '409',
    ]);
  });

  it('aliases: one declaration at each of its paths', () => {
    expect(registradas.has('GET /item-antigo/:id')).toBe(true);
  });

  it('the active and inactive lists: one declaration, two routes with their summaries', () => {
    expect(registradas.get('GET /itens')?.schema?.summary).toBe(
      `Lista os itens ativos: busca, ordem e páginas (total em ${TOTAL_HEADER})`,
    );
    expect(registradas.get('GET /itens-inativos')?.schema?.summary).toBe(
      `Lista os itens inativos: busca, ordem e páginas (total em ${TOTAL_HEADER})`,
    );
  });
});

describe('the answers', () => {
  it('a create: 201 with the value cut to its schema; the send key and the dependencies reach the handler', async () => {
    vistos.length = 0;
    const chave = '0b6f1c1e-5a3c-4a57-9a3e-0f6d2a3b4c5d';
    const r = await app.inject({
      method: 'POST',
      url: '/item',
      headers: { [CHAVE_DE_ENVIO_HEADER]: chave },
      payload: { CODIGO: 3 },
    });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({ CODIGO: 3 });
    expect(vistos).toEqual([{ chave, db: 'o banco', tz: 'America/Sao_Paulo' }]);
    vistos.length = 0;
    await app.inject({ method: 'POST', url: '/item', payload: { CODIGO: 3 } });
    expect(vistos).toEqual([{ chave: null, db: 'o banco', tz: 'America/Sao_Paulo' }]);
  });

  it('a read: the params as their schema made them', async () => {
    const r = await app.inject({ method: 'GET', url: '/item-antigo/42' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ CODIGO: 42 });
  });

  it('a list: its rows, with the total in its header, at both paths', async () => {
    const inativos = await app.inject({ method: 'GET', url: '/itens-inativos' });
    expect(inativos.json()).toEqual([{ CODIGO: 0 }]);
    expect(inativos.headers[TOTAL_HEADER]).toBe('7');
    const ativos = await app.inject({ method: 'GET', url: '/itens' });
    expect(ativos.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(ativos.headers[TOTAL_HEADER]).toBe('7');
    expect(ativos.json()).toEqual([{ CODIGO: 1 }]);
  });

  it('a message once the handler is done; no content once it is done', async () => {
    vistos.length = 0;
    const mensagem = await app.inject({ method: 'DELETE', url: '/item/5' });
    expect([mensagem.statusCode, mensagem.json()]).toEqual([200, { message: 'Item removido' }]);
    const vazio = await app.inject({ method: 'DELETE', url: '/vinculo/6' });
    expect([vazio.statusCode, vazio.body]).toEqual([204, '']);
    expect(vistos).toEqual([5, 6]);
  });

  it('a handler that answers itself keeps its status and body', async () => {
    const emUso = await app.inject({ method: 'DELETE', url: '/em-uso/1' });
    expect([emUso.statusCode, emUso.json()]).toEqual([409, { message: 'Em uso' }]);
    const feito = await app.inject({ method: 'DELETE', url: '/em-uso/2' });
    expect([feito.statusCode, feito.json()]).toEqual([200, { CODIGO: 2 }]);
  });

  it('the author is read when asked: without a session it is a 401', async () => {
    const r = await app.inject({ method: 'GET', url: '/quem' });
    expect(r.statusCode).toBe(401);
  });

  it('a uniqueness check: the value and the record to leave out reach the check', async () => {
    vistos.length = 0;
    const r = await app.inject({
      method: 'POST',
      url: '/item/nome',
      payload: { NOME: 'repetido', CODIGO: 9 },
    });
    expect(r.json()).toEqual({ existente: true });
    expect(vistos).toEqual([{ db: 'o banco', valor: 'repetido', exceto: 9 }]);
  });
});
