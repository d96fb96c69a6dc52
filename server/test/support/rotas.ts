import { sql } from 'drizzle-orm';
import type { HTTPMethods, RouteOptions } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { buildTestApp, type TestApp } from './app.ts';

/**
 * Test support for the route walks (decision 0027): every route the real app registers,
 * seen as it is registered, so a route added later is walked without anyone listing it.
 */

export interface Chamada {
  metodo: HTTPMethods;
  /** The path as registered, `/residente/:id`. */
  molde: string;
  /** The path with a value in each parameter. */
  url: string;
  acesso: string | undefined;
  rota: RouteOptions;
}

/** The test app, and the routes it registered. */
export async function appComRotas(): Promise<{ t: TestApp; rotas: RouteOptions[] }> {
  const rotas: RouteOptions[] = [];
  const t = await buildTestApp({ aoRegistrarRota: (rota) => void rotas.push(rota) });
  return { t, rotas };
}

const valorPadrao = (nome: string) => (nome === 'token' ? 'x'.repeat(24) : '1');

/** Each route once per method, each path parameter given `valor(nome)` (a code, or a token). */
export function chamadasDe(
  rotas: RouteOptions[],
  valor: (parametro: string) => string = valorPadrao,
): Chamada[] {
  return rotas.flatMap((rota) =>
    [rota.method].flat().map((metodo) => ({
      metodo,
      molde: rota.url,
      url: rota.url.replace(/:(\w+)/g, (_, nome: string) => valor(nome)),
      acesso: rota.config?.acesso,
      rota,
    })),
  );
}

export const ehLeitura = (c: Chamada) => c.metodo === 'GET' || c.metodo === 'HEAD';
export const daApi = (c: Chamada) => c.acesso !== 'publico';
export const nomeDa = (c: Chamada) => `${c.metodo} ${c.molde}`;

/**
 * Each table's rows as one digest, for "nothing written". The audit log and the counts of its
 * repeated events (denials are written on purpose), the sessions (their last use moves on
 * reads) and the per-address limits' counts (every limited request counts, refused or not) are
 * looked at apart.
 */
export async function retratoDasTabelas(db: Db): Promise<Record<string, string>> {
  const { rows } = await db.execute<{ tabela: string }>(sql`
    select table_name as tabela from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('auditoria', 'auditoria_repeticao', 'sessao', 'limite_de_pedidos')`);
  const retrato: Record<string, string> = {};
  for (const { tabela } of rows) {
    const { rows: [linha] = [] } = await db.execute<{ h: string }>(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(tabela)} t`,
    );
    retrato[tabela] = linha?.h ?? '';
  }
  return retrato;
}

/** The newest audit row's code: rows after it are what a walk wrote. */
export async function marcoDaAuditoria(db: Db): Promise<number> {
  const { rows: [marco] = [] } = await db.execute<{ max: number }>(
    sql`select coalesce(max(codigo), 0)::int as max from auditoria`,
  );
  return marco?.max ?? 0;
}
