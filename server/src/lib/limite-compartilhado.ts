import type pg from 'pg';

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
 * Keys past their limit until their window ends, as this process last heard it from the database. A
 * fixed window's count only grows, so a key over its limit stays over it until the window ends: a
 * flood of refused requests (decision 0031 measured 38,600 in 5 s from one address) is answered from
 * memory and costs the database nothing. At most this many are kept, the oldest going first.
 */
export const MAXIMO_DE_BLOQUEADOS = 10_000;

function bloqueadosNesteProcesso() {
  const bloqueados = new Map<string, { ate: number; contagem: number }>();
  return {
    /** The key's count while it is known to be over its limit, one request more; else null. */
    contar(chave: string): Contagem | null {
      const bloqueado = bloqueados.get(chave);
      if (!bloqueado) return null;
      const resta = bloqueado.ate - Date.now();
      if (resta <= 0) {
        bloqueados.delete(chave);
        return null;
      }
      bloqueado.contagem += 1;
      return { current: bloqueado.contagem, ttl: resta };
    },
    anotar(chave: string, contagem: Contagem, max: number): void {
      if (contagem.current <= max) return;
      const maisAntigo = bloqueados.keys().next().value;
      if (bloqueados.size >= MAXIMO_DE_BLOQUEADOS && maisAntigo !== undefined) bloqueados.delete(maisAntigo);
      bloqueados.set(chave, { ate: Date.now() + contagem.ttl, contagem: contagem.current });
    },
  };
}

/**
 * The `store` option of @fastify/rate-limit: the plugin builds one with `new`, then one `child` per
 * route with a limit, and calls `incr` on each request. A failing query fails the request (a
 * database that does not answer is a 503 anyway), never lets it through uncounted.
 */
export function lojaDeLimitesNoBanco(pool: pg.Pool) {
  let ultimaLimpeza = Date.now();
  const bloqueados = bloqueadosNesteProcesso();

  async function contar(chave: string, janelaMs: number, max: number): Promise<Contagem> {
    const jaBloqueado = bloqueados.contar(chave);
    if (jaBloqueado) return jaBloqueado;
    if (Date.now() - ultimaLimpeza >= INTERVALO_DE_LIMPEZA_MS) {
      ultimaLimpeza = Date.now();
      await apagarContagensVencidas(pool);
    }
    const contagem = await contarPedido(pool, chave, janelaMs);
    bloqueados.anotar(chave, contagem, max);
    return contagem;
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

    incr(chave: string, retorno: Retorno, janelaMs: number, max: number): void {
      contar(this.prefixo + chave, janelaMs, max).then(
        (contagem) => retorno(null, contagem),
        (erro: Error) => retorno(erro),
      );
    }
  };
}
