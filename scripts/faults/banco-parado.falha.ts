import { chown, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MENSAGENS } from '@acolher/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BancoExterno, criarBancoExterno } from '../../e2e/support/database.ts';
import { clusterDirectory } from '../../server/src/db/embedded.ts';
import { type AppEmProcesso, iniciarMain, postmasterDe, terminar, vivo } from '../../server/test/processo.ts';
import { consultar, cronometrar, entrarComoEquipe, esperar, ferramentas } from './apoio.ts';

/**
 * Faults (docs/falhas-e-carga.md), "database outage": the database stops under the running app and comes back. Meanwhile
 * every request that needs it answers 503 in Portuguese (the follow-up list, a new follow-up, the
 * sign-in) and none hangs past 10 s; /health says so; afterwards the same app process serves again.
 * The embedded server is started again by the app itself (EmbeddedPostgres.vigiar); an external
 * server (DATABASE_URL) is its operator's, here a throw-away cluster on a free port.
 */

const PRAZO_DE_UMA_RESPOSTA_MS = 10_000;
const PRAZO_DE_VOLTA_MS = 90_000;

interface Rodada {
  respostas: { rota: string; status: number; corpo: unknown; ms: number }[];
  /** From the stop to the first round where everything answered 2xx again. */
  voltaMs: number | null;
}

const figuras: Record<string, unknown>[] = [];

/** One round of what the staff do: list, write, and what a load balancer asks. */
async function umaRodada(app: AppEmProcesso, token: string, n: number) {
  const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const [lista, escrita, saude] = await Promise.all([
    cronometrar(`${app.url}/acompanhamento?limite=1`, { headers: { Authorization: auth.Authorization } }),
    cronometrar(`${app.url}/acompanhamento`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ DATA_ACOMPANHAMENTO: '2026-01-15', ATIVIDADE: `durante a queda ${n}` }),
    }),
    cronometrar(`${app.url}/health`),
  ]);
  return [
    { rota: 'GET /acompanhamento', ...lista },
    { rota: 'POST /acompanhamento', ...escrita },
    { rota: 'GET /health', ...saude },
  ];
}

/** Rounds back to back, from now until `voltou` (or the deadline), after `parar` cut the database. */
async function acompanharQueda(
  app: AppEmProcesso,
  token: string,
  parar: () => Promise<void>,
  religar?: () => Promise<void>,
): Promise<Rodada> {
  const respostas: Rodada['respostas'] = [];
  const inicio = performance.now();
  await parar();
  let religado = !religar;
  for (let n = 0; performance.now() - inicio < PRAZO_DE_VOLTA_MS; n++) {
    const rodada = await umaRodada(app, token, n);
    respostas.push(...rodada);
    // Right after a kill -9 the old backends may still answer a round: "back" counts after the outage was seen.
    const viuAQueda = respostas.some((r) => r.status === 503);
    if (religado && viuAQueda && rodada.every((r) => r.status < 300)) {
      return { respostas, voltaMs: Math.round(performance.now() - inicio) };
    }
    // An external server stays down for 3 s of requests before its operator starts it again.
    if (!religado && performance.now() - inicio > 3000) {
      await religar?.();
      religado = true;
    }
    await esperar(100);
  }
  return { respostas, voltaMs: null };
}

/** What every answer must have been, and that the app did come back. */
function conferir(rodada: Rodada, app: AppEmProcesso): void {
  const foraDoCombinado = rodada.respostas.filter((r) => {
    if (r.status < 300) return false;
    const esperado =
      r.rota === 'GET /health' ? { status: 'indisponivel' } : { message: MENSAGENS.bancoIndisponivel };
    return r.status !== 503 || JSON.stringify(r.corpo) !== JSON.stringify(esperado);
  });
  expect(
    foraDoCombinado,
    `respostas durante a queda que não foram 2xx nem o 503 combinado; o app disse:\n${app.saida().slice(-3000)}`,
  ).toEqual([]);
  expect(
    rodada.respostas.filter((r) => r.status === 503).length,
    'nenhum 503: a queda não foi vista',
  ).toBeGreaterThan(0);
  const lentas = rodada.respostas.filter((r) => r.ms > PRAZO_DE_UMA_RESPOSTA_MS);
  expect(lentas, 'respostas que levaram mais de 10 s').toEqual([]);
  expect(rodada.voltaMs, 'o app não voltou a servir').not.toBeNull();
}

function resumo(caso: string, rodada: Rodada): Record<string, unknown> {
  const de503 = rodada.respostas.filter((r) => r.status === 503);
  return {
    caso,
    respostas: rodada.respostas.length,
    de503: de503.length,
    maiorMs: Math.max(...rodada.respostas.map((r) => r.ms)),
    maiorDe503Ms: Math.max(0, ...de503.map((r) => r.ms)),
    voltaMs: rodada.voltaMs,
  };
}

afterAll(() => {
  if (figuras.length) console.log(JSON.stringify({ quedasDoBanco: figuras }));
});

describe('PostgreSQL embutido parado com o app no ar', () => {
  let dataDir: string;
  let app: AppEmProcesso;
  let token: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'acolher-parado-'));
    app = await iniciarMain({ DATA_DIR: dataDir });
    const banco = await postmasterDe(dataDir);
    token = await entrarComoEquipe(app.url, banco?.url ?? '');
  });

  afterAll(async () => {
    app?.filho.kill('SIGTERM');
    if (app) await terminar(app.filho);
    const postmaster = await postmasterDe(dataDir).catch(() => null);
    if (postmaster && vivo(postmaster.pid)) process.kill(postmaster.pid, 'SIGQUIT');
    await rm(dataDir, { recursive: true, force: true });
  });

  const pararComPgCtl = (modo: string) => async (pgDir: string) =>
    (await ferramentas()).pgCtl(['stop', '-D', pgDir, '-m', modo, '-w']);
  const modos: [string, (pgDir: string, pid: number) => Promise<void>][] = [
    ['pg_ctl stop -m fast', pararComPgCtl('fast')],
    ['pg_ctl stop -m immediate', pararComPgCtl('immediate')],
    [
      'kill -9 do postmaster',
      async (_pgDir, pid) => {
        process.kill(pid, 'SIGKILL');
      },
    ],
  ];

  it.each(modos)(
    '%s: 503 em português enquanto isso, e o próprio app o inicia de novo',
    async (caso, parar) => {
      const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const antes = await cronometrar(`${app.url}/acompanhamento`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ DATA_ACOMPANHAMENTO: '2026-01-15', ATIVIDADE: `antes de ${caso}` }),
      });
      expect(antes.status).toBe(201);
      const banco = await postmasterDe(dataDir);
      if (!banco) throw new Error('sem postmaster.pid');
      const pgDir = await clusterDirectory(dataDir);

      const rodada = await acompanharQueda(app, token, () => parar(pgDir, banco.pid));
      figuras.push(resumo(`embutido, ${caso}`, rodada));
      conferir(rodada, app);

      expect(app.filho.exitCode, 'o app não reiniciou').toBeNull();
      const depois = await postmasterDe(dataDir);
      expect(depois?.pid).not.toBe(banco.pid);
      const { CODIGO } = antes.corpo as { CODIGO: number };
      expect(
        await consultar(depois?.url ?? '', 'select atividade from acompanhamento where codigo = $1', [
          CODIGO,
        ]),
      ).toEqual([{ atividade: `antes de ${caso}` }]);
    },
  );
});

async function portaLivre(): Promise<number> {
  const servidor = net.createServer().listen(0, '127.0.0.1');
  await new Promise((ok) => servidor.once('listening', ok));
  const { port } = servidor.address() as net.AddressInfo;
  await new Promise((ok) => servidor.close(ok));
  return port;
}

describe('PostgreSQL externo (DATABASE_URL) parado com o app no ar', () => {
  let pasta: string;
  let pgDir: string;
  let porta: number;
  let externo: BancoExterno;
  let app: AppEmProcesso;
  let token: string;

  const pgCtl = async (...args: string[]) => (await ferramentas()).pgCtl(args);
  const ligar = () =>
    pgCtl(
      'start',
      '-D',
      pgDir,
      '-w',
      '-l',
      path.join(pgDir, 'log'),
      '-o',
      `-p ${porta} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`,
    );

  /** A cluster of its own, as a system service would be: TCP on 127.0.0.1, its own port. */
  beforeAll(async () => {
    pasta = await mkdtemp(path.join(os.tmpdir(), 'acolher-servico-'));
    pgDir = path.join(pasta, 'pg');
    const { ids, initdb } = await ferramentas();
    if (ids) await chown(pasta, ids.uid, ids.gid);
    await initdb([
      `--pgdata=${pgDir}`,
      '--auth=trust',
      '--username=postgres',
      '--encoding=UTF8',
      '--locale=C',
    ]);
    porta = await portaLivre();
    await ligar();
    externo = await criarBancoExterno(`postgres://postgres@127.0.0.1:${porta}/postgres`);
    app = await iniciarMain({
      DATA_DIR: path.join(pasta, 'dados'),
      DATABASE_URL: externo.appUrl,
      DATABASE_OWNER_URL: externo.url,
    });
    token = await entrarComoEquipe(app.url, externo.url);
  });

  afterAll(async () => {
    app?.filho.kill('SIGTERM');
    if (app) await terminar(app.filho);
    await pgCtl('stop', '-D', pgDir, '-m', 'immediate').catch(() => undefined);
    await rm(pasta, { recursive: true, force: true });
  });

  it.each(['fast', 'immediate'])(
    'pg_ctl stop -m %s e, 3 s depois, start: 503 em português enquanto isso, e volta sem reiniciar o app',
    async (modo) => {
      const rodada = await acompanharQueda(
        app,
        token,
        () => pgCtl('stop', '-D', pgDir, '-m', modo, '-w'),
        ligar,
      );
      figuras.push(resumo(`externo, pg_ctl stop -m ${modo}`, rodada));
      conferir(rodada, app);
      expect(app.filho.exitCode, 'o app não reiniciou').toBeNull();
    },
  );
});
