import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { executarMain, iniciarMain, matarIniciados, terminar } from '../../server/test/processo.ts';
import { descendentes, esperar, matarArvore } from './apoio.ts';

/**
 * Faults (docs/falhas-e-carga.md), "crash during writes", at the worst moment: the very first start, while initdb makes the
 * cluster. The app and every process under it are killed at once (a service manager stopping the
 * whole group, a power cut); the next start must make the cluster and serve, with no folder to repair
 * by hand and no copy of the superuser's password left behind. Before the fix the second start
 * failed for good ("database acolher does not exist").
 */
const QUEDAS = 5;

afterEach(matarIniciados);

/** Until initdb runs under the app, then 0–800 ms into its work. */
async function aguardarInitdb(pid: number): Promise<void> {
  const limite = Date.now() + 60_000;
  while (Date.now() < limite && !(await descendentes(pid)).some((p) => /initdb/.test(p.comando)))
    await esperar(50);
  await esperar(Math.floor(Math.random() * 800));
}

describe('kill -9 de todo o app durante o primeiro início', () => {
  it(`${QUEDAS} quedas no meio do initdb: o início seguinte cria o banco e atende`, async () => {
    for (let volta = 0; volta < QUEDAS; volta++) {
      // Straight in the temporary folder: the embedded server's Unix socket path must stay short.
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'acolher-initdb-'));
      try {
        const { filho } = executarMain({ DATA_DIR: dataDir });
        await aguardarInitdb(filho.pid ?? 0);
        await matarArvore(filho.pid ?? 0);
        await terminar(filho);

        const app = await iniciarMain({ DATA_DIR: dataDir });
        expect((await fetch(`${app.url}/health`)).status).toBe(200);
        expect((await readdir(dataDir)).filter((nome) => nome.startsWith('pg-senha-initdb-'))).toEqual([]);
        app.filho.kill('SIGTERM');
        expect(await terminar(app.filho)).toEqual({ codigo: 0, sinal: null });
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    }
  });
});
