import type pg from 'pg';

/** What an app's pool sent since the last `zerar()`: every statement, and the prepared ones by name. */
export interface ContadorDeConsultas {
  total: number;
  /** The prepared statements, by name (the session lookup is `resolver_sessao`). */
  nomeadas: string[];
  zerar(): void;
}

/** Counts the statements `pool` sends from now on: drizzle sends every one through the pool's query(). */
export function contarConsultas(pool: pg.Pool): ContadorDeConsultas {
  const consultas: ContadorDeConsultas = {
    total: 0,
    nomeadas: [],
    zerar() {
      consultas.total = 0;
      consultas.nomeadas = [];
    },
  };
  const alvo: { query: (...argumentos: unknown[]) => unknown } = pool;
  const query = alvo.query.bind(alvo);
  alvo.query = (...argumentos) => {
    consultas.total += 1;
    const { name } = (argumentos[0] ?? {}) as { name?: string };
    if (name) consultas.nomeadas.push(name);
    return query(...argumentos);
  };
  return consultas;
}
