import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
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

/**
 * A connection of the backup or the restore. A server that goes away mid-run is an error of the
 * statement in flight, not an 'error' event nobody listens to, which would crash the command before
 * its cleanup (the partial file, the embedded server it started).
 */
export function clienteDoDono(url: string): pg.Client {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  return client;
}

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
 * A file of the embedded cluster, or null when it is not there. One the user cannot read means the
 * backup runs as another user than the app: say so, rather than "not running".
 */
async function lerArquivo(arquivo: string): Promise<string | null> {
  try {
    return await fs.readFile(arquivo, 'utf8');
  } catch (erro) {
    const { code } = erro as NodeJS.ErrnoException;
    if (code === 'ENOENT') return null;
    if (code === 'EACCES' || code === 'EPERM') {
      throw new BancoInacessivelError(
        `Sem permissão para ler ${arquivo}: rode a cópia com o mesmo usuário que roda o app (ou como root).`,
      );
    }
    throw erro;
  }
}

/**
 * Where the app's running postmaster listens, from its postmaster.pid (line 4 the port, line 5 the
 * socket folder, line 6 the address when it listens on TCP), with the superuser's password file.
 */
async function servidorEmExecucao(dataDir: string): Promise<string> {
  const pgDir = await clusterDirectory(dataDir);
  const texto = (await lerArquivo(path.join(pgDir, 'postmaster.pid'))) ?? '';
  const [, , , porta, soquete, endereco] = texto.split('\n');
  const senha = await lerArquivo(path.join(dataDir, 'pg-senha'));
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
 * A backup never creates a database: a DATA_DIR with no cluster is a mistyped one (or another
 * folder than the app's), and starting one there would leave an empty cluster behind.
 */
async function exigirCluster(dataDir: string): Promise<void> {
  const pgDir = await clusterDirectory(dataDir);
  const existe = await fs.stat(path.join(pgDir, 'PG_VERSION')).then(
    () => true,
    (erro: NodeJS.ErrnoException) => erro.code !== 'ENOENT',
  );
  if (!existe) {
    throw new BancoInacessivelError(
      `Não há banco embutido em ${dataDir}: nada a copiar. Confira DATA_DIR (o mesmo com que o app roda) ` +
        'ou, com um PostgreSQL externo, DATABASE_URL e DATABASE_OWNER_URL.',
    );
  }
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
export async function abrirParaCopiar(config: Config): Promise<BancoDoDono> {
  const banco = externo(config);
  if (banco) return banco;
  await exigirCluster(config.DATA_DIR);
  return embutido(config, async () => ({
    url: await servidorEmExecucao(config.DATA_DIR),
    descricao: `banco embutido em ${config.DATA_DIR}, do Acolher em execução`,
    papelDoApp: PAPEL_DO_APP,
    fechar: async () => {},
  }));
}

/** For a restore: the embedded database only with the app stopped, since it must be empty and stay so. */
export async function abrirParaRestaurar(config: Config): Promise<BancoDoDono> {
  return (
    externo(config) ??
    embutido(config, async () => {
      throw new BancoInacessivelError(
        `O Acolher está rodando com ${config.DATA_DIR}. Pare o app antes de restaurar, e restaure num ` +
          'DATA_DIR novo: o banco de destino precisa estar vazio.',
      );
    })
  );
}
