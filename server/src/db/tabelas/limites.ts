import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The per-address limits of @fastify/rate-limit (decision 0031: 30 hashing requests a minute, 5 reset
 * requests in 15 minutes), counted in PostgreSQL so that every app process on one database counts
 * together (decision 0035): behind a proxy balancing two processes, an address gets 30 in all, not 30
 * from each. UNLOGGED (migration 0020): a count is worth nothing after a crash, and skipping the WAL
 * keeps each request's one write cheap.
 */
export const limiteDePedidos = pgTable(
  'limite_de_pedidos',
  {
    /** The route and the address (or IPv6 /64): `POST /login/ 10.0.0.7`. */
    CHAVE: text('chave').primaryKey(),
    CONTAGEM: integer('contagem').notNull(),
    /** When the window that CONTAGEM counts ends; the next request after it starts a new one. */
    EXPIRA_EM: timestamp('expira_em', { withTimezone: true }).notNull(),
  },
  (t) => [index('limite_de_pedidos_expira_em_idx').on(t.EXPIRA_EM)],
);
