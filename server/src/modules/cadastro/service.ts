import type {
  enderecoAtualizacao,
  enderecoInput,
  Pessoa,
  pessoaAtualizacao,
  pessoaInput,
  telefoneAtualizacao,
  telefoneInput,
} from '@acolher/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgTransaction } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { exigirVersao } from '../../db/versao-registro.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { registrarEvento } from '../auditoria/service.ts';
import { endereco, pessoa, telefone } from './tables.ts';

type PessoaDados = z.output<typeof pessoaInput>;
type EnderecoDados = z.output<typeof enderecoInput>;
type TelefoneDados = z.output<typeof telefoneInput>;

/** Who writes, for the audit log: the signed-in user and where the request came from. */
export interface Autor {
  usuarioCodigo: number;
  ip: string;
}

/** Every write of the residents, plans and employees sections lands in the audit log (DESIGN §5). */
export async function auditar(
  db: Db | Tx,
  autor: Autor,
  acao: string,
  entidade: string,
  registro: string | number,
  detalhes?: Record<string, unknown>,
): Promise<void> {
  await registrarEvento(db, {
    acao,
    entidade,
    registro: String(registro),
    usuarioCodigo: autor.usuarioCodigo,
    ip: autor.ip,
    detalhes,
  });
}

/**
 * A write and its audit row commit together or not at all: inside the caller's transaction when
 * there is one (a nested aggregate), else in one of its own (the spec's granular routes).
 */
function emTransacao<T>(db: Db | Tx, escrita: (tx: Tx) => Promise<T>): Promise<T> {
  return db instanceof PgTransaction ? escrita(db) : db.transaction(escrita);
}

/** The first row, or 404 "Recurso não encontrado". */
export function ouNaoEncontrado<T>(linha: T | undefined): T {
  if (linha === undefined) throw new NotFoundError();
  return linha;
}

/** Documents are compared as they are stored (decision 0002): digits, or digits and capitals. */
export const normalizarDigitos = (valor: string) => valor.replace(/\D/g, '');
export const normalizarAlfanumerico = (valor: string) => valor.toUpperCase().replace(/[^0-9A-Z]/g, '');

/**
 * SPEC §5 check: does another row (not `exceto`) hold this normalized value in `coluna`?
 * An empty value is absent (NULL in the table), so it is never taken.
 */
export async function valorExistente(
  db: Db,
  coluna: AnyPgColumn,
  chave: AnyPgColumn,
  valor: string,
  exceto: number | null | undefined,
): Promise<boolean> {
  if (!valor) return false;
  const filtro = exceto ? and(eq(coluna, valor), ne(chave, exceto)) : eq(coluna, valor);
  const { rows } = await db.execute<{ existe: boolean }>(
    sql`select exists (select 1 from ${chave.table} where ${filtro}) as existe`,
  );
  return rows[0]?.existe ?? false;
}

const NORMALIZACAO_PESSOA = { CPF: normalizarDigitos, RG: normalizarAlfanumerico };

/** SPEC §5 for a person's documents, normalized as the write stores them, the person itself excluded. */
export function documentoDePessoaExistente(
  db: Db,
  campo: keyof typeof NORMALIZACAO_PESSOA,
  valor: string,
  exceto: number | null | undefined,
): Promise<boolean> {
  return valorExistente(db, pessoa[campo], pessoa.CODIGO, NORMALIZACAO_PESSOA[campo](valor), exceto);
}

export async function buscarPessoa(db: Db | Tx, codigo: number): Promise<Pessoa> {
  const [linha] = await db.select().from(pessoa).where(eq(pessoa.CODIGO, codigo));
  return ouNaoEncontrado(linha);
}

export function criarPessoa(db: Db | Tx, autor: Autor, dados: PessoaDados): Promise<Pessoa> {
  return emTransacao(db, async (tx) => {
    const [criada] = await tx.insert(pessoa).values(dados).returning();
    const linha = ouNaoEncontrado(criada);
    await auditar(tx, autor, 'criar', 'pessoa', linha.CODIGO);
    return linha;
  });
}

export function atualizarPessoa(
  db: Db | Tx,
  autor: Autor,
  codigo: number,
  { VERSAO, ...dados }: z.output<typeof pessoaAtualizacao>,
): Promise<Pessoa> {
  return emTransacao(db, async (tx) => {
    await exigirVersao(tx, pessoa, eq(pessoa.CODIGO, codigo), VERSAO);
    const [linha] = await tx
      .update(pessoa)
      .set({ ...dados, ATUALIZADO_EM: new Date() })
      .where(eq(pessoa.CODIGO, codigo))
      .returning();
    const atualizada = ouNaoEncontrado(linha);
    await auditar(tx, autor, 'atualizar', 'pessoa', codigo);
    return atualizada;
  });
}

export function criarEndereco(db: Db | Tx, autor: Autor, dados: EnderecoDados) {
  return emTransacao(db, async (tx) => {
    const [criado] = await tx.insert(endereco).values(dados).returning();
    const linha = ouNaoEncontrado(criado);
    await auditar(tx, autor, 'criar', 'endereco', linha.CODIGO);
    return linha;
  });
}

export async function buscarEndereco(db: Db | Tx, codigo: number) {
  const [linha] = await db.select().from(endereco).where(eq(endereco.CODIGO, codigo));
  return ouNaoEncontrado(linha);
}

export function atualizarEndereco(
  db: Db | Tx,
  autor: Autor,
  codigo: number,
  { VERSAO, ...dados }: z.output<typeof enderecoAtualizacao>,
) {
  return emTransacao(db, async (tx) => {
    await exigirVersao(tx, endereco, eq(endereco.CODIGO, codigo), VERSAO);
    const [linha] = await tx.update(endereco).set(dados).where(eq(endereco.CODIGO, codigo)).returning();
    const atualizado = ouNaoEncontrado(linha);
    await auditar(tx, autor, 'atualizar', 'endereco', codigo);
    return atualizado;
  });
}

export function criarTelefone(db: Db | Tx, autor: Autor, dados: TelefoneDados) {
  return emTransacao(db, async (tx) => {
    const [criado] = await tx.insert(telefone).values(dados).returning();
    const linha = ouNaoEncontrado(criado);
    await auditar(tx, autor, 'criar', 'telefone', linha.CODIGO);
    return linha;
  });
}

export async function buscarTelefone(db: Db | Tx, codigo: number) {
  const [linha] = await db.select().from(telefone).where(eq(telefone.CODIGO, codigo));
  return ouNaoEncontrado(linha);
}

export function atualizarTelefone(
  db: Db | Tx,
  autor: Autor,
  codigo: number,
  { VERSAO, ...dados }: z.output<typeof telefoneAtualizacao>,
) {
  return emTransacao(db, async (tx) => {
    await exigirVersao(tx, telefone, eq(telefone.CODIGO, codigo), VERSAO);
    const [linha] = await tx.update(telefone).set(dados).where(eq(telefone.CODIGO, codigo)).returning();
    const atualizado = ouNaoEncontrado(linha);
    await auditar(tx, autor, 'atualizar', 'telefone', codigo);
    return atualizado;
  });
}

/**
 * Phones and addresses belong to whoever links them; once the last link is gone (a relative
 * unlinked, a phone removed) the row itself goes, so no orphan contact data stays behind.
 */
export async function apagarTelefonesSemVinculo(db: Db | Tx, codigos: number[]): Promise<void> {
  if (codigos.length === 0) return;
  await db.execute(sql`
    delete from telefone t
     where t.codigo in (${sql.join(codigos, sql`, `)})
       and not exists (select 1 from telefone_familiar l where l.telefone_codigo = t.codigo)
       and not exists (select 1 from telefone_pessoa l where l.telefone_codigo = t.codigo)
       and not exists (select 1 from telefone_convenio l where l.telefone_codigo = t.codigo)
       and not exists (select 1 from telefone_parentesco l where l.telefone_codigo = t.codigo)`);
}

export async function apagarEnderecosSemVinculo(db: Db | Tx, codigos: number[]): Promise<void> {
  if (codigos.length === 0) return;
  await db.execute(sql`
    delete from endereco e
     where e.codigo in (${sql.join(codigos, sql`, `)})
       and not exists (select 1 from endereco_familiar l where l.endereco_codigo = e.codigo)
       and not exists (select 1 from endereco_pessoa l where l.endereco_codigo = e.codigo)
       and not exists (select 1 from endereco_convenio l where l.endereco_codigo = e.codigo)`);
}
