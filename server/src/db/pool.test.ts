import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/support/db.ts';
import { createPool } from './pool.ts';

let banco: TestDb;

beforeAll(async () => {
  banco = await createTestDb();
});
afterAll(async () => {
  await banco.drop();
});

describe('o pool do app', () => {
  it('uma conexão perdida com o cliente emprestado (no meio de uma transação) não derruba o processo', async () => {
    const pool = createPool(banco.appUrl);
    const erros: unknown[] = [];
    const registrar = (err: unknown) => erros.push(err);
    process.on('uncaughtException', registrar);
    try {
      const emprestado = await pool.connect();
      await emprestado.query('begin');
      const { rows } = await emprestado.query<{ pid: number }>('select pg_backend_pid() as pid');
      // What a stopped or killed server does to every connection: it ends it under the client.
      const admin = new pg.Client({ connectionString: banco.url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      await admin.end();
      await new Promise((r) => setTimeout(r, 500));

      await expect(emprestado.query('select 1')).rejects.toThrow(/not queryable|Connection terminated/);
      emprestado.release(true);
      expect(erros).toEqual([]);
      expect((await pool.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
    } finally {
      process.off('uncaughtException', registrar);
      await pool.end();
    }
  });
});
