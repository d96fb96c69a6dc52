import type pg from 'pg';

/** How many statements a pool has sent since the last `zerar()`. */
export interface ContadorDeConsultas {
  readonly total: number;
  zerar(): void;
}

/** Counts the statements of `pool` from now on: drizzle sends every one through the pool's query(). */
export function contarConsultas(pool: pg.Pool): ContadorDeConsultas {
  let total = 0;
  const alvo: { query: (...argumentos: unknown[]) => unknown } = pool;
  const query = alvo.query.bind(pool);
  alvo.query = (...argumentos) => {
    total += 1;
    return query(...argumentos);
  };
  return {
    get total() {
      return total;
    },
    zerar() {
      total = 0;
    },
  };
}
