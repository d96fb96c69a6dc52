import { type ColumnsSelection, sql } from 'drizzle-orm';
import type { AnyPgColumn, WithSubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Db, Tx } from '../db/client.ts';
import { auditoria } from '../db/schema.ts';
import { type EventoAuditoria, registrarEvento, registrarEventos } from '../modules/auditoria/service.ts';
import type { Autor } from './autor.ts';

/** Every write of the residents, plans and employees sections lands in the audit log (DESIGN §5). */
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

/** An insert with `returning`, as drizzle builds it: the rows it answers are the created records. */
type InsercaoComRetorno<TLinha> = TypedQueryBuilder<ColumnsSelection, TLinha[]> & PromiseLike<TLinha[]>;

/**
 * Creates one row and its audit row ('criar', `entidade`, the row's `registro` field) in ONE
 * statement: the insert and the audit's insert are two parts of one `with`, so they commit together
 * or not at all without a transaction of their own — no BEGIN and COMMIT round trips, and PostgreSQL
 * runs the audit's insert on the row the first part returned. Inside a transaction it is one of its
 * statements; inside auditarNoFim the audit row waits for that batch like any other, in its order.
 */
export async function inserirAuditado<TLinha>(
  db: Db | Tx,
  autor: Autor,
  insercao: InsercaoComRetorno<TLinha>,
  entidade: string,
  registro: keyof TLinha & string,
): Promise<TLinha> {
  const evento: EventoAuditoria = {
    acao: 'criar',
    entidade,
    usuarioCodigo: autor.usuarioCodigo,
    ip: autor.ip,
  };
  const lote = lotes.get(db);
  if (lote) {
    const linha = criadaDe(await insercao);
    lote.push({ ...evento, registro: String(linha[registro]) });
    return linha;
  }
  const criada = db.$with('criada').as(insercao) as unknown as WithSubqueryWithSelection<
    Record<string, AnyPgColumn>,
    'criada'
  >;
  const auditada = db.$with('auditada', {}).as(
    sql`insert into ${auditoria} (usuario_codigo, acao, entidade, registro, ip)
      select ${evento.usuarioCodigo}::int, ${evento.acao}, ${evento.entidade}, ${criada[registro]}::text, ${evento.ip}
      from ${criada}`,
  );
  return criadaDe((await db.with(criada, auditada).select().from(criada)) as TLinha[]);
}

function criadaDe<TLinha>(linhas: TLinha[]): TLinha {
  const [linha] = linhas;
  if (linha === undefined) throw new Error('o insert não devolveu a linha criada');
  return linha;
}
