import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One counter per area of data, advanced by triggers in the same transaction as every write to the
 * area's tables (migrations 0005, 0011). Answers kept in memory are tagged with it (lib/cache-do-cadastro.ts):
 * a commit anywhere — the app, a seed, psql — makes them stale at once.
 */
export const versaoDados = pgTable('versao_dados', {
  AREA: text('area').primaryKey(),
  VERSAO: bigint('versao', { mode: 'number' }).notNull().default(0),
});

/**
 * pessoa, residente, beneficio (migration 0005) and funcionario (0011): the residents' and employees'
 * lists and both home boxes read only these.
 */
export const AREA_CADASTRO = 'cadastro';

/**
 * The follow-ups (migration 0014): acompanhamento, its links and history, and the names and job
 * titles they show (pessoa, funcionario). Follow-ups are written all day: they have their own
 * counter, so logging one keeps the residents' kept lists.
 */
export const AREA_ACOMPANHAMENTOS = 'acompanhamentos';
