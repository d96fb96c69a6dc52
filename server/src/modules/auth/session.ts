import { createHash, randomBytes } from 'node:crypto';
import { SESSAO_INATIVIDADE_MS, SESSAO_MAXIMA_MS } from '@acolher/contract';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparadaPorBanco } from '../../db/preparada.ts';
import { funcionario, sessao, tokenRedefinicao, usuario } from '../../db/schema.ts';

/** The signed-in user as every route sees it (`request.user`). */
export interface SessionUser {
  sessaoCodigo: number;
  usuarioCodigo: number;
  login: string;
  permissao: number;
  primeiroAcesso: boolean;
  xsrf: string;
}

/** Where a sign-in or a password request comes from: its audit rows' address, the session's too. */
export interface Origem {
  ip: string;
  userAgent: string | undefined;
}

/** Use is recorded at most this often, so reads don't turn into a write per request. */
export const RENOVACAO_MS = 60 * 1000;

/** 256-bit random, URL-safe: the session token, the XSRF token and the reset token. */
export function novoSegredo(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored: a copy of the database does not let anyone sign in. */
export function hashSegredo(segredo: string): string {
  return createHash('sha256').update(segredo).digest('hex');
}

export async function abrirSessao(
  db: Db | Tx,
  usuarioCodigo: number,
  origem: Origem,
): Promise<{ token: string; xsrf: string }> {
  const token = novoSegredo();
  const xsrf = novoSegredo();
  const agora = Date.now();
  await db.insert(sessao).values({
    TOKEN_HASH: hashSegredo(token),
    XSRF_TOKEN: xsrf,
    USUARIO_CODIGO: usuarioCodigo,
    ULTIMO_USO_EM: new Date(agora),
    EXPIRA_EM: new Date(agora + SESSAO_MAXIMA_MS),
    IP: origem.ip,
    USER_AGENT: origem.userAgent?.slice(0, 300) ?? null,
  });
  return { token, xsrf };
}

/**
 * An account that may sign in and keep its sessions: itself active, and its employee (when it has
 * one) not inactivated (decision 0027). Read with `usuario` left-joined to `funcionario`
 * (`comFuncionario`): the session lookup, the login, the reset link and the administrators' count.
 */
export const contaAtiva = and(
  eq(usuario.ATIVO, true),
  or(isNull(usuario.CODIGO_FUNCIONARIO), eq(funcionario.ATIVO, true)),
);
export const comFuncionario = eq(funcionario.CODIGO_FUNCIONARIO, usuario.CODIGO_FUNCIONARIO);

/** What the session statement reads: who the user is, and the XSRF token a write must echo. */
const colunasDaSessao = {
  sessaoCodigo: sessao.CODIGO,
  usuarioCodigo: usuario.CODIGO,
  login: usuario.LOGIN,
  permissao: usuario.PERMISSAO_ACESSO,
  primeiroAcesso: usuario.PRIMEIRO_ACESSO,
  xsrf: sessao.XSRF_TOKEN,
  ultimoUso: sessao.ULTIMO_USO_EM,
};

/** Every request with a credential asks this; pg prepares it once per connection, so it is planned once. */
const buscaDeSessao = preparadaPorBanco((db) =>
  db
    .select(colunasDaSessao)
    .from(sessao)
    .innerJoin(usuario, eq(usuario.CODIGO, sessao.USUARIO_CODIGO))
    .leftJoin(funcionario, comFuncionario)
    .where(
      and(
        eq(sessao.TOKEN_HASH, sql.placeholder('tokenHash')),
        gt(sessao.EXPIRA_EM, sql.placeholder('agora')),
        gt(sessao.ULTIMO_USO_EM, sql.placeholder('usoMinimo')),
        contaAtiva,
      ),
    )
    .limit(1)
    .prepare('resolver_sessao'),
);

export interface SessaoResolvida {
  user: SessionUser;
  /** Whether the cookies deserve renewal. */
  renovada: boolean;
}

/**
 * The session of `token` if it is alive: used within the last hour, younger than 12 hours, and its
 * account still active (`contaAtiva`: an inactivated employee's session ends at its next request).
 * Read from PostgreSQL on every request, in one statement by the token's unique hash (decision
 * 0052): whatever ended it — a logout or a new password through any process, an administrator's
 * reset, a dismissal, a change by hand — holds from the next request on. Marks the use (at most
 * once a minute).
 */
export async function resolverSessao(db: Db, token: string): Promise<SessaoResolvida | null> {
  const agora = Date.now();
  const [linha] = await buscaDeSessao(db).execute({
    tokenHash: hashSegredo(token),
    agora: new Date(agora),
    usoMinimo: new Date(agora - SESSAO_INATIVIDADE_MS),
  });
  if (!linha) return null;
  const { ultimoUso, ...user } = linha;
  return { user, renovada: await renovarUso(db, user.sessaoCodigo, ultimoUso.getTime(), agora) };
}

/** Records the use when the last one is a minute old or more; answers whether it did. */
async function renovarUso(db: Db, sessaoCodigo: number, ultimoUso: number, agora: number): Promise<boolean> {
  if (agora - ultimoUso < RENOVACAO_MS) return false;
  // Never backwards: two requests of one session, or two processes' clocks, must not age it.
  await db
    .update(sessao)
    .set({ ULTIMO_USO_EM: new Date(agora) })
    .where(and(eq(sessao.CODIGO, sessaoCodigo), lt(sessao.ULTIMO_USO_EM, new Date(agora))));
  return true;
}

/**
 * Every way the app ends sessions goes through the two functions below: deleting the rows is the
 * whole revocation, since every request reads its session from PostgreSQL (decision 0052).
 */
export async function encerrarSessao(db: Db | Tx, sessaoCodigo: number): Promise<void> {
  await db.delete(sessao).where(eq(sessao.CODIGO, sessaoCodigo));
}

/**
 * What a new password (a reset, a change, a first access, an administrator's), an administrator's
 * change to an account (e-mail, login, level) or the employee's inactivation must close: every
 * session but `manter` (a change of one's own password keeps its session; the other devices sign
 * in again, docs/arquitetura.md §5), and every reset link not yet used, so that no older link, nor
 * one e-mailed to an old address, sets yet another password after this one.
 */
export async function encerrarAcessosAbertos(
  db: Db | Tx,
  usuarioCodigo: number,
  manter: number | null = null,
): Promise<void> {
  const doUsuario = eq(sessao.USUARIO_CODIGO, usuarioCodigo);
  await db.delete(sessao).where(manter === null ? doUsuario : and(doUsuario, ne(sessao.CODIGO, manter)));
  await db
    .update(tokenRedefinicao)
    .set({ USADO_EM: new Date() })
    .where(and(eq(tokenRedefinicao.USUARIO_CODIGO, usuarioCodigo), isNull(tokenRedefinicao.USADO_EM)));
}
