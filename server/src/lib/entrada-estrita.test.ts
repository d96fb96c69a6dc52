import { MENSAGENS } from '@acolher/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recusarEntradaNaoDeclarada } from './entrada-estrita.ts';
import { instalarTratamentoDeErros } from './error-handler.ts';

/** The hook alone, on a bare app: what it adds to a route, and to which routes. */
let app: FastifyInstance;
const recebidos: unknown[] = [];

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  instalarTratamentoDeErros(app);
  // Registered before the hook, as the public files are: left as they are.
  app.get('/publico', async () => ({ ok: true }));
  recusarEntradaNaoDeclarada(app);
  const rotas = app.withTypeProvider<ZodTypeProvider>();
  rotas.get('/leitura', async () => ({ ok: true }));
  rotas.post('/com-corpo', { schema: { body: z.strictObject({ nome: z.string() }) } }, async () => ({
    ok: true,
  }));
  rotas.delete('/sem-corpo', async (request) => {
    recebidos.push(request.body);
    return { ok: true };
  });
  rotas.get(
    '/com-query',
    { schema: { querystring: z.strictObject({ limite: z.coerce.number().optional() }) } },
    async () => ({ ok: true }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const recusa = (campo: string) => ({
  message: MENSAGENS.dadosInvalidos,
  errors: [{ campo, mensagem: MENSAGENS.campoDesconhecido(campo) }],
});

describe('entrada não declarada é recusada, não descartada (decisão 0018)', () => {
  it('uma rota sem query declarada recusa qualquer chave de query, nomeando-a', async () => {
    const r = await app.inject({ method: 'GET', url: '/leitura?limite=3' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual(recusa('limite'));
    expect((await app.inject({ method: 'GET', url: '/leitura' })).statusCode).toBe(200);
  });

  it('uma escrita com corpo mas sem query declarada também recusa a query', async () => {
    const r = await app.inject({ method: 'POST', url: '/com-corpo?FOO=1', payload: { nome: 'x' } });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual(recusa('FOO'));
  });

  it('uma escrita sem corpo declarado recusa um corpo com campos; aceita nenhum, ou {}', async () => {
    const r = await app.inject({ method: 'DELETE', url: '/sem-corpo', payload: { FOO: 1 } });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual(recusa('FOO'));
    expect(recebidos).toEqual([]);
    expect((await app.inject({ method: 'DELETE', url: '/sem-corpo' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/sem-corpo', payload: {} })).statusCode).toBe(200);
  });

  it('o esquema que a rota declara fica como está', async () => {
    expect((await app.inject({ method: 'GET', url: '/com-query?limite=3' })).statusCode).toBe(200);
  });

  it('rotas registradas antes do gancho (arquivos públicos) aceitam query', async () => {
    expect((await app.inject({ method: 'GET', url: '/publico?v=2' })).statusCode).toBe(200);
  });
});
