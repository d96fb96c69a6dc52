import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The creates already answered under a client's send key (Idempotency-Key, decision 0039): a Salvar
 * repeated after its answer was lost gets the first answer back instead of storing a second record.
 * One row per (user, key), written in the create's own transaction, so a key is stored if and only
 * if its record is. No foreign key to `usuario`: a row is worth nothing after 24 hours, and it must
 * not keep a user from being removed.
 */
export const chaveDeEnvio = pgTable(
  'chave_de_envio',
  {
    USUARIO_CODIGO: integer('usuario_codigo').notNull(),
    CHAVE: uuid('chave').notNull(),
    /** The route and a digest of its body: the same key with another content is not a repeat. */
    ROTA: text('rota').notNull(),
    RESUMO_DO_CORPO: text('resumo_do_corpo').notNull(),
    /** The created record's answer, null only until the create that claimed the key finishes. */
    RESPOSTA: jsonb('resposta'),
    CRIADA_EM: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.USUARIO_CODIGO, t.CHAVE] }),
    index('chave_de_envio_criada_em_idx').on(t.CRIADA_EM),
  ],
);
