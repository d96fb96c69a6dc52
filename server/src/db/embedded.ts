import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { type Binaries, packagedPostgres, reachableBinaries } from './embedded-binaries.ts';
import { clusterHome } from './embedded-home.ts';
import {
  comoServidor,
  EmbeddedPostgresError,
  exists,
  type RunAs,
  run,
  runAs,
  SYSTEM_DIR,
} from './embedded-user.ts';
import { MOTIVOS_DO_SISTEMA } from './lock.ts';
import { garantirPapel, PAPEL_DO_APP } from './papel.ts';
import { commandLine, isZombie, processExists } from './process.ts';

export { clusterDirectory } from './embedded-home.ts';
export { EmbeddedPostgresError } from './embedded-user.ts';

/**
 * A running PostgreSQL whose data lives in DATA_DIR/pg, or where DATA_DIR's pointer file says
 * (embedded-home.ts), reachable from this machine only.
 */
export interface EmbeddedPostgres {
  /** Connection URL of the app's database as its owner, the cluster's superuser: migrations and grants. */
  url: string;
  /** The same database as the app's role (db/papel.ts), which owns nothing: what the app serves with. */
  appUrl: string;
  /** Connection URL of the maintenance database `postgres` (tests create databases through it). */
  adminUrl: string;
  /**
   * From now on, a postmaster that goes away under the app (stopped by hand, killed, its PANIC
   * after a full disk) is started again, with the same socket or port: the app recovers without a
   * restart (decision 0006). Only the app asks for this; tests, seed and bench drive the server themselves.
   */
  vigiar(avisos: AvisosDoVigia): void;
  /** Ends the watch (waiting for a start under way): the shutdown's first step, so nothing starts the server again. */
  pararDeVigiar(): Promise<void>;
  /** The watch ended, then the server stopped if it runs (one killed meanwhile has nothing to stop). */
  stop(): Promise<void>;
}

/** What the watch tells the app's log (pino's signature). */
export interface AvisosDoVigia {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

const DATABASE = 'acolher';
const PORT_IN_SOCKET_NAME = 5432;
/** sun_path is 108 bytes with the terminating NUL. */
const MAX_SOCKET_PATH = 107;
const START_TIMEOUT_S = 60;
const REAP_TIMEOUT_MS = 10_000;
/** How often the watch looks for the postmaster: a cheap file read and kill(pid, 0). */
const WATCH_INTERVAL_MS = 1000;
/** A start that fails (the disk still full) is retried after 1 s, 2 s, 4 s … at most this. */
const MAX_RETRY_MS = 30_000;

/** The C library's words (LC_ALL=C) for what the file system refused, by errno code. */
const RECUSAS_DO_DISCO: [RegExp, string][] = [
  [/No space left on device|Disk quota exceeded/, 'ENOSPC'],
  [/Read-only file system/, 'EROFS'],
];

/**
 * A tool's failure in its own words, after one Portuguese sentence when the disk is what refused
 * (full, read-only): the operator reads what to do first.
 */
function falhaDaFerramenta(file: string, palavras: string, pgDir: string): EmbeddedPostgresError {
  const codigo = RECUSAS_DO_DISCO.find(([padrao]) => padrao.test(palavras))?.[1];
  const motivo = codigo ? MOTIVOS_DO_SISTEMA[codigo] : undefined;
  const frase = motivo
    ? `O PostgreSQL embutido não pôde gravar em ${pgDir}: ${motivo}. ` +
      'Ou aponte DATA_DIR para um disco em que o Acolher possa escrever. '
    : '';
  return new EmbeddedPostgresError(`${frase}${path.basename(file)} falhou: ${palavras}`);
}

/** Runs a PostgreSQL tool as the server's user on the cluster in `pgDir`. */
async function tool(file: string, args: string[], ids: RunAs, pgDir: string): Promise<void> {
  try {
    await run(file, args, comoServidor(ids, { LC_ALL: 'C' }));
  } catch (err) {
    const { stderr, message } = err as { stderr?: string; message: string };
    throw falhaDaFerramenta(file, (stderr || message).trim(), pgDir);
  }
}

/**
 * pg_ctl says only "could not start server, examine the log": the server's last FATAL or PANIC
 * lines there say why (a full disk, a lock). The log is terse, so they carry no row's values.
 */
async function porQueNaoIniciou(logFile: string): Promise<string> {
  const log = await fs.readFile(logFile, 'utf8').catch(() => '');
  return log
    .split('\n')
    .filter((linha) => /\b(FATAL|PANIC):/.test(linha))
    .slice(-3)
    .join('\n');
}

async function postmasterPid(pgDir: string): Promise<number | null> {
  const text = await fs.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

async function waitWhileZombie(pid: number): Promise<void> {
  const deadline = Date.now() + REAP_TIMEOUT_MS;
  while (isZombie(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

/**
 * The caller holds the DATA_DIR lock (and clusterHome the lock of a cluster kept elsewhere), so a
 * postmaster still running here was left by a killed app: stop it, so this start owns the server it
 * talks to. One that died (kill -9) leaves only its postmaster.pid, which PostgreSQL itself
 * recognises as stale, once the dead process is reaped.
 */
async function stopLeftoverPostmaster(bin: Binaries, pgDir: string, ids: RunAs): Promise<void> {
  const pid = await postmasterPid(pgDir);
  if (pid === null) return;
  await waitWhileZombie(pid);
  const running = await run(bin.pg_ctl, ['status', '-D', pgDir], comoServidor(ids)).then(
    () => true,
    () => false,
  );
  if (running) await tool(bin.pg_ctl, ['stop', '-D', pgDir, '-m', 'fast', '-w'], ids, pgDir);
}

/** The data directory belongs to `postgres`; the folder above it stays the app's. */
async function prepareDirectory(pgDir: string, ids: RunAs): Promise<void> {
  await fs.mkdir(pgDir, { recursive: true, mode: 0o700 });
  if (ids) await fs.chown(pgDir, ids.uid, ids.gid);
}

/** The superuser's password (`pg-senha`) and the app role's (`pg-senha-app`), both 0600 in DATA_DIR. */
async function readOrCreatePassword(dataDir: string, name = 'pg-senha'): Promise<string> {
  const file = path.join(dataDir, name);
  if (await exists(file)) return (await fs.readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

const PASSWORD_COPY = 'pg-senha-initdb-';

/** Copies of the superuser's password that a start killed during initdb had no time to remove. */
async function removePasswordCopies(folder: string): Promise<void> {
  const names = await fs.readdir(folder).catch(() => []);
  for (const name of names.filter((n) => n.startsWith(PASSWORD_COPY)))
    await fs.rm(path.join(folder, name), { force: true });
}

/**
 * initdb writes PG_VERSION first and the cluster after it: killed halfway (the app's whole process
 * group, by a service manager or a power cut), it would leave a folder that looks like a cluster
 * and is not, which no later start could use. So the cluster is made in a sibling folder and renamed
 * into place when whole; a start finds no cluster or a complete one, and a half-made sibling left by
 * a killed start is made again from scratch.
 */
async function initialise(bin: Binaries, dataDir: string, pgDir: string, ids: RunAs): Promise<void> {
  const novo = `${pgDir}.novo`;
  await fs.rm(novo, { recursive: true, force: true });
  await removePasswordCopies(path.dirname(pgDir));
  await prepareDirectory(novo, ids);
  const password = await readOrCreatePassword(dataDir);
  // initdb reads the password as `postgres`; the copy lives only while it runs.
  const pwfile = path.join(path.dirname(pgDir), `${PASSWORD_COPY}${process.pid}`);
  await fs.writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  try {
    if (ids) await fs.chown(pwfile, ids.uid, ids.gid);
    await tool(
      bin.initdb,
      [
        `--pgdata=${novo}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        // The builtin provider needs no OS locale, so the cluster behaves the same on every machine.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
      ],
      ids,
      pgDir,
    );
  } finally {
    await fs.rm(pwfile, { force: true });
  }
  await fs.rename(novo, pgDir).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
    throw new EmbeddedPostgresError(
      `A pasta ${pgDir} não está vazia, mas não é um banco do PostgreSQL (falta PG_VERSION). ` +
        'Mova-a para outro lugar (ou apague-a, se não guarda nada) e inicie de novo.',
    );
  });
}

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

interface Listening {
  flags: string[];
  host: string;
  port: number;
}

/** A Unix socket inside the data directory when its path fits, else loopback on a free port. */
async function chooseListening(pgDir: string): Promise<Listening> {
  const socket = path.join(pgDir, `.s.PGSQL.${PORT_IN_SOCKET_NAME}`);
  if (Buffer.byteLength(socket) <= MAX_SOCKET_PATH) {
    return {
      flags: ['-c', "listen_addresses=''", '-c', `unix_socket_directories=${shellQuote(pgDir)}`],
      host: pgDir,
      port: PORT_IN_SOCKET_NAME,
    };
  }
  const port = await freeLoopbackPort();
  return {
    flags: ['-c', 'listen_addresses=127.0.0.1', '-c', "unix_socket_directories=''"],
    host: '127.0.0.1',
    port,
  };
}

function connectionUrl(user: string, password: string, listening: Listening, database: string): string {
  const url = new URL(`postgresql://localhost/${database}`);
  url.username = user;
  url.password = password;
  url.port = String(listening.port);
  if (listening.host.startsWith('/')) url.searchParams.set('host', listening.host);
  else url.hostname = listening.host;
  return url.toString();
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** pg_ctl start, waiting until the server accepts connections. */
async function startServer(bin: Binaries, pgDir: string, listening: Listening, ids: RunAs): Promise<void> {
  const logFile = path.join(pgDir, 'postgresql.log');
  const args = [
    'start',
    '-D',
    pgDir,
    '-w',
    '-t',
    String(START_TIMEOUT_S),
    '-l',
    logFile,
    '-o',
    // terse: PostgreSQL's own log gets no DETAIL, where a refused row's values (a CPF, a health
    // note) would be written (decision 0034: secrets and personal data stay out of every log).
    ['-p', String(listening.port), '-c', 'log_error_verbosity=terse', ...listening.flags].join(' '),
  ];
  try {
    await run(bin.pg_ctl, args, comoServidor(ids, { LC_ALL: 'C' }));
  } catch (err) {
    const { stderr, message } = err as { stderr?: string; message: string };
    const palavras = [(stderr || message).trim(), await porQueNaoIniciou(logFile)].filter(Boolean);
    throw falhaDaFerramenta(bin.pg_ctl, palavras.join('\n'), pgDir);
  }
}

/**
 * Is the postmaster of postmaster.pid alive? A pid reused by an unrelated process (the file left by
 * a kill -9) does not count where /proc says what runs there.
 */
async function postmasterRunning(pgDir: string): Promise<boolean> {
  const pid = await postmasterPid(pgDir);
  if (pid === null || !processExists(pid) || isZombie(pid)) return false;
  return commandLine(pid)?.includes('postgres') ?? true;
}

async function startCluster(
  bin: Binaries,
  dataDir: string,
  pgDir: string,
  ids: RunAs,
): Promise<Omit<EmbeddedPostgres, 'stop' | 'vigiar' | 'pararDeVigiar'> & { listening: Listening }> {
  await prepareDirectory(pgDir, ids);
  if (!(await exists(path.join(pgDir, 'PG_VERSION')))) await initialise(bin, dataDir, pgDir, ids);
  await stopLeftoverPostmaster(bin, pgDir, ids);

  const listening = await chooseListening(pgDir);
  await startServer(bin, pgDir, listening, ids);
  try {
    return { ...(await prepareServer(dataDir, listening)), listening };
  } catch (err) {
    // The start fails as a whole: no server left running that nobody will stop.
    await tool(bin.pg_ctl, ['stop', '-D', pgDir, '-m', 'fast', '-w'], ids, pgDir).catch(() => undefined);
    throw err;
  }
}

/** The app's database and role on a server just started. */
async function prepareServer(dataDir: string, listening: Listening) {
  const password = await readOrCreatePassword(dataDir);
  const adminUrl = connectionUrl('postgres', password, listening, 'postgres');
  await ensureDatabase(adminUrl, DATABASE);
  const appPassword = await readOrCreatePassword(dataDir, 'pg-senha-app');
  await garantirPapel(adminUrl, PAPEL_DO_APP, appPassword);
  return {
    url: connectionUrl('postgres', password, listening, DATABASE),
    appUrl: connectionUrl(PAPEL_DO_APP, appPassword, listening, DATABASE),
    adminUrl,
  };
}

/**
 * The watch behind EmbeddedPostgres.vigiar: one look a second; when the postmaster is gone, one
 * start at a time, retried with a growing pause while it fails. `parar` ends it and waits for a
 * start under way, so the shutdown's pg_ctl stop never races a restart.
 */
function criarVigia(pgDir: string, reiniciar: () => Promise<void>) {
  let timer: NodeJS.Timeout | undefined;
  let emCurso: Promise<void> | null = null;
  let parado = false;
  let falhas = 0;
  let proximaTentativa = 0;

  async function olhar(avisos: AvisosDoVigia): Promise<void> {
    if (parado || Date.now() < proximaTentativa || (await postmasterRunning(pgDir))) return;
    if (falhas === 0) avisos.warn({ pgDir }, 'o PostgreSQL embutido parou; iniciando-o de novo');
    try {
      await reiniciar();
      avisos.info({ pgDir, tentativas: falhas + 1 }, 'PostgreSQL embutido de volta');
      falhas = 0;
      proximaTentativa = 0;
    } catch (err) {
      falhas++;
      const pausa = Math.min(MAX_RETRY_MS, 1000 * 2 ** (falhas - 1));
      proximaTentativa = Date.now() + pausa;
      avisos.error(
        { err, pgDir, pausaMs: pausa },
        'o PostgreSQL embutido não voltou; nova tentativa em breve',
      );
    }
  }

  return {
    iniciar(avisos: AvisosDoVigia) {
      if (timer || parado) return;
      timer = setInterval(() => {
        // A start can take longer than a tick: the next look waits for it to end.
        emCurso ??= olhar(avisos).finally(() => {
          emCurso = null;
        });
      }, WATCH_INTERVAL_MS);
      timer.unref();
    },
    async parar() {
      parado = true;
      clearInterval(timer);
      await emCurso;
    },
  };
}

/**
 * Starts (initialising on first use) the cluster of DATA_DIR. The caller must hold the DATA_DIR
 * lock (db/lock.ts), see stopLeftoverPostmaster.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const ids = await runAs();
  const bin = await reachableBinaries(await packagedPostgres(), ids, SYSTEM_DIR);
  const home = await clusterHome(dataDir, ids);
  try {
    const { listening, ...started } = await startCluster(bin, dataDir, home.pgDir, ids);
    const vigia = criarVigia(home.pgDir, () => startServer(bin, home.pgDir, listening, ids));
    return {
      ...started,
      vigiar: vigia.iniciar,
      pararDeVigiar: vigia.parar,
      async stop() {
        try {
          await vigia.parar();
          if (await postmasterRunning(home.pgDir))
            await tool(bin.pg_ctl, ['stop', '-D', home.pgDir, '-m', 'fast', '-w'], ids, home.pgDir);
        } finally {
          await home.release();
        }
      },
    };
  } catch (err) {
    await home.release();
    throw err;
  }
}
