/// <reference path="../../server/src/fastify.d.ts" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../server/test/support/app.ts';
import { criarConta, entrar } from '../../server/test/support/sessoes.ts';
import { ENDPOINTS } from './endpoints.ts';
import { seedVolume } from './seed.ts';

/** The bench loads fixed paths: on what its volume seed makes, each must answer, or the run counts errors. */
let t: TestApp;
let token: string;
const user = { email: 'bench@acolher.local', senha: 'bench-senha' };

beforeAll(async () => {
  t = await buildTestApp();
  await seedVolume(t.db, { residentes: 40, acompanhamentos: 0, funcionarios: 30 });
  await criarConta(t.db, { login: 'bench', ...user });
  token = (await entrar(t.app, user.email, user.senha)).token;
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('bench endpoints on a volume-seeded database', () => {
  it.each(ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))('%s answers 2xx', async (_nome, e) => {
    const resposta = await t.app.inject({
      method: e.method,
      url: e.path,
      headers: e.session ? { authorization: `Bearer ${token}` } : {},
      payload: e.body ? (e.body(user) as object) : undefined,
    });
    expect(resposta.statusCode, resposta.body.slice(0, 200)).toBeLessThan(300);
    expect(resposta.statusCode).toBeGreaterThanOrEqual(200);
  });
});
