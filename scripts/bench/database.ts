import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../server/src/db/embedded.ts';
import { lockDataDir } from '../../server/src/db/lock.ts';
import { comoPapel, garantirPapel, PAPEL_DE_TESTE } from '../../server/src/db/papel.ts';
import { withDatabase } from '../../server/src/db/pool.ts';
import type { Cleanup } from './cleanup.ts';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const PROBE_TIMEOUT_MS = 2_000;

export interface BenchDatabase {
  /** As the server's superuser, the owner: migrations, seeding, DATABASE_OWNER_URL. */
  url: string;
  /** As the app's role (PAPEL_DE_TESTE), which owns nothing: DATABASE_URL. */
  appUrl: string;
  /** Where it runs, for the report: the variable used, the local service or embedded. */
  server: string;
}

async function withClient<T>(url: string, action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

async function reachable(url: string): Promise<boolean> {
  return withClient(url, (c) => c.query('select 1')).then(
    () => true,
    () => false,
  );
}

/** An embedded cluster in a temporary folder: the fallback when no server answers. */
async function embeddedServer(cleanup: Cleanup): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'acolher-bench-pg-'));
  cleanup.defer(`apagar ${dir}`, () => fs.rm(dir, { recursive: true, force: true }));
  const lock = await lockDataDir(dir);
  cleanup.defer('liberar o diretório do PostgreSQL embutido', () => lock.release());
  const embedded = await startEmbeddedPostgres(dir);
  cleanup.defer('parar o PostgreSQL embutido', () => embedded.stop());
  return embedded.adminUrl;
}

async function chooseServer(cleanup: Cleanup): Promise<{ adminUrl: string; server: string }> {
  const fromEnv = process.env.BENCH_DATABASE_URL
    ? { name: 'BENCH_DATABASE_URL', url: process.env.BENCH_DATABASE_URL }
    : process.env.TEST_DATABASE_URL
      ? { name: 'TEST_DATABASE_URL', url: process.env.TEST_DATABASE_URL }
      : null;
  if (fromEnv) return { adminUrl: fromEnv.url, server: fromEnv.name };
  if (await reachable(LOCAL_SERVER)) return { adminUrl: LOCAL_SERVER, server: '127.0.0.1:5432' };
  return { adminUrl: await embeddedServer(cleanup), server: 'embutido (diretório temporário)' };
}

/** A database of its own, dropped by the cleanup even while connections are still open. */
export async function createBenchDatabase(cleanup: Cleanup): Promise<BenchDatabase> {
  const { adminUrl, server } = await chooseServer(cleanup);
  const name = `acolher_bench_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`create database ${c.escapeIdentifier(name)}`));
  cleanup.defer(`apagar o banco ${name}`, () =>
    withClient(adminUrl, (c) => c.query(`drop database if exists ${c.escapeIdentifier(name)} with (force)`)),
  );
  await garantirPapel(adminUrl, PAPEL_DE_TESTE.nome, PAPEL_DE_TESTE.senha);
  const url = withDatabase(adminUrl, name);
  return { url, appUrl: comoPapel(url, PAPEL_DE_TESTE.nome, PAPEL_DE_TESTE.senha), server };
}
