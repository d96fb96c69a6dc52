import { getTableColumns, getTableName, is, SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type PgTable,
  PgTransaction,
  type WithSubqueryWithSelection,
} from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { preparadaPorBanco } from '../db/preparada.ts';
import { auditoria } from '../db/schema.ts';
import { type EventoAuditoria, registrarEvento, registrarEventos } from '../modules/auditoria/service.ts';
import type { Autor } from './autor.ts';

/** Every write of the residents, plans and employees sections lands in the audit log (docs/arquitetura.md §5). */
export async function auditar(
  db: Db | Tx,
  autor: Autor,
  acao: string,
  entidade: string,
  registro: string | number,
  detalhes?: Record<string, unknown>,
): Promise<void> {
  const evento = {
    acao,
    entidade,
    registro: String(registro),
    usuarioCodigo: autor.usuarioCodigo,
    ip: autor.ip,
    detalhes,
  };
  const lote = lotes.get(db);
  if (lote) lote.push(evento);
  else await registrarEvento(db, evento);
}

/** The audit rows a transaction inside auditarNoFim has yet to insert. */
const lotes = new WeakMap<Db | Tx, EventoAuditoria[]>();

/**
 * Runs `escrita` with every `auditar` on `tx` held back, then inserts those rows in one statement,
 * in the order they happened, still inside the transaction: a nested create that audits each part
 * pays one round trip for its audit instead of one per part. If `escrita` throws, nothing is
 * inserted, and the transaction rolls back anyway.
 */
export async function auditarNoFim<T>(tx: Tx, escrita: () => Promise<T>): Promise<T> {
  // Inside another auditarNoFim of the same transaction: its batch takes these rows too.
  if (lotes.has(tx)) return escrita();
  const lote: EventoAuditoria[] = [];
  lotes.set(tx, lote);
  try {
    const resultado = await escrita();
    await registrarEventos(tx, lote);
    return resultado;
  } finally {
    lotes.delete(tx);
  }
}

/**
 * The audit's insert of a create, to be one part of the create's own statement (a `with`): one
 * 'criar' row per row of `criadas`, named by its `registro`. A statement commits whole or not at all,
 * so the record and its audit row cannot part; nor does the audit cost a round trip of its own.
 */
export function auditoriaDaCriacao(
  autor: { usuarioCodigo: unknown; ip: unknown },
  entidade: string,
  registro: AnyPgColumn | SQL,
  criadas: SQLWrapper,
  detalhes: Record<string, unknown> | null = null,
): SQL {
  return sql`insert into ${auditoria} (usuario_codigo, acao, entidade, registro, ip, detalhes)
    select ${autor.usuarioCodigo}::int, 'criar', ${entidade}, ${registro}::text, ${autor.ip},
      ${detalhes === null ? null : JSON.stringify(detalhes)}::jsonb
    from ${criadas}`;
}

/** Placeholders of a create's prepared statement beside its fields (whose names are capitals). */
const AUTOR_USUARIO = 'autor_usuario';
const AUTOR_IP = 'autor_ip';

/**
 * The create of a row of `tabela` and its audit row ('criar', the table's name, the row's `registro`
 * column) as ONE prepared statement: the insert and the audit's insert are two parts of one `with`,
 * so they commit together or not at all without a transaction of their own (no BEGIN and COMMIT
 * round trips), and neither Node nor PostgreSQL builds or plans the statement again (decision 0042).
 * `campos` are the fields the create takes (its body's): each is sent, an absent one as its column's
 * declared default or null; the table's other columns take their defaults. Inside a transaction it
 * is one of its statements, built for that transaction's connection (where PostgreSQL still finds it
 * prepared); inside auditarNoFim the row is inserted alone and its audit row waits for the batch like
 * any other, in its order.
 */
export function criacaoAuditada<T extends PgTable>(
  tabela: T,
  campos: readonly (keyof T['$inferInsert'] & string)[],
  registro: keyof T['$inferSelect'] & string,
): (db: Db | Tx, autor: Autor, dados: T['$inferInsert']) => Promise<T['$inferSelect']> {
  const entidade = getTableName(tabela);
  const preparar = (db: Db | Tx) => {
    const valores = Object.fromEntries(campos.map((campo) => [campo, sql.placeholder(campo)]));
    const criada = db.$with('criada').as(
      db
        .insert(tabela)
        .values(valores as T['$inferInsert'])
        .returning(),
    ) as unknown as WithSubqueryWithSelection<Record<string, AnyPgColumn>, 'criada'>;
    const autor = { usuarioCodigo: sql.placeholder(AUTOR_USUARIO), ip: sql.placeholder(AUTOR_IP) };
    const auditada = db
      .$with('auditada', {})
      .as(auditoriaDaCriacao(autor, entidade, criada[registro] as AnyPgColumn, criada));
    return db.with(criada, auditada).select().from(criada).prepare(`criar_${entidade}_auditado`);
  };
  const preparadaDoBanco = preparadaPorBanco(preparar);
  const padroes = padroesDe(tabela, campos);
  const aceitos = new Set<string>(campos);
  return async (db, autor, dados) => {
    // The statement names `campos` only: any other field would be left out without a word.
    const fora = Object.keys(dados).find((campo) => !aceitos.has(campo));
    if (fora !== undefined)
      throw new Error(`criacaoAuditada(${entidade}): campo ${fora} fora dos campos da criação`);
    // Only an absent field takes the default: a null the body sent stays null.
    const valores = Object.fromEntries(
      campos.map((campo) => [campo, dados[campo] === undefined ? padroes[campo] : dados[campo]]),
    );
    const lote = lotes.get(db);
    if (lote) {
      const linha = criadaDe(
        await db
          .insert(tabela)
          .values(valores as T['$inferInsert'])
          .returning(),
      );
      const { usuarioCodigo, ip } = autor;
      lote.push({ acao: 'criar', entidade, registro: String(linha[registro]), usuarioCodigo, ip });
      return linha;
    }
    const preparada = db instanceof PgTransaction ? preparar(db) : preparadaDoBanco(db);
    return criadaDe(
      await preparada.execute({ ...valores, [AUTOR_USUARIO]: autor.usuarioCodigo, [AUTOR_IP]: autor.ip }),
    );
  };
}

/**
 * What an absent field is sent as: its column's default when the table declares a value (the
 * statement names every field, so PostgreSQL's DEFAULT cannot stand in), else null. A default
 * PostgreSQL computes (`now()`) has no value to send: such a field is refused when the create is
 * built, rather than stored as null.
 */
function padroesDe(tabela: PgTable, campos: readonly string[]): Record<string, unknown> {
  const colunas: Record<string, AnyPgColumn> = getTableColumns(tabela);
  return Object.fromEntries(
    campos.map((campo) => {
      const padrao = colunas[campo]?.default;
      if (is(padrao, SQL)) throw new Error(`criacaoAuditada: ${campo} tem um padrão calculado pelo banco`);
      return [campo, padrao ?? null];
    }),
  );
}

function criadaDe<TLinha>(linhas: TLinha[]): TLinha {
  const [linha] = linhas;
  if (linha === undefined) throw new Error('o insert não devolveu a linha criada');
  return linha;
}
