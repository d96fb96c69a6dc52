import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { Cleanup } from './cleanup.ts';
import { createBenchDatabase } from './database.ts';

async function databaseExists(url: string): Promise<boolean> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rowCount === 1;
  } finally {
    await client.end();
  }
}

describe('createBenchDatabase', () => {
  it('creates a database of its own that the cleanup drops, even with a session still open', async () => {
    const cleanup = new Cleanup();
    const database = await createBenchDatabase(cleanup);
    expect(new URL(database.url).pathname).toMatch(/^\/acolher_bench_[0-9a-f]{12}$/);
    const open = new pg.Client({ connectionString: database.url });
    await open.connect();
    open.on('error', () => undefined);
    expect(await databaseExists(database.url)).toBe(true);
    await cleanup.run();
    expect(await databaseExists(database.url)).toBe(false);
    await open.end().catch(() => undefined);
  });
});
