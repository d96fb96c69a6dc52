import type { LightMyRequestResponse as Response } from 'fastify';
import { expect, vi } from 'vitest';
import { poolDePdf } from '../../src/lib/pool-de-pdf.ts';
import type { TestApp } from './app.ts';

/**
 * Test support for the PDF pool (lib/pool-de-pdf.ts), shared by the reports' and the prontuário's
 * tests.
 */

/**
 * Sends a PDF's request and, once the pool is laying it out, asks GET /health: it answers while
 * the PDF is still unfinished, since the layout runs off the event loop. Answers the PDF's response.
 */
export async function saudeDuranteODiagrama(t: TestApp, pedido: () => Promise<Response>): Promise<Response> {
  let pronto = false;
  const resposta = pedido().then((r) => {
    pronto = true;
    return r;
  });
  await vi.waitFor(() => expect(poolDePdf().renderizando).toBeGreaterThan(0), {
    timeout: 30_000,
    interval: 5,
  });
  const saude = await t.app.inject({ method: 'GET', url: '/health' });
  expect(saude.statusCode).toBe(200);
  expect(pronto).toBe(false);
  return resposta;
}

/**
 * Takes the process's pool whole: its one thread (PDF_THREADS) busy with a long document and its
 * sixteen places in the queue, so the next report is refused. Resolves when they are all done.
 */
export function tomarOGeradorDePdf(): Promise<unknown> {
  const documento = (linhas: number) => ({
    definicao: { content: [{ table: { body: Array.from({ length: linhas }, (_, i) => [`Linha ${i}`]) } }] },
  });
  return Promise.all(
    [10_000, ...Array(16).fill(1)].map((linhas) => poolDePdf().renderizar(documento(linhas))),
  );
}
