import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  allowPassage,
  canEnter,
  EmbeddedPostgresError,
  exists,
  firstClosedFolder,
  type RunAs,
  SYSTEM_DIR,
} from './embedded-user.ts';
import { lockDataDir } from './lock.ts';

/** In DATA_DIR, naming the cluster that lives elsewhere (one line: its path). */
const POINTER = 'pg-local';

/** Where the cluster lives, and how to let go of it. */
export interface ClusterHome {
  pgDir: string;
  release(): Promise<void>;
}

async function readPointer(dataDir: string): Promise<string | null> {
  const file = path.join(dataDir, POINTER);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const pgDir = text.split('\n')[0]?.trim() ?? '';
  if (!path.isAbsolute(pgDir)) {
    throw new EmbeddedPostgresError(
      `O arquivo ${file} deveria conter o caminho do banco embutido, mas contém "${pgDir}".`,
    );
  }
  if (!dentroDaPastaDoSistema(pgDir)) {
    // Only relocate() writes the pointer, always below SYSTEM_DIR; one naming any other folder was
    // planted, and would have root hand that folder to `postgres` (chown) and run a server there.
    throw new EmbeddedPostgresError(
      `O arquivo ${file} aponta o banco embutido para ${pgDir}, fora de ${SYSTEM_DIR}: recusado. ` +
        `O Acolher só guarda o banco fora de DATA_DIR em ${SYSTEM_DIR}; corrija ou apague ${file}.`,
    );
  }
  return pgDir;
}

function dentroDaPastaDoSistema(pgDir: string): boolean {
  const relativo = path.relative(SYSTEM_DIR, path.resolve(pgDir));
  return relativo !== '' && !relativo.startsWith('..') && !path.isAbsolute(relativo);
}

/** The cluster's data directory: DATA_DIR/pg, or the one DATA_DIR's pointer names. */
export async function clusterDirectory(dataDir: string): Promise<string> {
  return (await readPointer(dataDir)) ?? path.join(dataDir, 'pg');
}

/**
 * The DATA_DIR lock (db/lock.ts) does not cover a cluster kept elsewhere: a copy of DATA_DIR carries
 * the same pointer. So its folder gets the same lock.
 */
async function elsewhere(pgDir: string): Promise<ClusterHome> {
  const lock = await lockDataDir(path.dirname(pgDir));
  return { pgDir, release: lock.release };
}

async function closedFolder(dir: string, ids: { uid: number; gid: number }): Promise<string> {
  return (await firstClosedFolder(dir, ids)) ?? dir;
}

/** Keyed by the real path, so every spelling of the same DATA_DIR finds the same cluster. */
async function relocate(dataDir: string, ids: { uid: number; gid: number }): Promise<ClusterHome> {
  const key = createHash('sha256')
    .update(await fs.realpath(dataDir))
    .digest('hex')
    .slice(0, 16);
  const home = path.join(SYSTEM_DIR, `dados-${key}`);
  await fs.mkdir(home, { recursive: true, mode: 0o755 });
  await allowPassage(SYSTEM_DIR);
  await allowPassage(home);
  if (!(await canEnter(home, ids))) {
    const closed = await closedFolder(home, ids);
    throw new EmbeddedPostgresError(
      `O PostgreSQL embutido roda como o usuário postgres, que não tem acesso à pasta ${closed}, ` +
        `a caminho de ${home}. Libere a passagem com: chmod o+x ${closed}`,
    );
  }
  const pgDir = path.join(home, 'pg');
  const pointer = path.join(dataDir, POINTER);
  await fs.writeFile(pointer, `${pgDir}\n`);
  console.log(
    `O PostgreSQL embutido roda como o usuário postgres, que não tem acesso a ${dataDir}; ` +
      `por isso o banco fica em ${pgDir} (anotado em ${pointer}).`,
  );
  return elsewhere(pgDir);
}

/**
 * Where the cluster of DATA_DIR lives: DATA_DIR/pg when `postgres` can reach it, else (as root, with a
 * DATA_DIR below a folder such as /root) in SYSTEM_DIR, named by a pointer file in DATA_DIR.
 * An existing cluster is never swapped for an empty one elsewhere.
 */
export async function clusterHome(dataDir: string, ids: RunAs): Promise<ClusterHome> {
  await fs.mkdir(dataDir, { recursive: true });
  const pointed = await readPointer(dataDir);
  if (pointed) return elsewhere(pointed);
  const inDataDir: ClusterHome = { pgDir: path.join(dataDir, 'pg'), release: async () => {} };
  if (!ids) return inDataDir;
  await allowPassage(dataDir);
  if (await canEnter(dataDir, ids)) return inDataDir;
  if (!(await exists(path.join(inDataDir.pgDir, 'PG_VERSION')))) return relocate(dataDir, ids);
  const closed = await closedFolder(dataDir, ids);
  throw new EmbeddedPostgresError(
    `Os dados do PostgreSQL embutido estão em ${inDataDir.pgDir}, mas o usuário postgres, com que ele roda, ` +
      `não tem acesso à pasta ${closed}. Libere a passagem com: chmod o+x ${closed}`,
  );
}
