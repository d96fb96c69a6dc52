import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** Documents are compared as they are stored (decision 0002): digits, or digits and capitals. */
export const normalizarDigitos = (valor: string) => valor.replace(/\D/g, '');
export const normalizarAlfanumerico = (valor: string) => valor.toUpperCase().replace(/[^0-9A-Z]/g, '');

/**
 * A column holding numbers with their separators (Conta INSS "12345-6", decision 0025) as it compares:
 * digits and capitals only, so "12345-6" and "123456" are one number whichever was stored.
 * A unique index on this same expression is what lets the database enforce that on writes.
 */
export const semSeparadores = (coluna: AnyPgColumn): SQL =>
  sql`upper(regexp_replace(${coluna}, '[^0-9A-Za-z]', '', 'g'))`;

/** How a check compares and which rows it may name. */
export interface OpcoesDaUnicidade {
  /** The column keeps what people typed and is compared through `semSeparadores`. */
  comSeparadores?: boolean;
  /** Only rows the asker may see count (decision 0047): another's row is not told apart from none. */
  visiveis?: SQL;
}

/**
 * docs/produto.md §5 check: does another row (not `exceto`) hold this normalized value in `coluna`? An empty
 * value is absent (NULL in the table), so it is never taken.
 */
export async function valorExistente(
  db: Db,
  coluna: AnyPgColumn,
  chave: AnyPgColumn,
  valor: string,
  exceto: number | null | undefined,
  { comSeparadores = false, visiveis }: OpcoesDaUnicidade = {},
): Promise<boolean> {
  if (!valor) return false;
  const igual = comSeparadores ? sql`${semSeparadores(coluna)} = ${valor}` : eq(coluna, valor);
  const filtro = and(igual, exceto ? ne(chave, exceto) : undefined, visiveis);
  const { rows } = await db.execute<{ existe: boolean }>(
    sql`select exists (select 1 from ${chave.table} where ${filtro}) as existe`,
  );
  return rows[0]?.existe ?? false;
}
