import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { createDb } from '../server/src/db/client.ts';
import { migrarEConceder } from '../server/src/db/migrate.ts';
import { PAPEL_DE_TESTE } from '../server/src/db/papel.ts';
import { createPool } from '../server/src/db/pool.ts';
import { criarConta } from '../server/test/support/sessoes.ts';
import { Cleanup } from './bench/cleanup.ts';
import { type BenchDatabase, createBenchDatabase } from './bench/database.ts';
import { BENCH_CONTA, type BenchUser, ENDPOINTS, RESIDENTE_COM_ACOMPANHAMENTOS } from './bench/endpoints.ts';
import { gravarRoteiros } from './bench/gravacao.ts';
import { VARIAVEL_DA_GRAVACAO } from './bench/gravador.ts';
import { aguardarOcioso, type LoadTarget, measure } from './bench/load.ts';
import { CONEXOES_DA_RAJADA, measureRajadaDeLogins } from './bench/login-em-rajada.ts';
import {
  type BenchOptions,
  casoIncluido,
  casosSemEfeito,
  FASES,
  type Fase,
  HelpRequested,
  OptionsError,
  parseOptions,
} from './bench/options.ts';
import {
  assertAlive,
  freeLoopbackPort,
  peakRssBytes,
  resetPeakRss,
  type ServerChild,
  startServerChild,
  stopChild,
} from './bench/processes.ts';
import { IMPRESSOES_EM_SEQUENCIA, measureProntuario, PRONTUARIOS_SIMULTANEOS } from './bench/prontuario.ts';
import { measureStarts } from './bench/readiness.ts';
import {
  type BenchReport,
  type EndpointReport,
  formatMarkdown,
  formatReport,
  judgeEndpoint,
  judgeProntuario,
  judgeRajada,
  judgeStart,
  judgeWeb,
  resumoDaLinha,
  writeReport,
} from './bench/report.ts';
import { seedVolume } from './bench/seed.ts';
import { measureWebSize } from './bench/web-size.ts';

/**
 * `npm run bench` (docs/arquitetura.md §8): load numbers of the real app next to a bare floor server on a
 * throw-away database at benchmark volume, `npm start` readiness, and the JS size of the login route
 * and of each lazily loaded section.
 */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BENCH_FOLDER = path.join(REPO_ROOT, '.bench');
const BENCH_USER: BenchUser = { email: 'bench@acolher.local', senha: 'bench-senha-1' };

function step(text: string): void {
  console.log(`» ${text}`);
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const began = performance.now();
  const result = await work();
  step(`${label}: ${((performance.now() - began) / 1000).toFixed(1)} s`);
  return result;
}

/** How many follow-ups the prontuário's resident has: the rows its PDF lays out. */
async function followUpsOfTheProntuario(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    'select count(*)::int as n from acompanhamento_residente where codigo_residente = $1',
    [RESIDENTE_COM_ACOMPANHAMENTOS],
  );
  return rows[0]?.n ?? 0;
}

async function prepareDatabase(
  options: BenchOptions,
  cleanup: Cleanup,
): Promise<BenchDatabase & { acompanhamentosDoProntuario: number }> {
  const database = await createBenchDatabase(cleanup);
  step(`banco de dados descartável em ${database.server}`);
  const pool: pg.Pool = createPool(database.url);
  try {
    const db = createDb(pool);
    await timed('migrações', () => migrarEConceder(pool, PAPEL_DE_TESTE.nome));
    // The million audit rows take minutes to write: only for a run that loads the audit screen.
    const auditoria = ENDPOINTS.some(
      (e) => e.path.startsWith('/auditoria') && casoIncluido(options, `${e.method} ${e.path}`),
    )
      ? options.auditoria
      : 0;
    const volume = `${options.residentes} residentes, ${options.acompanhamentos} acompanhamentos, ${options.funcionarios} funcionários, ${options.convenios} convênios, ${auditoria} linhas de auditoria`;
    await timed(`semeadura (${volume})`, () => seedVolume(db, { ...options, auditoria }));
    await criarConta(db, { login: 'bench', ...BENCH_USER, ...BENCH_CONTA });
    // Production has autovacuum's statistics and flushed GIN pending lists; freshly loaded tables
    // have neither: without the vacuum every name search would scan 10,000 pending trigram entries.
    await pool.query('vacuum analyze');
    return { ...database, acompanhamentosDoProntuario: await followUpsOfTheProntuario(pool) };
  } finally {
    await pool.end();
  }
}

const APP_ENTRY = path.join(REPO_ROOT, 'server', 'src', 'main.ts');

function serverEnv(database: BenchDatabase, workDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: database.appUrl,
    DATABASE_OWNER_URL: database.url,
    DATA_DIR: workDir,
    HOST: '127.0.0.1',
    PORT: '0',
    // The sign-in lines send each request from an address of their own in X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
  };
}

/** The lines this run loads, and /health, which tells when each server has finished a line's requests. */
const linhasDoPiso = (options: BenchOptions) =>
  ENDPOINTS.filter((e) => e.path === '/health' || casoIncluido(options, `${e.method} ${e.path}`));

/**
 * The floor's statements, from the app itself (decision 0004): an app of its own, started with the
 * recorder on, answers each line's requests one at a time and is stopped, so the measured app never
 * pays for the recording. Writes the file the floor reads (kept in .bench/ beside the results: what
 * each floor ran).
 */
async function gravarOPiso(
  options: BenchOptions,
  database: BenchDatabase,
  workDir: string,
  arquivo: string,
  cleanup: Cleanup,
): Promise<void> {
  const gravacao = path.join(workDir, 'comandos.jsonl');
  const env = { ...serverEnv(database, workDir), [VARIAVEL_DA_GRAVACAO]: gravacao };
  const gravador = await startServerChild(
    'gravador',
    path.join(REPO_ROOT, 'scripts', 'bench', 'app-gravando.ts'),
    env,
    path.join(workDir, 'gravador.log'),
    cleanup,
  );
  try {
    const target: LoadTarget = { port: gravador.port, token: await login(gravador), user: BENCH_USER };
    const roteiros = await gravarRoteiros(linhasDoPiso(options), target, gravacao);
    await fs.mkdir(path.dirname(arquivo), { recursive: true });
    await fs.writeFile(arquivo, `${JSON.stringify(roteiros, null, 1)}\n`);
  } finally {
    await stopChild(gravador.child);
  }
}

async function startServers(database: BenchDatabase, workDir: string, pisoFile: string, cleanup: Cleanup) {
  const env = serverEnv(database, workDir);
  // The app starts exactly as `npm start` does after the build; the floor is the bench's own server.
  const floorEntry = path.join(REPO_ROOT, 'scripts', 'bench', 'floor-process.ts');
  return Promise.all([
    startServerChild('app', APP_ENTRY, env, path.join(workDir, 'app.log'), cleanup),
    startServerChild(
      'piso',
      floorEntry,
      { ...env, ACOLHER_BENCH_PISO: pisoFile },
      path.join(workDir, 'piso.log'),
      cleanup,
    ),
  ]);
}

function maxOrNull(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length > 0 ? Math.max(...known) : null;
}

/** A real login on the app: the token later requests send as Bearer. */
async function login(app: ServerChild): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${app.port}/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_USER.email, senha: BENCH_USER.senha }),
  });
  const body = (await response.json()) as { accessToken?: string; message?: string };
  if (!response.ok || !body.accessToken) {
    throw new Error(`login do bench falhou (${response.status}): ${body.message ?? JSON.stringify(body)}`);
  }
  return body.accessToken;
}

async function loadEndpoints(
  options: BenchOptions,
  app: ServerChild,
  floor: ServerChild,
  target: LoadTarget,
): Promise<EndpointReport[]> {
  const reports: EndpointReport[] = [];
  for (const endpoint of ENDPOINTS.filter((e) => casoIncluido(options, `${e.method} ${e.path}`))) {
    const connections = endpoint.connections ?? options.connections;
    step(`carga: ${endpoint.method} ${endpoint.path}, ${connections} conexões, ${options.duration} s`);
    // Each run starts on servers that finished the previous one's requests (see aguardarOcioso).
    const ociosos = () => Promise.all([aguardarOcioso(app.port), aguardarOcioso(floor.port)]);
    await ociosos();
    // The peak of this line alone: the comparison with the original system (decision 0038) weighs the
    // server's RSS under each load.
    const rssPorLinha = resetPeakRss(app.child.pid);
    const appResult = await measure(endpoint, target, connections, options.duration);
    const appPeakRss = rssPorLinha ? peakRssBytes(app.child.pid) : null;
    await ociosos();
    const floorResult = await measure(
      endpoint,
      { port: floor.port, token: null, user: BENCH_USER },
      connections,
      options.duration,
    );
    assertAlive(app);
    assertAlive(floor);
    const report = judgeEndpoint(endpoint, connections, appResult, floorResult, appPeakRss);
    // Each line as it ends: a long run shows where it stands, and an interrupted one keeps what it measured.
    step(`  ${resumoDaLinha(report)}`);
    reports.push(report);
  }
  return reports;
}

/** A phase `--casos` kept: its result, or null (and a line saying it was left out). */
async function fase<T>(options: BenchOptions, nome: Fase, run: () => Promise<T>): Promise<T | null> {
  if (casoIncluido(options, nome)) return run();
  step(`${nome}: fora de --casos, não medido`);
  return null;
}

/** "AMD EPYC 7B13, 7.8 GB": which machine the dated table ran on. */
function maquina(): string {
  const modelo = os.cpus()[0]?.model.trim() ?? 'processador desconhecido';
  return `${modelo}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB de memória, ${os.platform()} ${os.release()}`;
}

async function runBench(options: BenchOptions, cleanup: Cleanup): Promise<BenchReport> {
  const at = new Date().toISOString();
  const loadAverage = os.loadavg()[0] ?? 0;
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'acolher-bench-'));
  cleanup.defer(`apagar ${workDir}`, () => fs.rm(workDir, { recursive: true, force: true }));

  const database = await prepareDatabase(options, cleanup);
  const pisoFile = path.join(BENCH_FOLDER, `piso-${at.replace(/[:.]/g, '-')}.json`);
  await timed('gravação do piso', () => gravarOPiso(options, database, workDir, pisoFile, cleanup));
  const [app, floor] = await startServers(database, workDir, pisoFile, cleanup);
  const target: LoadTarget = { port: app.port, token: await login(app), user: BENCH_USER };
  // First, on the app as it has just started: the prints' memory is then theirs, not what the list
  // loads leave in the heap (V8 keeps it).
  const prontuario = await fase(options, 'prontuario', async () => {
    step(
      `prontuário: ${IMPRESSOES_EM_SEQUENCIA} um por vez, depois ${PRONTUARIOS_SIMULTANEOS} de cada vez junto da página de residentes por ${options.duration} s`,
    );
    return judgeProntuario(
      await measureProntuario(app, target, options.connections, options.duration),
      database.acompanhamentosDoProntuario,
      options.connections,
    );
  });
  assertAlive(app);
  const loginsEmRajada = await fase(options, 'rajada', async () => {
    step(
      `rajada de logins: a página de residentes sozinha, depois junto de ${CONEXOES_DA_RAJADA} logins simultâneos de um endereço e de um endereço por login, ${options.duration} s cada`,
    );
    return judgeRajada(
      await measureRajadaDeLogins(target, options.connections, options.duration),
      options.connections,
    );
  });
  assertAlive(app);
  const endpoints = await loadEndpoints(options, app, floor, target);
  // The prontuário phase and each endpoint line set the peak back: the run's is the highest of all.
  const appPeakRssBytes = maxOrNull([
    prontuario?.sozinhoPeakRssBytes ?? null,
    prontuario?.simultaneosPeakRssBytes ?? null,
    ...endpoints.map((e) => e.appPeakRssBytes),
    peakRssBytes(app.child.pid),
  ]);
  // The start timings must not share the CPUs with idle servers of the load phase.
  await Promise.all([stopChild(app.child), stopChild(floor.child)]);

  const start = await fase(options, 'inicio', async () => {
    step(
      `npm start em um diretório de dados existente: 1 início sem cronômetro, ${options.starts} cronometrado(s)`,
    );
    const port = await freeLoopbackPort();
    return judgeStart(await measureStarts({ repoRoot: REPO_ROOT, port, cleanup }, options.starts));
  });
  const web = await fase(options, 'web', async () =>
    judgeWeb(await measureWebSize(path.join(REPO_ROOT, 'web', 'dist'))),
  );
  const pass =
    endpoints.every((e) => e.pass) &&
    (prontuario?.pass ?? true) &&
    (loginsEmRajada?.pass ?? true) &&
    (start?.pass ?? true) &&
    (web?.pass ?? true);
  return {
    at,
    options,
    database: database.server,
    node: process.version,
    cpus: os.availableParallelism(),
    maquina: maquina(),
    loadAverage,
    endpoints,
    appPeakRssBytes,
    prontuario,
    loginsEmRajada,
    start,
    web,
    pass,
  };
}

/** Ctrl-C, SIGTERM or the time limit: clean up everything, then stop with a failure. */
function guard(cleanup: Cleanup, limitMinutes: number): void {
  const abort = async (why: string) => {
    console.error(`\nbench interrompido: ${why}; limpando…`);
    await cleanup.run();
    process.exit(1);
  };
  setTimeout(() => abort(`passou do limite de ${limitMinutes} min (--limit)`), limitMinutes * 60_000).unref();
  process.once('SIGINT', () => abort('SIGINT'));
  process.once('SIGTERM', () => abort('SIGTERM'));
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const semEfeito = casosSemEfeito(options, [...ENDPOINTS.map((e) => `${e.method} ${e.path}`), ...FASES]);
  if (semEfeito.length > 0) {
    throw new OptionsError(
      `--casos: nenhuma linha nem fase com ${semEfeito.map((c) => `"${c}"`).join(', ')}`,
    );
  }
  const cleanup = new Cleanup();
  guard(cleanup, options.limitMinutes);
  try {
    const report = await runBench(options, cleanup);
    console.log(`\n${formatReport(report)}`);
    if (options.markdown) console.log(`\n${formatMarkdown(report)}`);
    console.log(`\nJSON: ${path.relative(REPO_ROOT, await writeReport(report, BENCH_FOLDER))}`);
    process.exitCode = report.pass ? 0 : 1;
  } finally {
    await timed('limpeza', () => cleanup.run());
  }
}

main().then(
  () => process.exit(),
  (err: unknown) => {
    if (err instanceof HelpRequested) {
      console.log(err.message);
      process.exit(0);
    }
    console.error(err instanceof OptionsError ? err.message : err);
    process.exit(err instanceof OptionsError ? 2 : 1);
  },
);
