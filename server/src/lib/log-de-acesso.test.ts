import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app.ts';
import { OCULTO } from './log-seguro.ts';

/** The access log (decision 0038): one line per answered request, with what an operator looks for. */
let t: TestApp;
const linhas: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    logger: { level: 'info', stream: { write: (linha: string) => linhas.push(linha) } },
  });
});
afterAll(async () => {
  await t.close();
});

const registros = () => linhas.map((l) => JSON.parse(l) as Record<string, unknown>);

describe('log de acesso', () => {
  it('uma linha por pedido: método, endereço sem valores, situação, tempo e o id do pedido', async () => {
    linhas.length = 0;
    await t.app.inject({ method: 'GET', url: '/health' });
    await t.app.inject({ method: 'GET', url: '/residente?busca=Maria' });
    await t.app.inject({ method: 'GET', url: '/nao-existe' });
    const acessos = registros().filter((r) => r.msg === 'requisição atendida');
    expect(acessos).toHaveLength(3);
    expect(
      acessos.map((r) => [(r.req as { url: string }).url, (r.res as { statusCode: number }).statusCode]),
    ).toEqual([
      ['/health', 200],
      [`/residente?busca=${OCULTO}`, 401],
      ['/nao-existe', 404],
    ]);
    for (const acesso of acessos) {
      expect(acesso.responseTime).toEqual(expect.any(Number));
      expect(acesso.reqId).toEqual(expect.any(String));
      expect((acesso.req as { method: string }).method).toBe('GET');
    }
    // Fastify's own pair of lines said the same twice.
    expect(registros().filter((r) => r.msg === 'incoming request' || r.msg === 'request completed')).toEqual(
      [],
    );
  });
});
