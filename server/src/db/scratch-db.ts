import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { DrizzleQueryError } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createDb, type Db } from './client.ts';
import { convenio, funcionario, pessoa, residente, usuario } from './schema.ts';

/**
 * A throw-away, migrated database on the machine's PostgreSQL, for the data-model tests until the
 * shared test helper (server/test/) exists. TEST_DATABASE_URL picks the server; the default is the
 * local service of DESIGN §7.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

const SERVIDOR = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDb {
  db: Db;
  pool: pg.Pool;
  url: string;
  drop(): Promise<void>;
}

function urlDoBanco(nome: string): string {
  const url = new URL(SERVIDOR);
  url.pathname = `/${nome}`;
  return url.toString();
}

async function naAdministracao<T>(acao: (cliente: pg.Client) => Promise<T>): Promise<T> {
  const cliente = new pg.Client({ connectionString: SERVIDOR });
  await cliente.connect();
  try {
    return await acao(cliente);
  } finally {
    await cliente.end();
  }
}

export async function createScratchDb(options: { migrar?: boolean } = {}): Promise<ScratchDb> {
  const nome = `acolher_t_${randomBytes(6).toString('hex')}`;
  await naAdministracao((c) => c.query(`CREATE DATABASE ${nome}`));
  const url = urlDoBanco(nome);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const db = createDb(pool);
  if (options.migrar !== false) await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    pool,
    url,
    async drop() {
      await pool.end();
      await naAdministracao((c) => c.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`));
    },
  };
}

export interface ErroDoBanco {
  code: string;
  constraint: string | undefined;
}

/** The PostgreSQL error a query is rejected with; drizzle wraps it as DrizzleQueryError.cause. */
export async function erroDoBanco(consulta: PromiseLike<unknown>): Promise<ErroDoBanco> {
  try {
    await consulta;
  } catch (erro) {
    const causa = erro instanceof DrizzleQueryError ? erro.cause : erro;
    if (causa instanceof pg.DatabaseError) return { code: causa.code ?? '', constraint: causa.constraint };
    throw erro;
  }
  throw new Error('A consulta deveria ter sido recusada pelo banco.');
}

/** 23505 unique_violation, 23503 foreign_key_violation, 23514 check_violation. */
export const VIOLACAO = { unico: '23505', chaveEstrangeira: '23503', check: '23514' } as const;

let contador = 0;

/** A number unique within the test run, for values that must not collide (CPF, e-mail...). */
export function unico(): number {
  contador += 1;
  return contador;
}

function primeira<T>(linhas: T[]): T {
  const [linha] = linhas;
  if (linha === undefined) throw new Error('INSERT sem RETURNING');
  return linha;
}

export async function criarPessoa(db: Db, dados: Partial<typeof pessoa.$inferInsert> = {}) {
  const valores = { NOME: 'Maria', SOBRENOME: 'da Conceição', DATA_NASCIMENTO: '1941-03-09', ...dados };
  return primeira(await db.insert(pessoa).values(valores).returning());
}

export async function criarResidente(db: Db, dados: Partial<typeof residente.$inferInsert> = {}) {
  const { CODIGO } = await criarPessoa(db);
  return primeira(
    await db
      .insert(residente)
      .values({ PESSOA_CODIGO: CODIGO, ...dados })
      .returning(),
  );
}

export async function criarFuncionario(db: Db, dados: Partial<typeof funcionario.$inferInsert> = {}) {
  const { CODIGO } = await criarPessoa(db, { DATA_NASCIMENTO: '1985-07-21' });
  const valores = { PESSOA_CODIGO: CODIGO, CARGO: 'Cuidadora', ...dados };
  return primeira(await db.insert(funcionario).values(valores).returning());
}

export async function criarUsuario(db: Db, dados: Partial<typeof usuario.$inferInsert> = {}) {
  const n = unico();
  const valores = {
    EMAIL: `pessoa${n}@acolher.test`,
    LOGIN: `pessoa${n}`,
    SENHA: '$argon2id$fixture',
    ...dados,
  };
  return primeira(await db.insert(usuario).values(valores).returning());
}

export async function criarConvenio(db: Db, dados: Partial<typeof convenio.$inferInsert> = {}) {
  return primeira(
    await db
      .insert(convenio)
      .values({ NOME: 'Unimed Teste', ...dados })
      .returning(),
  );
}
