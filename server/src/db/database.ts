import type { Config } from '../config.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { lockDataDir } from './lock.ts';
import { describeUrl } from './pool.ts';

/** Where the app's data lives, and how to let go of it at shutdown. */
export interface Database {
  url: string;
  /** Which database, for the operator: "DATABASE_URL (host:5432/acolher)" or the embedded one's folder. */
  descricao: string;
  /** Stops what this process started (the embedded server, the DATA_DIR lock); an external server stays up. */
  close(): Promise<void>;
}

/**
 * DATABASE_URL when given (DESIGN §3); otherwise the embedded server in DATA_DIR, which this process
 * then owns: the DATA_DIR lock is taken first, so a second app stops there with a clear message.
 */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) {
    return {
      url: config.DATABASE_URL,
      descricao: `DATABASE_URL (${describeUrl(config.DATABASE_URL)})`,
      close: async () => {},
    };
  }
  const lock = await lockDataDir(config.DATA_DIR);
  try {
    const embedded = await startEmbeddedPostgres(config.DATA_DIR);
    return {
      url: embedded.url,
      descricao: `PostgreSQL embutido em ${config.DATA_DIR}`,
      async close() {
        await embedded.stop();
        await lock.release();
      },
    };
  } catch (err) {
    await lock.release();
    throw err;
  }
}
