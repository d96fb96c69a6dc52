import { DrizzleQueryError, eq } from 'drizzle-orm';
import pg from 'pg';
import type { Db, Tx } from '../../src/db/client.ts';
import { convenio, funcionario, pessoa, residente, usuario } from '../../src/db/schema.ts';

/** Test support for the data-model tests: reading PostgreSQL's refusals, and minimal valid rows. */

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

/**
 * Deleting a row that ON DELETE RESTRICT protects: PostgreSQL 18 (the embedded one) answers 23001
 * restrict_violation, older servers 23503 like any foreign-key violation.
 */
export const RESTRICAO_AO_APAGAR = ['23503', '23001'] as const;

let contador = 0;

/** A number unique within the test run, for values that must not collide (CPF, e-mail...). */
export function unico(): number {
  contador += 1;
  return contador;
}

export function primeira<T>(linhas: T[]): T {
  const [linha] = linhas;
  if (linha === undefined) throw new Error('INSERT sem RETURNING');
  return linha;
}

export async function criarPessoa(db: Db, dados: Partial<typeof pessoa.$inferInsert> = {}) {
  const valores = { NOME: 'Maria', SOBRENOME: 'da Conceição', DATA_NASCIMENTO: '1941-03-09', ...dados };
  return primeira(await db.insert(pessoa).values(valores).returning());
}

/**
 * An admission safely in the past. The column's default is the database's current_date, in UTC: from
 * 21:00 in São Paulo it is already the home's tomorrow, and a later save is refused as a future date.
 */
export const ACOLHIMENTO_PASSADO = '2024-01-15';

export async function criarResidente(db: Db, dados: Partial<typeof residente.$inferInsert> = {}) {
  const { CODIGO } = await criarPessoa(db);
  return primeira(
    await db
      .insert(residente)
      .values({ PESSOA_CODIGO: CODIGO, DATA_ACOLHIMENTO: ACOLHIMENTO_PASSADO, ...dados })
      .returning(),
  );
}

export async function criarFuncionario(db: Db, dados: Partial<typeof funcionario.$inferInsert> = {}) {
  const { CODIGO } = await criarPessoa(db, { DATA_NASCIMENTO: '1985-07-21' });
  const valores = { PESSOA_CODIGO: CODIGO, CARGO: 'Cuidadora', DATA_ADMISSAO: '2020-03-02', ...dados };
  return primeira(await db.insert(funcionario).values(valores).returning());
}

/** The employee's leaving as the employees' section records it: ATIVO false, with a date and a reason. */
export async function inativarFuncionario(db: Db | Tx, codigoFuncionario: number): Promise<void> {
  await db
    .update(funcionario)
    .set({ ATIVO: false, DATA_DEMISSAO: '2026-01-31', MOTIVO_DEMISSAO: 'Pedido de demissão' })
    .where(eq(funcionario.CODIGO_FUNCIONARIO, codigoFuncionario));
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
