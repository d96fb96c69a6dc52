import { integer } from 'drizzle-orm/pg-core';

/**
 * A record's version (decision 0017): 1 when created, advanced by one by the database (trigger
 * `avancar_versao`, migration 0006) once per transaction that writes the row.
 */
export const colunaVersao = () => integer('versao').notNull().default(1);
