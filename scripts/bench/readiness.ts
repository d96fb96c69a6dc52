import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { clusterDirectory } from '../../server/src/db/embedded.ts';
import type { Cleanup } from './cleanup.ts';
import { isRunning, logTail, spawnLogged, stopChild } from './processes.ts';

const READY_TIMEOUT_MS = 120_000;
const POLL_MS = 25;

export interface ReadinessSetup {
  repoRoot: string;
  port: number;
  cleanup: Cleanup;
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

async function waitUntilHealthy(child: ChildProcess, url: string, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await healthy(url))) {
    if (!isRunning(child)) throw new Error(`o app terminou antes de ficar pronto:\n${logTail(logFile)}`);
    if (Date.now() > deadline) throw new Error(`o app não ficou pronto em ${READY_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * A left-over postmaster (app killed hard) would keep the temporary folder busy: stop it by the pid
 * PostgreSQL itself wrote. SIGINT is PostgreSQL's fast shutdown.
 */
async function stopOrphanPostgres(dataDir: string): Promise<void> {
  const pidFile = await fs
    .readFile(path.join(await clusterDirectory(dataDir), 'postmaster.pid'), 'utf8')
    .catch(() => '');
  const pid = Number.parseInt(pidFile, 10);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  for (let i = 0; i < 100; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
}

/**
 * `npm start` after the build: `node --import tsx server/src/main.ts` on an existing data directory
 * with its embedded PostgreSQL. The first start (initdb, migrations, administrator) is not timed;
 * each timed start runs from spawn to the first 200 of /health, then stops gracefully.
 */
export async function measureStarts(setup: ReadinessSetup, runs: number): Promise<number[]> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'acolher-bench-start-'));
  setup.cleanup.defer(`apagar ${dataDir}`, () => fs.rm(dataDir, { recursive: true, force: true }));
  setup.cleanup.defer('parar um PostgreSQL embutido que tenha sobrado', () => stopOrphanPostgres(dataDir));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(setup.port),
    ADMIN_PASSWORD: 'bench-inicio',
  };
  // The embedded database is what is timed, never an external server.
  delete env.DATABASE_URL;
  delete env.DATABASE_OWNER_URL;
  const url = `http://127.0.0.1:${setup.port}/health`;
  const logFile = path.join(dataDir, 'app.log');

  const startOnce = async (): Promise<number> => {
    const began = performance.now();
    const child = spawnLogged(
      process.execPath,
      ['--import', 'tsx', 'server/src/main.ts'],
      env,
      setup.repoRoot,
      logFile,
    );
    setup.cleanup.defer('parar o app cronometrado', () => stopChild(child));
    try {
      await waitUntilHealthy(child, url, logFile);
      return performance.now() - began;
    } finally {
      await stopChild(child);
    }
  };

  await startOnce();
  const timings: number[] = [];
  for (let i = 0; i < runs; i++) timings.push(await startOnce());
  return timings;
}
