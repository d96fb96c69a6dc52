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
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { textoContem } from '../../db/colunas.ts';
import { convenio } from '../../db/schema.ts';
import { AREA_CONVENIOS } from '../../db/tabelas/versao-dados.ts';
import { VINCULOS_DE_ENDERECO, VINCULOS_DE_TELEFONE } from '../../db/vinculos.ts';
import type { Autor } from '../../lib/autor.ts';
import { lerDaArea } from '../../lib/cache-do-cadastro.ts';
import { ouNaoEncontrado, StateConflictError } from '../../lib/errors.ts';
import { escrever } from '../../lib/escrita.ts';
import { hojeNoLar } from '../../lib/hoje.ts';
import {
  atualizarEndereco,
  atualizarTelefone,
  buscarEndereco,
  criarEndereco,
  criarTelefone,
  desvinculadorDe,
  desvincularContato,
  enderecosDoDono,
  gravarContatos,
  telefonesDoDono,
  vincularContato,
} from '../cadastro/service.ts';

type ConvenioDados = z.output<typeof convenioInput>;

export const TELEFONE_FORA_DO_CONVENIO = 'Telefone não pertence a este convênio';

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

type Lista = { linhas: ConvenioListaItem[]; total: number };

/**
 * `GET /convenio` and `/convenio-desativados`, kept per version of the plans' data (decision 0041),
 * one answer per list, page and search: counting every plan's active members reads all the
 * memberships and residents (7,000 and 10,000 at the bench's volume, decision 0056).
 */
export function listarConvenios(db: Db, ativo: boolean, query: ListaQuery): Promise<Lista> {
  const chave = `lista:${ativo}:${query.deslocamento}:${query.limite ?? ''}:${query.busca ?? ''}`;
  return lerDaArea(db, AREA_CONVENIOS, chave, () => consultarConvenios(db, ativo, query));
}

/**
 * A page of plans with their first city and phone and their active members, and how many plans match
 * in all: one statement (decision 0038), the total counted beside the rows (`count(*) over ()` is taken
 * before the limit). The members are counted once for every plan, in one pass over the links, not
 * once per plan. A page past the end has no row to carry the total: only then is it counted alone.
 */
export async function consultarConvenios(db: Db, ativo: boolean, query: ListaQuery): Promise<Lista> {
  const filtro = query.busca ? sql`and ${textoContem(convenio.NOME, query.busca)}` : sql``;
  const onde = sql`where ${convenio.ATIVO} = ${ativo} ${filtro}`;
  const limite = query.limite === undefined ? sql`` : sql`limit ${query.limite}`;
  const { rows } = await db.execute<ConvenioListaItem & { total: number }>(sql`
    select convenio.codigo as "CODIGO", convenio.nome as "NOME", convenio.tipo as "TIPO",
           convenio.cnpj as "CNPJ", convenio.registro_ans as "REGISTRO_ANS",
           e.cidade as "CIDADE", e.estado as "ESTADO", t.numero as "TELEFONE",
           coalesce(membros.total, 0) as "RESIDENTES_ATIVOS",
           convenio.ativo as "ATIVO", to_char(convenio.data_inativacao, 'YYYY-MM-DD') as "DATA_INATIVACAO",
           convenio.motivo_inativacao as "MOTIVO_INATIVACAO",
           count(*) over ()::int as total
      from convenio
      left join (
        select rc.convenio_codigo, count(distinct rc.residente_codigo)::int as total
          from residente_convenio rc join residente r on r.codigo_residente = rc.residente_codigo
         where r.ativo
         group by rc.convenio_codigo) membros on membros.convenio_codigo = convenio.codigo
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
  const linhas = rows.map(({ total: _total, ...linha }) => linha);
  if (rows[0]) return { linhas, total: rows[0].total };
  if (query.deslocamento === 0) return { linhas, total: 0 };
  const contagem = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from convenio ${onde}`,
  );
  return { linhas, total: contagem.rows[0]?.total ?? 0 };
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
  return ouNaoEncontrado(linha);
}

export async function listarEnderecosDoConvenio(db: Db | Tx, codigo: number): Promise<Endereco[]> {
  await buscarConvenio(db, codigo);
  return enderecosDoConvenio(db, codigo);
}

export async function listarTelefonesDoConvenio(db: Db | Tx, codigo: number): Promise<Telefone[]> {
  await buscarConvenio(db, codigo);
  return telefonesDoDono(db, VINCULOS_DE_TELEFONE.convenio, codigo);
}

function enderecosDoConvenio(db: Db | Tx, codigo: number): Promise<Endereco[]> {
  return enderecosDoDono(db, VINCULOS_DE_ENDERECO.convenio, codigo);
}

/** The whole record: the plan, its (first) address and its phones. */
export async function buscarConvenioFull(db: Db | Tx, codigo: number): Promise<ConvenioFull> {
  const plano = await buscarConvenio(db, codigo);
  const [enderecos, telefones] = await Promise.all([
    enderecosDoConvenio(db, codigo),
    telefonesDoDono(db, VINCULOS_DE_TELEFONE.convenio, codigo),
  ]);
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
  const [atual] = await enderecosDoConvenio(tx, codigo);
  if (novo === null) {
    if (atual) await desvincularContato(tx, autor, VINCULOS_DE_ENDERECO.convenio, codigo, atual.CODIGO);
    return;
  }
  if (atual) {
    await atualizarEndereco(tx, autor, atual.CODIGO, novo);
    return;
  }
  const criado = await criarEndereco(tx, autor, novo);
  await vincularContato(tx, autor, VINCULOS_DE_ENDERECO.convenio, codigo, criado.CODIGO);
}

/**
 * The plan's phones become the list: items with CODIGO are kept and updated, the others created
 * and linked, phones of the plan missing from the list unlinked (and deleted once nothing uses them).
 */
function gravarTelefones(tx: Tx, autor: Autor, codigo: number, lista: ConvenioDados['TELEFONE']) {
  return gravarContatos(tx, autor, codigo, lista, {
    vinculo: VINCULOS_DE_TELEFONE.convenio,
    criar: criarTelefone,
    atualizar: atualizarTelefone,
    alheio: { campo: 'TELEFONE', mensagem: TELEFONE_FORA_DO_CONVENIO },
  });
}

/** `POST /convenio`: the plan with its nested address and phones, all or nothing. */
export async function criarConvenio(
  db: Db,
  autor: Autor,
  dados: ConvenioDados,
  chave: string | null = null,
): Promise<ConvenioFull> {
  const envio = { chave, rota: 'POST /convenio', corpo: dados };
  const auditoria = (criado: ConvenioFull) => ({ registro: criado.CODIGO });
  return escrever(db, autor, { acao: 'criar', entidade: 'convenio', envio, auditoria }, async (tx) => {
    const [criado] = await tx
      .insert(convenio)
      .values(camposDoConvenio(dados))
      .returning({ CODIGO: convenio.CODIGO });
    const codigo = ouNaoEncontrado(criado).CODIGO;
    await gravarEndereco(tx, autor, codigo, dados.ENDERECO);
    await gravarTelefones(tx, autor, codigo, dados.TELEFONE);
    return buscarConvenioFull(tx, codigo);
  });
}

/** `PUT /convenio/{id}`: the plan's fields, and the address and phones when sent. */
export async function atualizarConvenio(
  db: Db,
  autor: Autor,
  codigo: number,
  { VERSAO, ...dados }: z.output<typeof convenioAtualizacao>,
): Promise<ConvenioFull> {
  const versao = { tabela: convenio, onde: eq(convenio.CODIGO, codigo), VERSAO };
  const escrita = {
    acao: 'atualizar',
    entidade: 'convenio',
    versao,
    auditoria: () => ({ registro: codigo }),
  };
  return escrever(db, autor, escrita, async (tx) => {
    await tx.update(convenio).set(camposDoConvenio(dados)).where(eq(convenio.CODIGO, codigo));
    await gravarEndereco(tx, autor, codigo, dados.ENDERECO);
    await gravarTelefones(tx, autor, codigo, dados.TELEFONE);
    return buscarConvenioFull(tx, codigo);
  });
}

/**
 * The spec's chain, `POST /endereco_convenio`: links an address created by `POST /endereco`. A plan
 * has one address (what `/convenio-full` shows and `PUT /convenio` edits): a second is a 409.
 */
export async function vincularEnderecoConvenio(
  db: Db,
  autor: Autor,
  link: EnderecoConvenioInput,
): Promise<EnderecoConvenioInput> {
  await vincularContato(
    db,
    autor,
    VINCULOS_DE_ENDERECO.convenio,
    link.CONVENIO_CODIGO,
    link.ENDERECO_CODIGO,
    {
      // The plan's row locked (404 when there is none): two links at once cannot both find it without one.
      exigirDono: async (tx) => {
        const [plano] = await tx
          .select({ C: convenio.CODIGO })
          .from(convenio)
          .where(eq(convenio.CODIGO, link.CONVENIO_CODIGO))
          .for('update');
        ouNaoEncontrado(plano);
        await buscarEndereco(tx, link.ENDERECO_CODIGO);
        if ((await enderecosDoConvenio(tx, link.CONVENIO_CODIGO)).length > 0)
          throw new StateConflictError(CONVENIO_JA_TEM_ENDERECO);
      },
    },
  );
  return link;
}

/** The spec's chain, `POST /telefone_convenio`: links a phone created by `POST /telefone`; a repeat is a 409. */
export async function vincularTelefoneConvenio(
  db: Db,
  autor: Autor,
  link: TelefoneConvenioInput,
): Promise<TelefoneConvenioInput> {
  await vincularContato(
    db,
    autor,
    VINCULOS_DE_TELEFONE.convenio,
    link.CONVENIO_CODIGO,
    link.TELEFONE_CODIGO,
    {
      exigirDono: (tx) => buscarConvenio(tx, link.CONVENIO_CODIGO),
      repetido: TELEFONE_JA_NO_CONVENIO,
    },
  );
  return link;
}

/** `DELETE /telefone_convenio/{convenio}/{telefone}`: the link and, with its last link, the phone. */
export const desvincularTelefoneConvenio = desvinculadorDe(VINCULOS_DE_TELEFONE.convenio);

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
  autor: Autor,
  codigo: number,
  inativacao: Inativacao,
): Promise<{ emUso: number } | { convenio: Convenio }> {
  const versao = {
    tabela: convenio,
    onde: eq(convenio.CODIGO, codigo),
    VERSAO: undefined,
    colunas: colunasConvenio,
  };
  // Audited only when it inactivates: the answer that only counts, or finds it inactive, wrote nothing.
  const auditoria = (r: { detalhes?: Record<string, unknown> }) =>
    r.detalhes ? { registro: codigo, detalhes: r.detalhes } : null;
  const { resposta } = await escrever(
    db,
    autor,
    { acao: 'inativar', entidade: 'convenio', versao, auditoria },
    async (tx, plano) => {
      if (!plano.ATIVO) return { resposta: { convenio: plano } };
      const { rows } = await tx.execute<{ total: number }>(
        sql`select ${residentesAtivosDe(codigo)} as total`,
      );
      const emUso = rows[0]?.total ?? 0;
      if (emUso > 0 && !inativacao.confirmado) return { resposta: { emUso } };
      await tx
        .update(convenio)
        .set({
          ATIVO: false,
          DATA_INATIVACAO: inativacao.data ?? hojeNoLar(inativacao.tz),
          MOTIVO_INATIVACAO: inativacao.motivo,
        })
        .where(eq(convenio.CODIGO, codigo));
      const detalhes = { motivo: inativacao.motivo, residentesAtivos: emUso };
      return { resposta: { convenio: await buscarConvenio(tx, codigo) }, detalhes };
    },
  );
  return resposta;
}

/** `DELETE /convenio-ativar/{id}`: active again, date and reason cleared (the audit log keeps them). */
export async function reativarConvenio(db: Db, autor: Autor, codigo: number): Promise<Convenio> {
  const versao = {
    tabela: convenio,
    onde: eq(convenio.CODIGO, codigo),
    VERSAO: undefined,
    colunas: { ATIVO: convenio.ATIVO },
  };
  const escrita = { acao: 'reativar', entidade: 'convenio', versao, auditoria: () => ({ registro: codigo }) };
  return escrever(db, autor, escrita, async (tx, linha) => {
    if (linha.ATIVO) throw new StateConflictError(CONVENIO_JA_ATIVO);
    await tx
      .update(convenio)
      .set({ ATIVO: true, DATA_INATIVACAO: null, MOTIVO_INATIVACAO: null })
      .where(eq(convenio.CODIGO, codigo));
    return buscarConvenio(tx, codigo);
  });
}
