import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MENSAGENS } from '@acolher/contract';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/support/db.ts';
import { criarMailerGravador } from '../../test/support/mailer.ts';
import { criarConta } from '../../test/support/sessoes.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { createPool } from '../db/pool.ts';

/**
 * The database goes away under a running app (stopped, restarted, the network cut): every request
 * that needs it answers 503 in Portuguese at once, none hangs, /health says so, and the app serves
 * again as soon as the database is back, without a restart. The "database" here is a TCP relay to the
 * test server that the test cuts and restores.
 */
function relay(destino: net.NetConnectOpts) {
  const conexoes = new Set<net.Socket>();
  const servidor = net.createServer((cliente) => {
    const banco = net.connect(destino);
    for (const s of [cliente, banco]) {
      conexoes.add(s);
      s.on('close', () => conexoes.delete(s));
      s.on('error', () => s.destroy());
    }
    cliente.pipe(banco).pipe(cliente);
  });
  let porta = 0;
  return {
    porta: () => porta,
    async ligar() {
      await new Promise<void>((ok) => servidor.listen(porta, '127.0.0.1', ok));
      porta = (servidor.address() as net.AddressInfo).port;
    },
    async cortar() {
      for (const s of conexoes) s.destroy();
      await new Promise((ok) => servidor.close(ok));
    },
  };
}

/** Where the test database listens: TCP, or the embedded server's Unix socket (`?host=/dir`). */
function destinoDe(url: URL): net.NetConnectOpts {
  const porta = Number(url.port || 5432);
  const pasta = url.searchParams.get('host');
  return pasta?.startsWith('/')
    ? { path: path.join(pasta, `.s.PGSQL.${porta}`) }
    : { host: url.hostname, port: porta };
}

let banco: TestDb;
let app: FastifyInstance;
let pool: pg.Pool;
let corte: ReturnType<typeof relay>;

beforeAll(async () => {
  banco = await createTestDb();
  await criarConta(banco.db, { login: 'ana', email: 'ana@lar.org', senha: 'Cuidar-bem-2026' });
  corte = relay(destinoDe(new URL(banco.appUrl)));
  await corte.ligar();
  const url = new URL(banco.appUrl);
  url.searchParams.delete('host');
  url.hostname = '127.0.0.1';
  url.port = String(corte.porta());
  pool = createPool(url.toString());
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), 'acolher-test-data'),
    APP_URL: 'http://acolher.test',
    LOG_LEVEL: 'silent',
  });
  app = await buildApp({ db: createDb(pool), pool, config, mailer: criarMailerGravador([]) });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await pool.end();
  await banco.drop();
});

const entrar = () =>
  app.inject({ method: 'POST', url: '/login/', payload: { email: 'ana@lar.org', senha: 'Cuidar-bem-2026' } });

describe('o banco fora do ar', () => {
  it('responde 503 em português a quem precisa dele, sem esperar, e volta sozinho quando o banco volta', async () => {
    const antes = await entrar();
    expect(antes.statusCode).toBe(200);
    const token = antes.json().accessToken as string;
    const comSessao = () =>
      app.inject({
        method: 'GET',
        url: '/residente?limite=1',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await comSessao()).statusCode).toBe(200);

    await corte.cortar();
    const inicio = performance.now();
    const [login, lista, saude] = await Promise.all([
      entrar(),
      comSessao(),
      app.inject({ method: 'GET', url: '/health' }),
    ]);
    expect(performance.now() - inicio).toBeLessThan(10_000);
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({ message: MENSAGENS.bancoIndisponivel });
    expect(lista.statusCode).toBe(503);
    expect(lista.json()).toEqual({ message: MENSAGENS.bancoIndisponivel });
    expect(saude.statusCode).toBe(503);
    expect(saude.json()).toEqual({ status: 'indisponivel' });

    await corte.ligar();
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    expect((await comSessao()).statusCode).toBe(200);
    expect((await entrar()).statusCode).toBe(200);
  });
});
