import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pino from 'pino';

type OpcoesDeLog = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/**
 * Where the running app's log lines go: standard output, written asynchronously (decision 0038). pino's
 * default writes every line with a blocking write(2) on the event loop; at `info` that was, after
 * the socket's own write, the biggest fixed cost of a request (measured with --cpu-prof). Here lines
 * logged while a write is under way wait in memory and go out together with the next one, off the
 * event loop. pino flushes what is left when the process exits (SIGTERM, SIGINT and SIGHUP exit through
 * main.ts's graceful stop); a kill -9 can lose the last lines, never data.
 */
export function destinoDoLog(): OpcoesDeLog['stream'] {
  return pino.destination({ dest: 1, sync: false });
}

/**
 * One access line per request, once it has been answered: what was asked (the `req` serializer hides
 * secrets, decision 0034), by whom (`reqId`, the address), the status and the time taken. Fastify's
 * own pair of lines ("incoming request", then "request completed" without the URL) said the same in
 * twice the lines. Errors keep Fastify's lines.
 */
export class LogDeAcesso extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'requisição atendida',
    );
  }
}
