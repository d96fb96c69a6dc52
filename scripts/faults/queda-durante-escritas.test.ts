import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  executarMain,
  iniciarMain,
  matarIniciados,
  postmasterDe,
  terminar,
  vivo,
} from '../../server/test/processo.ts';
import { consultar, entrarComoEquipe, escreverSemParar, esperar } from './apoio.ts';

/**
 * Faults (docs/falhas-e-carga.md), "crash during writes": the real app (`npm run serve`, embedded PostgreSQL in a temporary
 * DATA_DIR) takes a stream of follow-ups from several clients and is killed with SIGKILL at a random
 * moment. After each restart every follow-up answered 201 before the kill is there, unchanged, and
 * the start needed no repair. The kills alternate: the app alone (its postmaster, an orphan, must be
 * taken over by the next start), the app and its postmaster together (PostgreSQL replays its WAL),
 * and every fifth the app while it is still starting.
 *
 * `npm test` runs 2 kills; `npm run test:faults` runs FALHAS_QUEDAS (20). Kills during the very first
 * start (initdb): queda-no-initdb.falha.ts.
 */
const QUEDAS = Number(process.env.FALHAS_QUEDAS ?? 2);
const ESCRITORES = 4;

type Modo = 'só o app' | 'app e postmaster' | 'app durante o início';

function modoDa(volta: number): Modo {
  if (volta % 5 === 4) return 'app durante o início';
  return volta % 2 === 0 ? 'só o app' : 'app e postmaster';
}

/** Between min and max ms, so the kill lands anywhere in a write: parsing, the transaction, the answer. */
function aoAcaso(min: number, max: number): number {
  return min + Math.floor(Math.random() * (max - min));
}

let dataDir: string;
let token: string;
const confirmadas = new Map<number, string>();
const figuras: { volta: number; modo: Modo; confirmadas: number; reinicioMs: number }[] = [];

async function superusuario(): Promise<string> {
  const banco = await postmasterDe(dataDir);
  if (!banco) throw new Error('sem postmaster.pid');
  return banco.url;
}

/** Every acknowledged follow-up, with the text it was acknowledged with. */
async function conferirConfirmadas(): Promise<void> {
  const codigos = [...confirmadas.keys()];
  const linhas = await consultar<{ codigo: number; atividade: string }>(
    await superusuario(),
    'select codigo, atividade from acompanhamento where codigo = any($1::int[])',
    [codigos],
  );
  const achadas = new Map(linhas.map((l) => [l.codigo, l.atividade]));
  const faltando = codigos.filter((c) => achadas.get(c) !== confirmadas.get(c));
  expect(faltando, 'escritas confirmadas (201) ausentes ou diferentes após o reinício').toEqual([]);
}

beforeAll(async () => {
  // Straight in the temporary folder: the embedded server's Unix socket path must stay short.
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'acolher-queda-'));
  const primeiro = await iniciarMain({ DATA_DIR: dataDir });
  token = await entrarComoEquipe(primeiro.url, await superusuario());
  primeiro.filho.kill('SIGTERM');
  await terminar(primeiro.filho);
}, 180_000);

afterEach(matarIniciados);

afterAll(async () => {
  const postmaster = await postmasterDe(dataDir).catch(() => null);
  if (postmaster && vivo(postmaster.pid)) process.kill(postmaster.pid, 'SIGQUIT');
  await rm(dataDir, { recursive: true, force: true });
  if (figuras.length) console.log(JSON.stringify({ quedas: figuras }));
});

/** Killed before "pronto": mid pg_ctl start, mid migration, mid listen. */
async function matarDuranteOInicio(): Promise<void> {
  const { filho } = executarMain({ DATA_DIR: dataDir });
  await esperar(aoAcaso(200, 3000));
  filho.kill('SIGKILL');
  await terminar(filho);
}

describe('kill -9 do app durante escritas', { timeout: 60_000 + QUEDAS * 45_000 }, () => {
  it(`${QUEDAS} quedas: toda escrita confirmada está lá depois de cada reinício`, async () => {
    for (let volta = 0; volta < QUEDAS; volta++) {
      const modo = modoDa(volta);
      if (modo === 'app durante o início') await matarDuranteOInicio();

      const inicio = performance.now();
      const app = await iniciarMain({ DATA_DIR: dataDir });
      const reinicioMs = Math.round(performance.now() - inicio);
      await conferirConfirmadas();

      const fluxo = escreverSemParar(app.url, token, ESCRITORES, `volta ${volta}`);
      await esperar(aoAcaso(300, 2500));
      const banco = await postmasterDe(dataDir);
      app.filho.kill('SIGKILL');
      if (modo === 'app e postmaster' && banco) process.kill(banco.pid, 'SIGKILL');
      await terminar(app.filho);
      await fluxo.parar();
      // Writes refused (not 2xx) are allowed only as the kill's own doing: none before it.
      expect([...fluxo.recusas.keys()], 'respostas que não foram 201').toEqual([]);
      for (const [codigo, atividade] of fluxo.confirmadas) confirmadas.set(codigo, atividade);
      figuras.push({ volta, modo, confirmadas: fluxo.confirmadas.size, reinicioMs });
      if (modo === 'só o app' && banco) expect(vivo(banco.pid), 'o postmaster órfão segue vivo').toBe(true);
    }

    const ultimo = await iniciarMain({ DATA_DIR: dataDir });
    await conferirConfirmadas();
    expect(confirmadas.size).toBeGreaterThan(0);
    ultimo.filho.kill('SIGTERM');
    expect(await terminar(ultimo.filho)).toEqual({ codigo: 0, sinal: null });
  });
});
