/// <reference path="../../server/src/fastify.d.ts" />
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../server/src/db/pool.ts';
import { buildTestApp, type TestApp } from '../../server/test/support/app.ts';
import { criarConta } from '../../server/test/support/sessoes.ts';
import { BENCH_CONTA, ENDPOINTS } from './endpoints.ts';
import {
  buildFloor,
  type ConsultaGravada,
  chaveDoPiso,
  GravacaoInconsistente,
  type Roteiro,
  roteiroDe,
} from './floor.ts';
import { gravarRoteiros } from './gravacao.ts';
import { gravarNosPoolsNovos } from './gravador.ts';
import { seedVolume } from './seed.ts';

const user = { email: 'bench@acolher.local', senha: 'bench-senha' };
let t: TestApp;
let pasta: string;
let roteiros: Record<string, Roteiro>;
let floor: FastifyInstance;

/** Who answers the app's requests in the recording: the test app, listening, as the bench's recorder app. */
beforeAll(async () => {
  pasta = await fs.mkdtemp(path.join(os.tmpdir(), 'acolher-piso-'));
  const gravacao = path.join(pasta, 'comandos.jsonl');
  // Only the pools made meanwhile record: the app's does, the floor's below does not.
  const deixarDeGravar = gravarNosPoolsNovos(gravacao);
  try {
    t = await buildTestApp();
  } finally {
    deixarDeGravar();
  }
  await seedVolume(t.db, { residentes: 40, acompanhamentos: 1000, funcionarios: 30, convenios: 2 });
  await criarConta(t.db, { login: 'bench', ...user, ...BENCH_CONTA });
  const endereco = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const port = Number(new URL(endereco).port);
  const entrada = await fetch(`${endereco}/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  const { accessToken } = (await entrada.json()) as { accessToken: string };
  roteiros = await gravarRoteiros(ENDPOINTS, { port, token: accessToken, user }, gravacao);
  floor = buildFloor(t.pool, roteiros, ENDPOINTS);
}, 120_000);
afterAll(async () => {
  await floor?.close();
  await t?.close();
  await fs.rm(pasta, { recursive: true, force: true });
});

/** One request to the floor, as the load sends it (the floor reads no session and no body). */
const pedirAoPiso = (e: (typeof ENDPOINTS)[number]) => floor.inject({ method: e.method, url: e.path });

const contar = async (tabela: string) =>
  (await t.pool.query<{ n: number }>(`select count(*)::int as n from ${tabela}`)).rows[0]?.n ?? 0;

describe('the floor: the statements the app ran for one request of each line', () => {
  it('records every line, and each floor answers 200 twice in a row, writes and the sign-in too', async () => {
    for (const endpoint of ENDPOINTS) {
      expect(roteiros[chaveDoPiso(endpoint)], chaveDoPiso(endpoint)).toBeDefined();
      for (let vez = 0; vez < 2; vez++) {
        const resposta = await pedirAoPiso(endpoint);
        expect(resposta.statusCode, `${chaveDoPiso(endpoint)}: ${resposta.body.slice(0, 300)}`).toBe(200);
      }
    }
  });

  it("answers a read with the rows of its biggest statement, as many as the app's answer", async () => {
    // Lists the app reads each time (a kept page's floor is what the app ran: the version's read).
    for (const url of ['/dependente/3', '/telefone_convenio/1', '/residente_familiar/1']) {
      const app = await t.app.inject({ method: 'GET', url, headers: { authorization: await token() } });
      const piso = await floor.inject({ method: 'GET', url });
      expect(app.json<unknown[]>().length, url).toBeGreaterThan(0);
      expect(piso.json<unknown[]>().length, url).toBe(app.json<unknown[]>().length);
    }
  });

  it("replays a nested create with the new rows' codes: each replay adds a person and a resident", async () => {
    const roteiro = roteiros['POST /residente'] as Roteiro;
    // The resident's insert takes the code the person's insert returned in this replay, not the recorded one.
    expect(roteiro.passos.flatMap((p) => p.valores).some((v) => 'de' in v)).toBe(true);
    // The session's lookup, read on every request (decision 0052), then the create's transaction.
    const textos = roteiro.passos.map((p) => p.text);
    expect(textos[0]).toMatch(/ from "sessao" /);
    expect(textos[1]).toBe('begin');
    expect(textos.at(-1)).toBe('commit');
    const [pessoas, residentes] = [await contar('pessoa'), await contar('residente')];
    for (let vez = 0; vez < 3; vez++) {
      const resposta = await floor.inject({ method: 'POST', url: '/residente' });
      expect(resposta.statusCode).toBe(200);
    }
    expect(await contar('residente')).toBe(residentes + 3);
    expect(await contar('pessoa')).toBe(pessoas + 3);
  });

  it("replays the sign-in's session with a token of its own each time (its hash is unique)", async () => {
    const roteiro = roteiros['POST /login/'] as Roteiro;
    const sessao = roteiro.passos.find((p) => /insert into "sessao"/.test(p.text));
    expect(sessao?.valores.some((v) => 'unico' in v)).toBe(true);
    const sessoes = await contar('sessao');
    for (let vez = 0; vez < 2; vez++) {
      expect((await floor.inject({ method: 'POST', url: '/login/' })).statusCode).toBe(200);
    }
    expect(await contar('sessao')).toBe(sessoes + 2);
  });

  async function token(): Promise<string> {
    const resposta = await t.app.inject({ method: 'POST', url: '/login/', payload: user });
    return `Bearer ${resposta.json<{ accessToken: string }>().accessToken}`;
  }
});

/** A recorded statement, as server/src/db/pool.ts writes it. */
function consulta(parcial: Partial<ConsultaGravada> & Pick<ConsultaGravada, 'text'>): ConsultaGravada {
  return { checkout: 1, inicio: 0, fim: 1, values: [], rows: [], ...parcial };
}

describe('roteiroDe: what two recordings of one request tell the floor', () => {
  const gravacao = (codigo: number, token: string, expira: string) => [
    consulta({ text: 'begin' }),
    consulta({ text: 'insert into pessoa … returning codigo', rows: [{ codigo }], values: ['Ana'] }),
    consulta({ text: 'insert into residente (pessoa_codigo) …', values: [String(codigo)] }),
    consulta({ text: 'insert into sessao …', values: [token, expira] }),
    consulta({ text: 'commit' }),
  ];

  it('tells a constant, a code from an earlier statement, a drawn token and a time apart', () => {
    const a = gravacao(41, 'a3f09c2d11b2c3d4e5f60718', '2026-11-29T14:00:00.000Z');
    const b = gravacao(42, '0be1c2d3e4f5a6b7c8d9e0f1', '2026-11-29T14:00:01.000Z');
    const { passos, ondas } = roteiroDe(a, b, 1_000);
    expect(passos[1]?.valores).toEqual([{ fixo: 'Ana' }]);
    expect(passos[2]?.valores).toEqual([{ de: 1, linha: 0, coluna: 'codigo' }]);
    expect(passos[3]?.valores).toEqual([
      { unico: '0be1c2d3e4f5a6b7c8d9e0f1' },
      { momento: '2026-11-29T14:00:01.000Z' },
    ]);
    // One checkout: one transaction on one client.
    expect(ondas).toEqual([[[0, 1, 2, 3, 4]]]);
  });

  it('runs checkouts that overlapped in the app together, and one that began after them later', () => {
    const b = [
      consulta({ text: 'select page', checkout: 1, inicio: 0, fim: 5 }),
      consulta({ text: 'select count', checkout: 2, inicio: 1, fim: 4 }),
      consulta({ text: 'select after', checkout: 3, inicio: 6, fim: 7 }),
    ];
    expect(roteiroDe(b, b, 0).ondas).toEqual([[[0], [1]], [[2]]]);
  });

  it('pairs the statements of the two recordings that ran at the same time, in whatever order', () => {
    const familiar = consulta({ text: 'select familiar', checkout: 1, inicio: 0, fim: 1, rows: [{ c: 7 }] });
    const pessoa = (codigo: string, inicio: number) =>
      consulta({ text: 'select pessoa', checkout: inicio, inicio, fim: 9, values: [codigo] });
    const telefones = consulta({ text: 'select telefones', checkout: 5, inicio: 5, fim: 9 });
    const a = [familiar, pessoa('1', 2), pessoa('2', 3), telefones];
    const b = [familiar, telefones, pessoa('2', 2), pessoa('1', 4)];
    const { passos } = roteiroDe(a, b, 0);
    expect(passos.map((p) => [p.text, p.valores])).toEqual([
      ['select familiar', []],
      ['select pessoa', [{ fixo: '1' }]],
      ['select pessoa', [{ fixo: '2' }]],
      ['select telefones', []],
    ]);
  });

  it('refuses two recordings that ran different statements', () => {
    const a = [consulta({ text: 'select 1' })];
    expect(() => roteiroDe(a, [...a, consulta({ text: 'select 2' })], 0)).toThrow(GravacaoInconsistente);
    expect(() => roteiroDe(a, [consulta({ text: 'select 2' })], 0)).toThrow(GravacaoInconsistente);
  });
});

describe("the bench's recorder (gravador.ts)", () => {
  it('leaves a pool made after it is taken away untouched', async () => {
    const pool = createPool(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    try {
      const client = await pool.connect();
      expect(client.query).toBe(pg.Client.prototype.query);
      client.release();
    } finally {
      await pool.end();
    }
  });
});
