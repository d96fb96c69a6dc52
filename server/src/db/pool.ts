import pg from 'pg';

/**
 * The one pool of the app. An idle client can lose its connection (database restart); without an
 * 'error' listener pg would throw that from an event and take the process down.
 */
export function createPool(url: string, onIdleError: (err: Error) => void = () => {}): pg.Pool {
  // A database that does not answer must fail a request (and /health) in seconds, not hang it.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  pool.on('error', onIdleError);
  // A client checked out of the pool (a transaction between two statements) has no listener of the
  // pool's: its connection lost (the server stopped or killed) would be thrown from an event and take
  // the whole app down. The loss still reaches the statement in flight, and the next one fails, so
  // the request answers 503; the pool drops the dead client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** The same server, another database: tests and the CI use this to hop between throw-away databases. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

export class DatabaseUnreachableError extends Error {}

/** Why the first connection failed, in the operator's words, by Node or PostgreSQL error code. */
const MOTIVOS_DA_CONEXAO: Record<string, string> = {
  ECONNREFUSED: 'a conexão foi recusada (o servidor está no ar, nesse endereço e porta?)',
  ENOTFOUND: 'o nome do servidor não foi encontrado',
  EAI_AGAIN: 'o nome do servidor não foi encontrado',
  EHOSTUNREACH: 'o servidor está inalcançável',
  ETIMEDOUT: 'o servidor não respondeu',
  '28P01': 'usuário ou senha recusados',
  '28000': 'o servidor recusou o acesso (veja pg_hba.conf)',
  '3D000': 'o banco de dados não existe (crie-o com createdb)',
};

function codigoDoErro(err: unknown): string | undefined {
  const { code, errors } = err as { code?: string; errors?: { code?: string }[] };
  // Node reports a host with several addresses (localhost: ::1 and 127.0.0.1) as an AggregateError.
  return code ?? errors?.[0]?.code;
}

/**
 * The start's first query. A server it cannot reach stops the start with one line that says which
 * database (`onde`, never the password) and why, instead of a stack.
 */
export async function checkConnection(pool: pg.Pool, onde: string): Promise<void> {
  try {
    await pool.query('select 1');
  } catch (err) {
    const motivo = MOTIVOS_DA_CONEXAO[codigoDoErro(err) ?? ''] ?? (err as Error).message;
    throw new DatabaseUnreachableError(`Não foi possível conectar ao PostgreSQL de ${onde}: ${motivo}.`);
  }
}

/** Where a URL points, for messages: host, port and database, without user or password. */
export function describeUrl(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port || '5432'}${pathname}`;
}
