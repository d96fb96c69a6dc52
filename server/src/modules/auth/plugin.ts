import { COOKIES, MENSAGENS, PERMISSAO, XSRF_HEADER } from '@acolher/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NIVEIS_DE_ACESSO } from '../../lib/acesso.ts';
import type { EventoAuditoria } from '../../lib/auditoria.ts';
import { ForbiddenError, UnauthenticatedError } from '../../lib/errors.ts';
import { criarNegacoes, type Negacoes } from '../../lib/negacoes.ts';
import { gravarCookiesDeSessao } from './cookies.ts';
import { resolverSessao } from './session.ts';

const METODOS_SEGUROS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The web app asks "am I signed in?" on every page load: that question without any credential is a
 * visitor, not a denial, and is not audited (decision 0033). With a stale credential, it is.
 */
const SONDA_DE_SESSAO = 'GET /sessao';

/** Each app's denial counter (lib/negacoes.ts), for the tests to flush. */
const negacoesDasApps = new WeakMap<FastifyInstance, Negacoes>();
export function negacoesDe(app: FastifyInstance): Negacoes {
  const negacoes = negacoesDasApps.get(app);
  if (!negacoes) throw new Error('sessionPlugin não registrado');
  return negacoes;
}

/** The route as declared (`/esqueci-a-senha/:token`), never the URL: a URL may carry a token. */
function rotaDe(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url}`;
}

/** The session token: the HttpOnly cookie (the web app) or `Authorization: Bearer` (other clients). */
function lerCredencial(request: FastifyRequest): { token: string; viaCookie: boolean } | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (bearer?.[1]) return { token: bearer[1], viaCookie: false };
  const cookie = request.cookies[COOKIES.token];
  return cookie ? { token: cookie, viaCookie: true } : null;
}

/**
 * Every route registered after this plugin must say who may call it (`config.acesso`, decision
 * 0027): one without is a startup error, so a new route cannot slip out open by omission.
 */
function exigirDeclaracaoDeAcesso(app: FastifyInstance): void {
  app.addHook('onRoute', (rota) => {
    const acesso = rota.config?.acesso;
    if (acesso === undefined || !NIVEIS_DE_ACESSO.includes(acesso)) {
      throw new Error(
        `Rota sem declaração de acesso (config.acesso): ${[rota.method].flat().join(',')} ${rota.url}`,
      );
    }
  });
}

/**
 * Who is asking, and may they (docs/arquitetura.md §5, decision 0027). Every route needs a live session unless
 * its config says `acesso: 'publico'`; `administrador` routes need access level 1. A write
 * authenticated by cookie must echo the XSRF token in X-XSRF-TOKEN, so another site cannot forge it.
 */
async function sessionPlugin(app: FastifyInstance) {
  exigirDeclaracaoDeAcesso(app);
  const negacoes = criarNegacoes(app.db, app.log);
  negacoesDasApps.set(app, negacoes);
  app.addHook('onClose', () => negacoes.parar());

  app.addHook('onRequest', async (request, reply) => {
    // An unknown path answers its 404, signed in or not.
    if (request.routeOptions.url === undefined) return;
    const { acesso } = request.routeOptions.config;
    const credencial = lerCredencial(request);
    const leitura = METODOS_SEGUROS.has(request.method);
    const sessao = credencial ? await resolverSessao(app.db, credencial.token) : null;

    if (sessao && credencial?.viaCookie) {
      if (!leitura && request.headers[XSRF_HEADER] !== sessao.user.xsrf) {
        request.user = sessao.user;
        throw new ForbiddenError(MENSAGENS.xsrfInvalido, { acao: 'xsrf_recusado', ...naRota(request) });
      }
      if (sessao.renovada) gravarCookiesDeSessao(request, reply, { ...sessao.user, token: credencial.token });
    }
    request.user = sessao?.user ?? null;

    if (acesso !== 'publico') {
      if (!request.user) throw new UnauthenticatedError();
      // Only `equipe` opens a route to level 2: anything else, were a route ever to lack its
      // declaration, stays the administrator's (fail closed).
      if (acesso !== 'equipe' && request.user.permissao !== PERMISSAO.administrador) {
        throw new ForbiddenError(MENSAGENS.naoAutorizado, naRota(request));
      }
    }
  });
  // Every denial is audited here, whoever raised it: this hook above, or a service refusing a row
  // (decision 0027) or another user's account, after the request's transaction has rolled back (written
  // inside it, the audit row would have gone with it). Who was refused what, from where (decision
  // 0033): a flood of the same is one row with a count.
  app.addHook('onError', async (request, _reply, error) => {
    const evento = denialDe(request, error);
    if (evento) await negacoes.registrar({ ...evento, ip: request.ip });
  });
}

/** The route as the denied record, for a refusal of the whole route. */
function naRota(request: FastifyRequest): { entidade: string; registro: string } {
  return { entidade: 'rota', registro: rotaDe(request) };
}

/**
 * The audit row of a refused request, or none. A 401 of a public route is a failed sign-in or a bad
 * reset link, audited by its service; the web app's session probe without any credential is a
 * visitor. A 403 on a public route without a session is a sign-in of an inactive user, audited by
 * the sign-in itself.
 */
function denialDe(request: FastifyRequest, error: unknown): Omit<EventoAuditoria, 'ip'> | null {
  const usuarioCodigo = request.user?.usuarioCodigo ?? null;
  if (error instanceof UnauthenticatedError) {
    if (request.routeOptions.config.acesso === 'publico') return null;
    const credencial = lerCredencial(request);
    if (!credencial && rotaDe(request) === SONDA_DE_SESSAO) return null;
    return {
      acao: 'nao_autenticado',
      ...naRota(request),
      detalhes: { sessao: credencial ? 'expirada, encerrada ou de usuário inativo' : 'nenhuma' },
    };
  }
  if (!(error instanceof ForbiddenError)) return null;
  if (error.negado) {
    const { acao = 'acesso_negado', ...registro } = error.negado;
    return { acao, ...registro, usuarioCodigo };
  }
  return request.user ? { acao: 'acesso_negado', ...naRota(request), usuarioCodigo } : null;
}

export default fp(sessionPlugin, { name: 'acolher-session' });
