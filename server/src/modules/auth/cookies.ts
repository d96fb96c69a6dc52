import { COOKIES, SESSAO_INATIVIDADE_MS } from '@acolher/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The session cookies of docs/produto.md §4: `token` is HttpOnly (no script can read it); `isLoggedIn`, `login`
 * and `XSRF-TOKEN` are readable by the page, which needs them for the guard, the greeting and the
 * X-XSRF-TOKEN header. All last one hour, renewed by use. Secure when the public address is https
 * (APP_URL: the app itself speaks plain HTTP behind the TLS proxy) or a trusted proxy says https.
 */
export function gravarCookiesDeSessao(
  request: FastifyRequest,
  reply: FastifyReply,
  sessao: { token: string; login: string; xsrf: string },
): void {
  const base = {
    path: '/',
    sameSite: 'lax' as const,
    secure: request.protocol === 'https' || request.server.config.APP_URL.startsWith('https:'),
    maxAge: SESSAO_INATIVIDADE_MS / 1000,
  };
  reply.setCookie(COOKIES.token, sessao.token, { ...base, httpOnly: true });
  reply.setCookie(COOKIES.isLoggedIn, 'true', base);
  reply.setCookie(COOKIES.login, sessao.login, base);
  reply.setCookie(COOKIES.xsrf, sessao.xsrf, base);
}

export function apagarCookiesDeSessao(reply: FastifyReply): void {
  for (const nome of Object.values(COOKIES)) reply.clearCookie(nome, { path: '/' });
}
