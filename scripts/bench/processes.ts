import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import type { Cleanup } from './cleanup.ts';

const STOP_GRACE_MS = 15_000;
const LOG_TAIL_CHARS = 3_000;

export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** SIGTERM, then SIGKILL if the child has not exited within the grace period. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (!isRunning(child)) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

export function logTail(logFile: string): string {
  const text = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
  return text.slice(-LOG_TAIL_CHARS).trim();
}

/** Peak resident memory of a running process (Linux /proc VmHWM), in bytes; null elsewhere. */
export function peakRssBytes(pid: number | undefined): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmHWM:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Sets a running process's peak resident memory back to its current RSS (Linux: "5" written to
 * /proc/PID/clear_refs), so the next VmHWM read is the peak of what ran since. False elsewhere.
 */
export function resetPeakRss(pid: number | undefined): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export interface ServerChild {
  name: string;
  port: number;
  child: ChildProcess;
  logFile: string;
}

/** A server that died under load would otherwise show up only as a column of connection errors. */
export function assertAlive(server: ServerChild): void {
  if (!isRunning(server.child)) {
    throw new Error(
      `${server.name} parou durante a carga (${server.child.exitCode ?? server.child.signalCode}):\n${logTail(server.logFile)}`,
    );
  }
}

/** Both servers print "… pronto em http://host:port" once they listen (main.ts and the floor). */
const READY_LINE = /pronto em http:\/\/127\.0\.0\.1:(\d+)/;
const READY_TIMEOUT_MS = 60_000;

function waitForPort(name: string, child: ChildProcess, logFile: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      child.stdout?.off('data', scan);
      child.off('exit', exited);
      outcome();
    };
    const fail = (why: string) => finish(() => reject(new Error(`${name}: ${why}\n${logTail(logFile)}`)));
    const scan = (chunk: Buffer) => {
      seen = (seen + chunk.toString('utf8')).slice(-4096);
      const port = READY_LINE.exec(seen)?.[1];
      if (port) finish(() => resolve(Number(port)));
    };
    const exited = (code: number | null, signal: string | null) =>
      fail(`terminou antes de escutar (${code ?? signal})`);
    const timer = setTimeout(
      () => fail(`não ficou pronto em ${READY_TIMEOUT_MS / 1000} s`),
      READY_TIMEOUT_MS,
    );
    child.stdout?.on('data', scan);
    child.once('exit', exited);
  });
}

/**
 * Starts a TypeScript server entry (through tsx) as a child on loopback; all its output goes to
 * logFile, and the port is read from its ready line.
 */
export async function startServerChild(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  logFile: string,
  cleanup: Cleanup,
): Promise<ServerChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup.defer(`parar ${name}`, () => stopChild(child));
  const log = fs.createWriteStream(logFile, { flags: 'a' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const port = await waitForPort(name, child, logFile);
  return { name, port, child, logFile };
}

/** A plain command (no IPC) with its output in logFile; the caller stops it. */
export function spawnLogged(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
  logFile: string,
) {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  return child;
}

/** A port nobody listens on right now, on loopback. */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('nenhuma porta livre'))));
    });
  });
}
