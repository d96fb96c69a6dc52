import { createHash, randomBytes } from 'node:crypto';
import { SESSAO_INATIVIDADE_MS, SESSAO_MAXIMA_MS } from '@acolher/contract';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparadaPorBanco } from '../../db/preparada.ts';
import { funcionario, sessao, tokenRedefinicao, usuario, versaoDados } from '../../db/schema.ts';
import { marcarRevogacao, type RevogacaoDeSessoes } from '../../lib/revogacao-de-sessoes.ts';

/** The signed-in user as every route sees it (`request.user`). */
export interface SessionUser {
  sessaoCodigo: number;
  usuarioCodigo: number;
  login: string;
  permissao: number;
  primeiroAcesso: boolean;
  xsrf: string;
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
  origem: { ip: string; userAgent: string | undefined },
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

/**
 * What the session statement reads. Migration 0022's triggers notify every process when any of
 * these columns (or contaAtiva's, comFuncionario's) changes: a column added here needs its trigger.
 */
const colunasDaSessao = {
  sessaoCodigo: sessao.CODIGO,
  usuarioCodigo: usuario.CODIGO,
  login: usuario.LOGIN,
  permissao: usuario.PERMISSAO_ACESSO,
  primeiroAcesso: usuario.PRIMEIRO_ACESSO,
  xsrf: sessao.XSRF_TOKEN,
  ultimoUso: sessao.ULTIMO_USO_EM,
  expiraEm: sessao.EXPIRA_EM,
};

/**
 * Every area's version (db/versao-dados.ts: the sum of its slots), as text: a bigint stays exact.
 * Read in the session's own statement, one snapshot, so a read request's kept answers need no query
 * of their own (lib/cache-do-cadastro.ts, decision 0038).
 */
const versoesDasAreas = sql<Record<string, string> | null>`(
  select json_object_agg(v.area, v.versao) from (
    select ${versaoDados.AREA} as area, sum(${versaoDados.VERSAO})::text as versao
      from ${versaoDados} group by ${versaoDados.AREA}) v)`;

/**
 * The session of a token, live. What a process keeps of it is checked by its clock (`vivaPeloRelogio`);
 * everything else that ends it arrives as a notification (decision 0040).
 */
const sessaoViva = and(
  eq(sessao.TOKEN_HASH, sql.placeholder('tokenHash')),
  gt(sessao.EXPIRA_EM, sql.placeholder('agora')),
  gt(sessao.ULTIMO_USO_EM, sql.placeholder('usoMinimo')),
  contaAtiva,
);

/** Every write asks this. */
const buscaDeSessao = preparadaPorBanco((db) =>
  db
    .select(colunasDaSessao)
    .from(sessao)
    .innerJoin(usuario, eq(usuario.CODIGO, sessao.USUARIO_CODIGO))
    .leftJoin(funcionario, comFuncionario)
    .where(sessaoViva)
    .limit(1)
    .prepare('resolver_sessao'),
);

/** Every read asks this: the same, and the versions of the data beside it. */
const buscaDeSessaoEVersoes = preparadaPorBanco((db) =>
  db
    .select({ ...colunasDaSessao, versoes: versoesDasAreas })
    .from(sessao)
    .innerJoin(usuario, eq(usuario.CODIGO, sessao.USUARIO_CODIGO))
    .leftJoin(funcionario, comFuncionario)
    .where(sessaoViva)
    .limit(1)
    .prepare('resolver_sessao_e_versoes'),
);

export interface SessaoResolvida {
  user: SessionUser;
  /** Whether the cookies deserve renewal. */
  renovada: boolean;
  /** Every area's version, when asked for (`comVersoes`) and the session was looked up live. */
  versoes: ReadonlyMap<string, number> | null;
}

/** What a process keeps of a session it served (decision 0040), by the hash of its token. */
export interface SessaoGuardada {
  user: SessionUser;
  expiraEm: number;
  /** The last use this process knows of; another process may have renewed it since. */
  ultimoUso: number;
}

export type SessoesGuardadas = RevogacaoDeSessoes<SessaoGuardada>;

/** Within 12 hours and the idle hour by this process's clock; past either, only a live lookup says. */
function vivaPeloRelogio(guardada: SessaoGuardada, agora: number): boolean {
  return guardada.expiraEm > agora && guardada.ultimoUso > agora - SESSAO_INATIVIDADE_MS;
}

/**
 * The session of `token` if it is alive: used within the last hour, younger than 12 hours, and its
 * account still active (`contaAtiva`: an inactivated employee's session ends at its next request).
 * Served from what this process keeps while it is trusted (decision 0040), else looked up live;
 * with `comVersoes` (read requests), a live lookup reads the data's versions too. Marks the use
 * (at most once a minute).
 */
export async function resolverSessao(
  db: Db,
  guardadas: SessoesGuardadas,
  token: string,
  comVersoes = false,
): Promise<SessaoResolvida | null> {
  const agora = Date.now();
  const tokenHash = hashSegredo(token);
  const guardada = guardadas.ler(tokenHash);
  if (guardada && vivaPeloRelogio(guardada, agora)) {
    return { user: guardada.user, renovada: await renovarUso(db, guardada, agora), versoes: null };
  }
  const geracao = guardadas.geracao;
  const parametros = {
    tokenHash,
    agora: new Date(agora),
    usoMinimo: new Date(agora - SESSAO_INATIVIDADE_MS),
  };
  const [linha] = comVersoes
    ? await buscaDeSessaoEVersoes(db).execute(parametros)
    : await buscaDeSessao(db).execute(parametros);
  if (!linha) {
    guardadas.esquecer(tokenHash);
    return null;
  }
  const { ultimoUso, expiraEm, ...resto } = linha;
  const { versoes, ...user } = { versoes: null, ...resto };
  const viva = { user, expiraEm: expiraEm.getTime(), ultimoUso: ultimoUso.getTime() };
  guardadas.guardar(tokenHash, viva, geracao);
  const renovada = await renovarUso(db, viva, agora);
  return { user, renovada, versoes: versoes ? paraMapa(versoes) : null };
}

/** Records the use when the last one is a minute old or more; answers whether it did. */
async function renovarUso(db: Db, guardada: SessaoGuardada, agora: number): Promise<boolean> {
  if (agora - guardada.ultimoUso < RENOVACAO_MS) return false;
  // Marked before the write: the session's requests arriving meanwhile do not each write it too.
  guardada.ultimoUso = agora;
  // Never backwards: a use moved back is someone ageing the session by hand, which migration 0022
  // tells every process. Two lookups of one session, or two processes' clocks, must not look like it.
  await db
    .update(sessao)
    .set({ ULTIMO_USO_EM: new Date(agora) })
    .where(and(eq(sessao.CODIGO, guardada.user.sessaoCodigo), lt(sessao.ULTIMO_USO_EM, new Date(agora))));
  return true;
}

function paraMapa(versoes: Record<string, string>): ReadonlyMap<string, number> {
  return new Map(Object.entries(versoes).map(([area, versao]) => [area, Number(versao)]));
}

/**
 * Every way sessions end goes through the three functions below: each marks the request, whose
 * answer then waits until every process has let go of the sessions it kept (decision 0040).
 */
export async function encerrarSessao(db: Db | Tx, sessaoCodigo: number): Promise<void> {
  marcarRevogacao();
  await db.delete(sessao).where(eq(sessao.CODIGO, sessaoCodigo));
}

/** After a password change the user's other devices must sign in again (docs/arquitetura.md §5). */
export async function encerrarOutrasSessoes(
  db: Db | Tx,
  usuarioCodigo: number,
  manter: number | null,
): Promise<void> {
  marcarRevogacao();
  const doUsuario = eq(sessao.USUARIO_CODIGO, usuarioCodigo);
  await db.delete(sessao).where(manter === null ? doUsuario : and(doUsuario, ne(sessao.CODIGO, manter)));
}

/**
 * What an administrator's change to an account (e-mail, login, level, a new initial password) or the
 * employee's inactivation must close: every session, and every reset link not yet used. A link
 * e-mailed to the old address would otherwise set a password over the administrator's reset.
 */
export async function encerrarAcessosAbertos(db: Db | Tx, usuarioCodigo: number): Promise<void> {
  await encerrarOutrasSessoes(db, usuarioCodigo, null);
  await anularLinksDeRedefinicao(db, usuarioCodigo);
}

/**
 * Marks every reset link of the user not yet used as used: after a new password (a reset, a change,
 * a first access, an administrator's) an older link must not set yet another one.
 */
export async function anularLinksDeRedefinicao(db: Db | Tx, usuarioCodigo: number): Promise<void> {
  await db
    .update(tokenRedefinicao)
    .set({ USADO_EM: new Date() })
    .where(and(eq(tokenRedefinicao.USUARIO_CODIGO, usuarioCodigo), isNull(tokenRedefinicao.USADO_EM)));
}
