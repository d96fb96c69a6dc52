import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { chaveEstrangeira, preenchido } from '../../db/colunas.ts';
import { usuario } from '../auth/tables.ts';
import { funcionario } from '../funcionarios/tables.ts';
import { residente } from '../residentes/tables.ts';

/** An activity carried out with residents. Never deleted (DESIGN §4); the list is newest first. */
export const acompanhamento = pgTable(
  'acompanhamento',
  {
    CODIGO: integer('codigo').primaryKey().generatedAlwaysAsIdentity(),
    ATIVIDADE: text('atividade').notNull(),
    DATA_ACOMPANHAMENTO: date('data_acompanhamento', { mode: 'string' }).notNull(),
    /** Null only for rows that no signed-in user wrote (seeded or imported). */
    CRIADO_POR: integer('criado_por'),
    CRIADO_EM: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    ATUALIZADO_EM: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    chaveEstrangeira('acompanhamento_criado_por_fk', t.CRIADO_POR, usuario.CODIGO, 'restrict'),
    // NULLS FIRST is what a plain ORDER BY ... DESC means; drizzle's .desc() alone would say NULLS LAST
    // and the newest-first list could not use the index.
    index('acompanhamento_data_idx').on(
      t.DATA_ACOMPANHAMENTO.desc().nullsFirst(),
      t.CODIGO.desc().nullsFirst(),
    ),
    index('acompanhamento_atividade_trgm').using('gin', sql`f_unaccent(lower(${t.ATIVIDADE})) gin_trgm_ops`),
    index('acompanhamento_criado_por_idx').on(t.CRIADO_POR),
    check('acompanhamento_atividade_check', preenchido(t.ATIVIDADE)),
  ],
);

export const acompanhamentoFuncionario = pgTable(
  'acompanhamento_funcionario',
  {
    CODIGO_ACOMPANHAMENTO: integer('codigo_acompanhamento').notNull(),
    CODIGO_FUNCIONARIO: integer('codigo_funcionario').notNull(),
  },
  (t) => [
    chaveEstrangeira(
      'acompanhamento_funcionario_codigo_acompanhamento_fk',
      t.CODIGO_ACOMPANHAMENTO,
      acompanhamento.CODIGO,
      'cascade',
    ),
    chaveEstrangeira(
      'acompanhamento_funcionario_codigo_funcionario_fk',
      t.CODIGO_FUNCIONARIO,
      funcionario.CODIGO_FUNCIONARIO,
      'restrict',
    ),
    primaryKey({
      name: 'acompanhamento_funcionario_pk',
      columns: [t.CODIGO_ACOMPANHAMENTO, t.CODIGO_FUNCIONARIO],
    }),
    index('acompanhamento_funcionario_funcionario_idx').on(t.CODIGO_FUNCIONARIO),
  ],
);

export const acompanhamentoResidente = pgTable(
  'acompanhamento_residente',
  {
    CODIGO_ACOMPANHAMENTO: integer('codigo_acompanhamento').notNull(),
    CODIGO_RESIDENTE: integer('codigo_residente').notNull(),
  },
  (t) => [
    chaveEstrangeira(
      'acompanhamento_residente_codigo_acompanhamento_fk',
      t.CODIGO_ACOMPANHAMENTO,
      acompanhamento.CODIGO,
      'cascade',
    ),
    chaveEstrangeira(
      'acompanhamento_residente_codigo_residente_fk',
      t.CODIGO_RESIDENTE,
      residente.CODIGO_RESIDENTE,
      'restrict',
    ),
    primaryKey({
      name: 'acompanhamento_residente_pk',
      columns: [t.CODIGO_ACOMPANHAMENTO, t.CODIGO_RESIDENTE],
    }),
    index('acompanhamento_residente_residente_idx').on(t.CODIGO_RESIDENTE),
  ],
);
