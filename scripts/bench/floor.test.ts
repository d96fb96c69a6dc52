import { LIMITE_QUADRO_INICIO, TURNOS_DO_LAR } from '@acolher/contract';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../server/src/config.ts';
import { createDb } from '../../server/src/db/client.ts';
import { migrateDatabase } from '../../server/src/db/migrate.ts';
import { createPool } from '../../server/src/db/pool.ts';
import { hojeNoLar } from '../../server/src/lib/hoje.ts';
import { listarAcompanhamentos } from '../../server/src/modules/acompanhamentos/leituras.ts';
import { listarProvasDeVida } from '../../server/src/modules/home/service.ts';
import { semearVolume } from '../seed/volume.ts';
import { Cleanup } from './cleanup.ts';
import { createBenchDatabase } from './database.ts';
import { ENDPOINTS } from './endpoints.ts';
import { buildFloor, recordQueries } from './floor.ts';

const cleanup = new Cleanup();
const config: Config = loadConfig({ TZ_LAR: 'America/Sao_Paulo' });
let pool: pg.Pool;
let floor: FastifyInstance;

/** A resident with one benefit whose proof of life is `dias` days from the home's today. */
async function residenteComBeneficio(nome: string, beneficio: string, dias: number) {
  const { rows } = await pool.query<{ codigo: number }>(
    `insert into pessoa (nome, sobrenome, data_nascimento) values ($1, 'Bench', '1940-05-05') returning codigo`,
    [nome],
  );
  const residente = await pool.query<{ codigo_residente: number }>(
    'insert into residente (pessoa_codigo) values ($1) returning codigo_residente',
    [rows[0]?.codigo],
  );
  await pool.query(
    `insert into beneficio (codigo_residente, nome_beneficio, provas_vida)
     values ($1, $2, (now() at time zone $3)::date + $4::int)`,
    [residente.rows[0]?.codigo_residente, beneficio, config.TZ_LAR, dias],
  );
}

beforeAll(async () => {
  const database = await createBenchDatabase(cleanup);
  pool = createPool(database.url);
  cleanup.defer('fechar o pool', () => pool.end());
  await migrateDatabase(pool);
  await residenteComBeneficio('Ana', 'Aposentadoria por idade', 10);
  await residenteComBeneficio('Bento', 'Pensão', -2);
  await residenteComBeneficio('Cida', 'BPC', 200);
  await createDb(pool).transaction((tx) =>
    semearVolume(tx, { residentes: 0, acompanhamentos: 30, funcionarios: 0, convenios: 2 }),
  );
  floor = await buildFloor(pool, config, ENDPOINTS);
  cleanup.defer('fechar o piso', () => floor.close());
}, 60_000);
afterAll(() => cleanup.run());

describe('the floor server', () => {
  it("records the app service's own statement and parameters", async () => {
    const queries = await recordQueries(pool, config, (db, c) => listarProvasDeVida(db, c.TZ_LAR));
    // On a miss (decision 0015): the version of the data, then the box's count and rows.
    expect(queries.map((q) => q.text)).toEqual([
      expect.stringMatching(/^select sum\("versao"\).* from "versao_dados"/),
      expect.stringMatching(/^select count\(\*\)::int as total from beneficio b/),
      expect.stringMatching(/^select r\.codigo_residente .* from beneficio b.* limit \$4$/s),
    ]);
    const hoje = hojeNoLar(config.TZ_LAR);
    expect(queries[1]?.params).toEqual([hoje, 60]);
    // Today twice: the rows also say how many days an overdue proof is late.
    expect(queries[2]?.params).toEqual([hoje, hoje, 60, LIMITE_QUADRO_INICIO]);
  });

  it('answers a list endpoint with the same rows as the app service', async () => {
    const esperado = await listarProvasDeVida(createDb(pool), config.TZ_LAR);
    expect(esperado.linhas.map((r) => r.NOME)).toEqual(['Bento', 'Ana']);
    const resposta = await floor.inject({ method: 'GET', url: '/prova-de-vida' });
    expect(resposta.statusCode).toBe(200);
    // The floor runs every statement and sends the rows of the one that returned the most.
    expect(resposta.json()).toEqual(esperado.linhas);
  });

  it("answers the page, not the count the service sends beside it (the follow-ups' list)", async () => {
    const lar = { tz: config.TZ_LAR, turnos: TURNOS_DO_LAR[config.TURNOS_LAR] };
    const { linhas } = await listarAcompanhamentos(createDb(pool), lar, { limite: 10, deslocamento: 0 });
    const resposta = await floor.inject({ method: 'GET', url: '/acompanhamento?limite=10' });
    expect(resposta.json<{ CODIGO: number }[]>().map((r) => r.CODIGO)).toEqual(linhas.map((l) => l.CODIGO));
    expect(linhas).toHaveLength(10);
  });

  it('serves every endpoint that has a floor, and none that has not', async () => {
    for (const endpoint of ENDPOINTS) {
      const resposta = await floor.inject({ method: endpoint.method, url: endpoint.path });
      expect(resposta.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(endpoint.floor ? 200 : 404);
    }
  });
});
