import {
  CONVENIO_JA_ATIVO,
  CONVENIO_JA_TEM_ENDERECO,
  type Convenio,
  type ConvenioFull,
  type ConvenioListaItem,
  type ConvenioOpcao,
  type convenioAtualizacao,
  type convenioInput,
  type Endereco,
  type EnderecoConvenioInput,
  type ListaQuery,
  TELEFONE_JA_NO_CONVENIO,
  type Telefone,
  type TelefoneConvenioInput,
} from '@acolher/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import {
  convenio,
  endereco,
  enderecoConvenio,
  telefone,
  telefoneConvenio,
  telefoneFamiliar,
  telefoneParentesco,
  telefonePessoa,
} from '../../db/schema.ts';
import { exigirVersao } from '../../db/versao-registro.ts';
import { AppError, InvalidInputError, NotFoundError } from '../../lib/errors.ts';
import { hojeNoLar } from '../../lib/hoje.ts';
import {
  type Autor,
  apagarEnderecosSemVinculo,
  apagarTelefonesSemVinculo,
  atualizarEndereco,
  atualizarTelefone,
  auditar,
  criarEndereco,
  criarTelefone,
} from '../cadastro/service.ts';
import { textoContem } from '../cadastro/tables.ts';

type ConvenioDados = z.output<typeof convenioInput>;

/**
 * 409 with a message the user must read (the web client shows a fixed text for 422): a phone still
 * in use, a plan already active, a link already there.
 */
export class ConflitoError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

export const TELEFONE_FORA_DO_CONVENIO = 'Telefone não pertence a este convênio';
export const TELEFONE_EM_USO = 'Telefone em uso: remova-o de todos os cadastros antes de apagá-lo';

const colunasConvenio = {
  CODIGO: convenio.CODIGO,
  VERSAO: convenio.VERSAO,
  NOME: convenio.NOME,
  TIPO: convenio.TIPO,
  CNPJ: convenio.CNPJ,
  REGISTRO_ANS: convenio.REGISTRO_ANS,
  SITE: convenio.SITE,
  EMAIL: convenio.EMAIL,
  OBSERVACOES: convenio.OBSERVACOES,
  ATIVO: convenio.ATIVO,
  DATA_INATIVACAO: convenio.DATA_INATIVACAO,
  MOTIVO_INATIVACAO: convenio.MOTIVO_INATIVACAO,
};

/** Active members of a plan: what makes its inactivation need a confirmation. */
const residentesAtivosDe = (codigoConvenio: SQL | number) => sql`(
  select count(distinct rc.residente_codigo)::int
    from residente_convenio rc
    join residente r on r.codigo_residente = rc.residente_codigo
   where rc.convenio_codigo = ${codigoConvenio} and r.ativo)`;

export async function listarConvenios(
  db: Db,
  ativo: boolean,
  query: ListaQuery,
): Promise<{ linhas: ConvenioListaItem[]; total: number }> {
  const filtro = query.busca ? sql`and ${textoContem(convenio.NOME, query.busca)}` : sql``;
  const onde = sql`where ${convenio.ATIVO} = ${ativo} ${filtro}`;
  const limite = query.limite === undefined ? sql`` : sql`limit ${query.limite}`;
  const { rows } = await db.execute<ConvenioListaItem>(sql`
    select convenio.codigo as "CODIGO", convenio.nome as "NOME", convenio.tipo as "TIPO",
           convenio.cnpj as "CNPJ", convenio.registro_ans as "REGISTRO_ANS",
           e.cidade as "CIDADE", e.estado as "ESTADO", t.numero as "TELEFONE",
           ${residentesAtivosDe(sql`convenio.codigo`)} as "RESIDENTES_ATIVOS",
           convenio.ativo as "ATIVO", to_char(convenio.data_inativacao, 'YYYY-MM-DD') as "DATA_INATIVACAO",
           convenio.motivo_inativacao as "MOTIVO_INATIVACAO"
      from convenio
      left join lateral (
        select en.cidade, en.estado
          from endereco_convenio ec join endereco en on en.codigo = ec.endereco_codigo
         where ec.convenio_codigo = convenio.codigo order by en.codigo limit 1) e on true
      left join lateral (
        select te.numero
          from telefone_convenio tc join telefone te on te.codigo = tc.telefone_codigo
         where tc.convenio_codigo = convenio.codigo order by te.codigo limit 1) t on true
     ${onde}
     order by f_unaccent(lower(convenio.nome)), convenio.codigo
     ${limite} offset ${query.deslocamento}`);
  const contagem = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from convenio ${onde}`,
  );
  return { linhas: rows, total: contagem.rows[0]?.total ?? 0 };
}

/** `GET /tratados`: the plans a resident can join now. */
export async function listarTratados(db: Db): Promise<ConvenioOpcao[]> {
  return db
    .select({ CODIGO: convenio.CODIGO, NOME: convenio.NOME })
    .from(convenio)
    .where(eq(convenio.ATIVO, true))
    .orderBy(sql`f_unaccent(lower(${convenio.NOME}))`, asc(convenio.CODIGO));
}

export async function buscarConvenio(db: Db | Tx, codigo: number): Promise<Convenio> {
  const [linha] = await db.select(colunasConvenio).from(convenio).where(eq(convenio.CODIGO, codigo));
  if (!linha) throw new NotFoundError();
  return linha;
}

export async function listarEnderecosDoConvenio(db: Db | Tx, codigo: number): Promise<Endereco[]> {
  await buscarConvenio(db, codigo);
  return enderecosDe(db, codigo);
}

function enderecosDe(db: Db | Tx, codigo: number): Promise<Endereco[]> {
  return db
    .select({
      CODIGO: endereco.CODIGO,
      VERSAO: endereco.VERSAO,
      CEP: endereco.CEP,
      LOGRADOURO: endereco.LOGRADOURO,
      NUMERO: endereco.NUMERO,
      COMPLEMENTO: endereco.COMPLEMENTO,
      BAIRRO: endereco.BAIRRO,
      CIDADE: endereco.CIDADE,
      ESTADO: endereco.ESTADO,
    })
    .from(enderecoConvenio)
    .innerJoin(endereco, eq(endereco.CODIGO, enderecoConvenio.ENDERECO_CODIGO))
    .where(eq(enderecoConvenio.CONVENIO_CODIGO, codigo))
    .orderBy(asc(endereco.CODIGO));
}

export async function listarTelefonesDoConvenio(db: Db | Tx, codigo: number): Promise<Telefone[]> {
  await buscarConvenio(db, codigo);
  return telefonesDe(db, codigo);
}

function telefonesDe(db: Db | Tx, codigo: number): Promise<Telefone[]> {
  return db
    .select({
      CODIGO: telefone.CODIGO,
      VERSAO: telefone.VERSAO,
      NUMERO: telefone.NUMERO,
      TIPO: telefone.TIPO,
      OBSERVACAO: telefone.OBSERVACAO,
    })
    .from(telefoneConvenio)
    .innerJoin(telefone, eq(telefone.CODIGO, telefoneConvenio.TELEFONE_CODIGO))
    .where(eq(telefoneConvenio.CONVENIO_CODIGO, codigo))
    .orderBy(asc(telefone.CODIGO));
}

/** The whole record: the plan, its (first) address and its phones. */
export async function buscarConvenioFull(db: Db | Tx, codigo: number): Promise<ConvenioFull> {
  const plano = await buscarConvenio(db, codigo);
  const [enderecos, telefones] = await Promise.all([enderecosDe(db, codigo), telefonesDe(db, codigo)]);
  return { ...plano, ENDERECO: enderecos[0] ?? null, TELEFONE: telefones };
}

function camposDoConvenio(dados: ConvenioDados) {
  const { ENDERECO: _endereco, TELEFONE: _telefones, ...campos } = dados;
  return campos;
}

/** The plan's address becomes `novo`: updated in place, created and linked, or removed (null). */
async function gravarEndereco(
  tx: Tx,
  autor: Autor,
  codigo: number,
  novo: ConvenioDados['ENDERECO'],
): Promise<void> {
  if (novo === undefined) return;
  const [atual] = await enderecosDe(tx, codigo);
  if (novo === null) {
    if (!atual) return;
    await tx.delete(enderecoConvenio).where(eq(enderecoConvenio.CONVENIO_CODIGO, codigo));
    await auditar(tx, autor, 'desvincular', 'endereco_convenio', `${codigo}/${atual.CODIGO}`);
    await apagarEnderecosSemVinculo(tx, [atual.CODIGO]);
    return;
  }
  if (atual) {
    await atualizarEndereco(tx, autor, atual.CODIGO, novo);
    return;
  }
  const criado = await criarEndereco(tx, autor, novo);
  await tx.insert(enderecoConvenio).values({ CONVENIO_CODIGO: codigo, ENDERECO_CODIGO: criado.CODIGO });
}

/**
 * The plan's phones become the list: items with CODIGO are kept and updated, the others created
 * and linked, phones of the plan missing from the list unlinked (and deleted once nothing uses them).
 */
async function gravarTelefones(
  tx: Tx,
  autor: Autor,
  codigo: number,
  lista: ConvenioDados['TELEFONE'],
): Promise<void> {
  if (lista === undefined) return;
  const atuais = new Set((await telefonesDe(tx, codigo)).map((t) => t.CODIGO));
  const mantidos = new Set<number>();
  for (const { CODIGO, ...dados } of lista) {
    if (CODIGO === undefined) {
      const criado = await criarTelefone(tx, autor, dados);
      await tx.insert(telefoneConvenio).values({ CONVENIO_CODIGO: codigo, TELEFONE_CODIGO: criado.CODIGO });
      continue;
    }
    if (!atuais.has(CODIGO) || mantidos.has(CODIGO))
      throw new InvalidInputError(TELEFONE_FORA_DO_CONVENIO, [
        { campo: 'TELEFONE', mensagem: TELEFONE_FORA_DO_CONVENIO },
      ]);
    mantidos.add(CODIGO);
    await atualizarTelefone(tx, autor, CODIGO, dados);
  }
  const removidos = [...atuais].filter((c) => !mantidos.has(c));
  if (removidos.length === 0) return;
  await tx
    .delete(telefoneConvenio)
    .where(
      and(eq(telefoneConvenio.CONVENIO_CODIGO, codigo), inArray(telefoneConvenio.TELEFONE_CODIGO, removidos)),
    );
  await auditar(tx, autor, 'desvincular', 'telefone_convenio', codigo, { telefones: removidos });
  await apagarTelefonesSemVinculo(tx, removidos);
}

/** How many records (people, relatives, plans, memberships) still use a phone. */
async function vinculosDoTelefone(db: Db | Tx, codigo: number): Promise<number> {
  const { rows } = await db.execute<{ total: number }>(sql`
    select ((select count(*) from ${telefonePessoa} where ${telefonePessoa.TELEFONE_CODIGO} = ${codigo})
          + (select count(*) from ${telefoneFamiliar} where ${telefoneFamiliar.TELEFONE_CODIGO} = ${codigo})
          + (select count(*) from ${telefoneConvenio} where ${telefoneConvenio.TELEFONE_CODIGO} = ${codigo})
          + (select count(*) from ${telefoneParentesco} where ${telefoneParentesco.TELEFONE_CODIGO} = ${codigo}))::int as total`);
  return rows[0]?.total ?? 0;
}

/** `POST /convenio`: the plan with its nested address and phones, all or nothing. */
export async function criarConvenio(db: Db, dados: ConvenioDados, autor: Autor): Promise<ConvenioFull> {
  return db.transaction(async (tx) => {
    const [criado] = await tx
      .insert(convenio)
      .values(camposDoConvenio(dados))
      .returning({ CODIGO: convenio.CODIGO });
    if (!criado) throw new Error('convênio não criado');
    await gravarEndereco(tx, autor, criado.CODIGO, dados.ENDERECO);
    await gravarTelefones(tx, autor, criado.CODIGO, dados.TELEFONE);
    await auditar(tx, autor, 'criar', 'convenio', criado.CODIGO);
    return buscarConvenioFull(tx, criado.CODIGO);
  });
}

/** `PUT /convenio/{id}`: the plan's fields, and the address and phones when sent. */
export async function atualizarConvenio(
  db: Db,
  codigo: number,
  { VERSAO, ...dados }: z.output<typeof convenioAtualizacao>,
  autor: Autor,
): Promise<ConvenioFull> {
  return db.transaction(async (tx) => {
    await exigirVersao(tx, convenio, eq(convenio.CODIGO, codigo), VERSAO);
    const [atualizado] = await tx
      .update(convenio)
      .set(camposDoConvenio(dados))
      .where(eq(convenio.CODIGO, codigo))
      .returning({ CODIGO: convenio.CODIGO });
    if (!atualizado) throw new NotFoundError();
    await gravarEndereco(tx, autor, codigo, dados.ENDERECO);
    await gravarTelefones(tx, autor, codigo, dados.TELEFONE);
    await auditar(tx, autor, 'atualizar', 'convenio', codigo);
    return buscarConvenioFull(tx, codigo);
  });
}

async function exigirLinha(
  db: Db | Tx,
  tabela: typeof endereco | typeof telefone,
  codigo: number,
): Promise<void> {
  const [linha] = await db.select({ CODIGO: tabela.CODIGO }).from(tabela).where(eq(tabela.CODIGO, codigo));
  if (!linha) throw new NotFoundError();
}

/** Locks the plan's row for the rest of the transaction; 404 when there is none. */
async function travarConvenio(tx: Tx, codigo: number): Promise<void> {
  const [linha] = await tx
    .select({ CODIGO: convenio.CODIGO })
    .from(convenio)
    .where(eq(convenio.CODIGO, codigo))
    .for('update');
  if (!linha) throw new NotFoundError();
}

/**
 * The spec's chain, `POST /endereco_convenio`: links an address created by `POST /endereco`. A plan
 * has one address (what `/convenio-full` shows and `PUT /convenio` edits): a second is a 409.
 */
export async function vincularEndereco(
  db: Db,
  link: EnderecoConvenioInput,
  autor: Autor,
): Promise<EnderecoConvenioInput> {
  return db.transaction(async (tx) => {
    await travarConvenio(tx, link.CONVENIO_CODIGO);
    await exigirLinha(tx, endereco, link.ENDERECO_CODIGO);
    if ((await enderecosDe(tx, link.CONVENIO_CODIGO)).length > 0)
      throw new ConflitoError(CONVENIO_JA_TEM_ENDERECO);
    await tx.insert(enderecoConvenio).values(link);
    await auditar(
      tx,
      autor,
      'vincular',
      'endereco_convenio',
      `${link.CONVENIO_CODIGO}/${link.ENDERECO_CODIGO}`,
    );
    return link;
  });
}

/** The spec's chain, `POST /telefone_convenio`: links a phone created by `POST /telefone`; a repeat is a 409. */
export async function vincularTelefone(
  db: Db,
  link: TelefoneConvenioInput,
  autor: Autor,
): Promise<TelefoneConvenioInput> {
  return db.transaction(async (tx) => {
    await buscarConvenio(tx, link.CONVENIO_CODIGO);
    await exigirLinha(tx, telefone, link.TELEFONE_CODIGO);
    const ligado = await tx.insert(telefoneConvenio).values(link).onConflictDoNothing().returning();
    if (ligado.length === 0) throw new ConflitoError(TELEFONE_JA_NO_CONVENIO);
    await auditar(
      tx,
      autor,
      'vincular',
      'telefone_convenio',
      `${link.CONVENIO_CODIGO}/${link.TELEFONE_CODIGO}`,
    );
    return link;
  });
}

/** `DELETE /telefone_convenio/{a}/{b}`: the phone stays until `DELETE /telefone/{b}`. */
export async function desvincularTelefone(
  db: Db,
  codigoConvenio: number,
  codigoTelefone: number,
  autor: Autor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const apagados = await tx
      .delete(telefoneConvenio)
      .where(
        and(
          eq(telefoneConvenio.CONVENIO_CODIGO, codigoConvenio),
          eq(telefoneConvenio.TELEFONE_CODIGO, codigoTelefone),
        ),
      )
      .returning({ TELEFONE_CODIGO: telefoneConvenio.TELEFONE_CODIGO });
    if (apagados.length === 0) throw new NotFoundError();
    await auditar(tx, autor, 'desvincular', 'telefone_convenio', `${codigoConvenio}/${codigoTelefone}`);
  });
}

/** `DELETE /telefone/{id}`: only a phone nothing uses any more; otherwise 409 saying so. */
export async function apagarTelefone(db: Db, codigo: number, autor: Autor): Promise<void> {
  await db.transaction(async (tx) => {
    // Lock the phone so a link created meanwhile cannot be cascaded away unseen.
    const [linha] = await tx
      .select({ CODIGO: telefone.CODIGO })
      .from(telefone)
      .where(eq(telefone.CODIGO, codigo))
      .for('update');
    if (!linha) throw new NotFoundError();
    if ((await vinculosDoTelefone(tx, codigo)) > 0) throw new ConflitoError(TELEFONE_EM_USO);
    await tx.delete(telefone).where(eq(telefone.CODIGO, codigo));
    await auditar(tx, autor, 'apagar', 'telefone', codigo);
  });
}

export interface Inativacao {
  motivo: string | null;
  data?: string;
  confirmado: boolean;
  tz: string;
}

/**
 * `DELETE /convenio/{id}`. A plan that active residents use is inactivated only once confirmed:
 * otherwise the answer is how many use it, and nothing changes. Inactivating an inactive plan
 * keeps its first date and reason.
 */
export async function inativarConvenio(
  db: Db,
  codigo: number,
  inativacao: Inativacao,
  autor: Autor,
): Promise<{ emUso: number } | { convenio: Convenio }> {
  return db.transaction(async (tx) => {
    const [plano] = await tx
      .select(colunasConvenio)
      .from(convenio)
      .where(eq(convenio.CODIGO, codigo))
      .for('update');
    if (!plano) throw new NotFoundError();
    if (!plano.ATIVO) return { convenio: plano };
    const { rows } = await tx.execute<{ total: number }>(sql`select ${residentesAtivosDe(codigo)} as total`);
    const emUso = rows[0]?.total ?? 0;
    if (emUso > 0 && !inativacao.confirmado) return { emUso };
    await tx
      .update(convenio)
      .set({
        ATIVO: false,
        DATA_INATIVACAO: inativacao.data ?? hojeNoLar(inativacao.tz),
        MOTIVO_INATIVACAO: inativacao.motivo,
      })
      .where(eq(convenio.CODIGO, codigo));
    await auditar(tx, autor, 'inativar', 'convenio', codigo, {
      motivo: inativacao.motivo,
      residentesAtivos: emUso,
    });
    return { convenio: await buscarConvenio(tx, codigo) };
  });
}

/** `DELETE /convenio-ativar/{id}`: active again, date and reason cleared (the audit log keeps them). */
export async function reativarConvenio(db: Db, codigo: number, autor: Autor): Promise<Convenio> {
  return db.transaction(async (tx) => {
    const [plano] = await tx
      .select({ ATIVO: convenio.ATIVO })
      .from(convenio)
      .where(eq(convenio.CODIGO, codigo))
      .for('update');
    if (!plano) throw new NotFoundError();
    if (plano.ATIVO) throw new ConflitoError(CONVENIO_JA_ATIVO);
    await tx
      .update(convenio)
      .set({ ATIVO: true, DATA_INATIVACAO: null, MOTIVO_INATIVACAO: null })
      .where(eq(convenio.CODIGO, codigo));
    await auditar(tx, autor, 'reativar', 'convenio', codigo);
    return buscarConvenio(tx, codigo);
  });
}
