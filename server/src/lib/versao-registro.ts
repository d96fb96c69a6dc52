import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Tx } from '../db/client.ts';
import { NotFoundError, VersaoDesatualizadaError } from './errors.ts';

export type TabelaComVersao = PgTable & { VERSAO: AnyPgColumn };

/**
 * The check every update makes first (decision 0017): locks the record's row until the transaction
 * ends and, when the client sent the VERSAO it read, refuses a stale one (409) before anything is
 * written. Two saves from the same VERSAO queue on the lock; the second then reads the version the
 * first wrote and is refused. Without VERSAO the update goes ahead: last write wins, as the spec's
 * calls expect. 404 when there is no such row. Answers the row's `colunas`, read under the lock,
 * so a write that needs some of them (the rule it checks) does not lock the row a second time; a
 * column may be an SQL expression over the row, read under the same lock.
 */
export async function exigirVersao<C extends Record<string, AnyPgColumn | SQL> = Record<never, never>>(
  tx: Tx,
  tabela: TabelaComVersao,
  onde: SQL | undefined,
  versao: number | undefined,
  colunas: C = {} as C,
): Promise<SelectResultFields<C>> {
  const [linha] = await tx
    .select({ ...colunas, VERSAO: tabela.VERSAO })
    .from(tabela)
    .where(onde)
    .for('update');
  if (!linha) throw new NotFoundError();
  if (versao !== undefined && linha.VERSAO !== versao) throw new VersaoDesatualizadaError();
  return linha as SelectResultFields<C>;
}
