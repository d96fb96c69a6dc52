import { erroResposta } from '@acolher/contract';
import type { FastifyInstance } from 'fastify';

/**
 * What any route may answer with the one error body `{ message, errors?, requestId? }` (docs/arquitetura.md §4,
 * lib/error-handler.ts): bad input, no session, no permission, not found, conflict, a refused
 * rule, too many attempts, a bug, the database (or the PDF threads) out of reach. Each route's
 * document lists only those its declaration allows (lib/documentacao.ts).
 */
export const STATUS_DE_ERRO = [400, 401, 403, 404, 409, 422, 429, 500, 503] as const;
export type StatusDeErro = (typeof STATUS_DE_ERRO)[number];

/**
 * Declares the error answers on every route registered after this call: each is serialized as the
 * one error body.
 * A route's own answer for a status wins (`DELETE /convenio/{id}` answers 409 with `emUso`).
 */
export function declararRespostasDeErro(app: FastifyInstance): void {
  const erros = Object.fromEntries(STATUS_DE_ERRO.map((status) => [status, erroResposta]));
  app.addHook('onRoute', (rota) => {
    rota.schema = { ...rota.schema, response: { ...erros, ...(rota.schema?.response as object) } };
  });
}
