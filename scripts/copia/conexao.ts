import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../server/src/config.ts';
import { clusterDirectory, startEmbeddedPostgres } from '../../server/src/db/embedded.ts';
import { DataDirInUseError, lockDataDir } from '../../server/src/db/lock.ts';
import { PAPEL_DO_APP } from '../../server/src/db/papel.ts';
import { describeUrl } from '../../server/src/db/pool.ts';

/** The database as the owner of its tables (decision 0032): a backup reads everything, a restore creates it. */
export interface BancoDoDono {
  url: string;
  /** How to name it to the operator, never with the password. */
  descricao: string;
  /** The role the app serves with, which the restore grants its permissions (db/papel.ts). */
  papelDoApp: string;
  fechar(): Promise<void>;
}

/** The embedded server's database and superuser (server/src/db/embedded.ts). */
const BANCO_EMBUTIDO = 'acolher';
const SUPERUSUARIO = 'postgres';

export class BancoInacessivelError extends Error {}

function externo(config: Config): BancoDoDono | null {
  if (!config.DATABASE_OWNER_URL || !config.DATABASE_URL) return null;
  return {
    url: config.DATABASE_OWNER_URL,
    descricao: `banco de DATABASE_OWNER_URL (${describeUrl(config.DATABASE_OWNER_URL)})`,
    papelDoApp: decodeURIComponent(new URL(config.DATABASE_URL).username),
    fechar: async () => {},
  };
}

/**
 * Where the app's running postmaster listens, from its postmaster.pid (line 4 the port, line 5 the
 * socket folder, line 6 the address when it listens on TCP), with the superuser's password file.
 */
async function servidorEmExecucao(dataDir: string): Promise<string> {
  const pgDir = await clusterDirectory(dataDir);
  const texto = await fs.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const [, , , porta, soquete, endereco] = texto.split('\n');
  const senha = await fs.readFile(path.join(dataDir, 'pg-senha'), 'utf8').catch(() => null);
  if (!porta || senha === null) {
    throw new BancoInacessivelError(
      `O Acolher está usando ${dataDir}, mas o banco embutido não está no ar ` +
        '(o app está iniciando ou parando?). Tente de novo em instantes.',
    );
  }
  const url = new URL(`postgresql://localhost/${BANCO_EMBUTIDO}`);
  url.username = SUPERUSUARIO;
  url.password = senha.trim();
  url.port = porta.trim();
  if (soquete?.trim()) url.searchParams.set('host', soquete.trim());
  else url.hostname = endereco?.trim() || '127.0.0.1';
  return url.toString();
}

/**
 * The embedded cluster of DATA_DIR, started here (and stopped by `fechar`) when no app holds it;
 * `comAppNoAr` says what to do when one does: a backup joins its server, a restore refuses.
 */
async function embutido(config: Config, comAppNoAr: () => Promise<BancoDoDono>): Promise<BancoDoDono> {
  const descricao = `banco embutido em ${config.DATA_DIR}`;
  let trava: Awaited<ReturnType<typeof lockDataDir>>;
  try {
    trava = await lockDataDir(config.DATA_DIR);
  } catch (erro) {
    if (erro instanceof DataDirInUseError) return comAppNoAr();
    throw erro;
  }
  try {
    const servidor = await startEmbeddedPostgres(config.DATA_DIR);
    return {
      url: servidor.url,
      descricao,
      papelDoApp: PAPEL_DO_APP,
      async fechar() {
        await servidor.stop();
        await trava.release();
      },
    };
  } catch (erro) {
    await trava.release();
    throw erro;
  }
}

/** For a backup: the running app's database too (the copy is one consistent snapshot, taken beside it). */
export function abrirParaCopiar(config: Config): Promise<BancoDoDono> {
  return Promise.resolve(
    externo(config) ??
      embutido(config, async () => ({
        url: await servidorEmExecucao(config.DATA_DIR),
        descricao: `banco embutido em ${config.DATA_DIR}, do Acolher em execução`,
        papelDoApp: PAPEL_DO_APP,
        fechar: async () => {},
      })),
  );
}

/** For a restore: the embedded database only with the app stopped, since it must be empty and stay so. */
export function abrirParaRestaurar(config: Config): Promise<BancoDoDono> {
  return Promise.resolve(
    externo(config) ??
      embutido(config, async () => {
        throw new BancoInacessivelError(
          `O Acolher está rodando com ${config.DATA_DIR}. Pare o app antes de restaurar, e restaure num ` +
            'DATA_DIR novo: o banco de destino precisa estar vazio.',
        );
      }),
  );
}
