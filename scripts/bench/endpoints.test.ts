/// <reference path="../../server/src/fastify.d.ts" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../server/test/support/app.ts';
import { criarConta, entrar } from '../../server/test/support/sessoes.ts';
import {
  BENCH_CONTA,
  ENDPOINTS,
  type Endpoint,
  PRONTUARIO,
  RESIDENTE_COM_ACOMPANHAMENTOS,
  RESIDENTE_MOVIMENTADO,
} from './endpoints.ts';
import { seedVolume } from './seed.ts';

/** The bench loads fixed paths: on what its volume seed makes, each must answer, or the run counts errors. */
let t: TestApp;
let token: string;
const user = { email: 'bench@acolher.local', senha: 'bench-senha' };

beforeAll(async () => {
  t = await buildTestApp();
  // 1,000 follow-ups: the prontuário's resident gets 100 of them (2,000 at the bench's 200,000).
  await seedVolume(t.db, { residentes: 40, acompanhamentos: 1000, funcionarios: 30, convenios: 2 });
  // As the bench does: an administrator, who may call the employees' routes too, with an employee.
  await criarConta(t.db, { login: 'bench', ...user, ...BENCH_CONTA });
  token = (await entrar(t.app, user.email, user.senha)).token;
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** One request as the load sends it. */
function enviar(e: Endpoint) {
  return t.app.inject({
    method: e.method,
    url: e.path,
    headers: e.session ? { authorization: `Bearer ${token}` } : {},
    payload: e.body ? (e.body(user) as object) : undefined,
  });
}

describe('bench endpoints on a volume-seeded database', () => {
  it.each([...ENDPOINTS, PRONTUARIO].map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s answers 2xx',
    async (_nome, e) => {
      const resposta = await enviar(e);
      expect(resposta.statusCode, resposta.body.slice(0, 200)).toBeLessThan(300);
      expect(resposta.statusCode).toBeGreaterThanOrEqual(200);
    },
  );

  // The load sends one body over and over: a write must keep answering 2xx, not 409 on its second time.
  it.each(ENDPOINTS.filter((e) => e.method !== 'GET').map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s answers 2xx when repeated',
    async (_nome, e) => {
      for (let vez = 0; vez < 3; vez++) {
        const resposta = await enviar(e);
        expect(resposta.statusCode, resposta.body.slice(0, 200)).toBeLessThan(300);
      }
    },
  );

  it("the residents' lists have the seed's blocks (100 and 10 here), and the prontuário is a PDF", async () => {
    const headers = { authorization: `Bearer ${token}` };
    for (const [url, linhas] of [
      [`/residente-acomp/${RESIDENTE_COM_ACOMPANHAMENTOS}`, 100],
      [`/residente-acomp/${RESIDENTE_MOVIMENTADO}`, 10],
      [`/acompanhamentos-por-residente/${RESIDENTE_MOVIMENTADO}/`, 10],
    ] as const) {
      const resposta = await t.app.inject({ method: 'GET', url, headers });
      expect(resposta.json(), url).toHaveLength(linhas);
    }
    const pdf = await t.app.inject({ method: PRONTUARIO.method, url: PRONTUARIO.path, headers });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("the employees' first page has its 10 rows: the volume seed made the employees", async () => {
    const resposta = await t.app.inject({
      method: 'GET',
      url: '/funcionario?limite=10',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(resposta.json()).toHaveLength(10);
  });
});
