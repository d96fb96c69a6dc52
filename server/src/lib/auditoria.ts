import type { Db, Tx } from '../db/client.ts';
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
