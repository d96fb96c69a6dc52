import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { chaveEstrangeira, colunaVersao, preenchido } from '../colunas.ts';
import { funcionario } from './funcionarios.ts';

/** PERMISSAO_ACESSO values (docs/arquitetura.md §5). */
export const PERMISSOES = { administrador: 1, equipe: 2 } as const;

/** A login. The bootstrap administrator has no employee record, hence CODIGO_FUNCIONARIO nullable. */
export const usuario = pgTable(
  'usuario',
  {
    CODIGO: integer('codigo').primaryKey().generatedAlwaysAsIdentity(),
    CODIGO_FUNCIONARIO: integer('codigo_funcionario'),
    EMAIL: text('email').notNull(),
    /** Goes into the first-access URL (/#/primeiro-acesso/{login}), hence the URL-safe alphabet. */
    LOGIN: text('login').notNull(),
    /** argon2id hash (PHC string); never the password. */
    SENHA: text('senha').notNull(),
    PERMISSAO_ACESSO: smallint('permissao_acesso').notNull().default(PERMISSOES.equipe),
    PRIMEIRO_ACESSO: boolean('primeiro_acesso').notNull().default(true),
    ATIVO: boolean('ativo').notNull().default(true),
    CRIADO_EM: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    /** An administrator's edit of the account sends the one it read (decision 0017). */
    VERSAO: colunaVersao(),
  },
  (t) => [
    chaveEstrangeira(
      'usuario_codigo_funcionario_fk',
      t.CODIGO_FUNCIONARIO,
      funcionario.CODIGO_FUNCIONARIO,
      'restrict',
    ),
    uniqueIndex('usuario_funcionario_unique').on(t.CODIGO_FUNCIONARIO),
    uniqueIndex('usuario_email_unique').on(sql`lower(${t.EMAIL})`),
    uniqueIndex('usuario_login_unique').on(sql`lower(${t.LOGIN})`),
    check('usuario_permissao_check', sql`${t.PERMISSAO_ACESSO} in (1, 2)`),
    check('usuario_email_check', sql`length(${t.EMAIL}) <= 254 and ${t.EMAIL} like '_%@_%'`),
    check('usuario_login_check', sql`${t.LOGIN} ~ '^[A-Za-z0-9._-]{1,60}$'`),
    check('usuario_senha_check', preenchido(t.SENHA)),
  ],
);

/** A signed-in session. Only the SHA-256 of the cookie token is stored (docs/arquitetura.md §5). */
export const sessao = pgTable(
  'sessao',
  {
    CODIGO: integer('codigo').primaryKey().generatedAlwaysAsIdentity(),
    TOKEN_HASH: text('token_hash').notNull(),
    XSRF_TOKEN: text('xsrf_token').notNull(),
    USUARIO_CODIGO: integer('usuario_codigo').notNull(),
    CRIADA_EM: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
    ULTIMO_USO_EM: timestamp('ultimo_uso_em', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end (12 h after sign-in); idleness is measured from ULTIMO_USO_EM. */
    EXPIRA_EM: timestamp('expira_em', { withTimezone: true }).notNull(),
    IP: text('ip'),
    USER_AGENT: text('user_agent'),
  },
  (t) => [
    chaveEstrangeira('sessao_usuario_codigo_fk', t.USUARIO_CODIGO, usuario.CODIGO, 'cascade'),
    uniqueIndex('sessao_token_hash_unique').on(t.TOKEN_HASH),
    index('sessao_usuario_idx').on(t.USUARIO_CODIGO),
    check('sessao_token_hash_check', sql`${t.TOKEN_HASH} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** A password-reset link: single use, short-lived, stored as the SHA-256 hex of the token. */
export const tokenRedefinicao = pgTable(
  'token_redefinicao',
  {
    TOKEN_HASH: text('token_hash').primaryKey(),
    USUARIO_CODIGO: integer('usuario_codigo').notNull(),
    CRIADO_EM: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    EXPIRA_EM: timestamp('expira_em', { withTimezone: true }).notNull(),
    USADO_EM: timestamp('usado_em', { withTimezone: true }),
  },
  (t) => [
    chaveEstrangeira('token_redefinicao_usuario_codigo_fk', t.USUARIO_CODIGO, usuario.CODIGO, 'cascade'),
    index('token_redefinicao_usuario_idx').on(t.USUARIO_CODIGO),
    check('token_redefinicao_hash_check', sql`${t.TOKEN_HASH} ~ '^[0-9a-f]{64}$'`),
  ],
);
