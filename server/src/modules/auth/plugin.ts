import { COOKIES, MENSAGENS, PERMISSAO, XSRF_HEADER } from '@acolher/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NIVEIS_DE_ACESSO } from '../../lib/acesso.ts';
import { ForbiddenError, UnauthenticatedError } from '../../lib/errors.ts';
import { registrarEvento } from '../auditoria/service.ts';
import { gravarCookiesDeSessao } from './cookies.ts';
import { resolverSessao } from './session.ts';

const METODOS_SEGUROS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
 * Who is asking, and may they (DESIGN §5, decision 0027). Every route needs a live session unless
 * its config says `acesso: 'publico'`; `administrador` routes need access level 1. A write
 * authenticated by cookie must echo the XSRF token in X-XSRF-TOKEN, so another site cannot forge it.
 */
async function sessionPlugin(app: FastifyInstance) {
  exigirDeclaracaoDeAcesso(app);
  app.addHook('onRequest', async (request, reply) => {
    // An unknown path answers its 404, signed in or not.
    if (request.routeOptions.url === undefined) return;
    const { acesso } = request.routeOptions.config;
    const credencial = lerCredencial(request);
    const sessao = credencial ? await resolverSessao(app.db, credencial.token) : null;

    if (sessao && credencial?.viaCookie) {
      if (!METODOS_SEGUROS.has(request.method) && request.headers[XSRF_HEADER] !== sessao.user.xsrf) {
        throw new ForbiddenError(MENSAGENS.xsrfInvalido);
      }
      if (sessao.renovada) {
        gravarCookiesDeSessao(request, reply, {
          token: credencial.token,
          login: sessao.user.login,
          xsrf: sessao.user.xsrf,
        });
      }
    }
    request.user = sessao?.user ?? null;

    if (acesso === 'publico') return;
    if (!request.user) throw new UnauthenticatedError();
    // Only `equipe` opens a route to level 2: anything else, were a route ever to lack its
    // declaration, stays the administrator's (fail closed).
    if (acesso !== 'equipe' && request.user.permissao !== PERMISSAO.administrador) {
      await registrarEvento(app.db, {
        acao: 'acesso_negado',
        entidade: 'rota',
        registro: `${request.method} ${request.routeOptions.url ?? request.url}`,
        usuarioCodigo: request.user.usuarioCodigo,
        ip: request.ip,
      });
      throw new ForbiddenError();
    }
  });
  // A row a service refused (decision 0027) is audited here, after the request's transaction has
  // rolled back: written inside it, the audit row would have gone with it.
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof ForbiddenError) || !error.negado) return;
    await registrarEvento(app.db, {
      acao: 'acesso_negado',
      entidade: error.negado.entidade,
      registro: error.negado.registro,
      usuarioCodigo: request.user?.usuarioCodigo ?? null,
      ip: request.ip,
    });
  });
}

export default fp(sessionPlugin, { name: 'acolher-session' });
