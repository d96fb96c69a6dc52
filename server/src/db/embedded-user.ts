import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

export const run = promisify(execFile);

export class EmbeddedPostgresError extends Error {}

/** The `postgres` user when we are root; null when PostgreSQL can run as ourselves. */
export type RunAs = { uid: number; gid: number } | null;

/**
 * Where the embedded PostgreSQL keeps what the `postgres` user cannot reach in the project or in
 * DATA_DIR (docs/decisions/0006-embedded-postgres.md). Root-owned; `postgres` only passes through.
 */
export const SYSTEM_DIR = '/var/lib/acolher';

async function userIds(name: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
  return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
}

/** PostgreSQL refuses to run as root; as root we run it as `postgres`, creating that user if needed. */
export async function runAs(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return null;
  try {
    return await userIds('postgres');
  } catch {
    await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
    return userIds('postgres');
  }
}

/**
 * What PostgreSQL and its tools inherit: where programs are, the language and the clock, a home.
 * Never the app's own environment, which holds ADMIN_PASSWORD, SMTP_URL and the like: a postmaster
 * keeps its environment in /proc/<pid>/environ for its whole life.
 */
const HERDAVEIS = /^(PATH|LANG|LANGUAGE|LC_[A-Z]+|TZ|HOME)$/;

export function ambienteDoPostgres(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const herdado = Object.entries(process.env).filter(([nome]) => HERDAVEIS.test(nome));
  return { ...Object.fromEntries(herdado), ...extra };
}

/** How to spawn a program as the server's user (ourselves when not root), from `/`, with the minimal environment. */
export function comoServidor(ids: RunAs, extra: NodeJS.ProcessEnv = {}) {
  return { ...ids, cwd: '/', env: ambienteDoPostgres(extra) };
}

export async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Asked of the system as `postgres` itself, spawned exactly as pg_ctl will be, rather than worked out
 * from mode bits: ACLs, groups and mount options all count.
 */
export async function canEnter(dir: string, ids: { uid: number; gid: number }): Promise<boolean> {
  return run('test', ['-x', dir], comoServidor(ids)).then(
    () => true,
    () => false,
  );
}

/** Running the binary loads it and its libraries, which is all `postgres` needs of them. */
export async function canRun(file: string, ids: { uid: number; gid: number }): Promise<boolean> {
  return run(file, ['-V'], comoServidor(ids)).then(
    () => true,
    () => false,
  );
}

/** The outermost folder on the way to `dir` that `postgres` cannot pass, if any. */
export async function firstClosedFolder(
  dir: string,
  ids: { uid: number; gid: number },
): Promise<string | null> {
  const folders: string[] = [];
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    folders.unshift(d);
    if (d === path.dirname(d)) break;
  }
  for (const folder of folders) if (!(await canEnter(folder, ids))) return folder;
  return null;
}

/** A folder of the app's that `postgres` must pass through (mkdtemp makes 0700): others may enter, not list. */
export async function allowPassage(dir: string): Promise<void> {
  const { mode } = await fs.stat(dir);
  if ((mode & 0o001) === 0) await fs.chmod(dir, mode | 0o001);
}
