import { randomInt } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Endpoint } from './endpoints.ts';

/**
 * One statement as the app ran it, one line of the file ACOLHER_BENCH_GRAVAR_SQL names (written by
 * server/src/db/pool.ts): the pool checkout it ran in, its start and end on the app's clock, its
 * text, prepared statement name and row mode, its parameters as pg sent them, and its rows.
 */
export interface ConsultaGravada {
  checkout: number;
  inicio: number;
  fim: number;
  text: string;
  name?: string;
  rowMode?: 'array';
  values: unknown[];
  rows?: unknown[];
}

/**
 * Where a replayed parameter comes from. `fixo`: the same in both recordings, sent as recorded.
 * `de`: a value an earlier statement of the same request returned (a new person's code the
 * resident's insert then uses), read from what that statement returns in this replay. `momento`: a
 * time the app took from its clock (an expiry), moved by the time passed since the recording.
 * `unico`: a token the app drew (a session's), drawn again for each replay in the same alphabet and
 * length, so a unique column never sees it twice.
 */
export type Valor =
  | { fixo: unknown }
  | { de: number; linha: number; coluna: string | number }
  | { momento: string }
  | { unico: string };

export interface Passo {
  text: string;
  name?: string;
  rowMode?: 'array';
  valores: Valor[];
}

/**
 * What the floor replays for one request: its statements, grouped by the checkout (a transaction or
 * a lone query) they ran in, and the checkouts in waves: those of a wave ran at the same time in the
 * app (each began before any other of its wave had ended), so the floor runs them together too.
 */
export interface Roteiro {
  passos: Passo[];
  ondas: number[][][];
  /** Date.now() when the second recording was made: where `momento` values are moved from. */
  gravadoEm: number;
}

export class GravacaoInconsistente extends Error {}

const texto = (valor: unknown) => (valor === null || valor === undefined ? null : String(valor));

/** A column of a recorded row: by index in array mode, by name otherwise. */
function celula(linha: unknown, coluna: string | number): unknown {
  return (linha as Record<string | number, unknown> | undefined)?.[coluna];
}

/** The latest earlier statement whose rows held this parameter's value at the same place in both recordings. */
function origem(
  a: ConsultaGravada[],
  b: ConsultaGravada[],
  ate: number,
  valorA: string,
  valorB: string,
): Valor | null {
  for (let de = ate - 1; de >= 0; de--) {
    const linhas = a[de]?.rows ?? [];
    for (let linha = 0; linha < linhas.length; linha++) {
      const colunas = Object.keys(linhas[linha] as object);
      for (const chave of colunas) {
        const coluna = Array.isArray(linhas[linha]) ? Number(chave) : chave;
        if (
          texto(celula(linhas[linha], coluna)) === valorA &&
          texto(celula(b[de]?.rows?.[linha], coluna)) === valorB
        ) {
          return { de, linha, coluna };
        }
      }
    }
  }
  return null;
}

const MOMENTO = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const TOKEN = /^[A-Za-z0-9_-]{16,}$/;

function valorDoPasso(a: ConsultaGravada[], b: ConsultaGravada[], i: number, j: number): Valor {
  const valorA = a[i]?.values[j];
  const valorB = b[i]?.values[j];
  if (JSON.stringify(valorA) === JSON.stringify(valorB)) return { fixo: valorB };
  const [textoA, textoB] = [texto(valorA), texto(valorB)];
  if (textoA !== null && textoB !== null) {
    const fonte = origem(a, b, i, textoA, textoB);
    if (fonte) return fonte;
    if (MOMENTO.test(textoB)) return { momento: textoB };
    if (TOKEN.test(textoB)) return { unico: textoB };
  }
  // Anything else the app varied on its own (an audit row's JSON naming the new row's code) goes as recorded.
  return { fixo: valorB };
}

/** Checkouts in the order they began, each with its statements' indexes in order. */
function checkouts(consultas: ConsultaGravada[]): number[][] {
  const porCheckout = new Map<number, number[]>();
  consultas.forEach((consulta, i) => {
    const lista = porCheckout.get(consulta.checkout) ?? [];
    lista.push(i);
    porCheckout.set(consulta.checkout, lista);
  });
  const comeco = (indices: number[]) => Math.min(...indices.map((i) => consultas[i]?.inicio ?? 0));
  return [...porCheckout.values()].sort((x, y) => comeco(x) - comeco(y));
}

function ondas(consultas: ConsultaGravada[]): number[][][] {
  const resultado: number[][][] = [];
  let fimDaOnda = Number.NEGATIVE_INFINITY;
  for (const checkout of checkouts(consultas)) {
    const inicio = Math.min(...checkout.map((i) => consultas[i]?.inicio ?? 0));
    const fim = Math.max(...checkout.map((i) => consultas[i]?.fim ?? 0));
    const atual = resultado.at(-1);
    if (atual && inicio < fimDaOnda) {
      atual.push(checkout);
      fimDaOnda = Math.min(fimDaOnda, fim);
    } else {
      resultado.push([checkout]);
      fimDaOnda = fim;
    }
  }
  return resultado;
}

/** In the order they began: the recorder appends a statement when it ends. */
const porInicio = (consultas: ConsultaGravada[]) => [...consultas].sort((x, y) => x.inicio - y.inicio);

/**
 * The second recording's statements in the first's order: statements the app ran at the same time
 * (a record and its relations, read together) begin and end in any order. Each is paired with one of
 * the same text, of the same parameters if there is one; null when the two ran different statements.
 */
function alinhar(a: ConsultaGravada[], b: ConsultaGravada[]): ConsultaGravada[] | null {
  const livres = porInicio(b);
  const mesmos = (x: ConsultaGravada, y: ConsultaGravada) =>
    JSON.stringify(x.values) === JSON.stringify(y.values);
  const pares: ConsultaGravada[] = [];
  for (const consulta of a) {
    let k = livres.findIndex((outra) => outra.text === consulta.text && mesmos(outra, consulta));
    if (k < 0) k = livres.findIndex((outra) => outra.text === consulta.text);
    const par = livres.splice(k, 1)[0];
    if (k < 0 || !par) return null;
    pares.push(par);
  }
  return livres.length === 0 ? pares : null;
}

/**
 * The replay of one request from two recordings of it in a row (after warm-ups): both must have run
 * the same statements, and comparing them tells a constant from a value the app generated. A request
 * that ran none (an answer the app kept) has an empty floor: bare Fastify answering `[]`.
 */
export function roteiroDe(
  gravadaA: ConsultaGravada[],
  gravadaB: ConsultaGravada[],
  gravadoEm: number,
): Roteiro {
  const a = porInicio(gravadaA);
  const b = alinhar(a, gravadaB);
  if (!b) {
    const textos = (c: ConsultaGravada[]) => c.map((q) => q.text).join('\n;\n');
    throw new GravacaoInconsistente(
      `o pedido rodou ${a.length} e depois ${gravadaB.length} comandos diferentes:\n${textos(a)}\n---\n${textos(porInicio(gravadaB))}`,
    );
  }
  const passos = b.map((consulta, i) => ({
    text: consulta.text,
    ...(consulta.name ? { name: consulta.name } : {}),
    ...(consulta.rowMode ? { rowMode: consulta.rowMode } : {}),
    valores: consulta.values.map((_, j) => valorDoPasso(a, b, i, j)),
  }));
  return { passos, ondas: ondas(a), gravadoEm };
}

const ALFABETOS = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/** The same length and the same kind of character at each place (hex stays hex), drawn anew. */
function sortearComo(modelo: string): string {
  return modelo.replace(/[0-9a-zA-Z]/g, (c) => {
    const alfabeto = ALFABETOS.find((a) => a.includes(c)) ?? c;
    const limite = /[a-f]/.test(c) && /^[0-9a-f-]+$/.test(modelo) ? 6 : alfabeto.length;
    return alfabeto[randomInt(limite)] ?? c;
  });
}

/** pg's own text for a Date: what the app sent for the recorded time. */
const comoEnviado = (pg as unknown as { utils: { prepareValue(v: unknown): unknown } }).utils.prepareValue;

function valorParaEnviar(valor: Valor, roteiro: Roteiro, resultados: unknown[][]): unknown {
  if ('fixo' in valor) {
    const buffer = valor.fixo as { type?: string; data?: number[] } | null;
    return buffer?.type === 'Buffer' && buffer.data ? Buffer.from(buffer.data) : valor.fixo;
  }
  if ('momento' in valor)
    return comoEnviado(new Date(Date.parse(valor.momento) + Date.now() - roteiro.gravadoEm));
  if ('unico' in valor) return sortearComo(valor.unico);
  const linha = resultados[valor.de]?.[valor.linha];
  if (linha === undefined) throw new Error(`o comando ${valor.de} não devolveu a linha ${valor.linha}`);
  return celula(linha, valor.coluna);
}

/**
 * Runs one request's statements: each checkout on a client of its own, in order, the checkouts of a
 * wave together. A statement that fails discards its client (its transaction is aborted).
 */
export async function executarRoteiro(pool: pg.Pool, roteiro: Roteiro): Promise<unknown[][]> {
  const resultados: unknown[][] = [];
  for (const onda of roteiro.ondas) {
    await Promise.all(
      onda.map(async (checkout) => {
        const client = await pool.connect();
        try {
          for (const i of checkout) {
            const passo = roteiro.passos[i] as Passo;
            const values = passo.valores.map((v) => valorParaEnviar(v, roteiro, resultados));
            const { text, name, rowMode } = passo;
            const consulta = rowMode ? { text, name, rowMode, values } : { text, name, values };
            resultados[i] = (await client.query<unknown[]>(consulta)).rows;
          }
          client.release();
        } catch (err) {
          client.release(err as Error);
          throw err;
        }
      }),
    );
  }
  return resultados;
}

/**
 * The path a floor route answers on: the endpoint's, without its query string, decoded (the router
 * matches the decoded path: `/beneficio/1/Aposentadoria%20por%20idade` is registered with its spaces).
 */
const routePath = (endpoint: Endpoint) => decodeURIComponent(endpoint.path.split('?')[0] ?? endpoint.path);

export const chaveDoPiso = (endpoint: Pick<Endpoint, 'method' | 'path'>) =>
  `${endpoint.method} ${endpoint.path}`;

/**
 * The floor: bare Fastify and pg, no schemas, no hooks, no logging. Each request runs the statements
 * the app ran for one request of that line (`roteiros`, by "METHOD /path?query") and answers the rows
 * of the one that returned the most (the page: beside it a count or the session is one row), the
 * least any implementation must do. Lines that differ only by query string (a whole list and a page
 * of it) share a route and are told apart by the full URL.
 */
export function buildFloor(
  pool: pg.Pool,
  roteiros: Record<string, Roteiro>,
  endpoints: Endpoint[],
): FastifyInstance {
  const app = Fastify({ logger: false });
  const rotas = new Set<string>();
  for (const endpoint of endpoints) {
    if (!roteiros[chaveDoPiso(endpoint)]) continue;
    const rota = `${endpoint.method} ${routePath(endpoint)}`;
    if (rotas.has(rota)) continue;
    rotas.add(rota);
    app.route({
      method: endpoint.method,
      url: routePath(endpoint),
      handler: async (request, reply) => {
        const roteiro = roteiros[`${request.method} ${request.url}`];
        if (!roteiro) return reply.code(404).send();
        let rows: unknown[] = [];
        for (const resultado of await executarRoteiro(pool, roteiro)) {
          if (resultado.length >= rows.length) rows = resultado;
        }
        return rows;
      },
    });
  }
  return app;
}
