import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type pg from 'pg';
import { type AppDeps, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { createDb, type Db } from '../../src/db/client.ts';
import { createPool } from '../../src/db/pool.ts';
import type { Mailer, Mensagem } from '../../src/lib/mail.ts';
import { createTestDb } from './db.ts';
import { criarMailerGravador } from './mailer.ts';
import { conferirRespostas } from './respostas-conferidas.ts';

export interface TestApp {
  app: FastifyInstance;
  /** The test's own handle, as the superuser (to plant rows, travel in time); the app has its own. */
  db: Db;
  pool: pg.Pool;
  config: Config;
  /** Every message the app sent, oldest first; tests may empty it. */
  mails: Mensagem[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment on top of the test defaults, read through loadConfig like in production. */
  env?: NodeJS.ProcessEnv;
  logger?: FastifyServerOptions['logger'];
  /** Instead of the recorder (then `mails` stays empty): a mailer that fails or hangs. */
  mailer?: Mailer;
  /** Sees every route the app registers (buildApp's aoRegistrarRota). */
  aoRegistrarRota?: AppDeps['aoRegistrarRota'];
}

/**
 * The real app on a fresh copy of the migrated database, with a recording mailer. The app connects
 * as the role that owns nothing, like in production, so a permission it lacks fails the test.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = await createTestDb();
  const config = loadConfig({
    DATA_DIR: path.join(os.tmpdir(), 'acolher-test-data'),
    APP_URL: 'http://acolher.test',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const mails: Mensagem[] = [];
  const appPool = createPool(testDb.appUrl);
  const app = await buildApp({
    db: createDb(appPool),
    pool: appPool,
    config,
    mailer: options.mailer ?? criarMailerGravador(mails),
    logger: options.logger,
    aoRegistrarRota(rota) {
      conferirRespostas.call(this, rota);
      options.aoRegistrarRota?.call(this, rota);
    },
  });
  await app.ready();
  return {
    app,
    db: testDb.db,
    pool: testDb.pool,
    config,
    mails,
    async close() {
      await app.close();
      await appPool.end();
      await testDb.drop();
    },
  };
}
