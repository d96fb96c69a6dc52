import type pg from 'pg';
import type { Config } from '../config.ts';
import { type AvisosDoVigia, startEmbeddedPostgres } from './embedded.ts';
import { lockDataDir } from './lock.ts';
import { migrarEConceder } from './migrate.ts';
import { verificarPapelDoApp } from './papel.ts';
import { checkConnection, createPool, describeUrl } from './pool.ts';

/** One way into the database: its URL, and how to name it to the operator (never the password). */
export interface Conexao {
  url: string;
  /** "DATABASE_URL (host:5432/acolher)" or the embedded one's folder. */
  descricao: string;
}

/** Where the app's data lives, and how to let go of it at shutdown. */
export interface Database extends Conexao {
  /** The owner of the tables: migrates and grants, then is let go (docs/decisions/0032-the-app-owns-nothing.md). */
  dono: Conexao;
  /**
   * The embedded server is started again if it goes away while the app runs (EmbeddedPostgres.vigiar);
   * an external server is its operator's, and the app only waits for it (503s meanwhile).
   */
  vigiar(avisos: AvisosDoVigia): void;
  /** Ends that watch: the shutdown's first step (close() ends it too). */
  pararDeVigiar(): Promise<void>;
  /** Stops what this process started (the embedded server, the DATA_DIR lock); an external server stays up. */
  close(): Promise<void>;
}

function externa(variavel: string, url: string): Conexao {
  return { url, descricao: `${variavel} (${describeUrl(url)})` };
}

/**
 * DATABASE_URL and DATABASE_OWNER_URL when given (docs/arquitetura.md §3); otherwise the embedded server in
 * DATA_DIR, which this process then owns: the DATA_DIR lock is taken first, so a second app stops
 * there with a clear message. The app's connection (`url`) is always the role that owns nothing.
 */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL && config.DATABASE_OWNER_URL) {
    return {
      ...externa('DATABASE_URL', config.DATABASE_URL),
      dono: externa('DATABASE_OWNER_URL', config.DATABASE_OWNER_URL),
      vigiar: () => {},
      pararDeVigiar: async () => {},
      close: async () => {},
    };
  }
  const lock = await lockDataDir(config.DATA_DIR);
  try {
    const embedded = await startEmbeddedPostgres(config.DATA_DIR);
    const descricao = `PostgreSQL embutido em ${config.DATA_DIR}`;
    return {
      url: embedded.appUrl,
      descricao,
      dono: { url: embedded.url, descricao },
      vigiar: embedded.vigiar,
      pararDeVigiar: embedded.pararDeVigiar,
      async close() {
        try {
          await embedded.stop();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (err) {
    await lock.release();
    throw err;
  }
}

/**
 * As the owner: migrate and grant the app's role (the one `appPool` logs in as) its declared
 * permissions; then, through the app's own connection, make sure that role owns nothing.
 */
export async function prepararBanco(banco: Database, appPool: pg.Pool): Promise<void> {
  const { rows } = await appPool.query<{ papel: string }>('select current_user as papel');
  const papel = rows[0]?.papel ?? '';
  const dono = createPool(banco.dono.url);
  try {
    await checkConnection(dono, banco.dono.descricao);
    await migrarEConceder(dono, papel);
  } finally {
    await dono.end();
  }
  await verificarPapelDoApp(appPool, banco.descricao);
}
