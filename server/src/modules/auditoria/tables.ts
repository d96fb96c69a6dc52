import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { chaveEstrangeira } from '../../db/colunas.ts';
import { usuario } from '../auth/tables.ts';

/**
 * Append-only log of writes, sign-ins, failures, denials and reports (DESIGN §5). REGISTRO is
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
    // Failed sign-ins per account in the last 15 minutes: WHERE acao = ? AND registro = ? AND em > ?
    index('auditoria_acao_registro_em_idx').on(t.ACAO, t.REGISTRO, t.EM),
    // …and per address: WHERE acao = ? AND ip = ? AND em > ? (decision 0003).
    index('auditoria_acao_ip_em_idx').on(t.ACAO, t.IP, t.EM),
    index('auditoria_usuario_idx').on(t.USUARIO_CODIGO),
  ],
);

/**
 * A run of one repeated event (the same denial, the same blocked sign-in) is one audit row, and
 * this row counts its repeats: the log shows every run without a row per attempt (issue 12). The
 * audit row stays as written; only this count moves. CHAVE names the run (action, record, address,
 * user); a repeat after JANELA of quiet starts a new audit row.
 */
export const auditoriaRepeticao = pgTable(
  'auditoria_repeticao',
  {
    CHAVE: text('chave').primaryKey(),
    AUDITORIA_CODIGO: bigint('auditoria_codigo', { mode: 'number' }).notNull(),
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
    index('auditoria_repeticao_auditoria_codigo_idx').on(t.AUDITORIA_CODIGO),
  ],
);
