import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { concederAoApp, tabelasDasMigracoes } from './papel.ts';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed number: every Acolher process that migrates this database agrees on it. */
const MIGRATION_LOCK_KEY = 7_405_190_131;

/**
 * Several apps (or test workers) may start against one database at once; the advisory lock makes
 * them take turns, and the later ones find nothing to do.
 */
async function comTravaDeMigracao(pool: pg.Pool, trabalho: (client: pg.PoolClient) => Promise<void>) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await trabalho(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Applies the checked-in SQL migrations, as the pool's role (the owner). */
export async function migrateDatabase(
  pool: pg.Pool,
  migrationsFolder: string = MIGRATIONS_FOLDER,
): Promise<void> {
  await comTravaDeMigracao(pool, (client) => migrate(drizzle(client), { migrationsFolder }));
}

/**
 * What every start does as the owner: migrate, then grant the app's role (db/papel.ts) exactly its
 * declared permissions, tables a migration just added included, in one turn of the lock.
 */
export async function migrarEConceder(pool: pg.Pool, papelDoApp: string): Promise<void> {
  await comTravaDeMigracao(pool, async (client) => {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    await concederAoApp(client, papelDoApp, await tabelasDasMigracoes(MIGRATIONS_FOLDER));
  });
}
