import fs from 'node:fs/promises';
import path from 'node:path';
import { commandLine, isZombie, processExists } from './process.ts';

export class DataDirInUseError extends Error {}
export class DataDirUnusableError extends Error {}

const LOCK_FILE = 'acolher.pid';

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Is the app that wrote the lock file still running? After a reboot or in a fresh container its pid
 * can belong to an unrelated process, so where /proc tells us, only a live Node process counts.
 */
function ownerIsRunning(pid: number): boolean {
  if (!processExists(pid) || isZombie(pid)) return false;
  return commandLine(pid)?.includes('node') ?? true;
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

/** Why the file system refused DATA_DIR, in the operator's words. */
export const MOTIVOS_DO_SISTEMA: Record<string, string> = {
  ENOTDIR: 'parte do caminho é um arquivo, não uma pasta',
  EEXIST: 'já existe um arquivo com esse nome',
  EACCES: 'sem permissão para criar ou escrever nela',
  EPERM: 'sem permissão para criar ou escrever nela',
  EROFS: 'o sistema de arquivos é somente leitura',
  ENOSPC: 'o disco está cheio (libere espaço nele)',
};

/** A file-system refusal becomes one line naming DATA_DIR; anything else stays as it is (a bug). */
function inutilizavel(dataDir: string, err: unknown): unknown {
  const motivo = MOTIVOS_DO_SISTEMA[(err as NodeJS.ErrnoException).code ?? ''];
  if (!motivo) return err;
  return new DataDirUnusableError(
    `DATA_DIR ${dataDir} não pode ser usado: ${motivo}. ` +
      'Aponte DATA_DIR para uma pasta em que o Acolher possa escrever.',
  );
}

/**
 * One app per DATA_DIR: two postmasters cannot share a data directory, and a second app would
 * otherwise "recover" the first one's live server. The file is created exclusively, so two apps
 * starting at the same instant cannot both win; a file left by a killed app is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await fs.mkdir(dataDir, { recursive: true }).catch((err: unknown) => {
    throw inutilizavel(dataDir, err);
  });
  const file = path.join(dataDir, LOCK_FILE);
  for (;;) {
    try {
      await fs.writeFile(file, `${process.pid}\n`, { flag: 'wx' });
      return { release: () => fs.rm(file, { force: true }) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw inutilizavel(dataDir, err);
    }
    const owner = await readOwner(file);
    if (owner !== null && owner !== process.pid && ownerIsRunning(owner)) {
      throw new DataDirInUseError(inUseMessage(dataDir, owner));
    }
    await fs.rm(file, { force: true });
  }
}
