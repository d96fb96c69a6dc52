import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type BrowserContext, chromium } from 'playwright-core';
import { Cleanup } from './bench/cleanup.ts';
import { createBenchDatabase } from './bench/database.ts';
import { startServerChild } from './bench/processes.ts';

/**
 * `npm run bench:primeira-carga` (decision 0004): the login page's first load on a throttled phone, in
 * Chromium: 4× slower CPU, 1.6 Mbit/s down with 150 ms of latency, nothing cached. Reports the bytes
 * the network carried and the time until the e-mail field is visible and enabled (from the
 * navigation's start), the median of a few loads; over the budget, the exit code is 1.
 * Without --url it starts the app as `npm start` does, on a throw-away database, over the built
 * web app (run `npm run build` first).
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

interface Recurso {
  url: string;
  bytes: number;
  codificacao: string;
}

interface Carga {
  usavelEmMs: number;
  bytes: number;
  recursos: Recurso[];
}

function lerOpcoes() {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, vezes: { type: 'string', default: '3' } },
  });
  const vezes = Number(values.vezes);
  if (!Number.isInteger(vezes) || vezes < 1)
    throw new Error(`--vezes deve ser um inteiro ≥ 1 (recebido: ${values.vezes})`);
  return { url: values.url, vezes };
}

/** The app as production runs it, on a database of its own; the cleanup stops and drops both. */
async function iniciarApp(limpeza: Cleanup): Promise<string> {
  await fs.access(path.join(RAIZ, 'web', 'dist', 'index.html')).catch(() => {
    throw new Error('web/dist não existe: rode npm run build');
  });
  const banco = await createBenchDatabase(limpeza);
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

/** One cold load of the login page in a fresh context under the throttled profile. */
async function carregar(contexto: BrowserContext, url: string): Promise<Carga> {
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
  const porPedido = new Map<string, Recurso>();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const codificacao = Object.entries(response.headers).find(
      ([nome]) => nome.toLowerCase() === 'content-encoding',
    );
    porPedido.set(requestId, { url: response.url, bytes: 0, codificacao: String(codificacao?.[1] ?? '-') });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const recurso = porPedido.get(requestId);
    if (recurso) recurso.bytes = encodedDataLength;
  });
  await pagina.goto(`${url}/#/login`, { waitUntil: 'commit' });
  // Checked in the page on every frame, so the moment is the page's own clock, not a poll's.
  const pronto = await pagina.waitForFunction(
    () => {
      const campo = document.querySelector<HTMLInputElement>('input[type="email"]');
      const usavel = campo && !campo.disabled && campo.getClientRects().length > 0;
      return usavel ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const usavelEmMs = Number(await pronto.jsonValue());
  const recursos = [...porPedido.values()].filter((r) => r.bytes > 0);
  await pagina.close();
  return { usavelEmMs, bytes: recursos.reduce((soma, r) => soma + r.bytes, 0), recursos };
}

const mediana = (valores: number[]) =>
  [...valores].sort((a, b) => a - b)[Math.floor(valores.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function medir(url: string, vezes: number): Promise<Carga[]> {
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
      cargas.push(await carregar(contexto, url));
      await contexto.close();
    }
    return cargas;
  } finally {
    await navegador.close();
  }
}

function relatar(cargas: Carga[]): { ms: number; bytes: number; ok: boolean } {
  const ms = mediana(cargas.map((c) => c.usavelEmMs));
  const bytes = mediana(cargas.map((c) => c.bytes));
  console.log(
    `Perfil: CPU ${PERFIL.cpu}× mais lenta, ${(PERFIL.descida * 8) / 1024 / 1024} Mbit/s, latência ${PERFIL.latenciaMs} ms, sem cache`,
  );
  // The CPU is throttled on top of whatever else the machine runs: the load says how much that was.
  console.log(`Carga da máquina: ${os.loadavg()[0]?.toFixed(1)} em ${os.availableParallelism()} CPUs`);
  for (const [i, c] of cargas.entries())
    console.log(`carga ${i + 1}: ${Math.round(c.usavelEmMs)} ms, ${kb(c.bytes)}`);
  console.log('\nrecursos da última carga:');
  for (const r of cargas.at(-1)?.recursos ?? []) {
    console.log(`  ${kb(r.bytes).padStart(10)}  ${r.codificacao.padEnd(5)}  ${new URL(r.url).pathname}`);
  }
  const ok = ms <= ORCAMENTO_MS;
  console.log(
    `\nLogin usável (mediana de ${cargas.length}): ${Math.round(ms)} ms (orçamento ${ORCAMENTO_MS} ms) ${ok ? 'ok' : 'FALHOU'}; transferido: ${kb(bytes)}`,
  );
  return { ms, bytes, ok };
}

async function main(): Promise<void> {
  const opcoes = lerOpcoes();
  const limpeza = new Cleanup();
  process.once('SIGINT', () => void limpeza.run().then(() => process.exit(1)));
  try {
    const url = opcoes.url ?? (await iniciarApp(limpeza));
    const cargas = await medir(url, opcoes.vezes);
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
