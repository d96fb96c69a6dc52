import type { Db } from './client.ts';

/**
 * A prepared statement per database handle, built on first use. pg prepares it once per connection,
 * so PostgreSQL skips parsing and planning on every later call — worth it for what every request asks.
 */
export function preparadaPorBanco<T>(preparar: (db: Db) => T): (db: Db) => T {
  const porBanco = new WeakMap<Db, T>();
  return (db) => {
    let preparada = porBanco.get(db);
    if (!preparada) {
      preparada = preparar(db);
      porBanco.set(db, preparada);
    }
    return preparada;
  };
}
