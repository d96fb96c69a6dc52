import type { enderecoAtualizacao, pessoaAtualizacao, telefoneAtualizacao } from '@acolher/contract';
import {
  type enderecoInput,
  MENSAGENS,
  type Pessoa,
  type pessoaInput,
  type telefoneInput,
} from '@acolher/contract';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { emTransacao } from '../../db/transacao.ts';
import { normalizarAlfanumerico, normalizarDigitos, valorExistente } from '../../db/unicidade.ts';
import { exigirVersao } from '../../db/versao-registro.ts';
import { VINCULOS_DE_ENDERECO, VINCULOS_DE_TELEFONE, type Vinculo } from '../../db/vinculos.ts';
import { auditar } from '../../lib/auditoria.ts';
import type { Autor } from '../../lib/autor.ts';
import { ouNaoEncontrado, StateConflictError } from '../../lib/errors.ts';
import { endereco, pessoa, telefone } from './tables.ts';

type PessoaDados = z.output<typeof pessoaInput>;
type EnderecoDados = z.output<typeof enderecoInput>;
type TelefoneDados = z.output<typeof telefoneInput>;

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

/** Deletes those of `codigos` (rows of `tabela`) that none of `vinculos` links any more. */
async function apagarSemVinculo(
  db: Db | Tx,
  tabela: typeof telefone | typeof endereco,
  vinculos: Record<string, Vinculo>,
  codigos: number[],
): Promise<void> {
  if (codigos.length === 0) return;
  const semVinculo = Object.values(vinculos).map((v) =>
    notExists(db.select({ um: sql`1` }).from(v.tabela).where(eq(v.item, tabela.CODIGO))),
  );
  await db.delete(tabela).where(and(inArray(tabela.CODIGO, codigos), ...semVinculo));
}

/**
 * Phones and addresses belong to whoever links them; once the last link is gone (a relative
 * unlinked, a phone removed) the row itself goes, so no orphan contact data stays behind.
 */
export function apagarTelefonesSemVinculo(db: Db | Tx, codigos: number[]): Promise<void> {
  return apagarSemVinculo(db, telefone, VINCULOS_DE_TELEFONE, codigos);
}

export function apagarEnderecosSemVinculo(db: Db | Tx, codigos: number[]): Promise<void> {
  return apagarSemVinculo(db, endereco, VINCULOS_DE_ENDERECO, codigos);
}

/** Whether any owner (person, relative, plan, membership) still links this phone. */
export async function telefoneEmUso(db: Db | Tx, codigo: number): Promise<boolean> {
  const usos = Object.values(VINCULOS_DE_TELEFONE).map(
    (v) => sql`exists (select 1 from ${v.tabela} where ${v.item} = ${codigo})`,
  );
  const { rows } = await db.execute<{ emUso: boolean }>(
    sql`select (${sql.join(usos, sql` or `)}) as "emUso"`,
  );
  return rows[0]?.emUso ?? false;
}

/**
 * Links an existing phone to its owner through one of VINCULOS_DE_TELEFONE. The link already there
 * is a 409 with `repetido` ("Registro já existente" unless the owner's section says otherwise).
 */
export function vincularTelefone(
  db: Db | Tx,
  autor: Autor,
  vinculo: Vinculo,
  codigoDono: number,
  codigoTelefone: number,
  repetido: string = MENSAGENS.jaExistente('Registro'),
): Promise<void> {
  return emTransacao(db, async (tx) => {
    const { rows } = await tx.execute(sql`
      insert into ${vinculo.tabela} (${sql.identifier(vinculo.dono.name)}, ${sql.identifier(vinculo.item.name)})
      values (${codigoDono}, ${codigoTelefone}) on conflict do nothing returning 1`);
    if (rows.length === 0) throw new StateConflictError(repetido);
    await auditar(tx, autor, 'vincular', vinculo.nome, `${codigoDono}/${codigoTelefone}`);
  });
}

/** A nested aggregate's TELEFONE list: each phone created and linked to its new owner. */
export async function criarTelefonesVinculados(
  tx: Tx,
  autor: Autor,
  vinculo: Vinculo,
  codigoDono: number,
  telefones: TelefoneDados[],
): Promise<void> {
  for (const dados of telefones)
    await vincularTelefone(tx, autor, vinculo, codigoDono, (await criarTelefone(tx, autor, dados)).CODIGO);
}

/**
 * Unlinks a phone from its owner (404 when it was not linked). The phone goes with its last link
 * (decision 0019): no owner's unlink leaves an orphan phone behind.
 */
export function desvincularTelefone(
  db: Db | Tx,
  autor: Autor,
  vinculo: Vinculo,
  codigoDono: number,
  codigoTelefone: number,
): Promise<void> {
  return emTransacao(db, async (tx) => {
    const [removido] = await tx
      .delete(vinculo.tabela)
      .where(and(eq(vinculo.dono, codigoDono), eq(vinculo.item, codigoTelefone)))
      .returning({ TELEFONE_CODIGO: vinculo.item });
    ouNaoEncontrado(removido);
    await auditar(tx, autor, 'desvincular', vinculo.nome, `${codigoDono}/${codigoTelefone}`);
    await apagarTelefonesSemVinculo(tx, [codigoTelefone]);
  });
}
