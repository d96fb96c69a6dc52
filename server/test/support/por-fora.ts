import type { FastifyInstance } from 'fastify';

/** How long a change made outside the app may take to reach it: PostgreSQL delivers it in milliseconds. */
const PRAZO_DO_AVISO_MS = 2000;

/**
 * A change made outside the app (by hand in psql, or the test's own connection) that ends a session
 * reaches a process that keeps it when the notification arrives, not at once (decision 0040): runs
 * `alterar`, then waits until `app` has received it, at most PRAZO_DO_AVISO_MS.
 */
export async function alterarPorFora(app: FastifyInstance, alterar: () => Promise<unknown>): Promise<void> {
  const antes = app.sessoes.geracao;
  await alterar();
  const limite = Date.now() + PRAZO_DO_AVISO_MS;
  while (app.sessoes.geracao === antes) {
    if (Date.now() > limite) throw new Error(`o app não recebeu o aviso em ${PRAZO_DO_AVISO_MS} ms`);
    await new Promise((pronto) => setTimeout(pronto, 10));
  }
}
