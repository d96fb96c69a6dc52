import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type Db } from '../../src/db/client.ts';
import { comoPapel } from '../../src/db/papel.ts';
import { createPool, withDatabase } from '../../src/db/pool.ts';

export interface TestDb {
  /** As the server's superuser, like `pool` and `db`: tests plant rows and travel in time with it. */
  url: string;
  /** The same database as the role the app serves with (db/papel.ts): a missing grant fails a test. */
  appUrl: string;
  pool: pg.Pool;
  db: Db;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

const OBJECT_IN_USE = '55006';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('testDb').adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Copies can collide while PostgreSQL still counts a just-closed session on the template; retry briefly. */
async function cloneTemplate(client: pg.Client, name: string, template: string): Promise<void> {
  for (let tentativa = 1; ; tentativa++) {
    try {
      await client.query(`create database "${name}" template "${template}"`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== OBJECT_IN_USE || tentativa >= 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * tentativa));
    }
  }
}

/** A pool on the database `name` of the run's test server; `drop` closes it and drops the database. */
function abrir(name: string): TestDb {
  const { adminUrl, papel } = inject('testDb');
  const url = withDatabase(adminUrl, name);
  const pool = createPool(url);
  return {
    url,
    appUrl: comoPapel(url, papel.nome, papel.senha),
    pool,
    db: createDb(pool),
    async drop() {
      await pool.end();
      await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/** A database of its own for the calling test file, already migrated: files run in parallel. */
export async function createTestDb(): Promise<TestDb> {
  const { template, prefix } = inject('testDb');
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  await admin((client) => cloneTemplate(client, name, template));
  return abrir(name);
}

/**
 * An empty, unmigrated database on the run's test server (server/test/global-setup.ts), for the
 * tests of the migrations themselves; every other test copies the migrated template instead.
 */
export async function criarBancoVazio(): Promise<TestDb> {
  const name = `${inject('testDb').prefix}vazio_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database "${name}"`));
  return abrir(name);
}
