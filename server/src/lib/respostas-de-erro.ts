import { erroResposta } from '@acolher/contract';
import type { FastifyInstance } from 'fastify';

/**
 * What any route may answer with the one error body `{ message, errors?, requestId? }` (docs/arquitetura.md §4,
 * lib/error-handler.ts): bad input, no session, no permission, not found, conflict, a refused
 * rule, too many attempts, a bug.
 */
export const STATUS_DE_ERRO = [400, 401, 403, 404, 409, 422, 429, 500] as const;

/**
 * Declares the error answers on every route registered after this call, so /docs shows them.
 * A route's own answer for a status wins (`DELETE /convenio/{id}` answers 409 with `emUso`).
 */
export function declararRespostasDeErro(app: FastifyInstance): void {
  const erros = Object.fromEntries(STATUS_DE_ERRO.map((status) => [status, erroResposta]));
  app.addHook('onRoute', (rota) => {
    rota.schema = { ...rota.schema, response: { ...erros, ...(rota.schema?.response as object) } };
  });
}
