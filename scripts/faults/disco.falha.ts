import { execFile } from 'node:child_process';
import { mkdtemp, open, rm, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MENSAGENS } from '@acolher/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { MENSAGENS_HTTP } from '../../server/src/lib/error-handler.ts';
import {
  type AppEmProcesso,
  executarMain,
  iniciarMain,
  matarIniciados,
  postmasterDe,
  terminar,
  vivo,
} from '../../server/test/processo.ts';
import { consultar, cronometrar, entrarComoEquipe, esperar } from './apoio.ts';

/**
 * Faults (docs/falhas-e-carga.md), "bad data directory": a read-only DATA_DIR and a full disk (a small tmpfs) at start give
 * one Portuguese line and exit 1; a disk that fills while the app runs gives 503s that say nothing
 * was saved, and once space is freed the app serves again with every acknowledged write intact and
 * PostgreSQL's own checker (amcheck) finding nothing wrong. Mounts need root, as CI has; every mount
 * is undone in `finally`.
 */

const sh = promisify(execFile);
const montados: string[] = [];

async function montar(...args: string[]): Promise<void> {
  await sh('mount', args);
  const alvo = args.at(-1);
  if (alvo && !montados.includes(alvo)) montados.push(alvo);
}

const montado = (alvo: string) =>
  sh('mountpoint', ['-q', alvo]).then(
    () => true,
    () => false,
  );

/** Every mount on `alvo` (the read-only bind is two), lazily if something still holds it. */
async function desmontar(alvo: string): Promise<void> {
  while (await montado(alvo)) await sh('umount', [alvo]).catch(() => sh('umount', ['-l', alvo]));
}

/** The app and its postmaster first: a busy mount cannot be undone. */
async function desmontarTudo(): Promise<void> {
  await matarIniciados();
  for (const alvo of montados.splice(0).reverse()) {
    const postmaster = await postmasterDe(alvo).catch(() => null);
    if (postmaster && vivo(postmaster.pid)) process.kill(postmaster.pid, 'SIGKILL');
    await esperar(200);
    await desmontar(alvo);
    await rm(alvo, { recursive: true, force: true });
  }
}

afterEach(desmontarTudo);

const figuras: Record<string, unknown>[] = [];
afterEach(() => {
  if (figuras.length) console.log(JSON.stringify({ discoCheio: figuras.splice(0) }));
});

/** Straight in the temporary folder, so the embedded server's socket path stays short. */
const novaPasta = (nome: string) => mkdtemp(path.join(os.tmpdir(), `acolher-${nome}-`));

async function somenteLeitura(pasta: string): Promise<void> {
  await montar('--bind', pasta, pasta);
  await sh('mount', ['-o', 'remount,bind,ro', pasta]);
}

/** Fills the file system of `pasta` to its last byte; answers the ballast file. */
async function encher(pasta: string): Promise<string> {
  const lastro = path.join(pasta, 'lastro');
  const arquivo = await open(lastro, 'w');
  const bloco = Buffer.alloc(1024 * 1024, 1);
  try {
    for (;;) {
      try {
        await arquivo.write(bloco);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
        // The last partial megabyte, byte-sized blocks first: nothing must be left.
        for (const tamanho of [65_536, 4096, 1]) {
          try {
            for (;;) await arquivo.write(bloco.subarray(0, tamanho));
          } catch {}
        }
        return lastro;
      }
    }
  } finally {
    await arquivo.close();
  }
}

/** exit 1, the given line, no stack trace, no JSON log. */
async function saiComUmaLinha(env: NodeJS.ProcessEnv, esperado: string): Promise<void> {
  const { filho, saida } = executarMain(env);
  const { codigo } = await terminar(filho);
  expect(saida()).toContain(esperado);
  expect(codigo).toBe(1);
  expect(saida()).not.toMatch(/^\s+at /m);
  expect(saida()).not.toContain('"level"');
}

async function pararComSigterm(app: AppEmProcesso): Promise<void> {
  app.filho.kill('SIGTERM');
  expect(await terminar(app.filho)).toEqual({ codigo: 0, sinal: null });
}

describe('DATA_DIR somente leitura', () => {
  it('vazio: sai com 1 e uma linha que diz por quê', async () => {
    const dataDir = await novaPasta('ro');
    await somenteLeitura(dataDir);
    await saiComUmaLinha(
      { DATA_DIR: dataDir },
      `DATA_DIR ${dataDir} não pode ser usado: o sistema de arquivos é somente leitura.`,
    );
  });

  it('com um banco já criado: sai com 1 e a mesma linha; de volta a leitura e escrita, o banco está intacto', async () => {
    const dataDir = await novaPasta('ro');
    const primeiro = await iniciarMain({ DATA_DIR: dataDir });
    const banco = await postmasterDe(dataDir);
    await consultar(banco?.url ?? '', "create table guardado as select 'sim' as valor");
    await pararComSigterm(primeiro);

    await somenteLeitura(dataDir);
    await saiComUmaLinha(
      { DATA_DIR: dataDir },
      `DATA_DIR ${dataDir} não pode ser usado: o sistema de arquivos é somente leitura.`,
    );
    await desmontar(dataDir);

    const depois = await iniciarMain({ DATA_DIR: dataDir });
    const novo = await postmasterDe(dataDir);
    expect(await consultar(novo?.url ?? '', 'select valor from guardado')).toEqual([{ valor: 'sim' }]);
    await pararComSigterm(depois);
  });
});

describe('disco cheio ao iniciar', () => {
  it('8 MB, pouco para criar o banco: sai com 1 e uma linha em português que diz que o disco está cheio', async () => {
    const dataDir = await novaPasta('cheio');
    await montar('-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', dataDir);
    await saiComUmaLinha(
      { DATA_DIR: dataDir },
      `O PostgreSQL embutido não pôde gravar em ${path.join(dataDir, 'pg')}: o disco está cheio (libere espaço nele).`,
    );
  });

  it('banco já criado, disco cheio até o último byte: sai com 1 e diz que o disco está cheio', async () => {
    const dataDir = await novaPasta('cheio');
    await montar('-t', 'tmpfs', '-o', 'size=96m', 'tmpfs', dataDir);
    await pararComSigterm(await iniciarMain({ DATA_DIR: dataDir }));
    const lastro = await encher(dataDir);
    await saiComUmaLinha({ DATA_DIR: dataDir }, 'o disco está cheio');
    await unlink(lastro);
    await pararComSigterm(await iniciarMain({ DATA_DIR: dataDir }));
  });
});

describe('disco que enche com o app no ar', () => {
  it('503 que diz que nada foi salvo; liberado o espaço, volta sozinho, sem perder nem corromper nada', async () => {
    const dataDir = await novaPasta('enche');
    await montar('-t', 'tmpfs', '-o', 'size=96m', 'tmpfs', dataDir);
    const app = await iniciarMain({ DATA_DIR: dataDir });
    const banco = await postmasterDe(dataDir);
    const token = await entrarComoEquipe(app.url, banco?.url ?? '');
    const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const escrever = (atividade: string) =>
      cronometrar(`${app.url}/acompanhamento`, {
        method: 'POST',
        headers: auth,
        // Long texts: the table has to grow, which a full disk refuses.
        body: JSON.stringify({ DATA_ACOMPANHAMENTO: '2026-01-15', ATIVIDADE: atividade.padEnd(1800, '.') }),
      });

    const confirmadas = new Map<number, string>();
    const respostas: Awaited<ReturnType<typeof escrever>>[] = [];
    const registrar = async (n: number) => {
      const atividade = `escrita ${n}`;
      const resposta = await escrever(atividade);
      respostas.push(resposta);
      if (resposta.status === 201) confirmadas.set((resposta.corpo as { CODIGO: number }).CODIGO, atividade);
      return resposta;
    };
    for (let n = 0; n < 20; n++) expect((await registrar(n)).status).toBe(201);

    const lastro = await encher(dataDir);
    let n = 20;
    const durante: typeof respostas = [];
    // Until the disk says so, several writes at once; at most 2,000 (a table page holds 4 of them).
    while (!durante.some((r) => r.status === 503) && n < 2000) {
      durante.push(...(await Promise.all([registrar(n++), registrar(n++), registrar(n++), registrar(n++)])));
    }
    const saude = await cronometrar(`${app.url}/health`);
    const combinadas = [
      JSON.stringify({ message: MENSAGENS_HTTP.discoCheio }),
      JSON.stringify({ message: MENSAGENS_HTTP.erroDeDisco }),
      JSON.stringify({ message: MENSAGENS.bancoIndisponivel }),
    ];
    const foraDoCombinado = durante.filter(
      (r) => r.status !== 201 && !(r.status === 503 && combinadas.includes(JSON.stringify(r.corpo))),
    );
    expect(foraDoCombinado, `o app disse:\n${app.saida().slice(-3000)}`).toEqual([]);
    expect(durante.filter((r) => r.status === 503).length).toBeGreaterThan(0);
    expect(durante.filter((r) => r.ms > 10_000)).toEqual([]);

    await unlink(lastro);
    let voltou = false;
    for (const limite = Date.now() + 90_000; !voltou && Date.now() < limite; await esperar(500)) {
      voltou = (await registrar(n++)).status === 201;
    }
    expect(voltou, `o app não voltou a gravar:\n${app.saida().slice(-3000)}`).toBe(true);
    expect(app.filho.exitCode).toBeNull();

    const novo = await postmasterDe(dataDir);
    const url = novo?.url ?? '';
    const linhas = await consultar<{ codigo: number; atividade: string }>(
      url,
      'select codigo, atividade from acompanhamento where codigo = any($1::int[])',
      [[...confirmadas.keys()]],
    );
    const achadas = new Map(linhas.map((l) => [l.codigo, l.atividade.replace(/\.+$/, '')]));
    expect([...confirmadas].filter(([c, a]) => achadas.get(c) !== a)).toEqual([]);
    // amcheck: every heap page and every B-tree index of the database, as PostgreSQL reads them.
    await consultar(url, 'create extension if not exists amcheck');
    const corrompidas = await consultar(
      url,
      `select c.relname, v.* from pg_class c cross join lateral verify_heapam(c.oid) v
        where c.relkind in ('r', 'm', 't') and c.relpersistence = 'p'`,
    );
    expect(corrompidas).toEqual([]);
    await consultar(
      url,
      `select bt_index_check(i.indexrelid, true) from pg_index i join pg_class c on c.oid = i.indexrelid
        join pg_am a on a.oid = c.relam where a.amname = 'btree' and c.relpersistence = 'p'`,
    );
    figuras.push({
      antes: 20,
      durante: durante.length,
      de503: durante.filter((r) => r.status === 503).length,
      maiorMs: Math.max(...durante.map((r) => r.ms)),
      saudeDurante: saude.status,
    });
    await pararComSigterm(app);
  });
});
