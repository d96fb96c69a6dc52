import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../test/support/app.ts';
import { createTestDb, criarBancoVazio, type TestDb } from '../../test/support/db.ts';
import { entrarComoAdministrador } from '../../test/support/sessoes.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, prepararBanco } from './database.ts';
import { MIGRATIONS_FOLDER, migrarEConceder } from './migrate.ts';
import {
  comoPapel,
  concederAoApp,
  conferirDeclaracao,
  garantirPapel,
  PapelDoAppInseguroError,
  PERMISSOES_DO_APP,
  PermissoesIncompletasError,
  tabelasDasMigracoes,
  verificarPapelDoApp,
} from './papel.ts';
import { createPool } from './pool.ts';

const PERMISSAO_NEGADA = '42501';

/** The tables of schema `public` in a database: what the test suite holds the declaration to. */
async function tabelasDoEsquema(client: Pick<pg.ClientBase, 'query'>): Promise<string[]> {
  const { rows } = await client.query<{ nome: string }>(
    `select c.relname as nome from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f') order by 1`,
  );
  return rows.map((r) => r.nome);
}

async function comCliente<T>(url: string, trabalho: (c: pg.Client) => Promise<T>): Promise<T> {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    return await trabalho(cliente);
  } finally {
    await cliente.end();
  }
}

/** The error PostgreSQL answers `sql` with, as the given URL's role; null when it ran. */
async function recusa(url: string, sql: string): Promise<{ code?: string; message: string } | null> {
  return comCliente(url, (c) =>
    c.query(sql).then(
      () => null,
      (err: { code?: string; message: string }) => ({ code: err.code, message: err.message }),
    ),
  );
}

let banco: TestDb;

beforeAll(async () => {
  banco = await createTestDb();
  // One row as the owner would see it: the app's role must not be able to touch it.
  await banco.pool.query(
    "insert into auditoria (acao, entidade, registro) values ('entrar', 'usuario', 'plantada')",
  );
});
afterAll(() => banco.drop());

describe('o papel do app no registro de auditoria', () => {
  it('acrescenta e lê', async () => {
    await comCliente(banco.appUrl, async (c) => {
      await c.query(
        "insert into auditoria (acao, entidade, registro) values ('entrar', 'usuario', 'do-app')",
      );
      const { rows } = await c.query(
        "select registro from auditoria where registro in ('plantada', 'do-app')",
      );
      expect(rows.map((r) => r.registro).sort()).toEqual(['do-app', 'plantada']);
    });
  });

  it.each([
    ["update auditoria set registro = 'reescrita'", 'UPDATE'],
    ['delete from auditoria', 'DELETE'],
    ['truncate auditoria', 'TRUNCATE'],
  ])('%s: permissão negada pelo banco, antes de qualquer gatilho', async (sql) => {
    // The trigger of 0016 answers with its own words; the privilege check comes first and says this.
    expect(await recusa(banco.appUrl, sql)).toEqual({
      code: PERMISSAO_NEGADA,
      message: 'permission denied for table auditoria',
    });
    expect(
      (await banco.pool.query("select count(*)::int as n from auditoria where registro = 'plantada'")).rows,
    ).toEqual([{ n: 1 }]);
  });

  it.each([
    [
      'set session_replication_role = replica',
      'permission denied to set parameter "session_replication_role"',
    ],
    ['alter table auditoria disable trigger all', 'must be owner of table auditoria'],
  ])('não desliga os gatilhos: %s', async (sql, mensagem) => {
    expect(await recusa(banco.appUrl, sql)).toEqual({ code: PERMISSAO_NEGADA, message: mensagem });
  });
});

describe('o papel do app e o esquema', () => {
  it.each([
    ['drop table auditoria', 'must be owner of table auditoria'],
    ['alter table pessoa add column x int', 'must be owner of table pessoa'],
    ['create table nova (x int)', 'permission denied for schema public'],
    ['create schema proprio', 'permission denied for database'],
    ['create function f() returns int language sql as $$ select 1 $$', 'permission denied for schema public'],
  ])('%s: recusado', async (sql, mensagem) => {
    const erro = await recusa(banco.appUrl, sql);
    expect(erro?.code).toBe(PERMISSAO_NEGADA);
    expect(erro?.message).toContain(mensagem);
  });

  it('não apaga onde o app nunca apaga: pessoas, acompanhamentos, usuários', async () => {
    for (const tabela of [
      'pessoa',
      'acompanhamento',
      'acompanhamento_versao',
      'usuario',
      'auditoria_repeticao',
    ]) {
      expect(await recusa(banco.appUrl, `delete from ${tabela}`)).toEqual({
        code: PERMISSAO_NEGADA,
        message: `permission denied for table ${tabela}`,
      });
    }
  });

  it('tem exatamente o que a lista declara, tabela a tabela', async () => {
    const { rows } = await banco.pool.query<{ tabela: string; privilegios: string[] }>(
      `select table_name as tabela, array_agg(privilege_type::text order by privilege_type) as privilegios
       from information_schema.role_table_grants
       where grantee = $1 and table_schema = 'public' group by table_name`,
      [new URL(banco.appUrl).username],
    );
    const concedidas = Object.fromEntries(rows.map((r) => [r.tabela, r.privilegios]));
    const declaradas = Object.fromEntries(
      Object.entries(PERMISSOES_DO_APP).map(([tabela, privilegios]) => [tabela, [...privilegios].sort()]),
    );
    expect(concedidas).toEqual(declaradas);
  });
});

describe('a lista declarada', () => {
  let vazio: TestDb;
  afterEach(() => vazio?.drop());

  it('cobre exatamente as tabelas do banco migrado, e as do último snapshot das migrações', async () => {
    const tabelas = await tabelasDoEsquema(banco.pool);
    expect(conferirDeclaracao(tabelas)).toBeNull();
    expect(await tabelasDasMigracoes(MIGRATIONS_FOLDER)).toEqual(tabelas);
  });

  it('uma tabela nova sem permissão declarada: a conferência a nomeia e a concessão não começa', async () => {
    const tabelas = [...(await tabelasDoEsquema(banco.pool)), 'tabela_nova'];
    expect(conferirDeclaracao(tabelas)).toContain('tabelas sem permissão declarada: tabela_nova.');
    const cliente = await banco.pool.connect();
    try {
      await expect(concederAoApp(cliente, 'acolher_app_teste', tabelas)).rejects.toThrow(
        PermissoesIncompletasError,
      );
    } finally {
      cliente.release();
    }
  });

  it('uma tabela do operador, ao lado das nossas, não impede a start e não dá nada ao papel do app', async () => {
    vazio = await criarBancoVazio();
    await migrarEConceder(vazio.pool, 'acolher_app_teste');
    await vazio.pool.query('create table do_operador (x int)');
    await migrarEConceder(vazio.pool, 'acolher_app_teste');
    expect(await recusa(vazio.appUrl, 'select * from do_operador')).toEqual({
      code: PERMISSAO_NEGADA,
      message: 'permission denied for table do_operador',
    });
  });

  it('as migrações correm como dono num banco vazio, e o papel do app já pode trabalhar', async () => {
    vazio = await criarBancoVazio();
    await migrarEConceder(vazio.pool, 'acolher_app_teste');
    expect(
      await recusa(vazio.appUrl, "insert into auditoria (acao, entidade) values ('entrar', 'usuario')"),
    ).toBe(null);
    const { rows } = await vazio.pool.query<{ dono: string }>(
      "select tableowner as dono from pg_tables where tablename = 'auditoria'",
    );
    expect(rows).toEqual([{ dono: new URL(vazio.url).username }]);
  });
});

describe('PostgreSQL externo: DATABASE_URL e DATABASE_OWNER_URL', () => {
  it('DATABASE_URL sem DATABASE_OWNER_URL, e o contrário: erro de configuração que nomeia a que falta', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://app@h/acolher' })).toThrow(
      /DATABASE_OWNER_URL: falta: com DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_OWNER_URL: 'postgres://dono@h/acolher' })).toThrow(
      /DATABASE_URL: falta: com DATABASE_OWNER_URL/,
    );
  });

  it('DATABASE_URL como superusuário: a start para, nomeando a variável', async () => {
    const config = loadConfig({ DATABASE_URL: banco.url, DATABASE_OWNER_URL: banco.url });
    const externo = await openDatabase(config);
    const pool = createPool(externo.url);
    try {
      const erro = await prepararBanco(externo, pool).catch((e: unknown) => e);
      expect(erro).toBeInstanceOf(PapelDoAppInseguroError);
      expect((erro as Error).message).toMatch(/^O papel postgres de DATABASE_URL \(.*\) é superusuário\./);
    } finally {
      await pool.end();
    }
  });

  it('o papel do app em DATABASE_URL, o dono em DATABASE_OWNER_URL: migra, concede e atende', async () => {
    const config = loadConfig({ DATABASE_URL: banco.appUrl, DATABASE_OWNER_URL: banco.url });
    const externo = await openDatabase(config);
    const pool = createPool(externo.url);
    try {
      await prepararBanco(externo, pool);
      const { rows } = await pool.query('select current_user as papel');
      expect(rows).toEqual([{ papel: 'acolher_app_teste' }]);
    } finally {
      await pool.end();
    }
  });
});

describe('a start recusa um papel do app que pode mais do que as permissões', () => {
  const papel = `acolher_app_teste_${randomBytes(4).toString('hex')}`;
  let pool: pg.Pool;

  beforeAll(async () => {
    await garantirPapel(inject('testDb').adminUrl, papel, 'outra-senha');
    await banco.pool.query(`grant usage on schema public to ${papel}`);
    await banco.pool.query(`grant insert on auditoria to ${papel}`);
    pool = createPool(comoPapel(banco.url, papel, 'outra-senha'));
  });
  afterAll(async () => {
    await pool.end();
    await banco.pool.query(`drop owned by ${papel}`);
    await banco.pool.query(`drop role ${papel}`);
  });

  it('dono de uma tabela, ou com CREATE no esquema: para, dizendo qual', async () => {
    await verificarPapelDoApp(pool, 'DATABASE_URL (teste)');
    await banco.pool.query(`create table dele (x int); alter table dele owner to ${papel}`);
    await expect(verificarPapelDoApp(pool, 'DATABASE_URL (teste)')).rejects.toThrow(
      `O papel ${papel} de DATABASE_URL (teste) é dono de dele.`,
    );
    await banco.pool.query('drop table dele');
    await banco.pool.query(`grant create on schema public to ${papel}`);
    await expect(verificarPapelDoApp(pool, 'DATABASE_URL (teste)')).rejects.toThrow(
      `O papel ${papel} de DATABASE_URL (teste) pode criar tabelas no esquema public.`,
    );
  });
});

describe('o app de teste atende como o papel do app', () => {
  it('entra, lista e grava pelas rotas, sem permissão a mais', async () => {
    const t = await buildTestApp();
    try {
      expect((await t.app.pool.query('select current_user as papel')).rows).toEqual([
        { papel: 'acolher_app_teste' },
      ]);
      const sessao = await entrarComoAdministrador(t);
      const lista = await t.app.inject({ method: 'GET', url: '/residente', headers: sessao.headers });
      expect(lista.statusCode).toBe(200);
      const sair = await t.app.inject({ method: 'POST', url: '/logout', headers: sessao.headers });
      expect(sair.statusCode).toBeLessThan(300);
    } finally {
      await t.close();
    }
  });
});
