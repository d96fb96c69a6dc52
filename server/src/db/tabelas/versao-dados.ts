import { bigint, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The version of each area of data: the sum of its slots' counters (migration 0019). Every
 * transaction that writes to the area's tables adds 1 to one slot, at commit (triggers of migrations
 * 0005, 0011, 0014, 0023): concurrent writers take different slots, so they do not queue on one row.
 * Answers kept in memory are tagged with the sum (lib/cache-do-cadastro.ts): a commit anywhere — the
 * app, a seed, psql — makes them stale at once.
 */
export const versaoDados = pgTable(
  'versao_dados',
  {
    AREA: text('area').notNull(),
    FATIA: smallint('fatia').notNull().default(0),
    VERSAO: bigint('versao', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.AREA, t.FATIA] })],
);

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

/**
 * The plans' lists (migration 0023): convenio, its address and phone links (and through them its
 * addresses and phones), the memberships, and the residents' ATIVO, which makes a member count.
 * Writes to residents' other fields and to the other owners' contacts leave them kept.
 */
export const AREA_CONVENIOS = 'convenios';
