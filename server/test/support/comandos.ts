import type pg from 'pg';

/** The statements a pool's clients sent, in order: each is one round trip to PostgreSQL. */
export interface Comandos {
  textos: string[];
  /** Each statement's prepared name (null: built and planned anew), in the same order. */
  nomes: (string | null)[];
  zerar(): void;
}

/** The session's lookup, sent by every signed-in request: not the write's own round trip, so left out. */
const DA_SESSAO = /^resolver_sessao/;

/**
 * Records every statement sent through `pool`'s clients — the pool's own `query`, a transaction's
 * BEGIN, its statements and COMMIT alike — so a test can assert a write's round trips.
 */
export function gravarComandos(pool: pg.Pool): Comandos {
  const comandos: Comandos = {
    textos: [],
    nomes: [],
    zerar() {
      comandos.textos.length = 0;
      comandos.nomes.length = 0;
    },
  };
  const contados = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (contados.has(client)) return;
    contados.add(client);
    const query = client.query.bind(client) as (...argumentos: unknown[]) => unknown;
    (client as { query: unknown }).query = (...argumentos: unknown[]) => {
      const nome = (argumentos[0] as { name?: string }).name ?? null;
      if (nome === null || !DA_SESSAO.test(nome)) {
        comandos.textos.push(textoDe(argumentos[0]));
        comandos.nomes.push(nome);
      }
      return query(...argumentos);
    };
  });
  return comandos;
}

function textoDe(comando: unknown): string {
  if (typeof comando === 'string') return comando;
  return (comando as { text?: string }).text ?? '';
}
