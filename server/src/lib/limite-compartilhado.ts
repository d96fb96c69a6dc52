import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/**
 * The per-address limits of @fastify/rate-limit (decision 0031: 30 hashing requests a minute, 5 reset
 * requests in 15 minutes), counted in PostgreSQL so that every app process on one database counts
 * together (docs/deployment-em-varios-processos.md): behind a proxy balancing two processes, an address gets 30 in all, not 30
 * from each. UNLOGGED (migration 0020): a count is worth nothing after a crash, and skipping the WAL
 * keeps each request's one write cheap.
 */
export const limiteDePedidos = pgTable(
  'limite_de_pedidos',
  {
    /** The route and the address (or IPv6 /64): `POST /login/ 10.0.0.7`. */
    CHAVE: text('chave').primaryKey(),
    CONTAGEM: integer('contagem').notNull(),
    /** When the window that CONTAGEM counts ends; the next request after it starts a new one. */
    EXPIRA_EM: timestamp('expira_em', { withTimezone: true }).notNull(),
  },
  (t) => [index('limite_de_pedidos_expira_em_idx').on(t.EXPIRA_EM)],
);

/** What @fastify/rate-limit reads from a store: the count in the window and the milliseconds it has left. */
export interface Contagem {
  current: number;
  ttl: number;
}

/**
 * One request more for `chave`, atomically, whichever process asks: a window that has ended starts
 * again at 1 (a fixed window, as the plugin's own in-memory store counts). PostgreSQL's clock, not
 * the processes', decides when a window ends, so two machines whose clocks differ still agree.
 */
const CONTAR = `
  insert into limite_de_pedidos as l (chave, contagem, expira_em)
  values ($1, 1, clock_timestamp() + $2 * interval '1 millisecond')
  on conflict (chave) do update set
    contagem = case when l.expira_em <= clock_timestamp() then 1 else l.contagem + 1 end,
    expira_em = case when l.expira_em <= clock_timestamp() then excluded.expira_em else l.expira_em end
  returning contagem,
    greatest(0, ceil(extract(epoch from (expira_em - clock_timestamp())) * 1000))::int as ttl`;

export async function contarPedido(pool: pg.Pool, chave: string, janelaMs: number): Promise<Contagem> {
  const { rows } = await pool.query<{ contagem: number; ttl: number }>({
    name: 'contar-pedido-no-limite',
    text: CONTAR,
    values: [chave, janelaMs],
  });
  const [linha] = rows;
  if (!linha) throw new Error('contagem do limite sem resposta');
  return { current: linha.contagem, ttl: linha.ttl };
}

/** Counts whose window has ended: the next request of their address starts afresh without them. */
export async function apagarContagensVencidas(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query('delete from limite_de_pedidos where expira_em <= clock_timestamp()');
  return rowCount ?? 0;
}

/** Each process sweeps ended windows at most this often, so addresses seen once do not pile up. */
const INTERVALO_DE_LIMPEZA_MS = 60_000;

type Retorno = (erro: Error | null, contagem?: Contagem) => void;
interface OpcoesDaRota {
  routeInfo: { method?: string | string[]; url?: string };
}

/**
 * The `store` option of @fastify/rate-limit: the plugin builds one with `new`, then one `child` per
 * route with a limit, and calls `incr` on each request. A failing query fails the request (a
 * database that does not answer is a 503 anyway), never lets it through uncounted.
 */
export function lojaDeLimitesNoBanco(pool: pg.Pool) {
  let ultimaLimpeza = Date.now();

  async function contar(chave: string, janelaMs: number): Promise<Contagem> {
    if (Date.now() - ultimaLimpeza >= INTERVALO_DE_LIMPEZA_MS) {
      ultimaLimpeza = Date.now();
      await apagarContagensVencidas(pool);
    }
    return contarPedido(pool, chave, janelaMs);
  }

  return class LojaDeLimitesNoBanco {
    /** Each route counts apart, as decision 0031 says: `POST /login/ ` before the address. */
    constructor(
      _opcoesGlobais?: unknown,
      private readonly prefixo = '',
    ) {}

    /**
     * The plugin hands over the route's merged limit options, the route itself under `routeInfo`
     * (@fastify/rate-limit 11's index.js; its types say a bare RouteOptions, hence `object`).
     */
    child(opcoes: object): LojaDeLimitesNoBanco {
      const { method, url } = (opcoes as OpcoesDaRota).routeInfo;
      return new LojaDeLimitesNoBanco(undefined, `${method} ${url} `);
    }

    incr(chave: string, retorno: Retorno, janelaMs: number): void {
      contar(this.prefixo + chave, janelaMs).then(
        (contagem) => retorno(null, contagem),
        (erro: Error) => retorno(erro),
      );
    }
  };
}
