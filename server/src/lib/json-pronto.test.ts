import { type ResidenteLinha, residenteLista } from '@acolher/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enviarJson, serializadorJson } from './json-pronto.ts';

/** Rows that test the escaping: accents, quotes, a backslash, line separators, nulls, a key the schema drops. */
const LINHAS = [
  {
    CODIGO_RESIDENTE: 1,
    PESSOA_CODIGO: 10,
    NOME: 'Zélia "Zezé"',
    SOBRENOME: 'D\\Ávila\u2028Conceição',
    DATA_NASCIMENTO: '1940-02-29',
    CPF: null,
    DATA_ACOLHIMENTO: '2020-01-01',
    DATA_DESACOLHIMENTO: null,
    MOTIVO_DESACOLHIMENTO: null,
    NAO_DECLARADO: 'some no corpo',
  },
  {
    CODIGO_RESIDENTE: 2,
    PESSOA_CODIGO: 11,
    NOME: 'Ção 🙂',
    SOBRENOME: '',
    DATA_NASCIMENTO: '1931-12-31',
    CPF: '52998224725',
    DATA_ACOLHIMENTO: '2021-06-15',
    DATA_DESACOLHIMENTO: '2024-03-01',
    MOTIVO_DESACOLHIMENTO: 'Mudou-se\npara a casa da filha',
  },
] as ResidenteLinha[];

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  // As app.ts: the zod serializer for every route's declared answer.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const schema = { response: { 200: residenteLista } };
  app.get('/serializada-pelo-fastify', { schema }, async () => LINHAS);
  const serializar = serializadorJson(residenteLista);
  app.get('/pronta', { schema }, async (_request, reply) => enviarJson(reply, serializar(LINHAS)));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('JSON serialized once (decision 0043)', () => {
  it("sends, byte for byte and with the same headers, what the route's own serializer sends", async () => {
    const fastify = await app.inject({ method: 'GET', url: '/serializada-pelo-fastify' });
    const pronta = await app.inject({ method: 'GET', url: '/pronta' });
    expect(pronta.statusCode).toBe(200);
    expect(pronta.rawPayload.equals(fastify.rawPayload)).toBe(true);
    expect(pronta.headers['content-type']).toBe(fastify.headers['content-type']);
    expect(pronta.headers['content-length']).toBe(fastify.headers['content-length']);
    expect(pronta.json()[0]).not.toHaveProperty('NAO_DECLARADO');
  });

  it('refuses, as the route would, a value its schema does not describe', () => {
    const serializar = serializadorJson(residenteLista);
    expect(() => serializar([{ ...LINHAS[0], NOME: 7 } as unknown as ResidenteLinha])).toThrow();
  });
});
