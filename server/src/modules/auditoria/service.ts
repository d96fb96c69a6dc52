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

export async function registrarEvento(db: Db | Tx, evento: EventoAuditoria): Promise<void> {
  await db.insert(auditoria).values({
    ACAO: evento.acao,
    ENTIDADE: evento.entidade,
    REGISTRO: evento.registro ?? null,
    USUARIO_CODIGO: evento.usuarioCodigo ?? null,
    IP: evento.ip ?? null,
    DETALHES: evento.detalhes ?? null,
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
