import { desc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';

/**
 * A table of a record's closed periods (a resident's earlier stays, decision 0023; an employee's
 * earlier periods of work, decision 0045): whose period each row is, and the day it ended.
 */
export interface PeriodosAnteriores {
  tabela: PgTable;
  dono: AnyPgColumn;
  fim: AnyPgColumn<{ data: string; notNull: true }>;
}

/** The day the record's latest closed period ended, which no later period may begin before; null on a first period. */
export async function ultimoFimAnterior(
  tx: Tx,
  { tabela, dono, fim }: PeriodosAnteriores,
  codigo: number,
): Promise<string | null> {
  const [linha] = await tx.select({ fim }).from(tabela).where(eq(dono, codigo)).orderBy(desc(fim)).limit(1);
  return linha?.fim ?? null;
}
