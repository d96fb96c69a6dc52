import { and, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, foreignKey, integer } from 'drizzle-orm/pg-core';

/** Column-level SQL the tables share: CHECK shapes, readable foreign keys, the accent-free search. */

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

/**
 * CHECK: an account or card number as typed (decision 0025): letters and digits with the separators
 * - . / and spaces between them, at most `max` characters. Its unique index compares it without them.
 */
export function codigoComSeparadores(coluna: AnyPgColumn, max: number): SQL {
  return sql`${coluna} ~ ${sql.raw(`'^[0-9A-Z]([0-9A-Z ./-]{0,${max - 2}}[0-9A-Z])?$'`)}`;
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

/**
 * `palavra` as a LIKE pattern matched anywhere, with LIKE's own wildcards taken literally. The
 * escape comes after `f_unaccent`, which turns the fullwidth ％ ＿ ＼ into % _ and a backslash.
 */
function padraoContem(palavra: string): SQL {
  const semAcento = sql`f_unaccent(lower(${palavra}::text))`;
  return sql`'%' || replace(replace(replace(${semAcento}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
}

/**
 * Every word of `termo` somewhere in `texto`, in any order: "Aparecida Câmara" finds "Aparecida da
 * Silva Câmara". One LIKE per word on the same expression, so one trigram index serves them all.
 */
export function todasAsPalavras(texto: SQL, termo: string): SQL {
  // Commas and periods part words as spaces do: "Câmara, Inês", "Inês L. Câmara".
  const palavras = termo.split(/[\s,.;]+/).filter(Boolean);
  return and(...palavras.map((palavra) => sql`${texto} like ${padraoContem(palavra)}`)) ?? sql`true`;
}

/** Name search ignoring accents and case: "jose" finds "José", "silva jose" finds "José da Silva". */
export function nomeContem(nome: AnyPgColumn, sobrenome: AnyPgColumn, termo: string): SQL {
  return todasAsPalavras(nomeBusca(nome, sobrenome), termo);
}

/** Free-text search on one column, every word ignoring accents and case (a plan's name, a follow-up's activity). */
export function textoContem(coluna: AnyPgColumn, termo: string): SQL {
  return todasAsPalavras(sql`f_unaccent(lower(${coluna}))`, termo);
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

/**
 * A record's version (decision 0017): 1 when created, advanced by one by the database (trigger
 * `avancar_versao`, migration 0006) once per transaction that writes the row.
 */
export const colunaVersao = () => integer('versao').notNull().default(1);
