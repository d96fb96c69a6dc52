import { and, count, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { auditoria } from '../../db/schema.ts';

/** What happened, never a password or a token (DESIGN §5). */
export interface EventoAuditoria {
  acao: string;
  entidade: string;
  registro?: string | null;
  usuarioCodigo?: number | null;
  ip?: string | null;
  detalhes?: Record<string, unknown>;
}

function linhaDe(evento: EventoAuditoria): typeof auditoria.$inferInsert {
  return {
    ACAO: evento.acao,
    ENTIDADE: evento.entidade,
    REGISTRO: evento.registro ?? null,
    USUARIO_CODIGO: evento.usuarioCodigo ?? null,
    IP: evento.ip ?? null,
    DETALHES: evento.detalhes ?? null,
  };
}

export async function registrarEvento(db: Db | Tx, evento: EventoAuditoria): Promise<void> {
  await registrarEventos(db, [evento]);
}

/** Several events in one insert, in this order (their codes follow it). */
export async function registrarEventos(db: Db | Tx, eventos: EventoAuditoria[]): Promise<void> {
  if (eventos.length === 0) return;
  await db.insert(auditoria).values(eventos.map(linhaDe));
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
