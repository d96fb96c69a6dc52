import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { chaveEstrangeira } from '../colunas.ts';
import { usuario } from './auth.ts';

/**
 * The accent- and case-free text of an audit row that the audit screen searches (decision 0033): its
 * trigram index and the screen's query must use this same expression.
 */
export function textoDaAuditoria(
  acao: AnyPgColumn | SQL,
  entidade: AnyPgColumn | SQL,
  registro: AnyPgColumn | SQL,
  ip: AnyPgColumn | SQL,
): SQL {
  return sql`f_unaccent(lower(coalesce(${acao}, '') || ' ' || coalesce(${entidade}, '') || ' ' || coalesce(${registro}, '') || ' ' || coalesce(${ip}, '')))`;
}

/**
 * Append-only log of writes, sign-ins, failures, denials and reports (docs/arquitetura.md §5). REGISTRO is
 * text so it can hold any key (a code, "12/Aposentadoria", or the login of a failed attempt).
 * A trigger refuses UPDATE, DELETE and TRUNCATE (migration 0016).
 */
export const auditoria = pgTable(
  'auditoria',
  {
    CODIGO: bigint('codigo', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    EM: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
    USUARIO_CODIGO: integer('usuario_codigo'),
    ACAO: text('acao').notNull(),
    ENTIDADE: text('entidade'),
    REGISTRO: text('registro'),
    IP: text('ip'),
    DETALHES: jsonb('detalhes'),
  },
  (t) => [
    chaveEstrangeira('auditoria_usuario_codigo_fk', t.USUARIO_CODIGO, usuario.CODIGO, 'restrict'),
    // Failed sign-ins per account in the last 15 minutes: WHERE registro = ? AND acao = ? AND em > ?;
    // with registro first it also serves the audit screen's filter by record (migration 0017).
    index('auditoria_registro_acao_em_idx').on(t.REGISTRO, t.ACAO, t.EM),
    // …and per address: WHERE acao = ? AND ip = ? AND em > ? (decision 0003).
    index('auditoria_acao_ip_em_idx').on(t.ACAO, t.IP, t.EM),
    // The audit screen (decision 0033), newest first by (em, codigo): a page is an index walk from its
    // cursor, for the whole log and for a period; by one user, the user's own walk (which also
    // serves the foreign key, as the plain usuario_codigo index did).
    index('auditoria_em_codigo_idx').on(t.EM, t.CODIGO),
    index('auditoria_usuario_em_codigo_idx').on(t.USUARIO_CODIGO, t.EM, t.CODIGO),
    // By one action: without it the walk on (em, codigo) filtered past every newer row of other
    // actions (the bench's own writes put 20,000 before the first login_falhou: p99 300 ms).
    index('auditoria_acao_em_codigo_idx').on(t.ACAO, t.EM, t.CODIGO),
    // Its search: a word found in no row read the whole log (2.1 s over 1,000,000 rows) without it.
    index('auditoria_texto_trgm_idx').using(
      'gin',
      sql`${textoDaAuditoria(t.ACAO, t.ENTIDADE, t.REGISTRO, t.IP)} gin_trgm_ops`,
    ),
  ],
);

/**
 * A run of one repeated event (the same denial, the same blocked sign-in) is one audit row, and
 * this row counts its repeats: the log shows every run without a row per attempt (decision 0033). The
 * audit row stays as written; only this count moves. CHAVE names the run (action, record, address,
 * user); a repeat after JANELA of quiet starts a new audit row, and a new row here, so each run
 * keeps its own count (migration 0017: with CHAVE as the key, a new run took over the old run's
 * row and the old audit row lost its count).
 */
export const auditoriaRepeticao = pgTable(
  'auditoria_repeticao',
  {
    AUDITORIA_CODIGO: bigint('auditoria_codigo', { mode: 'number' }).primaryKey(),
    CHAVE: text('chave').notNull(),
    CONTAGEM: integer('contagem').notNull().default(1),
    ULTIMA_EM: timestamp('ultima_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    chaveEstrangeira(
      'auditoria_repeticao_auditoria_codigo_fk',
      t.AUDITORIA_CODIGO,
      auditoria.CODIGO,
      'restrict',
    ),
    // The run still open for a key: WHERE chave = ? AND ultima_em > now() - JANELA.
    index('auditoria_repeticao_chave_ultima_em_idx').on(t.CHAVE, t.ULTIMA_EM),
  ],
);
