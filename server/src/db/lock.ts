import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

export class DataDirInUseError extends Error {}

const LOCK_FILE = 'acolher.pid';

export interface DataDirLock {
  release(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  return true;
}

/**
 * After a reboot or in a fresh container the pid of a dead app can belong to an unrelated process;
 * where /proc tells us, only a Node process counts as the owner.
 */
function isNodeProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

async function readOwner(file: string): Promise<number | null> {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function inUseMessage(dataDir: string, pid: number): string {
  return (
    `O diretório de dados ${dataDir} já está em uso por outro Acolher (processo ${pid}). ` +
    'Pare-o antes de iniciar outro, ou use outro DATA_DIR.'
  );
}

/**
 * One app per DATA_DIR: two postmasters cannot share a data directory, and a second app would
 * otherwise "recover" the first one's live server. The file is created exclusively, so two apps
 * starting at the same instant cannot both win; a file left by a killed app is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (;;) {
    try {
      await fs.writeFile(file, `${process.pid}\n`, { flag: 'wx' });
      return { release: () => fs.rm(file, { force: true }) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = await readOwner(file);
    if (owner !== null && owner !== process.pid && isAlive(owner) && isNodeProcess(owner)) {
      throw new DataDirInUseError(inUseMessage(dataDir, owner));
    }
    await fs.rm(file, { force: true });
  }
}
