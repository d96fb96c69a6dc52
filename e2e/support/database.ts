import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { clusterDirectory } from '../../server/src/db/embedded.ts';
import { comoPapel, garantirPapel, PAPEL_DE_TESTE } from '../../server/src/db/papel.ts';
import { withDatabase } from '../../server/src/db/pool.ts';

/** A database of its own on TEST_DATABASE_URL's server, for runs that do not use the embedded one. */
export interface BancoExterno {
  /** As the server's superuser: the owner the app migrates with, and the tests' own handle. */
  url: string;
  /** As the app's role, which owns nothing: the app's DATABASE_URL. */
  appUrl: string;
  apagar(): Promise<void>;
}

async function naManutencao(servidor: string, sql: string): Promise<void> {
  const cliente = new pg.Client({ connectionString: withDatabase(servidor, 'postgres') });
  await cliente.connect();
  try {
    await cliente.query(sql);
  } finally {
    await cliente.end();
  }
}

export async function criarBancoExterno(servidor: string): Promise<BancoExterno> {
  const nome = `acolher_e2e_${randomBytes(6).toString('hex')}`;
  await naManutencao(servidor, `create database ${nome}`);
  await garantirPapel(withDatabase(servidor, 'postgres'), PAPEL_DE_TESTE.nome, PAPEL_DE_TESTE.senha);
  const url = withDatabase(servidor, nome);
  return {
    url,
    appUrl: comoPapel(url, PAPEL_DE_TESTE.nome, PAPEL_DE_TESTE.senha),
    apagar: () => naManutencao(servidor, `drop database if exists ${nome} with (force)`),
  };
}

/**
 * Where the app's own embedded PostgreSQL listens, read the way PostgreSQL publishes it:
 * postmaster.pid line 4 is the port, 5 the socket directory, 6 the listen address. The password and
 * database name are the ones server/src/db/embedded.ts gives the cluster in DATA_DIR.
 */
export async function urlDoBancoEmbutido(dataDir: string): Promise<string> {
  const pid = (await readFile(path.join(await clusterDirectory(dataDir), 'postmaster.pid'), 'utf8')).split(
    '\n',
  );
  const [porta, socket, endereco] = [pid[3], pid[4], pid[5]].map((l) => (l ?? '').trim());
  const senha = (await readFile(path.join(dataDir, 'pg-senha'), 'utf8')).trim();
  const url = new URL('postgresql://localhost/acolher');
  url.username = 'postgres';
  url.password = senha;
  url.port = porta ?? '5432';
  if (socket) url.searchParams.set('host', socket);
  else url.hostname = endereco || '127.0.0.1';
  return url.toString();
}
