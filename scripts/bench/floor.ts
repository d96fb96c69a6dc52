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

/** The path a floor route answers on: the endpoint's, without its query string. */
const routePath = (endpoint: Endpoint) => endpoint.path.split('?')[0] ?? endpoint.path;

/**
 * The floor: bare Fastify and pg, no schemas, no hooks, no logging. Each route runs its recorded
 * statements in order and answers the last one's rows, the least any implementation must do.
 */
export async function buildFloor(
  pool: pg.Pool,
  config: Config,
  endpoints: Endpoint[],
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  for (const endpoint of endpoints) {
    if (!endpoint.floor) continue;
    const queries = await recordQueries(pool, config, endpoint.floor);
    app.route({
      method: endpoint.method,
      url: routePath(endpoint),
      handler: async () => {
        let rows: unknown[] = [];
        for (const query of queries) rows = (await pool.query(query.text, query.params)).rows;
        return rows;
      },
    });
  }
  return app;
}
