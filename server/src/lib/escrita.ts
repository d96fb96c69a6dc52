import type { SQL } from 'drizzle-orm';
import { type AnyPgColumn, PgTransaction } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db, Tx } from '../db/client.ts';
import { type EventoAuditoria, inserirAuditoria } from './auditoria.ts';
import { type Envio, guardarResposta, reivindicarChave } from './chave-de-envio.ts';
import { VersaoDesatualizadaError } from './errors.ts';
import { exigirVersao, type TabelaComVersao } from './versao-registro.ts';

/** Who writes, for the audit log: the signed-in author, or (a sign-in, the first start) whom it concerns. */
export interface QuemEscreve {
  usuarioCodigo: number | null;
  ip: string | null;
}

/** One audit row of a write: the record it names, and what to keep of it. */
export interface Auditado {
  registro: string | number | null;
  detalhes?: Record<string, unknown> | undefined;
  /** When one write audits rows of other kinds (a contact created and linked): else the write's. */
  acao?: string;
  entidade?: string;
}

type Colunas = Record<string, AnyPgColumn | SQL>;

/** The update's record (decision 0017): locked first, refused when VERSAO is stale, its `colunas` read. */
export interface VersaoExigida<C extends Colunas> {
  tabela: TabelaComVersao;
  onde: SQL | undefined;
  VERSAO: number | undefined;
  colunas?: C;
  /** What is locked before this row: its parent's row, as every write of the record takes it first. */
  travarAntes?: (tx: Tx) => Promise<unknown>;
  /**
   * A rule checked on the locked row before its version is compared: a stale VERSAO's 409 must not
   * answer about a row the author may not reach (an employee's, for the team).
   */
  regra?: (tx: Tx, linha: SelectResultFields<C>) => Promise<void>;
}

/** What a write is: its audit action and entity, and the send key and version check it takes. */
export interface Escrita<T, C extends Colunas> {
  acao: string;
  entidade: string;
  /** A create's send key (decision 0039): a repeat answers the first answer and writes nothing. */
  envio?: Envio;
  versao?: VersaoExigida<C>;
  /** The audit rows of what the write answered; null (or none) when it wrote nothing. */
  auditoria: (resultado: T) => Auditado | Auditado[] | null;
}

/** The audit rows of the writes running in a transaction, inserted at its end in one statement. */
const lotes = new WeakMap<Tx, EventoAuditoria[]>();

/**
 * The one way the server writes (docs/adding-a-section.md): `fazer` runs in a transaction (the
 * caller's when `db` is one: a nested write is a part of its parent), after the send key is claimed
 * and the version checked, and the write's audit rows go in with it. Every audit row of a
 * transaction waits for its end and goes in one insert, in the order the writes ended, so a nested
 * create pays one round trip for its audit; a write that fails or is refused leaves none. Without
 * `fazer` (an event that writes nothing else: a sign-in, a PDF emitted) the audit row is the write:
 * one statement, or a row of the batch when inside one.
 */
export async function escrever<T = void, C extends Colunas = Record<never, never>>(
  db: Db | Tx,
  autor: QuemEscreve,
  escrita: Escrita<T, C>,
  fazer?: (tx: Tx, linha: SelectResultFields<C>) => Promise<T>,
): Promise<T> {
  const lote = db instanceof PgTransaction ? lotes.get(db) : undefined;
  if (lote) return escreverNoLote(db as Tx, lote, autor, escrita, fazer);
  if (!fazer && !escrita.versao && !escrita.envio) {
    const resultado = undefined as T;
    await inserirAuditoria(db, eventosDe(autor, escrita, resultado));
    return resultado;
  }
  // Inside the caller's transaction when there is one (a nested aggregate), else in one of its own.
  const emTransacao = (corpo: (tx: Tx) => Promise<T>) =>
    db instanceof PgTransaction ? corpo(db) : db.transaction(corpo);
  return emTransacao(async (tx) => {
    const novo: EventoAuditoria[] = [];
    lotes.set(tx, novo);
    try {
      const resultado = await escreverNoLote(tx, novo, autor, escrita, fazer);
      await inserirAuditoria(tx, novo);
      return resultado;
    } finally {
      lotes.delete(tx);
    }
  });
}

async function escreverNoLote<T, C extends Colunas>(
  tx: Tx,
  lote: EventoAuditoria[],
  autor: QuemEscreve,
  escrita: Escrita<T, C>,
  fazer: ((tx: Tx, linha: SelectResultFields<C>) => Promise<T>) | undefined,
): Promise<T> {
  const { envio, versao } = escrita;
  const chave = envio?.chave ?? null;
  const dono = { usuarioCodigo: autor.usuarioCodigo ?? 0 };
  if (envio && chave !== null) {
    const ja = await reivindicarChave(tx, dono, { ...envio, chave });
    if (ja) return ja.repetida as T;
  }
  const linha = versao ? await travar(tx, versao) : ({} as SelectResultFields<C>);
  const resultado = fazer ? await fazer(tx, linha) : (undefined as T);
  lote.push(...eventosDe(autor, escrita, resultado));
  if (chave !== null) await guardarResposta(tx, dono, chave, resultado);
  return resultado;
}

async function travar<C extends Colunas>(tx: Tx, versao: VersaoExigida<C>): Promise<SelectResultFields<C>> {
  const { tabela, onde, VERSAO, colunas, regra } = versao;
  await versao.travarAntes?.(tx);
  if (!regra) return exigirVersao(tx, tabela, onde, VERSAO, colunas);
  const linha = await exigirVersao(tx, tabela, onde, undefined, { ...colunas, VERSAO: tabela.VERSAO });
  await regra(tx, linha as SelectResultFields<C>);
  if (VERSAO !== undefined && linha.VERSAO !== VERSAO) throw new VersaoDesatualizadaError();
  return linha as SelectResultFields<C>;
}

function eventosDe<T>(
  autor: QuemEscreve,
  escrita: Pick<Escrita<T, never>, 'acao' | 'entidade' | 'auditoria'>,
  resultado: T,
): EventoAuditoria[] {
  const auditados = escrita.auditoria(resultado);
  if (auditados === null) return [];
  return (Array.isArray(auditados) ? auditados : [auditados]).map((a) => ({
    acao: a.acao ?? escrita.acao,
    entidade: a.entidade ?? escrita.entidade,
    registro: a.registro === null ? null : String(a.registro),
    usuarioCodigo: autor.usuarioCodigo,
    ip: autor.ip,
    detalhes: a.detalhes,
  }));
}
