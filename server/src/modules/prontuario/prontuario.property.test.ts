import { assistsResidenteQuery, prontuarioInput } from '@acolher/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { entrarComoEquipe, type SessaoDeTeste } from '../../../test/support/sessoes.ts';

let t: TestApp;
let s: SessaoDeTeste;

const qualquer = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const data = fc.oneof(qualquer, fc.constantFrom('2025-02-30', '3000-01-01', '31/12/2024', '2025-01-01', ''));
/** The filter's keys with wrong, missing or extra values, and anything else JSON can be. */
const filtro = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      codigoResidente: fc.oneof(qualquer, fc.constantFrom('0', '-1', '1.5')),
      dateStart: data,
      dateFinish: data,
      codigoFuncionario: fc.oneof(qualquer, fc.constant('abc')),
      employeeId: qualquer,
    },
    { requiredKeys: [] },
  ),
);

async function emissoes(): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from auditoria where acao = 'emitir'`,
  );
  return rows[0]?.n ?? 0;
}

beforeAll(async () => {
  t = await buildTestApp();
  s = await entrarComoEquipe(t);
});
afterAll(async () => {
  await t.close();
});

describe('filtros malformados do prontuário', () => {
  it('POST /prontuario: sempre um 400 com mensagem JSON, e nada é emitido', async () => {
    const antes = await emissoes();
    await fc.assert(
      fc.asyncProperty(filtro, async (valor) => {
        // What goes on the wire: JSON has no Infinity or NaN (they travel as null).
        const payload = JSON.stringify(valor);
        fc.pre(!prontuarioInput.safeParse(JSON.parse(payload)).success);
        const resposta = await t.app.inject({
          method: 'POST',
          url: '/prontuario',
          headers: { ...s.headers, 'content-type': 'application/json' },
          payload,
        });
        expect(resposta.statusCode, resposta.body).toBe(400);
        expect(typeof resposta.json().message).toBe('string');
      }),
      { numRuns: 200 },
    );
    expect(await emissoes()).toBe(antes);
  });

  it('GET /api/v1/assists/{id}: uma query malformada é 400, e nada é emitido', async () => {
    const antes = await emissoes();
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('dateStart', 'dateFinish', 'employeeId', 'outro'),
          fc.string({ maxLength: 12 }),
        ),
        async (query) => {
          fc.pre(!assistsResidenteQuery.safeParse(query).success);
          const resposta = await t.app.inject({
            method: 'GET',
            url: '/api/v1/assists/1',
            query,
            headers: s.headers,
          });
          expect(resposta.statusCode, JSON.stringify(query)).toBe(400);
          expect(typeof resposta.json().message).toBe('string');
        },
      ),
      { numRuns: 200 },
    );
    expect(await emissoes()).toBe(antes);
  });
});
