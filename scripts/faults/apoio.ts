import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb } from '../../server/src/db/client.ts';
import { type Binaries, packagedPostgres, reachableBinaries } from '../../server/src/db/embedded-binaries.ts';
import { comoServidor, run, runAs, SYSTEM_DIR } from '../../server/src/db/embedded-user.ts';
import { criarConta } from '../../server/test/support/sessoes.ts';

/**
 * What the fault runs share: an account that writes through the API, a stream of writes that keeps
 * what was acknowledged, and PostgreSQL's own tools run as the server's user.
 */

export const SENHA = 'Cuidar-bem-2026';

/** A superuser connection, for one statement (the test's own look at the data, not the app's). */
export async function consultar<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  valores: unknown[] = [],
): Promise<T[]> {
  const cliente = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await cliente.connect();
  try {
    return (await cliente.query<T>(sql, valores)).rows;
  } finally {
    await cliente.end();
  }
}

/** A care-team account created straight in the database (as its owner), signed in through the API. */
export async function entrarComoEquipe(appUrl: string, donoUrl: string): Promise<string> {
  const email = `escreve-${randomBytes(4).toString('hex')}@lar.org`;
  const pool = new pg.Pool({ connectionString: donoUrl, max: 1 });
  try {
    await criarConta(createDb(pool), { login: email.split('@')[0] ?? email, email, senha: SENHA });
  } finally {
    await pool.end();
  }
  const resposta = await fetch(`${appUrl}/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, senha: SENHA }),
  });
  if (resposta.status !== 200) throw new Error(`login: ${resposta.status} ${await resposta.text()}`);
  return ((await resposta.json()) as { accessToken: string }).accessToken;
}

export interface Fluxo {
  /** CODIGO → ATIVIDADE of every follow-up the app answered 201 for. */
  confirmadas: Map<number, string>;
  /** Answers other than 201 (the kill cuts the connection: those are thrown, not counted here). */
  recusas: Map<number, number>;
  parar(): Promise<void>;
}

/**
 * `escritores` clients at once, each POSTing follow-ups one after another until stopped or its
 * connection dies (the app killed): a write counts as acknowledged only when its 201 arrived.
 */
export function escreverSemParar(appUrl: string, token: string, escritores: number, rotulo: string): Fluxo {
  const confirmadas = new Map<number, string>();
  const recusas = new Map<number, number>();
  let parar = false;
  let n = 0;
  async function escritor(): Promise<void> {
    while (!parar) {
      const atividade = `${rotulo} escrita ${n++}`;
      let resposta: Response;
      try {
        resposta = await fetch(`${appUrl}/acompanhamento`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ DATA_ACOMPANHAMENTO: '2026-01-15', ATIVIDADE: atividade }),
        });
      } catch {
        return; // the app is gone
      }
      if (resposta.status === 201) {
        const { CODIGO } = (await resposta.json()) as { CODIGO: number };
        confirmadas.set(CODIGO, atividade);
      } else {
        recusas.set(resposta.status, (recusas.get(resposta.status) ?? 0) + 1);
        await resposta.body?.cancel();
      }
    }
  }
  const todos = Promise.all(Array.from({ length: escritores }, escritor));
  return {
    confirmadas,
    recusas,
    async parar() {
      parar = true;
      await todos;
    },
  };
}

let binarios: Promise<{ bin: Binaries; ids: Awaited<ReturnType<typeof runAs>> }> | undefined;

/** PostgreSQL's tools (initdb, pg_ctl), as the embedded server's user: what an operator would run. */
export async function ferramentas() {
  binarios ??= (async () => {
    const ids = await runAs();
    return { bin: await reachableBinaries(await packagedPostgres(), ids, SYSTEM_DIR), ids };
  })();
  const { bin, ids } = await binarios;
  return {
    ids,
    async pgCtl(args: string[]): Promise<void> {
      await run(bin.pg_ctl, args, comoServidor(ids, { LC_ALL: 'C' }));
    },
    async initdb(args: string[]): Promise<void> {
      await run(bin.initdb, args, comoServidor(ids, { LC_ALL: 'C' }));
    },
  };
}

export const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A request with its time, for "none hangs longer than 10 s". No answer at all (the app died, or
 * 30 s passed) is status 0 with the reason as its body, for the test to report.
 */
export async function cronometrar(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; corpo: unknown; ms: number }> {
  const inicio = performance.now();
  const ms = () => Math.round(performance.now() - inicio);
  try {
    const resposta = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const texto = await resposta.text();
    return { status: resposta.status, corpo: texto ? JSON.parse(texto) : null, ms: ms() };
  } catch (err) {
    return { status: 0, corpo: String((err as Error).cause ?? err), ms: ms() };
  }
}

interface Processo {
  pid: number;
  ppid: number;
  comando: string;
}

async function processos(): Promise<Processo[]> {
  const { stdout } = await run('ps', ['-eo', 'pid=,ppid=,args=']);
  return stdout
    .split('\n')
    .map((linha) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(linha))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), comando: m[3] ?? '' }));
}

/** The process and everything it started that is still its descendant (pg_ctl, initdb, postgres). */
export async function descendentes(pid: number): Promise<Processo[]> {
  const todos = await processos();
  const arvore: Processo[] = [];
  const pais = new Set([pid]);
  for (let achou = true; achou; ) {
    achou = false;
    for (const p of todos) {
      if (pais.has(p.ppid) && !pais.has(p.pid)) {
        pais.add(p.pid);
        arvore.push(p);
        achou = true;
      }
    }
  }
  return arvore;
}

/**
 * SIGKILL to the app and all its descendants at once, as a service manager's stop of the whole
 * group or a power cut would: no child finishes what it was doing.
 */
export async function matarArvore(pid: number): Promise<void> {
  const arvore = await descendentes(pid);
  for (const p of [{ pid }, ...arvore]) {
    try {
      process.kill(p.pid, 'SIGKILL');
    } catch {}
  }
}
