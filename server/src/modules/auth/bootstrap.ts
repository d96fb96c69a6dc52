import { randomBytes } from 'node:crypto';
import { PERMISSAO } from '@acolher/contract';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Config, ConfigError } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { usuario } from '../../db/schema.ts';
import { escrever } from '../../lib/escrita.ts';
import { hashPassword, motivoDeSenhaFraca } from '../../lib/password.ts';

export interface AdministradorCriado {
  login: string;
  email: string;
  /** Present only when generated: shown once, never stored in clear. */
  senhaGerada?: string;
}

/**
 * First start: one administrator, who must set a password at first access (docs/arquitetura.md §3). Checked by
 * level, not by "no users", so a database seeded before its first start still gets one. Every later
 * start finds an administrator and does nothing.
 */
export async function bootstrapAdmin(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
): Promise<AdministradorCriado | null> {
  const [administradores] = await db
    .select({ total: count() })
    .from(usuario)
    .where(eq(usuario.PERMISSAO_ACESSO, PERMISSAO.administrador));
  if ((administradores?.total ?? 0) > 0) return null;
  const senhaGerada = config.ADMIN_PASSWORD ? undefined : randomBytes(9).toString('base64url');
  const senha = config.ADMIN_PASSWORD ?? (senhaGerada as string);
  // The rule of every password set through the app; said as a start error naming the variable.
  const motivo = motivoDeSenhaFraca(senha, { login: 'admin', email: config.ADMIN_EMAIL });
  if (motivo) throw new ConfigError(`ADMIN_PASSWORD: ${motivo}`);
  const [criado] = await db
    .insert(usuario)
    .values({
      LOGIN: 'admin',
      EMAIL: config.ADMIN_EMAIL,
      SENHA: await hashPassword(senha),
      PERMISSAO_ACESSO: PERMISSAO.administrador,
      PRIMEIRO_ACESSO: true,
      ATIVO: true,
    })
    .onConflictDoNothing()
    .returning({ CODIGO: usuario.CODIGO });
  if (!criado) return null;
  await escrever(
    db,
    { usuarioCodigo: null, ip: null },
    { acao: 'administrador_criado', entidade: 'usuario', auditoria: () => ({ registro: criado.CODIGO }) },
  );
  log.info({ login: 'admin', email: config.ADMIN_EMAIL }, 'Administrador criado');
  return { login: 'admin', email: config.ADMIN_EMAIL, senhaGerada };
}
