import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clusterDirectory } from '../src/db/embedded.ts';
import { isZombie, processExists } from '../src/db/process.ts';

const RAIZ = fileURLToPath(new URL('../../', import.meta.url));
const PRAZO_MS = 60_000;

export interface AppEmProcesso {
  filho: ChildProcess;
  url: string;
  saida(): string;
}

const iniciados = new Set<ChildProcess>();

/** A failed assertion must not leave an app (and its postmaster) running after the test. */
export async function matarIniciados(): Promise<void> {
  for (const filho of iniciados) {
    filho.kill('SIGTERM');
    await terminar(filho);
  }
  iniciados.clear();
}

/** `node --import tsx server/src/main.ts` (what `npm run serve` runs) with only the given environment on top. */
export function executarMain(env: NodeJS.ProcessEnv): { filho: ChildProcess; saida(): string } {
  const {
    DATABASE_URL: _banco,
    DATABASE_OWNER_URL: _dono,
    SMTP_URL: _smtp,
    DATA_DIR: _dados,
    PORT: _porta,
    ...herdado
  } = process.env;
  const filho = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: RAIZ,
    env: { ...herdado, LOG_LEVEL: 'warn', PORT: '0', ADMIN_PASSWORD: 'senha-de-teste', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  iniciados.add(filho);
  filho.once('exit', () => iniciados.delete(filho));
  let texto = '';
  filho.stdout?.on('data', (parte: Buffer) => {
    texto += parte.toString('utf8');
  });
  filho.stderr?.on('data', (parte: Buffer) => {
    texto += parte.toString('utf8');
  });
  return { filho, saida: () => texto };
}

export async function terminar(
  filho: ChildProcess,
): Promise<{ codigo: number | null; sinal: NodeJS.Signals | null }> {
  if (filho.exitCode === null && filho.signalCode === null) await once(filho, 'exit');
  return { codigo: filho.exitCode, sinal: filho.signalCode };
}

/** Starts the app and waits for its "Acolher pronto em <url>" line. */
export async function iniciarMain(env: NodeJS.ProcessEnv): Promise<AppEmProcesso> {
  const { filho, saida } = executarMain(env);
  const limite = Date.now() + PRAZO_MS;
  while (Date.now() < limite) {
    const pronto = /Acolher pronto em (\S+)/.exec(saida());
    if (pronto?.[1]) return { filho, url: pronto[1], saida };
    if (filho.exitCode !== null) throw new Error(`o app saiu com ${filho.exitCode}:\n${saida()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  filho.kill('SIGKILL');
  throw new Error(`o app não ficou pronto:\n${saida()}`);
}

/** PostgreSQL publishes its pid and where it listens in postmaster.pid (lines 1, 4, 5, 6). */
export async function postmasterDe(dataDir: string): Promise<{ pid: number; url: string } | null> {
  const conteudo = await readFile(path.join(await clusterDirectory(dataDir), 'postmaster.pid'), 'utf8').catch(
    () => null,
  );
  if (!conteudo) return null;
  const linhas = conteudo.split('\n').map((l) => l.trim());
  const senha = (await readFile(path.join(dataDir, 'pg-senha'), 'utf8')).trim();
  const url = new URL('postgresql://localhost/acolher');
  url.username = 'postgres';
  url.password = senha;
  url.port = linhas[3] ?? '5432';
  if (linhas[4]) url.searchParams.set('host', linhas[4]);
  else url.hostname = linhas[5] || '127.0.0.1';
  return { pid: Number(linhas[0]), url: url.toString() };
}

/** A dead process its parent has not reaped yet (a zombie) still answers kill(pid, 0); it is dead. */
export function vivo(pid: number): boolean {
  return processExists(pid) && !isZombie(pid);
}
