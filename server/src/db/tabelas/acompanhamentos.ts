import {
  type AcompanhamentoDetalhe,
  CAMPOS_PROPRIOS_ACOMPANHAMENTO,
  type CampoProprioDoAcompanhamento,
  MAX_ATIVIDADE,
} from '@acolher/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  type PgColumn,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { chaveEstrangeira, colunaVersao, preenchido } from '../colunas.ts';
import { usuario } from './auth.ts';
import { funcionario } from './funcionarios.ts';
import { residente } from './residentes.ts';

/**
 * A column for each of the follow-up's own fields (its catalogue's, decision 0054), made afresh for
 * each table that keeps them: the follow-up and each of its previous versions. A field written here
 * once is stored, copied on an edit and read back by the service; a catalogue field without its
 * column, or a column without its field, fails the typecheck.
 */
const colunasProprias = () =>
  ({
    DATA_ACOMPANHAMENTO: date('data_acompanhamento', { mode: 'string' }).notNull(),
    /** The home's local time it happened; its shift derives from it (TURNOS_LAR). */
    HORA_ACOMPANHAMENTO: time('hora_acompanhamento'),
    ATIVIDADE: text('atividade').notNull(),
  }) satisfies Record<CampoProprioDoAcompanhamento, PgColumnBuilderBase>;

/**
 * An activity carried out with residents: a care record (Lei 13.787/2018, decision 0028). Never
 * deleted (a trigger refuses it); the author or an administrator edits it within 24 hours of
 * REGISTRADO_EM, each edit keeping the previous version in `acompanhamento_versao`; later, a
 * correction is a new follow-up with CORRIGE_CODIGO. When it happened (DATA, HORA, the home's wall
 * clock) is kept apart from when it was written (REGISTRADO_EM). The list is newest first.
 */
export const acompanhamento = pgTable(
  'acompanhamento',
  {
    CODIGO: integer('codigo').primaryKey().generatedAlwaysAsIdentity(),
    ...colunasProprias(),
    /** Null only for rows that no signed-in user wrote (seeded or imported). */
    REGISTRADO_POR: integer('registrado_por'),
    /** The author's employee, when the user has one, as it was when written. */
    REGISTRADO_POR_FUNCIONARIO: integer('registrado_por_funcionario'),
    REGISTRADO_EM: timestamp('registrado_em', { withTimezone: true }).notNull().defaultNow(),
    ATUALIZADO_EM: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
    /** The follow-up this one corrects (written after the other's edit window closed). */
    CORRIGE_CODIGO: integer('corrige_codigo'),
    VERSAO: colunaVersao(),
  },
  (t) => [
    chaveEstrangeira('acompanhamento_registrado_por_fk', t.REGISTRADO_POR, usuario.CODIGO, 'restrict'),
    chaveEstrangeira('acompanhamento_corrige_codigo_fk', t.CORRIGE_CODIGO, t.CODIGO, 'restrict'),
    chaveEstrangeira(
      'acompanhamento_registrado_por_funcionario_fk',
      t.REGISTRADO_POR_FUNCIONARIO,
      funcionario.CODIGO_FUNCIONARIO,
      'restrict',
    ),
    // The newest-first order of every list: date, then time (an entry without one last in its day),
    // then code. DESC NULLS FIRST is what a plain ORDER BY ... DESC means; drizzle's .desc() alone
    // would say NULLS LAST, so each column says which it is. The period filters use it too.
    index('acompanhamento_recentes_idx').on(
      t.DATA_ACOMPANHAMENTO.desc().nullsFirst(),
      t.HORA_ACOMPANHAMENTO.desc().nullsLast(),
      t.CODIGO.desc().nullsFirst(),
    ),
    index('acompanhamento_atividade_trgm').using('gin', sql`f_unaccent(lower(${t.ATIVIDADE})) gin_trgm_ops`),
    index('acompanhamento_registrado_por_idx').on(t.REGISTRADO_POR),
    index('acompanhamento_registrado_por_funcionario_idx').on(t.REGISTRADO_POR_FUNCIONARIO),
    index('acompanhamento_corrige_codigo_idx')
      .on(t.CORRIGE_CODIGO)
      .where(sql`${t.CORRIGE_CODIGO} is not null`),
    check('acompanhamento_atividade_check', preenchido(t.ATIVIDADE)),
    check(
      'acompanhamento_atividade_tamanho_check',
      sql`char_length(${t.ATIVIDADE}) <= ${sql.raw(String(MAX_ATIVIDADE))}`,
    ),
    check('acompanhamento_corrige_check', sql`${t.CORRIGE_CODIGO} <> ${t.CODIGO}`),
  ],
);

/**
 * A previous version of a follow-up, written by each edit before it changes the row: what it said
 * (participants as their codes), who changed it, when and why. Append-only: a trigger refuses
 * UPDATE and DELETE.
 */
export const acompanhamentoVersao = pgTable(
  'acompanhamento_versao',
  {
    CODIGO: integer('codigo').primaryKey().generatedAlwaysAsIdentity(),
    ACOMPANHAMENTO_CODIGO: integer('acompanhamento_codigo').notNull(),
    /** The follow-up's VERSAO this content had. */
    VERSAO: integer('versao_do_acompanhamento').notNull(),
    ...colunasProprias(),
    FUNCIONARIOS: integer('funcionarios').array().notNull(),
    RESIDENTES: integer('residentes').array().notNull(),
    ALTERADO_EM: timestamp('alterado_em', { withTimezone: true }).notNull().defaultNow(),
    ALTERADO_POR: integer('alterado_por').notNull(),
    MOTIVO: text('motivo'),
  },
  (t) => [
    chaveEstrangeira(
      'acompanhamento_versao_acompanhamento_codigo_fk',
      t.ACOMPANHAMENTO_CODIGO,
      acompanhamento.CODIGO,
      'restrict',
    ),
    chaveEstrangeira('acompanhamento_versao_alterado_por_fk', t.ALTERADO_POR, usuario.CODIGO, 'restrict'),
    uniqueIndex('acompanhamento_versao_unique').on(t.ACOMPANHAMENTO_CODIGO, t.VERSAO),
    index('acompanhamento_versao_alterado_por_idx').on(t.ALTERADO_POR),
  ],
);

const CAMPOS_PROPRIOS = Object.keys(CAMPOS_PROPRIOS_ACOMPANHAMENTO) as CampoProprioDoAcompanhamento[];

/** The own fields' columns of the follow-up, of a previous version, or of an alias of either in a query. */
type ComColunasProprias = Record<CampoProprioDoAcompanhamento, PgColumn>;

/** A column as the answers carry its value: a date 'YYYY-MM-DD', a time 'HH:mm' (PostgreSQL says 'HH:MM:SS'). */
function noFio(coluna: PgColumn): SQL {
  const tipo = coluna.getSQLType();
  if (tipo === 'date') return sql`to_char(${coluna}, 'YYYY-MM-DD')`;
  if (tipo.startsWith('time')) return sql`to_char(${coluna}, 'HH24:MI')`;
  return sql`${coluna}`;
}

/**
 * The own fields of `tabela` (`acompanhamento`, `acompanhamentoVersao` or an alias of either) as
 * the answers carry them, by wire name: what the edit compares and copies, and what the reads answer.
 */
export function propriosNoFio<K extends CampoProprioDoAcompanhamento = CampoProprioDoAcompanhamento>(
  tabela: ComColunasProprias,
  nomes: readonly K[] = CAMPOS_PROPRIOS as K[],
): { [P in K]: SQL<AcompanhamentoDetalhe[P]> } {
  return Object.fromEntries(nomes.map((nome) => [nome, noFio(tabela[nome])])) as {
    [P in K]: SQL<AcompanhamentoDetalhe[P]>;
  };
}

/** The fields as a select list: `expressão as "NOME", …`. */
export const emColunas = (campos: Record<string, SQL>): SQL =>
  sql.join(
    Object.entries(campos).map(([nome, valor]) => sql`${valor} as ${sql.identifier(nome)}`),
    sql`, `,
  );

/** The fields as json_build_object's arguments: `'NOME', expressão, …` (names are catalogue keys). */
export const emJson = (campos: Record<string, SQL>): SQL =>
  sql.join(
    Object.entries(campos).map(([nome, valor]) => sql`${sql.raw(`'${nome}'`)}, ${valor}`),
    sql`, `,
  );

/**
 * The participants. Links are removed only through the edit rules (window, author, never the last
 * one); the follow-up itself is never deleted, hence RESTRICT on both sides.
 */
export const acompanhamentoFuncionario = pgTable(
  'acompanhamento_funcionario',
  {
    ACOMPANHAMENTO_CODIGO: integer('acompanhamento_codigo').notNull(),
    CODIGO_FUNCIONARIO: integer('codigo_funcionario').notNull(),
  },
  (t) => [
    chaveEstrangeira(
      'acompanhamento_funcionario_acompanhamento_codigo_fk',
      t.ACOMPANHAMENTO_CODIGO,
      acompanhamento.CODIGO,
      'restrict',
    ),
    chaveEstrangeira(
      'acompanhamento_funcionario_codigo_funcionario_fk',
      t.CODIGO_FUNCIONARIO,
      funcionario.CODIGO_FUNCIONARIO,
      'restrict',
    ),
    primaryKey({
      name: 'acompanhamento_funcionario_pk',
      columns: [t.ACOMPANHAMENTO_CODIGO, t.CODIGO_FUNCIONARIO],
    }),
    index('acompanhamento_funcionario_funcionario_idx').on(t.CODIGO_FUNCIONARIO, t.ACOMPANHAMENTO_CODIGO),
  ],
);

export const acompanhamentoResidente = pgTable(
  'acompanhamento_residente',
  {
    ACOMPANHAMENTO_CODIGO: integer('acompanhamento_codigo').notNull(),
    CODIGO_RESIDENTE: integer('codigo_residente').notNull(),
  },
  (t) => [
    chaveEstrangeira(
      'acompanhamento_residente_acompanhamento_codigo_fk',
      t.ACOMPANHAMENTO_CODIGO,
      acompanhamento.CODIGO,
      'restrict',
    ),
    chaveEstrangeira(
      'acompanhamento_residente_codigo_residente_fk',
      t.CODIGO_RESIDENTE,
      residente.CODIGO_RESIDENTE,
      'restrict',
    ),
    primaryKey({
      name: 'acompanhamento_residente_pk',
      columns: [t.ACOMPANHAMENTO_CODIGO, t.CODIGO_RESIDENTE],
    }),
    // A resident's follow-ups (`/residente-acomp/{id}`) from the index alone, newest code first.
    index('acompanhamento_residente_residente_idx').on(t.CODIGO_RESIDENTE, t.ACOMPANHAMENTO_CODIGO.desc()),
  ],
);
