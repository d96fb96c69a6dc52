import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { createDb } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { createPool } from '../server/src/db/pool.ts';
import { Cleanup } from './bench/cleanup.ts';
import { createBenchDatabase } from './bench/database.ts';
import { startServerChild } from './bench/processes.ts';
import { semearDemo, USUARIO_DEMO } from './seed/demo.ts';

/**
 * `npm run bench:primeira-carga` (decision 0049): the login page's first load on a throttled
 * phone, in Chromium: 4× slower CPU, 1.6 Mbit/s down with 150 ms of latency, nothing cached. Reports
 * the bytes the network carried and the time until the e-mail field is visible and enabled (from the
 * navigation's start), then, in the same tab, the sign-in of the demo's team account: the time from
 * the tap on "Entrar" until the home's boxes hold their rows, and what that step downloaded. Medians
 * of a few loads; a login page over the budget makes the exit code 1.
 * Without --url it starts the app as `npm start` does, on a throw-away database holding the demo
 * home (`npm run seed -- --demo`), over the built web app (run `npm run build` first).
 */
const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASTA_RESULTADOS = path.join(RAIZ, '.bench');
const ORCAMENTO_MS = 3000;
const PERFIL = {
  cpu: 4,
  /** Bytes per second: 1.6 Mbit/s down, 750 kbit/s up (Lighthouse's slow 4G). */
  descida: (1.6 * 1024 * 1024) / 8,
  subida: (750 * 1024) / 8,
  latenciaMs: 150,
} as const;
const TELEFONE = { width: 390, height: 844 } as const;
const MS_POR_TECLA = 100;

interface Recurso {
  url: string;
  bytes: number;
  codificacao: string;
  /** When it was asked for and when its last byte came, in ms from the step's start: the critical path. */
  pedidoEmMs: number;
  prontoEmMs: number;
}

/** One step of a load: its time and what the network carried during it. */
interface Etapa {
  ms: number;
  bytes: number;
  recursos: Recurso[];
}

interface Carga {
  login: Etapa;
  /** While the user types the e-mail and password: what the page fetches ahead (its time is the typing's). */
  digitacao: Etapa;
  /** From the tap on "Entrar" to the home's boxes with their rows. */
  home: Etapa;
}

interface Conta {
  email: string;
  senha: string;
}

type NomeDaEtapa = keyof Carga;

function lerOpcoes() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      vezes: { type: 'string', default: '5' },
      email: { type: 'string', default: USUARIO_DEMO.EMAIL },
      senha: { type: 'string', default: USUARIO_DEMO.SENHA },
    },
  });
  const vezes = Number(values.vezes);
  if (!Number.isInteger(vezes) || vezes < 1)
    throw new Error(`--vezes deve ser um inteiro ≥ 1 (recebido: ${values.vezes})`);
  return { url: values.url, vezes, conta: { email: values.email, senha: values.senha } };
}

/** The demo home, team account included, on the bench's database: what the home shows a real team. */
async function semearDemonstracao(url: string): Promise<void> {
  const pool = createPool(url);
  try {
    await migrateDatabase(pool);
    await createDb(pool).transaction((tx) => semearDemo(tx, process.env.TZ_LAR ?? 'America/Sao_Paulo'));
  } finally {
    await pool.end();
  }
}

/** The app as production runs it, on a database of its own; the cleanup stops and drops both. */
async function iniciarApp(limpeza: Cleanup): Promise<string> {
  await fs.access(path.join(RAIZ, 'web', 'dist', 'index.html')).catch(() => {
    throw new Error('web/dist não existe: rode npm run build');
  });
  const banco = await createBenchDatabase(limpeza);
  await semearDemonstracao(banco.url);
  const pasta = await fs.mkdtemp(path.join(os.tmpdir(), 'acolher-primeira-carga-'));
  limpeza.defer(`apagar ${pasta}`, () => fs.rm(pasta, { recursive: true, force: true }));
  const env = {
    ...process.env,
    DATABASE_URL: banco.appUrl,
    DATABASE_OWNER_URL: banco.url,
    DATA_DIR: pasta,
    HOST: '127.0.0.1',
    PORT: '0',
  };
  const entrada = path.join(RAIZ, 'server', 'src', 'main.ts');
  const app = await startServerChild('app', entrada, env, path.join(pasta, 'app.log'), limpeza);
  return `http://127.0.0.1:${app.port}`;
}

/**
 * The moment, in the page's own clock, a condition first held: checked in the page on every frame,
 * so the moment is the page's, not a poll's. Each condition answers `performance.now()` once it holds.
 */
async function quando(pagina: Page, condicao: () => number | false): Promise<number> {
  const pronto = await pagina.waitForFunction(condicao, undefined, { polling: 'raf', timeout: 60_000 });
  return Number(await pronto.jsonValue());
}

function loginUsavel(): number | false {
  const campo = document.querySelector<HTMLInputElement>('input[type="email"]');
  return campo && !campo.disabled && campo.getClientRects().length > 0 ? performance.now() : false;
}

/** The home with its boxes' rows in: the heading, no skeleton and no login spinner left. */
function homeComDados(): number | false {
  const titulo = [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Início');
  const quadros = document.querySelectorAll('section[aria-labelledby^="quadro-"] table').length;
  const esperando = document.querySelector('[aria-label="Carregando"], [data-testid="spinner"]');
  return titulo && quadros >= 2 && !esperando ? performance.now() : false;
}

/** One cold load of the login page, then the sign-in, in a fresh context under the throttled profile. */
async function carregar(contexto: BrowserContext, url: string, conta: Conta): Promise<Carga> {
  const pagina = await contexto.newPage();
  const cdp = await contexto.newCDPSession(pagina);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PERFIL.latenciaMs,
    downloadThroughput: PERFIL.descida,
    uploadThroughput: PERFIL.subida,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PERFIL.cpu });
  let etapa: NomeDaEtapa = 'login';
  const porPedido = new Map<string, Recurso & { etapa: NomeDaEtapa }>();
  // CDP's timestamps are seconds of a monotonic clock; each step counts from its own first request.
  const inicioDaEtapa = new Map<NomeDaEtapa, number>();
  const desdeOInicio = (segundos: number, nome: NomeDaEtapa) => {
    if (!inicioDaEtapa.has(nome)) inicioDaEtapa.set(nome, segundos);
    return (segundos - (inicioDaEtapa.get(nome) ?? segundos)) * 1000;
  };
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) => {
    const pedidoEmMs = desdeOInicio(timestamp, etapa);
    porPedido.set(requestId, {
      url: request.url,
      bytes: 0,
      codificacao: '-',
      etapa,
      pedidoEmMs,
      prontoEmMs: 0,
    });
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const recurso = porPedido.get(requestId);
    const codificacao = Object.entries(response.headers).find(
      ([nome]) => nome.toLowerCase() === 'content-encoding',
    );
    if (recurso) recurso.codificacao = String(codificacao?.[1] ?? '-');
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
    const recurso = porPedido.get(requestId);
    if (!recurso) return;
    recurso.bytes = encodedDataLength;
    recurso.prontoEmMs = desdeOInicio(timestamp, recurso.etapa);
  });
  await pagina.goto(`${url}/#/login`, { waitUntil: 'commit' });
  const loginEmMs = await quando(pagina, loginUsavel);
  etapa = 'digitacao';

  // Typed key by key, as a person does on a phone (a quick one: 100 ms a key), not pasted at once:
  // what the page does while it waits for the user is part of what the tap then finds ready.
  await pagina.locator('input[type="email"]').pressSequentially(conta.email, { delay: MS_POR_TECLA });
  await pagina.locator('input[type="password"]').pressSequentially(conta.senha, { delay: MS_POR_TECLA });
  // The tap's moment in the page's clock, taken by the page as the click arrives.
  await pagina.evaluate(() => {
    document.addEventListener(
      'click',
      () => {
        (window as unknown as { toqueEm: number }).toqueEm = performance.now();
      },
      { capture: true, once: true },
    );
  });
  etapa = 'home';
  await pagina.getByRole('button', { name: 'Entrar', exact: true }).click();
  const homeEm = await quando(pagina, homeComDados);
  const toqueEm = await pagina.evaluate(() => (window as unknown as { toqueEm: number }).toqueEm);
  const daEtapa = (nome: NomeDaEtapa, ms: number): Etapa => {
    const recursos = [...porPedido.values()]
      .filter((r) => r.etapa === nome && r.bytes > 0)
      .map(({ etapa: _, ...recurso }) => recurso);
    return { ms, bytes: recursos.reduce((soma, r) => soma + r.bytes, 0), recursos };
  };
  await pagina.close();
  return {
    login: daEtapa('login', loginEmMs),
    digitacao: daEtapa('digitacao', toqueEm - loginEmMs),
    home: daEtapa('home', homeEm - toqueEm),
  };
}

const mediana = (valores: number[]) =>
  [...valores].sort((a, b) => a - b)[Math.floor(valores.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function medir(url: string, vezes: number, conta: Conta): Promise<Carga[]> {
  const navegador = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const cargas: Carga[] = [];
    for (let i = 0; i < vezes; i++) {
      const contexto = await navegador.newContext({
        viewport: TELEFONE,
        isMobile: true,
        hasTouch: true,
        locale: 'pt-BR',
      });
      cargas.push(await carregar(contexto, url, conta));
      await contexto.close();
    }
    return cargas;
  } finally {
    await navegador.close();
  }
}

function relatarEtapa(titulo: string, etapas: Etapa[]): { ms: number; bytes: number } {
  const ms = mediana(etapas.map((e) => e.ms));
  const bytes = mediana(etapas.map((e) => e.bytes));
  console.log(`\n${titulo}`);
  for (const [i, e] of etapas.entries())
    console.log(`  carga ${i + 1}: ${Math.round(e.ms)} ms, ${kb(e.bytes)}`);
  console.log('  recursos da última carga:');
  for (const r of etapas.at(-1)?.recursos ?? []) {
    const { pathname, search } = new URL(r.url);
    const quando = `${Math.round(r.pedidoEmMs)}–${Math.round(r.prontoEmMs)} ms`.padStart(13);
    console.log(`  ${kb(r.bytes).padStart(10)}  ${r.codificacao.padEnd(5)} ${quando}  ${pathname}${search}`);
  }
  return { ms, bytes };
}

interface Resultado {
  login: { ms: number; bytes: number };
  home: { ms: number; bytes: number };
  ok: boolean;
}

function relatar(cargas: Carga[]): Resultado {
  console.log(
    `Perfil: CPU ${PERFIL.cpu}× mais lenta, ${(PERFIL.descida * 8) / 1024 / 1024} Mbit/s, latência ${PERFIL.latenciaMs} ms, sem cache`,
  );
  // The CPU is throttled on top of whatever else the machine runs: the load says how much that was.
  console.log(`Carga da máquina: ${os.loadavg()[0]?.toFixed(1)} em ${os.availableParallelism()} CPUs`);
  const login = relatarEtapa(
    'Página de login (da navegação ao campo de e-mail usável)',
    cargas.map((c) => c.login),
  );
  relatarEtapa(
    `Enquanto digita (${MS_POR_TECLA} ms por tecla): o que a página adianta`,
    cargas.map((c) => c.digitacao),
  );
  const home = relatarEtapa(
    'Login → home (do toque em Entrar aos quadros com as linhas)',
    cargas.map((c) => c.home),
  );
  const ok = login.ms <= ORCAMENTO_MS;
  console.log(
    `\nLogin usável (mediana de ${cargas.length}): ${Math.round(login.ms)} ms (orçamento ${ORCAMENTO_MS} ms) ${ok ? 'ok' : 'FALHOU'}; transferido: ${kb(login.bytes)}`,
  );
  console.log(
    `Login → home (mediana de ${cargas.length}): ${Math.round(home.ms)} ms; transferido: ${kb(home.bytes)}`,
  );
  return { login, home, ok };
}

async function main(): Promise<void> {
  const opcoes = lerOpcoes();
  const limpeza = new Cleanup();
  process.once('SIGINT', () => void limpeza.run().then(() => process.exit(1)));
  try {
    const url = opcoes.url ?? (await iniciarApp(limpeza));
    const cargas = await medir(url, opcoes.vezes, opcoes.conta);
    const resultado = relatar(cargas);
    await fs.mkdir(PASTA_RESULTADOS, { recursive: true });
    const arquivo = path.join(
      PASTA_RESULTADOS,
      `primeira-carga-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    await fs.writeFile(
      arquivo,
      `${JSON.stringify({ perfil: PERFIL, cargaDaMaquina: os.loadavg()[0], ...resultado, cargas }, null, 2)}\n`,
    );
    console.log(`JSON: ${path.relative(RAIZ, arquivo)}`);
    process.exitCode = resultado.ok ? 0 : 1;
  } finally {
    await limpeza.run();
  }
}

main().then(
  () => process.exit(),
  (erro: unknown) => {
    console.error(erro instanceof Error ? erro.message : erro);
    process.exit(1);
  },
);
