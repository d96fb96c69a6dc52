import { and, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** Documents are compared as they are stored (decision 0002): digits, or digits and capitals. */
export const normalizarDigitos = (valor: string) => valor.replace(/\D/g, '');
export const normalizarAlfanumerico = (valor: string) => valor.toUpperCase().replace(/[^0-9A-Z]/g, '');

/**
 * SPEC §5 check: does another row (not `exceto`) hold this normalized value in `coluna`?
 * An empty value is absent (NULL in the table), so it is never taken.
 */
export async function valorExistente(
  db: Db,
  coluna: AnyPgColumn,
  chave: AnyPgColumn,
  valor: string,
  exceto: number | null | undefined,
): Promise<boolean> {
  if (!valor) return false;
  const filtro = exceto ? and(eq(coluna, valor), ne(chave, exceto)) : eq(coluna, valor);
  const { rows } = await db.execute<{ existe: boolean }>(
    sql`select exists (select 1 from ${chave.table} where ${filtro}) as existe`,
  );
  return rows[0]?.existe ?? false;
}
