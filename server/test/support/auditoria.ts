import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/** The denials lib/negacoes.ts audits (auth/plugin.ts): 401s, 403s and XSRF refusals. */
export const ACOES_DE_NEGACAO = ['nao_autenticado', 'acesso_negado', 'xsrf_recusado'] as const;

/**
 * Moves audit rows back in time, as if the minutes had passed (the sign-in windows). The log is
 * append-only by trigger (migration 0016); only the tests' superuser, with triggers switched off
 * for this one transaction, may rewrite it.
 */
export async function envelhecerAuditoria(db: Db, onde: SQL, ms: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update auditoria set em = em - make_interval(secs => ${ms / 1000}) where ${onde}`);
    await tx.execute(
      sql`update auditoria_repeticao set ultima_em = ultima_em - make_interval(secs => ${ms / 1000})`,
    );
  });
}
