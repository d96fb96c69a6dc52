import {
  type AcompanhamentoDetalhe,
  type AcompanhamentoLinha,
  type AcompanhamentoListaQuery,
  type AcompanhamentoResumo,
  type FuncionarioDoAcompanhamento,
  MAX_RESUMOS,
  MENSAGENS,
  type Turno,
  type TurnoInfo,
  turnoDaHora,
} from '@acolher/contract';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { todasAsPalavras } from '../../db/colunas.ts';
import {
  acompanhamento,
  acompanhamentoVersao,
  emColunas,
  emJson,
  propriosNoFio,
} from '../../db/tabelas/acompanhamentos.ts';
import { AREA_ACOMPANHAMENTOS } from '../../db/tabelas/versao-dados.ts';
import type { Autor } from '../../lib/autor.ts';
import { lerDaArea, lerDoCadastro } from '../../lib/cache-do-cadastro.ts';
import { ouNaoEncontrado, RuleViolationError } from '../../lib/errors.ts';
import { hojeNoLar } from '../../lib/hoje.ts';
import { dentroDaJanela, fimDaJanela, podeEditar } from './service.ts';

/** What the reads need of the home: its time zone (today) and its shifts (TURNOS_LAR). */
export interface Lar {
  tz: string;
  turnos: readonly TurnoInfo[];
}

/* Shared SQL, over "a" (acompanhamento) */

const HORA = sql.raw(`to_char(a.hora_acompanhamento, 'HH24:MI')`);
/** Newest first: date, then time (an entry without one last in its day), then code; the index's order. */
const RECENTES = sql.raw('a.data_acompanhamento desc, a.hora_acompanhamento desc nulls last, a.codigo desc');
const EDITADO = sql.raw(
  'exists (select 1 from acompanhamento_versao v where v.acompanhamento_codigo = a.codigo)',
);
const COLUNAS_RESUMO = sql`a.codigo as "CODIGO", a.data_acompanhamento::text as "DATA_ACOMPANHAMENTO",
  ${HORA} as "HORA_ACOMPANHAMENTO", a.atividade as "ATIVIDADE", a.corrige_codigo as "CORRIGE_CODIGO",
  ${EDITADO} as "EDITADO"`;
/** Employees (`f`) and residents (`r`) by name (their person `p`), as every list of them is ordered. */
const FUNCIONARIOS_POR_NOME = `order by f_unaccent(lower(p.nome || ' ' || p.sobrenome)), f.codigo_funcionario`;
const RESIDENTES_POR_NOME = `order by f_unaccent(lower(p.nome || ' ' || p.sobrenome)), r.codigo_residente`;
/** The follow-up `a`'s employees and residents, for an aggregate over them. */
const DOS_FUNCIONARIOS_DE_A = `from acompanhamento_funcionario af
  join funcionario f on f.codigo_funcionario = af.codigo_funcionario
  join pessoa p on p.codigo = f.pessoa_codigo
  where af.acompanhamento_codigo = a.codigo`;
const DOS_RESIDENTES_DE_A = `from acompanhamento_residente ar
  join residente r on r.codigo_residente = ar.codigo_residente
  join pessoa p on p.codigo = r.pessoa_codigo
  where ar.acompanhamento_codigo = a.codigo`;
/** The participants as the lists write them: "Nome Sobrenome (Cargo)" and names, joined by ", ". */
const FUNCIONARIOS_EM_LINHA = sql.raw(`coalesce((
  select string_agg(p.nome || ' ' || p.sobrenome || ' (' || f.cargo || ')', ', ' ${FUNCIONARIOS_POR_NOME})
  ${DOS_FUNCIONARIOS_DE_A}), '')`);
const RESIDENTES_EM_LINHA = sql.raw(`coalesce((
  select string_agg(p.nome || ' ' || p.sobrenome, ', ' ${RESIDENTES_POR_NOME}) ${DOS_RESIDENTES_DE_A}), '')`);
/** And as the answers list them: `{CODIGO_FUNCIONARIO, NOME, SOBRENOME, CARGO}` and `{CODIGO_RESIDENTE, NOME}`. */
const FUNCIONARIOS_DO_ACOMPANHAMENTO = sql.raw(`coalesce((
  select json_agg(json_build_object('CODIGO_FUNCIONARIO', f.codigo_funcionario, 'NOME', p.nome,
                                    'SOBRENOME', p.sobrenome, 'CARGO', f.cargo) ${FUNCIONARIOS_POR_NOME})
  ${DOS_FUNCIONARIOS_DE_A}), '[]')`);
const RESIDENTES_DO_ACOMPANHAMENTO = sql.raw(`coalesce((
  select json_agg(json_build_object('CODIGO_RESIDENTE', r.codigo_residente, 'NOME', p.nome || ' ' || p.sobrenome)
                  ${RESIDENTES_POR_NOME})
  ${DOS_RESIDENTES_DE_A}), '[]')`);

type Resumo = Omit<AcompanhamentoResumo, 'TURNO'>;

/** The shift each row's time falls in, in the home's configuration. */
function comTurno<T extends { HORA_ACOMPANHAMENTO: string | null }>(
  linhas: T[],
  lar: Lar,
): (T & { TURNO: Turno | null })[] {
  return linhas.map((l) => ({ ...l, TURNO: turnoDaHora(l.HORA_ACOMPANHAMENTO, lar.turnos) }));
}

/** 'HH:mm' one minute later: the first minute after a shift ('18:59' → '19:00'). */
function minutoSeguinte(hora: string): string {
  const minutos = (Number(hora.slice(0, 2)) * 60 + Number(hora.slice(3, 5)) + 1) % 1440;
  return `${String(Math.floor(minutos / 60)).padStart(2, '0')}:${String(minutos % 60).padStart(2, '0')}`;
}

/** The times of a shift, one that crosses midnight (Noite, 19:00–06:59) included. */
function naHoraDoTurno(turno: TurnoInfo): SQL {
  const fim = minutoSeguinte(turno.FIM);
  const h = sql.raw('a.hora_acompanhamento');
  return turno.INICIO < fim
    ? sql`(${h} >= ${turno.INICIO}::time and ${h} < ${fim}::time)`
    : sql`(${h} >= ${turno.INICIO}::time or ${h} < ${fim}::time)`;
}

/** A shift the home does not use matches nothing (a list bookmarked before TURNOS_LAR changed). */
function filtroDoTurno(lar: Lar, turno: Turno): SQL {
  const info = lar.turnos.find((t) => t.TURNO === turno);
  return info ? naHoraDoTurno(info) : sql`false`;
}

/** Every word of `busca` in the activity, accents and case aside (the trigram index's expression). */
const filtroDaBusca = (busca: string): SQL =>
  todasAsPalavras(sql.raw('f_unaccent(lower(a.atividade))'), busca);

function onde(condicoes: (SQL | false | undefined)[]): SQL {
  const validas = condicoes.filter((c): c is SQL => c instanceof Object);
  return validas.length > 0 ? sql`where ${sql.join(validas, sql` and `)}` : sql``;
}

/* The section's list */

/** Pages up to this size are kept per version of the follow-ups' data (decision 0015); the screen asks for 10. */
const PAGINA_GUARDADA_MAXIMA = 50;
/** Without `limite` a page of this size: the list grows without bound. */
const LIMITE_PADRAO = 100;

/**
 * `GET /acompanhamento`: a page, newest first, by period, shift and every word of the activity,
 * with the total of matches. Small pages are kept until a follow-up, a person or an employee changes.
 */
export function listarAcompanhamentos(
  db: Db,
  lar: Lar,
  query: AcompanhamentoListaQuery,
): Promise<{ linhas: AcompanhamentoLinha[]; total: number }> {
  const limite = query.limite ?? LIMITE_PADRAO;
  if (limite > PAGINA_GUARDADA_MAXIMA) return consultarLista(db, lar, { ...query, limite });
  const chave = `lista:${lar.turnos.length}:${limite}:${query.deslocamento}:${query.de ?? ''}:${query.ate ?? ''}:${query.turno ?? ''}:${query.busca ?? ''}`;
  return lerDaArea(db, AREA_ACOMPANHAMENTOS, chave, () => consultarLista(db, lar, { ...query, limite }));
}

async function consultarLista(
  db: Db,
  lar: Lar,
  query: AcompanhamentoListaQuery & { limite: number },
): Promise<{ linhas: AcompanhamentoLinha[]; total: number }> {
  const filtro = onde([
    query.de !== undefined && sql`a.data_acompanhamento >= ${query.de}`,
    query.ate !== undefined && sql`a.data_acompanhamento <= ${query.ate}`,
    query.turno !== undefined && filtroDoTurno(lar, query.turno),
    query.busca ? filtroDaBusca(query.busca) : undefined,
  ]);
  const [pagina, contagem] = await Promise.all([
    db.execute<Omit<AcompanhamentoLinha, 'TURNO'>>(sql`
      with pagina as (
        select * from acompanhamento a ${filtro} order by ${RECENTES}
        limit ${query.limite} offset ${query.deslocamento})
      select ${COLUNAS_RESUMO}, ${FUNCIONARIOS_EM_LINHA} as "FUNCIONARIOS", ${RESIDENTES_EM_LINHA} as "RESIDENTES"
      from pagina a order by ${RECENTES}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from acompanhamento a ${filtro}`),
  ]);
  return { linhas: comTurno(pagina.rows, lar), total: contagem.rows[0]?.total ?? 0 };
}

/* A resident's follow-ups */

interface FiltroDoResidente {
  residente?: number;
  funcionario?: number;
  de?: string;
  ate?: string;
}

/**
 * A resident's follow-ups (or everyone's, without `residente`), newest first, by employee and
 * period: `/residente-acomp/{id}`, `/acompanhamentos-por-residente/{id}/` and the date filters.
 * A resident's list without dates is kept until a follow-up, a person or an employee changes:
 * without it the prontuário's resident's 2,000 answered no request in 5 s at 50 connections
 * (decision 0056). With dates the keys would be unbounded.
 */
export function listarResumos(db: Db, lar: Lar, filtro: FiltroDoResidente): Promise<AcompanhamentoResumo[]> {
  if (filtro.residente === undefined || filtro.de !== undefined || filtro.ate !== undefined)
    return consultarResumos(db, lar, filtro);
  const chave = `residente:${lar.turnos.length}:${filtro.residente}:${filtro.funcionario ?? ''}`;
  return lerDaArea(db, AREA_ACOMPANHAMENTOS, chave, () => consultarResumos(db, lar, filtro));
}

async function consultarResumos(
  db: Db,
  lar: Lar,
  filtro: FiltroDoResidente,
): Promise<AcompanhamentoResumo[]> {
  const { rows } = await db.execute<Resumo>(sql`
    select ${COLUNAS_RESUMO} from acompanhamento a
    ${onde([
      // An array of codes, not `in (subquery)`: the planner then reads the resident's rows by the
      // primary key instead of hashing every follow-up of the home (200 rows among 20,000: 5.5 ms → 0.5 ms).
      filtro.residente !== undefined &&
        sql`a.codigo = any(array(select acompanhamento_codigo from acompanhamento_residente where codigo_residente = ${filtro.residente}))`,
      filtro.funcionario !== undefined &&
        sql`exists (select 1 from acompanhamento_funcionario af
                    where af.acompanhamento_codigo = a.codigo and af.codigo_funcionario = ${filtro.funcionario})`,
      filtro.de !== undefined && sql`a.data_acompanhamento >= ${filtro.de}`,
      filtro.ate !== undefined && sql`a.data_acompanhamento <= ${filtro.ate}`,
    ])}
    order by ${RECENTES}
    ${filtro.residente === undefined ? sql`limit ${MAX_RESUMOS + 1}` : sql``}`);
  if (rows.length > MAX_RESUMOS)
    throw new RuleViolationError(MENSAGENS.periodoLongoDemais(MAX_RESUMOS.toLocaleString('pt-BR')));
  return comTurno(rows, lar);
}

/**
 * `POST /acompanhamento-data-inicial` and the original client's other date filters: from `dateStart`
 * until `dateFinish`, else the home's today; of the resident CODIGO_RESIDENTE, else everyone's.
 */
export function listarPeriodo(
  db: Db,
  lar: Lar,
  filtro: { dateStart: string; dateFinish?: string; CODIGO_RESIDENTE?: number },
): Promise<AcompanhamentoResumo[]> {
  const ate = filtro.dateFinish ?? hojeNoLar(lar.tz);
  return listarResumos(db, lar, { de: filtro.dateStart, ate, residente: filtro.CODIGO_RESIDENTE });
}

/* One follow-up */

/** The follow-up's REGISTRADO_EM in this module's queries, which name the table `a`. */
const REGISTRADO_EM = sql.raw('a.registrado_em');
/** Its own fields (decision 0054), and a previous version's (`v`), as the answer carries them. */
const PROPRIOS = emColunas(propriosNoFio(alias(acompanhamento, 'a')));
const PROPRIOS_DA_VERSAO = emJson(propriosNoFio(alias(acompanhamentoVersao, 'v')));

type LinhaDetalhe = Omit<AcompanhamentoDetalhe, 'TURNO' | 'EDITAVEL' | 'EDITAVEL_ATE' | 'REGISTRADO_POR'> & {
  REGISTRADO_EM_DATA: Date;
  FIM_DA_JANELA: Date;
  DENTRO_DA_JANELA: boolean;
  CODIGO_USUARIO: number | null;
  NOME_AUTOR: string | null;
};

/** A user as the record names them: their employee's name, else their login. */
const NOME_DO_USUARIO = (usuario: string) =>
  sql.raw(`(select coalesce(p.nome || ' ' || p.sobrenome, u.login) from usuario u
     left join funcionario f on f.codigo_funcionario = u.codigo_funcionario
     left join pessoa p on p.codigo = f.pessoa_codigo where u.codigo = ${usuario})`);
const NOMES_DE_FUNCIONARIOS = (codigos: string) =>
  sql.raw(`array(select p.nome || ' ' || p.sobrenome || ' (' || f.cargo || ')' from funcionario f
     join pessoa p on p.codigo = f.pessoa_codigo where f.codigo_funcionario = any(${codigos})
     ${FUNCIONARIOS_POR_NOME})`);
const NOMES_DE_RESIDENTES = (codigos: string) =>
  sql.raw(`array(select p.nome || ' ' || p.sobrenome from residente r
     join pessoa p on p.codigo = r.pessoa_codigo where r.codigo_residente = any(${codigos})
     ${RESIDENTES_POR_NOME})`);

/**
 * `GET /acompanhamento/{id}`: the follow-up, its author, participants, corrections and previous
 * versions (newest first), in one query; EDITAVEL says whether `autor` may edit it now.
 */
export async function lerAcompanhamento(
  db: Db,
  autor: Autor,
  lar: Lar,
  codigo: number,
): Promise<AcompanhamentoDetalhe> {
  const { rows } = await db.execute<LinhaDetalhe>(sql`
    select a.codigo as "CODIGO", ${PROPRIOS}, a.registrado_em as "REGISTRADO_EM_DATA",
      a.versao as "VERSAO", a.corrige_codigo as "CORRIGE_CODIGO", a.registrado_por as "CODIGO_USUARIO",
      ${fimDaJanela(REGISTRADO_EM)} as "FIM_DA_JANELA", ${dentroDaJanela(REGISTRADO_EM)} as "DENTRO_DA_JANELA",
      coalesce((select p.nome || ' ' || p.sobrenome from funcionario f join pessoa p on p.codigo = f.pessoa_codigo
                where f.codigo_funcionario = a.registrado_por_funcionario),
               ${NOME_DO_USUARIO('a.registrado_por')}) as "NOME_AUTOR",
      array(select c.codigo from acompanhamento c where c.corrige_codigo = a.codigo order by c.codigo) as "CORRECOES",
      ${FUNCIONARIOS_DO_ACOMPANHAMENTO} as "FUNCIONARIOS", ${RESIDENTES_DO_ACOMPANHAMENTO} as "RESIDENTES",
      coalesce((select json_agg(json_build_object('VERSAO', v.versao_do_acompanhamento,
                                 'ALTERADO_EM', v.alterado_em, 'ALTERADO_POR', ${NOME_DO_USUARIO('v.alterado_por')},
                                 'MOTIVO', v.motivo, ${PROPRIOS_DA_VERSAO},
                                 'FUNCIONARIOS', ${NOMES_DE_FUNCIONARIOS('v.funcionarios')},
                                 'RESIDENTES', ${NOMES_DE_RESIDENTES('v.residentes')})
                                 order by v.versao_do_acompanhamento desc)
                from acompanhamento_versao v where v.acompanhamento_codigo = a.codigo), '[]') as "HISTORICO"
    from acompanhamento a where a.codigo = ${codigo}`);
  const { REGISTRADO_EM_DATA, CODIGO_USUARIO, NOME_AUTOR, FIM_DA_JANELA, DENTRO_DA_JANELA, ...linha } =
    ouNaoEncontrado(rows[0]);
  return {
    ...linha,
    TURNO: turnoDaHora(linha.HORA_ACOMPANHAMENTO, lar.turnos),
    REGISTRADO_EM: new Date(REGISTRADO_EM_DATA).toISOString(),
    REGISTRADO_POR: CODIGO_USUARIO === null ? null : { CODIGO_USUARIO, NOME: NOME_AUTOR ?? '' },
    EDITAVEL_ATE: new Date(FIM_DA_JANELA).toISOString(),
    EDITAVEL: podeEditar(autor, { REGISTRADO_POR: CODIGO_USUARIO, DENTRO_DA_JANELA }),
    HISTORICO: linha.HISTORICO.map((v) => ({ ...v, ALTERADO_EM: new Date(v.ALTERADO_EM).toISOString() })),
  };
}

/** A follow-up's participants of one kind (`lista`); 404 for an unknown follow-up, not an empty list. */
async function participantesDe<T>(db: Db, codigo: number, lista: SQL): Promise<T[]> {
  const { rows } = await db.execute<{ lista: T[] }>(
    sql`select ${lista} as lista from acompanhamento a where a.codigo = ${codigo}`,
  );
  return ouNaoEncontrado(rows[0]).lista;
}

/** `/acompanhamento_funcionario/{id}` and `/acompanhamento-funcionario/{id}`: the employees who took part. */
export function funcionariosDoAcompanhamento(db: Db, codigo: number) {
  return participantesDe<FuncionarioDoAcompanhamento>(db, codigo, FUNCIONARIOS_DO_ACOMPANHAMENTO);
}

/** `/acompanhamento-residente/{id}`: the residents it was with. */
export function residentesDoAcompanhamento(db: Db, codigo: number) {
  return participantesDe<{ CODIGO_RESIDENTE: number; NOME: string }>(
    db,
    codigo,
    RESIDENTES_DO_ACOMPANHAMENTO,
  );
}

/** `/infos-acompanhamento/{id}`: date, activity and "Nome Sobrenome (Cargo)" of each participant. */
export async function infosDoAcompanhamento(db: Db, codigo: number) {
  const { rows } = await db.execute<{
    DATA_ACOMPANHAMENTO: string;
    ATIVIDADE: string;
    NOME_FUNCIONARIO: string;
  }>(sql`
    select a.data_acompanhamento::text as "DATA_ACOMPANHAMENTO", a.atividade as "ATIVIDADE",
      ${FUNCIONARIOS_EM_LINHA} as "NOME_FUNCIONARIO"
    from acompanhamento a where a.codigo = ${codigo}`);
  return [ouNaoEncontrado(rows[0])];
}

/** `GET /acompanhamento-codigo`: the code the next follow-up will likely get (informative only). */
export async function proximoCodigo(db: Db) {
  const { rows } = await db.execute<{ ACOMPANHAMENTO_CODIGO: number }>(sql`
    select coalesce(pg_sequence_last_value(pg_get_serial_sequence('acompanhamento', 'codigo')::regclass), 0)::int + 1
      as "ACOMPANHAMENTO_CODIGO"`);
  return rows;
}

/* Names for the pickers and titles */

/** `/getNameById/{id}`: the resident's name, for the follow-ups screen's title. */
export async function nomeDoResidente(db: Db, residente: number) {
  const { rows } = await db.execute<{ NOME_RESIDENTE: string }>(sql`
    select p.nome || ' ' || p.sobrenome as "NOME_RESIDENTE"
    from residente r join pessoa p on p.codigo = r.pessoa_codigo where r.codigo_residente = ${residente}`);
  return [ouNaoEncontrado(rows[0])];
}

/**
 * `/residenteNome`: the active residents `{CODIGO_RESIDENTE, NOME}`, by name. Sorting 9,500 names
 * without their accents takes ~20–40 ms of the database per request: the list is kept until the
 * residents' records change (lib/cache-do-cadastro.ts, decision 0056).
 */
export function nomesDeResidentes(db: Db): Promise<{ CODIGO_RESIDENTE: number; NOME: string }[]> {
  return lerDoCadastro(db, 'nomes-de-residentes', async () => {
    const { rows } = await db.execute<{ CODIGO_RESIDENTE: number; NOME: string }>(sql`
      select r.codigo_residente as "CODIGO_RESIDENTE", p.nome || ' ' || p.sobrenome as "NOME"
      from residente r join pessoa p on p.codigo = r.pessoa_codigo where r.ativo
      ${sql.raw(RESIDENTES_POR_NOME)}`);
    return rows;
  });
}

/**
 * The active employees with what the pickers show of them, by name; kept like the residents' names
 * (read afresh, 5–7× fewer requests: decision 0056).
 */
function funcionariosAtivos(db: Db) {
  return lerDoCadastro(db, 'funcionarios-ativos', async () => {
    const { rows } = await db.execute<{ CODIGO_FUNCIONARIO: number; NOME: string; CARGO: string }>(sql`
      select f.codigo_funcionario as "CODIGO_FUNCIONARIO", p.nome || ' ' || p.sobrenome as "NOME", f.cargo as "CARGO"
      from funcionario f join pessoa p on p.codigo = f.pessoa_codigo where f.ativo
      ${sql.raw(FUNCIONARIOS_POR_NOME)}`);
    return rows;
  });
}

/** `/nome-cargo-funcionario`: `{CODIGO_FUNCIONARIO, FUNCIONARIO: "Nome Sobrenome - Cargo"}` of the active employees. */
export async function nomesECargos(db: Db) {
  return (await funcionariosAtivos(db)).map((f) => ({
    CODIGO_FUNCIONARIO: f.CODIGO_FUNCIONARIO,
    FUNCIONARIO: `${f.NOME} - ${f.CARGO}`,
  }));
}

/** `/funcionarioNome`: `{CODIGO_FUNCIONARIO, FNOME}` of the active employees. */
export async function nomesDeFuncionarios(db: Db) {
  return (await funcionariosAtivos(db)).map((f) => ({
    CODIGO_FUNCIONARIO: f.CODIGO_FUNCIONARIO,
    FNOME: f.NOME,
  }));
}
