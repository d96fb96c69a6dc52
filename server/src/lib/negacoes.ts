import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { chaveDaRepeticao, type EventoAuditoria, registrarEventoRepetido } from './auditoria.ts';

/**
 * The brake on auditing denials (401, 403, XSRF refusals; decision 0033). Anyone can send them by
 * the thousand, and each audited alone would be a database transaction with no limit. So the first
 * denial of a run (same action, route, address, user) is written at once, and the repeats that
 * follow are only counted here, in memory, and added to that run's row once per INTERVALO: a flood
 * costs one transaction per run per second, whatever its rate. At most MAX_CHAVES runs are kept
 * apart; beyond them (a flood from very many addresses), denials are counted in one overflow run.
 */
export const INTERVALO_MS = 1000;

export const MAX_CHAVES = 200;

/** The overflow run: denials past MAX_CHAVES distinct runs, counted together. */
export const EXCESSO: EventoAuditoria = {
  acao: 'acesso_negado',
  entidade: 'rota',
  registro: 'origens demais para contar à parte',
};

export interface Negacoes {
  /** Audits a denial: written now if its run is new in this interval, else counted for the next flush. */
  registrar(evento: EventoAuditoria): Promise<void>;
  /** Adds the counted repeats to their runs' rows (each INTERVALO, and when the app closes). */
  descarregar(): Promise<void>;
  parar(): Promise<void>;
}

export function criarNegacoes(db: Db, log: FastifyBaseLogger, maxChaves: number = MAX_CHAVES): Negacoes {
  /** Runs written or counted in this interval. */
  let vistas = new Set<string>();
  /** The repeats counted since, each with its run's first denial. */
  let pendentes = new Map<string, { evento: EventoAuditoria; vezes: number }>();

  async function gravar(evento: EventoAuditoria, vezes: number): Promise<void> {
    try {
      await registrarEventoRepetido(db, evento, vezes);
    } catch (erro) {
      // The denial is answered all the same; losing its audit row must not turn a 401 into a 500.
      log.error(
        { err: erro, acao: evento.acao, registro: evento.registro },
        'auditoria de negação não gravada',
      );
    }
  }

  function contar(chave: string, evento: EventoAuditoria): void {
    const pendente = pendentes.get(chave);
    if (pendente) pendente.vezes += 1;
    else pendentes.set(chave, { evento, vezes: 1 });
  }

  async function registrar(evento: EventoAuditoria): Promise<void> {
    const chave = chaveDaRepeticao(evento);
    if (vistas.has(chave)) return contar(chave, evento);
    if (vistas.size >= maxChaves) return contar(chaveDaRepeticao(EXCESSO), EXCESSO);
    vistas.add(chave);
    await gravar(evento, 1);
  }

  async function gravarPendentes(): Promise<void> {
    const lote = pendentes;
    vistas = new Set();
    pendentes = new Map();
    for (const { evento, vezes } of lote.values()) await gravar(evento, vezes);
  }

  /**
   * Flushes run one after another: a flush called while the clock's is still writing returns only
   * when both are done, so "flushed" (at close, in a test) means every count is in the log.
   */
  let fila: Promise<void> = Promise.resolve();
  function descarregar(): Promise<void> {
    fila = fila.then(gravarPendentes);
    return fila;
  }

  const relogio = setInterval(() => void descarregar(), INTERVALO_MS);
  relogio.unref();
  return {
    registrar,
    descarregar,
    async parar() {
      clearInterval(relogio);
      await descarregar();
    },
  };
}
