import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from '../../server/src/config.ts';
import * as schema from '../../server/src/db/schema.ts';
import type { Endpoint } from './endpoints.ts';

export interface RecordedQuery {
  text: string;
  params: unknown[];
}

/** Runs the app's own query code once and keeps the exact statements and parameters it sent. */
export async function recordQueries(
  pool: pg.Pool,
  config: Config,
  run: NonNullable<Endpoint['floor']>,
): Promise<RecordedQuery[]> {
  const recorded: RecordedQuery[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => recorded.push({ text, params }) },
  });
  await run(db, config);
  return recorded;
}

/**
 * The path a floor route answers on: the endpoint's, without its query string, decoded (the router
 * matches the decoded path: `/beneficio/1/Aposentadoria%20por%20idade` is registered with its spaces).
 */
const routePath = (endpoint: Endpoint) => decodeURIComponent(endpoint.path.split('?')[0] ?? endpoint.path);

/**
 * The floor: bare Fastify and pg, no schemas, no hooks, no logging. Each endpoint runs its recorded
 * statements in order and answers the rows of the one that returned the most (the page: beside it a
 * count or the data's version is one row, and a service may send its count last), the least any
 * implementation must do.
 * Endpoints that differ only by query string (a whole list and a page of it) share a route and are
 * told apart by the full URL.
 */
export async function buildFloor(
  pool: pg.Pool,
  config: Config,
  endpoints: Endpoint[],
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const porUrl = new Map<string, RecordedQuery[]>();
  const rotas = new Set<string>();
  for (const endpoint of endpoints) {
    if (!endpoint.floor) continue;
    porUrl.set(`${endpoint.method} ${endpoint.path}`, await recordQueries(pool, config, endpoint.floor));
    const rota = `${endpoint.method} ${routePath(endpoint)}`;
    if (rotas.has(rota)) continue;
    rotas.add(rota);
    app.route({
      method: endpoint.method,
      url: routePath(endpoint),
      handler: async (request, reply) => {
        const queries = porUrl.get(`${request.method} ${request.url}`);
        if (!queries) return reply.code(404).send();
        let rows: unknown[] = [];
        for (const query of queries) {
          const result = (await pool.query(query.text, query.params)).rows;
          if (result.length >= rows.length) rows = result;
        }
        return rows;
      },
    });
  }
  return app;
}
