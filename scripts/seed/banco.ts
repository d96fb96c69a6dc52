import type pg from 'pg';
import type { Config } from '../../server/src/config.ts';
import { startEmbeddedPostgres } from '../../server/src/db/embedded.ts';
import { DataDirInUseError, lockDataDir } from '../../server/src/db/lock.ts';
import { migrateDatabase } from '../../server/src/db/migrate.ts';
import { createPool } from '../../server/src/db/pool.ts';

export interface BancoAberto {
  pool: pg.Pool;
  fechar(): Promise<void>;
}

/**
 * The database the app itself would use, as its owner: DATABASE_OWNER_URL, or the embedded cluster in DATA_DIR
 * (started for the seed and stopped after, so the app must not be running on it). Migrated first,
 * so seeding a brand-new DATA_DIR works.
 */
export async function abrirBanco(config: Config): Promise<BancoAberto> {
  // As the owner: seeding writes where the app's role may not (it never rewrites the audit log).
  if (config.DATABASE_OWNER_URL) return migrado(createPool(config.DATABASE_OWNER_URL), async () => {});
  const trava = await lockDataDir(config.DATA_DIR).catch((erro: unknown) => {
    if (erro instanceof DataDirInUseError) {
      throw new Error(
        `${erro.message}\nPare o app para semear o banco embutido, ou defina DATABASE_URL e DATABASE_OWNER_URL.`,
      );
    }
    throw erro;
  });
  try {
    const embutido = await startEmbeddedPostgres(config.DATA_DIR);
    return migrado(createPool(embutido.url), async () => {
      await embutido.stop();
      await trava.release();
    });
  } catch (erro) {
    await trava.release();
    throw erro;
  }
}

async function migrado(pool: pg.Pool, depois: () => Promise<void>): Promise<BancoAberto> {
  const fechar = async () => {
    await pool.end();
    await depois();
  };
  try {
    await migrateDatabase(pool);
  } catch (erro) {
    await fechar();
    throw erro;
  }
  return { pool, fechar };
}
