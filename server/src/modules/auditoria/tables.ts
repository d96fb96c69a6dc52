import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { chaveEstrangeira } from '../../db/colunas.ts';
import { usuario } from '../auth/tables.ts';

/**
 * Append-only log of writes, sign-ins, failures, denials and reports (DESIGN §5). REGISTRO is
 * text so it can hold any key (a code, "12/Aposentadoria", or the login of a failed attempt).
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
