import pg from 'pg';

/**
 * The one pool of the app. An idle client can lose its connection (database restart); without an
 * 'error' listener pg would throw that from an event and take the process down.
 */
export function createPool(url: string, onIdleError: (err: Error) => void = () => {}): pg.Pool {
  // A database that does not answer must fail a request (and /health) in seconds, not hang it.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  pool.on('error', onIdleError);
  return pool;
}

/** The same server, another database: tests and the CI use this to hop between throw-away databases. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}
