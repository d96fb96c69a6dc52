import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { criarMailerGravador } from '../../../test/support/mailer.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createDb } from '../../db/client.ts';
import { createPool } from '../../db/pool.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('GET /health', () => {
  it('200 {"status":"ok"} quando o banco responde, sem sessão', async () => {
    const resposta = await t.app.inject({ method: 'GET', url: '/health' });
    expect(resposta.statusCode).toBe(200);
    expect(resposta.json()).toEqual({ status: 'ok' });
  });

  it('503 {"status":"indisponivel"} quando o banco não responde', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const pool = createPool('postgresql://postgres@127.0.0.1:1/acolher');
    const app = await buildApp({
      db: createDb(pool),
      pool,
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      mailer: criarMailerGravador([]),
    });
    try {
      const resposta = await app.inject({ method: 'GET', url: '/health' });
      expect(resposta.statusCode).toBe(503);
      expect(resposta.json()).toEqual({ status: 'indisponivel' });
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
