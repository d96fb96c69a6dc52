import type { pessoaAtualizacao, telefoneAtualizacao } from '@acolher/contract';
import { MENSAGENS, PERMISSAO, type Pessoa } from '@acolher/contract';
import { and, asc, eq, getTableName, inArray, notExists, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { endereco, enderecoPessoa, pessoa, telefone, telefonePessoa } from '../../db/tabelas/cadastro.ts';
import { funcionario } from '../../db/tabelas/funcionarios.ts';
import { residente } from '../../db/tabelas/residentes.ts';
import { normalizarAlfanumerico, normalizarDigitos, valorExistente } from '../../db/unicidade.ts';
import {
  type TabelaDeContato,
  VINCULOS_DE_ENDERECO,
  VINCULOS_DE_TELEFONE,
  type Vinculo,
} from '../../db/vinculos.ts';
import type { Autor } from '../../lib/autor.ts';
import {
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  ouNaoEncontrado,
  RuleViolationError,
  StateConflictError,
} from '../../lib/errors.ts';
import { escrever } from '../../lib/escrita.ts';

const NORMALIZACAO_PESSOA = { CPF: normalizarDigitos, RG: normalizarAlfanumerico };

/**
 * docs/produto.md §5 for a person's documents, normalized as the write stores them, the person itself excluded.
 * The team is answered only about the people it may see (decision 0047): an employee's CPF or RG is
 * "not taken" to it, as if the row were not there. Leaving out an employee's person is refused to
 * the team like reading it (decision 0027): the answers with and without that CODIGO would tell.
 */
export async function documentoDePessoaExistente(
  db: Db,
  autor: Autor,
  campo: keyof typeof NORMALIZACAO_PESSOA,
  valor: string,
  exceto: number | null | undefined,
): Promise<boolean> {
  if (exceto != null) await exigirForaDeFuncionario(db, autor, 'pessoa', exceto);
  const visiveis =
    autor.permissao === PERMISSAO.administrador
      ? undefined
      : sql`not ${DE_FUNCIONARIO.pessoa(pessoa.CODIGO)}`;
  return valorExistente(db, pessoa[campo], pessoa.CODIGO, NORMALIZACAO_PESSOA[campo](valor), exceto, {
    visiveis,
  });
}

/** The rows cadastro owns, written the same way: each write with its audit row, named after the table. */
type TabelaDoCadastro = typeof pessoa | typeof endereco | typeof telefone;

/**
 * Whether a row of the shared tables is an employee's: the person an employee is, or a phone or
 * address linked to such a person (telefone_pessoa, endereco_pessoa).
 */
const DE_FUNCIONARIO = {
  /** A code, or the column of a query's own person row (the uniqueness check's "not an employee"). */
  pessoa: (codigo: number | AnyPgColumn) =>
    sql`exists (select 1 from ${funcionario} where ${funcionario.PESSOA_CODIGO} = ${codigo})`,
  telefone: (codigo: number) => sql`exists (
    select 1 from ${telefonePessoa} join ${funcionario} on ${funcionario.PESSOA_CODIGO} = ${telefonePessoa.PESSOA_CODIGO}
    where ${telefonePessoa.TELEFONE_CODIGO} = ${codigo})`,
  endereco: (codigo: number) => sql`exists (
    select 1 from ${enderecoPessoa} join ${funcionario} on ${funcionario.PESSOA_CODIGO} = ${enderecoPessoa.PESSOA_CODIGO}
    where ${enderecoPessoa.ENDERECO_CODIGO} = ${codigo})`,
} as const;
export type LinhaDoCadastro = keyof typeof DE_FUNCIONARIO;

/**
 * Rows as well as routes (decision 0027): the team (level 2) may not read or change an
 * employee's person, phone or address through the shared routes, nor link one to a resident,
 * relative or plan: 403 "Não autorizado". The one place that rule lives; every service of those
 * routes calls it. Administrators pass.
 */
export async function exigirForaDeFuncionario(
  db: Db | Tx,
  autor: Autor,
  linha: LinhaDoCadastro,
  codigo: number,
): Promise<void> {
  if (autor.permissao === PERMISSAO.administrador) return;
  const { rows } = await db.execute<{ de: boolean }>(sql`select ${DE_FUNCIONARIO[linha](codigo)} as de`);
  if (rows[0]?.de)
    throw new ForbiddenError(MENSAGENS.naoAutorizado, { entidade: linha, registro: String(codigo) });
}

/**
 * What each table of cadastro offers the routes and the other sections, written once: the row by
 * its code (404 when there is none), the row unless it is an employee's and the reader is the team
 * (`GET /endereco/{id}`, `GET /telefone/{id}`), and its create and update, each write with its
 * audit row named after the table.
 */
function linhasDoCadastro<T extends TabelaDoCadastro>(tabela: T) {
  const entidade = getTableName(tabela) as LinhaDoCadastro;

  async function buscar(db: Db | Tx, codigo: number): Promise<T['$inferSelect']> {
    const [linha] = await db
      .select()
      .from(tabela as TabelaDoCadastro)
      .where(eq(tabela.CODIGO, codigo));
    return ouNaoEncontrado(linha);
  }

  async function ler(db: Db, autor: Autor, codigo: number): Promise<T['$inferSelect']> {
    await exigirForaDeFuncionario(db, autor, entidade, codigo);
    return buscar(db, codigo);
  }

  function criar(db: Db | Tx, autor: Autor, dados: T['$inferInsert']): Promise<T['$inferSelect']> {
    const auditoria = (linha: { CODIGO: number }) => ({ registro: linha.CODIGO });
    return escrever(db, autor, { acao: 'criar', entidade, auditoria }, async (tx) => {
      const [linha] = await tx
        .insert(tabela as TabelaDoCadastro)
        .values(dados)
        .returning();
      return ouNaoEncontrado(linha) as T['$inferSelect'];
    });
  }

  /**
   * The row is locked first (404 when there is none): an employee made of this person meanwhile has
   * committed when the rule looks. The version after the rule: a stale VERSAO's 409 would answer the
   * team about an employee's row.
   */
  function atualizar(
    db: Db | Tx,
    autor: Autor,
    codigo: number,
    { VERSAO, ...dados }: Partial<T['$inferInsert']>,
    exigirDepois: (tx: Tx) => Promise<void> = async () => {},
  ): Promise<T['$inferSelect']> {
    const onde = eq(tabela.CODIGO, codigo);
    const regra = (tx: Tx) => exigirForaDeFuncionario(tx, autor, entidade, codigo);
    const versao = { tabela, onde, VERSAO, regra };
    const auditoria = () => ({ registro: codigo });
    return escrever(db, autor, { acao: 'atualizar', entidade, versao, auditoria }, async (tx) => {
      await tx
        .update(tabela as TabelaDoCadastro)
        .set(dados)
        .where(onde);
      await exigirDepois(tx);
      return buscar(tx, codigo);
    });
  }

  return { buscar, ler, criar, atualizar };
}

const PESSOA = linhasDoCadastro(pessoa);
export const { buscar: buscarPessoa, criar: criarPessoa } = PESSOA;

/** A person's update stamps ATUALIZADO_EM too. */
export function atualizarPessoa(
  db: Db | Tx,
  autor: Autor,
  codigo: number,
  dados: z.output<typeof pessoaAtualizacao>,
): Promise<Pessoa> {
  return PESSOA.atualizar(db, autor, codigo, { ...dados, ATUALIZADO_EM: new Date() });
}

export const {
  buscar: buscarEndereco,
  ler: lerEndereco,
  criar: criarEndereco,
  atualizar: atualizarEndereco,
} = linhasDoCadastro(endereco);

export const {
  buscar: buscarTelefone,
  ler: lerTelefone,
  criar: criarTelefone,
  atualizar: atualizarTelefone,
} = linhasDoCadastro(telefone);

/** The other role a person may not already hold when it takes one (decision 0027). */
const OUTRO_PAPEL = {
  residente: {
    tabela: funcionario,
    coluna: funcionario.PESSOA_CODIGO,
    mensagem: MENSAGENS.pessoaJaEFuncionario,
  },
  funcionario: { tabela: residente, coluna: residente.PESSOA_CODIGO, mensagem: MENSAGENS.pessoaJaEResidente },
} as const;

/**
 * The chain's existing person, for a new resident or employee: locked, so a concurrent create of the
 * other role on the same person waits and then sees this one; 404 when missing, 422 when the person
 * already holds the other role. One person, one role: what the team may read of a resident never
 * includes an employee's personal data.
 */
export async function pessoaParaOPapel(
  tx: Tx,
  codigo: number,
  papel: keyof typeof OUTRO_PAPEL,
): Promise<Pessoa> {
  const [linha] = await tx.select().from(pessoa).where(eq(pessoa.CODIGO, codigo)).for('update');
  const encontrada = ouNaoEncontrado(linha);
  const outro = OUTRO_PAPEL[papel];
  const [jaTem] = await tx.select({ um: sql`1` }).from(outro.tabela).where(eq(outro.coluna, codigo)).limit(1);
  if (jaTem) throw new RuleViolationError(outro.mensagem);
  return encontrada;
}

/**
 * `PUT /telefone/{id}`: as atualizarTelefone, refused (409) when an owner of the phone already has
 * the new number (decision 0050). An owner's whole list (gravarContatos) is checked by its schema.
 */
export function atualizarTelefoneAvulso(
  db: Db | Tx,
  autor: Autor,
  codigo: number,
  dados: z.output<typeof telefoneAtualizacao>,
) {
  return atualizarTelefone(db, autor, codigo, dados, async (tx) => {
    for (const vinculo of vinculosDe(telefone)) {
      const donos = await tx
        .select({ dono: vinculo.dono })
        .from(vinculo.tabela)
        .where(eq(vinculo.item, codigo));
      for (const { dono } of donos) await exigirNumeroNovoNoDono(tx, vinculo, Number(dono), codigo);
    }
  });
}

/** Every link table that may hold a row of `contato`: a row none of them links is no one's. */
function vinculosDe(contato: TabelaDeContato): Vinculo[] {
  return [...Object.values(VINCULOS_DE_TELEFONE), ...Object.values(VINCULOS_DE_ENDERECO)].filter(
    (v) => v.contato === contato,
  );
}

/**
 * Locks these rows until the transaction ends, in code order (two writers never hold one each and
 * wait on the other), and returns the codes that exist. An unlink locks `update`, a link `share`: a
 * link then either commits before the unlink looks for links left, or finds the row gone (404).
 */
async function travar(
  tx: Tx,
  contato: TabelaDeContato,
  codigos: number[],
  modo: 'update' | 'share',
): Promise<number[]> {
  if (codigos.length === 0) return [];
  const linhas = await tx
    .select({ CODIGO: contato.CODIGO })
    .from(contato)
    .where(inArray(contato.CODIGO, codigos))
    .orderBy(asc(contato.CODIGO))
    .for(modo);
  return linhas.map((l) => l.CODIGO);
}

/**
 * Phones and addresses belong to whoever links them; once the last link is gone (a relative
 * removed, a membership deleted) the row itself goes, so no orphan contact data stays behind.
 * Deletes those of `codigos` that no link holds any more. The rows are locked first and the links
 * looked for in a statement of their own, so its snapshot sees every link or unlink of these rows
 * that committed while this one waited: two owners unlinking the same phone at once cannot each
 * see the other's link and both keep it.
 */
export async function apagarContatosSemVinculo(
  tx: Tx,
  contato: TabelaDeContato,
  codigos: number[],
): Promise<void> {
  const travados = await travar(tx, contato, codigos, 'update');
  if (travados.length === 0) return;
  const semVinculo = vinculosDe(contato).map((v) =>
    notExists(tx.select({ um: sql`1` }).from(v.tabela).where(eq(v.item, contato.CODIGO))),
  );
  await tx.delete(contato).where(and(inArray(contato.CODIGO, travados), ...semVinculo));
}

/** Whether any owner (person, relative, plan, membership) still links this phone or address. */
async function contatoEmUso(tx: Tx, contato: TabelaDeContato, codigo: number): Promise<boolean> {
  const usos = vinculosDe(contato).map(
    (v) => sql`exists (select 1 from ${v.tabela} where ${v.item} = ${codigo})`,
  );
  const { rows } = await tx.execute<{ emUso: boolean }>(
    sql`select (${sql.join(usos, sql` or `)}) as "emUso"`,
  );
  return rows[0]?.emUso ?? false;
}

const CONTATOS = {
  telefone: { tabela: telefone, emUso: MENSAGENS.telefoneEmUso },
  endereco: { tabela: endereco, emUso: MENSAGENS.enderecoEmUso },
} as const;

/**
 * `DELETE /telefone/{id}` and `/endereco/{id}`: only a row nothing links any more; otherwise 409
 * saying so. After the spec's unlink the row is usually gone already (decision 0019): 404.
 */
export function apagarContato(
  db: Db,
  autor: Autor,
  qual: keyof typeof CONTATOS,
  codigo: number,
): Promise<void> {
  const { tabela, emUso } = CONTATOS[qual];
  return escrever(
    db,
    autor,
    { acao: 'apagar', entidade: qual, auditoria: () => ({ registro: codigo }) },
    async (tx) => {
      if ((await travar(tx, tabela, [codigo], 'update')).length === 0) throw new NotFoundError();
      await exigirForaDeFuncionario(tx, autor, qual, codigo);
      if (await contatoEmUso(tx, tabela, codigo)) throw new StateConflictError(emUso);
      await tx.delete(tabela).where(eq(tabela.CODIGO, codigo));
    },
  );
}

/** 409 when the owner already has another phone of this one's number: one number once a record (decision 0050). */
async function exigirNumeroNovoNoDono(
  tx: Tx,
  vinculo: Vinculo,
  codigoDono: number,
  codigo: number,
): Promise<void> {
  if (vinculo.contato !== telefone) return;
  const { rows } = await tx.execute(sql`
    select 1 from ${vinculo.tabela} v join ${telefone} t on t.codigo = v.${sql.identifier(vinculo.item.name)}
     where v.${sql.identifier(vinculo.dono.name)} = ${codigoDono} and t.codigo <> ${codigo}
       and t.numero = (select numero from ${telefone} where codigo = ${codigo})
     limit 1`);
  if (rows.length > 0) throw new StateConflictError(MENSAGENS.telefoneRepetido);
}

/** How a section links a contact: its owner's check (the owner exists, may take it) and its 409. */
export interface ComoVincular {
  exigirDono?: (tx: Tx) => Promise<unknown>;
  /** The 409's message ("Registro já existente" unless the owner's section says otherwise). */
  repetido?: string;
}

/**
 * The one link of a phone or address to its owner (its code, or how to find it in the write's
 * transaction), through one of VINCULOS_DE_TELEFONE or VINCULOS_DE_ENDERECO: 404 when the row is
 * not there (or went with its last link meanwhile), 409 with `repetido` when the link is.
 */
export async function vincularContato(
  db: Db | Tx,
  autor: Autor,
  vinculo: Vinculo,
  dono: number | ((tx: Tx) => Promise<number>),
  codigo: number,
  como: ComoVincular = {},
): Promise<void> {
  const auditoria = (codigoDono: number) => ({ registro: `${codigoDono}/${codigo}` });
  await escrever(db, autor, { acao: 'vincular', entidade: vinculo.nome, auditoria }, async (tx) => {
    await como.exigirDono?.(tx);
    const codigoDono = typeof dono === 'number' ? dono : await dono(tx);
    if ((await travar(tx, vinculo.contato, [codigo], 'share')).length === 0) throw new NotFoundError();
    await exigirForaDeFuncionario(tx, autor, getTableName(vinculo.contato) as LinhaDoCadastro, codigo);
    await exigirNumeroNovoNoDono(tx, vinculo, codigoDono, codigo);
    const { rows } = await tx.execute(sql`
      insert into ${vinculo.tabela} (${sql.identifier(vinculo.dono.name)}, ${sql.identifier(vinculo.item.name)})
      values (${codigoDono}, ${codigo}) on conflict do nothing returning 1`);
    if (rows.length === 0) throw new StateConflictError(como.repetido ?? MENSAGENS.jaExistente('Registro'));
    return codigoDono;
  });
}

/**
 * vincularContato through one link table, for an owner's `POST /<link>` of the spec's chain: the
 * owner must exist (`exigirDono`'s 404), and so must the contact.
 */
export function vinculadorDe(vinculo: Vinculo, exigirDono: (tx: Tx, codigoDono: number) => Promise<unknown>) {
  return (db: Db, autor: Autor, codigoDono: number, codigo: number): Promise<void> =>
    vincularContato(db, autor, vinculo, codigoDono, codigo, {
      exigirDono: (tx) => exigirDono(tx, codigoDono),
    });
}

/** A nested aggregate's phones or addresses: each made by `criar` and linked to its new owner. */
export async function criarContatosVinculados<D>(
  tx: Tx,
  autor: Autor,
  vinculo: Vinculo,
  codigoDono: number,
  lista: D[],
  criar: (tx: Tx, autor: Autor, dados: D) => Promise<{ CODIGO: number }>,
): Promise<void> {
  for (const dados of lista)
    await vincularContato(tx, autor, vinculo, codigoDono, (await criar(tx, autor, dados)).CODIGO);
}

/**
 * Unlinks these phones or addresses from their owner, each link audited as `desvincular`, and
 * deletes those left without a link (decision 0019). Returns the codes that were linked.
 */
export async function desvincularContatos(
  db: Db | Tx,
  autor: Autor,
  vinculo: Vinculo,
  codigoDono: number,
  codigos: number[],
): Promise<number[]> {
  if (codigos.length === 0) return [];
  const auditoria = (desvinculados: number[]) =>
    desvinculados.map((c) => ({ registro: `${codigoDono}/${c}` }));
  return escrever(db, autor, { acao: 'desvincular', entidade: vinculo.nome, auditoria }, async (tx) => {
    // Rows first, links second: the order a link takes too, so the two never wait on each other crosswise.
    await travar(tx, vinculo.contato, codigos, 'update');
    const removidos = await tx
      .delete(vinculo.tabela)
      .where(and(eq(vinculo.dono, codigoDono), inArray(vinculo.item, codigos)))
      .returning({ codigo: vinculo.item });
    const desvinculados = removidos.map((r) => Number(r.codigo));
    await apagarContatosSemVinculo(tx, vinculo.contato, desvinculados);
    return desvinculados;
  });
}

/** One link, as desvincularContatos; 404 when it was not there. */
export async function desvincularContato(
  db: Db | Tx,
  autor: Autor,
  vinculo: Vinculo,
  codigoDono: number,
  codigo: number,
): Promise<void> {
  const [desvinculado] = await desvincularContatos(db, autor, vinculo, codigoDono, [codigo]);
  ouNaoEncontrado(desvinculado);
}

/** desvincularContato through one link table: an owner's `DELETE /<link>/{owner}/{contact}`. */
export function desvinculadorDe(vinculo: Vinculo) {
  return (db: Db | Tx, autor: Autor, codigoDono: number, codigo: number): Promise<void> =>
    desvincularContato(db, autor, vinculo, codigoDono, codigo);
}

/** The codes of the phones or addresses an owner links, in code order. */
export async function contatosDoDono(db: Db | Tx, vinculo: Vinculo, codigoDono: number): Promise<number[]> {
  const linhas = await db
    .select({ codigo: vinculo.item })
    .from(vinculo.tabela)
    .where(eq(vinculo.dono, codigoDono))
    .orderBy(asc(vinculo.item));
  return linhas.map((l) => Number(l.codigo));
}

/** How a list of an owner's contacts is written: its link table and the row's create and update. */
interface GravacaoDeContatos<D> {
  vinculo: Vinculo;
  criar: (tx: Tx, autor: Autor, dados: D) => Promise<{ CODIGO: number }>;
  atualizar: (tx: Tx, autor: Autor, codigo: number, dados: D) => Promise<unknown>;
  /** The 400 of an item whose CODIGO is not one of the owner's (or comes twice). */
  alheio: { campo: string; mensagem: string };
}

/**
 * An owner's phones or addresses become `lista` (a form's whole list): items with CODIGO are kept
 * and updated, the others created and linked, the owner's contacts missing from the list unlinked
 * (and deleted once nothing links them, decision 0019). Absent (undefined) leaves them alone.
 */
export async function gravarContatos<D>(
  tx: Tx,
  autor: Autor,
  codigoDono: number,
  lista: (D & { CODIGO?: number | undefined })[] | undefined,
  como: GravacaoDeContatos<D>,
): Promise<void> {
  if (lista === undefined) return;
  const atuais = new Set(await contatosDoDono(tx, como.vinculo, codigoDono));
  const mantidos = new Set<number>();
  for (const { CODIGO } of lista) {
    if (CODIGO === undefined) continue;
    if (!atuais.has(CODIGO) || mantidos.has(CODIGO))
      throw new InvalidInputError(como.alheio.mensagem, [como.alheio]);
    mantidos.add(CODIGO);
  }
  // Removed, then kept, then new: a new phone's link finds the owner's numbers as the list leaves them.
  const removidos = [...atuais].filter((c) => !mantidos.has(c));
  await desvincularContatos(tx, autor, como.vinculo, codigoDono, removidos);
  for (const { CODIGO, ...dados } of lista) {
    if (CODIGO !== undefined) await como.atualizar(tx, autor, CODIGO, dados as D);
  }
  for (const { CODIGO, ...dados } of lista) {
    if (CODIGO !== undefined) continue;
    const criado = await como.criar(tx, autor, dados as D);
    await vincularContato(tx, autor, como.vinculo, codigoDono, criado.CODIGO);
  }
}

/**
 * An owner created in this same transaction gets `lista` (a form's whole list) as gravarContatos
 * would give it, in one statement whatever the list's length: the rows inserted and linked by a
 * data-modifying WITH. No other transaction can see the owner or these rows before the commit, so
 * there are no links to read and nothing to lock, and no row of an employee to keep from the team.
 * An item with CODIGO names a contact the new owner cannot hold (400 `alheio`). Each row and link
 * is audited as the one-by-one way audits it, in code order.
 */
export async function criarContatosDeDonoNovo(
  tx: Tx,
  autor: Autor,
  vinculo: Vinculo,
  codigoDono: number,
  lista: ({ CODIGO?: number | undefined } & Record<string, unknown>)[] | undefined,
  alheio: { campo: string; mensagem: string },
): Promise<void> {
  if (lista === undefined || lista.length === 0) return;
  if (lista.some((item) => item.CODIGO !== undefined)) throw new InvalidInputError(alheio.mensagem, [alheio]);
  const contato = vinculo.contato as TabelaDoCadastro;
  const entidade = getTableName(contato);
  // Each row and its link, as the one-by-one way audits them, in code order.
  const auditoria = (codigos: number[]) =>
    codigos.flatMap((codigo) => [
      { registro: codigo },
      { acao: 'vincular', entidade: vinculo.nome, registro: `${codigoDono}/${codigo}` },
    ]);
  await escrever(tx, autor, { acao: 'criar', entidade, auditoria }, () =>
    inserirContatos(tx, vinculo, codigoDono, lista),
  );
}

/** criarContatosDeDonoNovo's one statement: the rows and their links; answers their codes in order. */
async function inserirContatos(
  tx: Tx,
  vinculo: Vinculo,
  codigoDono: number,
  lista: Record<string, unknown>[],
): Promise<number[]> {
  const contato = vinculo.contato as TabelaDoCadastro;
  const criados = tx
    .insert(contato)
    .values(lista as (typeof contato.$inferInsert)[])
    .returning({ CODIGO: contato.CODIGO });
  const item = sql.identifier(vinculo.item.name);
  // drizzle writes an embedded query builder in parentheses: `with criados as (insert …)`.
  const { rows } = await tx.execute<{ codigo: number }>(sql`
    with criados as ${criados}
    insert into ${vinculo.tabela} (${sql.identifier(vinculo.dono.name)}, ${item})
    select ${codigoDono}, criados.${sql.identifier(contato.CODIGO.name)} from criados
    returning ${item} as codigo`);
  return rows.map((r) => Number(r.codigo)).sort((a, b) => a - b);
}

/** The phones or addresses an owner links, whole rows, in code order. */
async function linhasDoDono(db: Db | Tx, vinculo: Vinculo, codigoDono: number) {
  const { contato } = vinculo;
  const linhas = await db
    .select({ linha: contato as PgTable })
    .from(vinculo.tabela)
    .innerJoin(contato, eq(contato.CODIGO, vinculo.item))
    .where(eq(vinculo.dono, codigoDono))
    .orderBy(asc(contato.CODIGO));
  return linhas.map((l) => l.linha);
}

/** The phones an owner links through one of VINCULOS_DE_TELEFONE, in code order. */
export function telefonesDoDono(db: Db | Tx, vinculo: Vinculo, codigoDono: number) {
  return linhasDoDono(db, vinculo, codigoDono) as Promise<(typeof telefone.$inferSelect)[]>;
}

/** The addresses an owner links through one of VINCULOS_DE_ENDERECO, in code order. */
export function enderecosDoDono(db: Db | Tx, vinculo: Vinculo, codigoDono: number) {
  return linhasDoDono(db, vinculo, codigoDono) as Promise<(typeof endereco.$inferSelect)[]>;
}

/* A person's phones and addresses (an employee's, through its person) */

/** `GET /telefone_pessoa/{pessoa}`; 404 for an unknown person. */
export async function listarTelefonesDaPessoa(db: Db | Tx, codigoPessoa: number) {
  await buscarPessoa(db, codigoPessoa);
  return telefonesDoDono(db, VINCULOS_DE_TELEFONE.pessoa, codigoPessoa);
}

/** `GET /endereco_pessoa/{pessoa}`; 404 for an unknown person. */
export async function listarEnderecosDaPessoa(db: Db | Tx, codigoPessoa: number) {
  await buscarPessoa(db, codigoPessoa);
  return enderecosDoDono(db, VINCULOS_DE_ENDERECO.pessoa, codigoPessoa);
}

/** `POST /telefone_pessoa` of the spec's chain: links a phone to a person; a repeat is a 409. */
export const vincularTelefoneDaPessoa = vinculadorDe(VINCULOS_DE_TELEFONE.pessoa, buscarPessoa);

/** `POST /endereco_pessoa` of the spec's chain: links an address to a person; a repeat is a 409. */
export const vincularEnderecoDaPessoa = vinculadorDe(VINCULOS_DE_ENDERECO.pessoa, buscarPessoa);
