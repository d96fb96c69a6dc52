import {
  codigo,
  convenioInativacaoInput,
  convenioInput,
  enderecoConvenioInput,
  telefoneConvenioInput,
} from '@acolher/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { entrarComoEquipe, type SessaoDeTeste } from '../../../test/support/sessoes.ts';

let t: TestApp;
let s: SessaoDeTeste;
let plano: number;

const qualquer = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
/** Near the real shapes (right keys, wrong or missing values) and anything else JSON can be. */
const corpo = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      NOME: qualquer,
      TIPO: fc.oneof(qualquer, fc.constantFrom('saude', 'outro')),
      CNPJ: fc.oneof(qualquer, fc.constantFrom('11.222.333/0001-82', '123')),
      REGISTRO_ANS: qualquer,
      EMAIL: fc.oneof(qualquer, fc.constant('sem-arroba')),
      ENDERECO: fc.oneof(qualquer, fc.record({ LOGRADOURO: qualquer, CIDADE: qualquer, ESTADO: qualquer })),
      TELEFONE: fc.oneof(
        qualquer,
        fc.array(fc.record({ NUMERO: qualquer, CODIGO: qualquer }), { maxLength: 3 }),
      ),
      CONVENIO_CODIGO: qualquer,
      ENDERECO_CODIGO: qualquer,
      TELEFONE_CODIGO: qualquer,
      MOTIVO: fc.oneof(qualquer, fc.constant('x'.repeat(501))),
      DATA: fc.oneof(qualquer, fc.constantFrom('2025-02-30', '31/12/2024')),
    },
    { requiredKeys: [] },
  ),
);

/** Each write route with the schema its body must break for the request to be malformed. */
const rotas: { method: 'POST' | 'PUT' | 'DELETE'; url: () => string; schema: z.ZodType }[] = [
  { method: 'POST', url: () => '/convenio', schema: convenioInput },
  { method: 'PUT', url: () => `/convenio/${plano}`, schema: convenioInput },
  { method: 'POST', url: () => '/endereco_convenio', schema: enderecoConvenioInput },
  { method: 'POST', url: () => '/telefone_convenio', schema: telefoneConvenioInput },
  { method: 'DELETE', url: () => `/convenio/${plano}`, schema: convenioInativacaoInput },
];

async function retrato() {
  const { rows } = await t.db.execute(sql`
    select (select json_agg(c order by c.codigo) from convenio c) as convenios,
           (select count(*) from endereco)::int as enderecos, (select count(*) from telefone)::int as telefones,
           (select count(*) from endereco_convenio)::int as ec, (select count(*) from telefone_convenio)::int as tc,
           (select count(*) from auditoria where entidade <> 'usuario')::int as eventos`);
  return rows[0];
}

beforeAll(async () => {
  t = await buildTestApp();
  s = await entrarComoEquipe(t);
  const criado = await t.app.inject({
    method: 'POST',
    url: '/convenio',
    headers: s.headers,
    payload: { NOME: 'Plano Base', TELEFONE: [{ NUMERO: '1133334444' }] },
  });
  plano = criado.json().CODIGO;
});
afterAll(async () => {
  await t.close();
});

describe('corpos malformados nas rotas de convênios', () => {
  it('sempre recebem um 4xx com mensagem JSON e nada é gravado', async () => {
    const antes = await retrato();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...rotas), corpo, async (rota, payload) => {
        fc.pre(!rota.schema.safeParse(payload).success);
        const resposta = await t.app.inject({
          method: rota.method,
          url: rota.url(),
          headers: { ...s.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(resposta.statusCode, resposta.body).toBeGreaterThanOrEqual(400);
        expect(resposta.statusCode, resposta.body).toBeLessThan(500);
        expect(typeof resposta.json().message).toBe('string');
      }),
      { numRuns: 300 },
    );
    expect(await retrato()).toEqual(antes);
  });

  it('códigos malformados no caminho respondem 400', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/convenio/',
          '/convenio-full/',
          '/telefone_convenio/',
          '/endereco_convenio/',
          '/convenio-ativar/',
        ),
        fc.oneof(fc.constantFrom('-1', '0', '1.5', 'abc', '%00', '99999999999'), fc.string({ minLength: 1 })),
        async (rota, valor) => {
          fc.pre(!codigo.safeParse(valor).success);
          const method = rota === '/convenio-ativar/' ? 'DELETE' : 'GET';
          const resposta = await t.app.inject({
            method,
            url: `${rota}${encodeURIComponent(valor)}`,
            headers: s.headers,
          });
          expect(resposta.statusCode, valor).toBe(400);
          expect(typeof resposta.json().message).toBe('string');
        },
      ),
      { numRuns: 100 },
    );
  });
});
