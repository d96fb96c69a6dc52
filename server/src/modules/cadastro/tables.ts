import { ESTADOS_CIVIS, SEXOS, TIPOS_TELEFONE, UFS } from '@acolher/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { colunaVersao } from '../../db/versao-registro.ts';

function listaSql(valores: readonly string[]): SQL {
  return sql.raw(valores.map((v) => `'${v}'`).join(', '));
}

/** CHECK: the column, when present, is one of `valores`. */
export function umDe(coluna: AnyPgColumn, valores: readonly string[]): SQL {
  return sql`${coluna} in (${listaSql(valores)})`;
}

/** CHECK: only digits, `min` to `max` of them. Documents are stored without punctuation. */
export function digitos(coluna: AnyPgColumn, min: number, max: number = min): SQL {
  return sql`${coluna} ~ ${sql.raw(`'^[0-9]{${min},${max}}$'`)}`;
}

/**
 * CHECK: digits and upper-case letters only (RG, SAMS card, INSS account). Storing the normalized
 * form is what makes the unique index catch "12.345.678-x" against "12345678X".
 */
export function codigoNormalizado(coluna: AnyPgColumn, max: number): SQL {
  return sql`${coluna} ~ ${sql.raw(`'^[0-9A-Z]{1,${max}}$'`)}`;
}

/** CHECK: not empty once trimmed, so a required text cannot be satisfied by blanks. */
export function preenchido(coluna: AnyPgColumn): SQL {
  return sql`btrim(${coluna}) <> ''`;
}

/**
 * The accent- and case-free full name that the trigram indexes cover. Queries must use this
 * same expression (through `nomeContem`) for PostgreSQL to use the index.
 */
export function nomeBusca(nome: AnyPgColumn, sobrenome: AnyPgColumn): SQL {
  return sql`f_unaccent(lower(${nome} || ' ' || ${sobrenome}))`;
}

/** `termo` as a LIKE pattern matched anywhere, with LIKE's own wildcards taken literally. */
function padraoContem(termo: string): SQL {
  const escapado = termo.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`'%' || f_unaccent(lower(${escapado}::text)) || '%'`;
}

/** Name search ignoring accents and case: "jose" finds "José". */
export function nomeContem(nome: AnyPgColumn, sobrenome: AnyPgColumn, termo: string): SQL {
  return sql`${nomeBusca(nome, sobrenome)} like ${padraoContem(termo)}`;
}

/** Free-text search on one column, ignoring accents and case (e.g. a follow-up's activity). */
export function textoContem(coluna: AnyPgColumn, termo: string): SQL {
  return sql`f_unaccent(lower(${coluna})) like ${padraoContem(termo)}`;
}

/**
 * A foreign key with a readable name (`<table>_<column>_fk`): the names drizzle derives pass
 * PostgreSQL's 63-character limit and would be cut. RESTRICT keeps history; CASCADE is for pure
 * link rows and sessions only.
 */
export function chaveEstrangeira(
  nome: string,
  coluna: AnyPgColumn,
  alvo: AnyPgColumn,
  aoApagar: 'restrict' | 'cascade',
) {
  return foreignKey({ name: nome, columns: [coluna], foreignColumns: [alvo] }).onDelete(aoApagar);
}

const criadoEm = () => timestamp('criado_em', { withTimezone: true }).notNull().defaultNow();
const atualizadoEm = () => timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow();

/** A person: the civil identity shared by residents and employees. */
export const pessoa = pgTable(
  'pessoa',
  {
    CODIGO: integer('codigo').primaryKey().generatedAlwaysAsIdentity(),
    NOME: text('nome').notNull(),
    SOBRENOME: text('sobrenome').notNull(),
    DATA_NASCIMENTO: date('data_nascimento', { mode: 'string' }).notNull(),
    SEXO: text('sexo'),
    ESTADO_CIVIL: text('estado_civil'),
    CPF: text('cpf'),
    RG: text('rg'),
    ORGAO_EMISSOR_RG: text('orgao_emissor_rg'),
    UF_RG: text('uf_rg'),
    DATA_EMISSAO_RG: date('data_emissao_rg', { mode: 'string' }),
    NATURALIDADE: text('naturalidade'),
    UF_NATURALIDADE: text('uf_naturalidade'),
    NACIONALIDADE: text('nacionalidade').notNull().default('Brasileira'),
    NOME_MAE: text('nome_mae'),
    NOME_PAI: text('nome_pai'),
    PROFISSAO: text('profissao'),
    ESCOLARIDADE: text('escolaridade'),
    RELIGIAO: text('religiao'),
    VERSAO: colunaVersao(),
    CRIADO_EM: criadoEm(),
    ATUALIZADO_EM: atualizadoEm(),
  },
  (t) => [
    uniqueIndex('pessoa_cpf_unique').on(t.CPF),
    uniqueIndex('pessoa_rg_unique').on(t.RG),
    index('pessoa_nome_trgm').using('gin', sql`${nomeBusca(t.NOME, t.SOBRENOME)} gin_trgm_ops`),
    // Lists sort by this name, then code: a page is an index walk instead of sorting every person.
    index('pessoa_nome_ordem_idx').on(nomeBusca(t.NOME, t.SOBRENOME), t.CODIGO),
    index('pessoa_aniversario_idx').on(sql`extract(month from ${t.DATA_NASCIMENTO})`),
    check('pessoa_nome_check', sql`${preenchido(t.NOME)} and ${preenchido(t.SOBRENOME)}`),
    check('pessoa_data_nascimento_check', sql`${t.DATA_NASCIMENTO} >= '1890-01-01'`),
    check('pessoa_sexo_check', umDe(t.SEXO, Object.keys(SEXOS))),
    check('pessoa_estado_civil_check', umDe(t.ESTADO_CIVIL, Object.keys(ESTADOS_CIVIS))),
    check('pessoa_cpf_check', digitos(t.CPF, 11)),
    check('pessoa_rg_check', codigoNormalizado(t.RG, 20)),
    check('pessoa_uf_rg_check', umDe(t.UF_RG, UFS)),
    check('pessoa_uf_naturalidade_check', umDe(t.UF_NATURALIDADE, UFS)),
  ],
);

export const endereco = pgTable(
  'endereco',
  {
    CODIGO: integer('codigo').primaryKey().generatedAlwaysAsIdentity(),
    CEP: text('cep'),
    LOGRADOURO: text('logradouro').notNull(),
    NUMERO: text('numero'),
    COMPLEMENTO: text('complemento'),
    BAIRRO: text('bairro'),
    CIDADE: text('cidade').notNull(),
    ESTADO: text('estado').notNull(),
    VERSAO: colunaVersao(),
  },
  (t) => [
    check('endereco_cep_check', digitos(t.CEP, 8)),
    check('endereco_logradouro_check', sql`${preenchido(t.LOGRADOURO)} and ${preenchido(t.CIDADE)}`),
    check('endereco_estado_check', umDe(t.ESTADO, UFS)),
  ],
);

export const telefone = pgTable(
  'telefone',
  {
    CODIGO: integer('codigo').primaryKey().generatedAlwaysAsIdentity(),
    /** DDD + number, digits only; international numbers keep their country code. */
    NUMERO: text('numero').notNull(),
    TIPO: text('tipo').notNull().default('celular'),
    OBSERVACAO: text('observacao'),
    VERSAO: colunaVersao(),
  },
  (t) => [
    check('telefone_numero_check', digitos(t.NUMERO, 8, 15)),
    check('telefone_tipo_check', umDe(t.TIPO, TIPOS_TELEFONE)),
  ],
);

export const enderecoPessoa = pgTable(
  'endereco_pessoa',
  {
    PESSOA_CODIGO: integer('pessoa_codigo').notNull(),
    ENDERECO_CODIGO: integer('endereco_codigo').notNull(),
  },
  (t) => [
    chaveEstrangeira('endereco_pessoa_pessoa_codigo_fk', t.PESSOA_CODIGO, pessoa.CODIGO, 'cascade'),
    chaveEstrangeira('endereco_pessoa_endereco_codigo_fk', t.ENDERECO_CODIGO, endereco.CODIGO, 'cascade'),
    primaryKey({ name: 'endereco_pessoa_pk', columns: [t.PESSOA_CODIGO, t.ENDERECO_CODIGO] }),
    index('endereco_pessoa_endereco_idx').on(t.ENDERECO_CODIGO),
  ],
);

export const telefonePessoa = pgTable(
  'telefone_pessoa',
  {
    PESSOA_CODIGO: integer('pessoa_codigo').notNull(),
    TELEFONE_CODIGO: integer('telefone_codigo').notNull(),
  },
  (t) => [
    chaveEstrangeira('telefone_pessoa_pessoa_codigo_fk', t.PESSOA_CODIGO, pessoa.CODIGO, 'cascade'),
    chaveEstrangeira('telefone_pessoa_telefone_codigo_fk', t.TELEFONE_CODIGO, telefone.CODIGO, 'cascade'),
    primaryKey({ name: 'telefone_pessoa_pk', columns: [t.PESSOA_CODIGO, t.TELEFONE_CODIGO] }),
    index('telefone_pessoa_telefone_idx').on(t.TELEFONE_CODIGO),
  ],
);
