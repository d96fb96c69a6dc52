import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { auditoria, auditoriaRepeticao } from '../db/schema.ts';
import { enderecoDaOrigem } from './origem.ts';

/** What happened, never a password or a token (docs/arquitetura.md §5). */
export interface EventoAuditoria {
  acao: string;
  entidade: string;
  registro?: string | null;
  usuarioCodigo?: number | null;
  ip?: string | null;
  detalhes?: Record<string, unknown> | undefined;
}

/**
 * The one insert of the audit log: these events in one statement, in this order (their codes
 * follow it). Writes reach it through `escrever` (lib/escrita.ts); only the run counter below
 * calls it itself, as it needs the row's code.
 */
export async function inserirAuditoria(db: Db | Tx, eventos: EventoAuditoria[]): Promise<number[]> {
  if (eventos.length === 0) return [];
  const linhas = await db
    .insert(auditoria)
    .values(
      eventos.map((evento) => ({
        ACAO: evento.acao,
        ENTIDADE: evento.entidade,
        REGISTRO: evento.registro ?? null,
        USUARIO_CODIGO: evento.usuarioCodigo ?? null,
        IP: evento.ip ?? null,
        DETALHES: evento.detalhes ?? null,
      })),
    )
    .returning({ codigo: auditoria.CODIGO });
  return linhas.map((l) => l.codigo);
}

/** Quiet time after which a repeat of an event starts a new audit row instead of counting on. */
export const JANELA_DA_REPETICAO_MS = 15 * 60 * 1000;

/** Advisory-lock space of the runs (apart from the sign-in locks of auth/service.ts, 1–4). */
const TRAVA_DA_REPETICAO = 5;

/**
 * Who did what to which record from where: the same run of repeats. "Where" is an IPv6 client's /64,
 * so stepping through one block's addresses does not open a run (an audit row) per address.
 */
export function chaveDaRepeticao(evento: EventoAuditoria): string {
  return JSON.stringify([
    evento.acao,
    evento.entidade,
    evento.registro ?? null,
    evento.ip ? enderecoDaOrigem(evento.ip) : null,
    evento.usuarioCodigo ?? null,
  ]);
}

/**
 * An event that an attacker or a broken client can repeat at will (a denial, a blocked sign-in):
 * the first of a run writes its audit row, and each repeat within JANELA_DA_REPETICAO_MS of the last
 * one only counts on it (`auditoria_repeticao`), so a flood leaves one row with a count. The run's
 * lock makes parallel repeats count, never open two rows. `vezes` repeats at once (the denials
 * counted in memory, lib/negacoes.ts). Returns the run's count so far.
 */
export async function registrarEventoRepetido(db: Db, evento: EventoAuditoria, vezes = 1): Promise<number> {
  const chave = chaveDaRepeticao(evento);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TRAVA_DA_REPETICAO}::int, hashtext(${chave}))`);
    const [continuada] = await tx
      .update(auditoriaRepeticao)
      .set({
        CONTAGEM: sql`${auditoriaRepeticao.CONTAGEM} + ${vezes}`,
        // A transaction that began before the one that last counted, and waited on the run's lock,
        // must not move the run back in time (migration 0018 refuses it).
        ULTIMA_EM: sql`greatest(${auditoriaRepeticao.ULTIMA_EM}, now())`,
      })
      .where(
        and(
          eq(auditoriaRepeticao.CHAVE, chave),
          gt(
            auditoriaRepeticao.ULTIMA_EM,
            sql`now() - make_interval(secs => ${JANELA_DA_REPETICAO_MS / 1000})`,
          ),
        ),
      )
      .returning({ contagem: auditoriaRepeticao.CONTAGEM });
    if (continuada) return continuada.contagem;
    const [codigo] = await inserirAuditoria(tx, [evento]);
    if (codigo === undefined) throw new Error('a auditoria não devolveu a linha inserida');
    await tx.insert(auditoriaRepeticao).values({ CHAVE: chave, AUDITORIA_CODIGO: codigo, CONTAGEM: vezes });
    return vezes;
  });
}

/**
 * How many times `acao` happened since `desde`, for one record or from one address — the login rate
 * limit counts failures here, so it survives restarts and holds across processes.
 */
export async function contarEventos(
  db: Db | Tx,
  acao: string,
  quem: { registro: string } | { ip: string },
  desde: Date,
): Promise<number> {
  const alvo = 'registro' in quem ? eq(auditoria.REGISTRO, quem.registro) : eq(auditoria.IP, quem.ip);
  const [linha] = await db
    .select({ total: count() })
    .from(auditoria)
    .where(and(eq(auditoria.ACAO, acao), alvo, gt(auditoria.EM, desde)));
  return linha?.total ?? 0;
}
