import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

/**
 * A write and its audit row commit together or not at all: inside the caller's transaction when
 * there is one (a nested aggregate), else in one of its own (the spec's granular routes).
 */
export function emTransacao<T>(db: Db | Tx, escrita: (tx: Tx) => Promise<T>): Promise<T> {
  return db instanceof PgTransaction ? escrita(db) : db.transaction(escrita);
}
