import {
  ACOES_AUDITORIA,
  AUDITORIA_POR_PAGINA,
  type AuditoriaFiltroQuery,
  type AuditoriaItem,
  type AuditoriaListaQuery,
  type AuditoriaPagina,
  type AuditoriaUsuario,
  MENSAGENS,
  rotuloDaAcao,
} from '@acolher/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { todasAsPalavras } from '../../db/colunas.ts';
import { textoDaAuditoria } from '../../db/tabelas/auditoria.ts';
import { InvalidInputError } from '../../lib/errors.ts';
import { detalhesSeguros } from './sanitizar.ts';

/**
 * The audit screen's reads (decision 0033): newest first by (em, codigo), one index walk
 * per page from the cursor on, never a count over the table.
 */

/** Where a page ends: the moment as PostgreSQL holds it (microseconds, which a Date would lose) and the code. */
interface Cursor {
  em: string;
  codigo: number;
}

const EM_DO_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function codificarCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.em, cursor.codigo])).toString('base64url');
}

/** The cursor the client sent back, or 400: it is opaque to the client, so anything else is a forged or stale link. */
function decodificarCursor(texto: string): Cursor {
  try {
    const [em, codigo] = JSON.parse(Buffer.from(texto, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof em === 'string' &&
      EM_DO_CURSOR.test(em) &&
      typeof codigo === 'number' &&
      Number.isSafeInteger(codigo) &&
      codigo > 0
    ) {
      return { em, codigo };
    }
  } catch {
    // Not base64url JSON: the same 400 below.
  }
  throw new InvalidInputError(MENSAGENS.paginaInvalida, [
    { campo: 'antes', mensagem: MENSAGENS.paginaInvalida },
  ]);
}

/** The row's searched text, as its trigram index holds it (db/tabelas/auditoria.ts). */
const TEXTO_DA_LINHA = textoDaAuditoria(sql`a.acao`, sql`a.entidade`, sql`a.registro`, sql`a.ip`);

/** Who a user is to the team: the employee's name, or the login without one. */
const NOME_DO_USUARIO = sql`coalesce(p.nome || ' ' || p.sobrenome, u.login)`;

/**
 * What else a search can name, resolved before the log is read: the accounts whose employee's name
 * or login holds every word (few), and the actions whose Portuguese label does ("entrou" finds
 * `login`), matched by PostgreSQL the same accent-free way as the rows.
 */
async function alvosDaBusca(db: Db, busca: string): Promise<{ usuarios: number[]; acoes: string[] }> {
  const rotulos = ACOES_AUDITORIA.map((acao) => rotuloDaAcao(acao));
  const { rows } = await db.execute<{ usuarios: number[]; acoes: string[] }>(sql`
    select array(
             select u.codigo from usuario u
               left join funcionario f on f.codigo_funcionario = u.codigo_funcionario
               left join pessoa p on p.codigo = f.pessoa_codigo
              where ${todasAsPalavras(sql`f_unaccent(lower(${NOME_DO_USUARIO} || ' ' || u.login))`, busca)}
           ) as usuarios,
           array(
             select r.acao from unnest(${sql.param(ACOES_AUDITORIA)}::text[], ${sql.param(rotulos)}::text[]) as r(acao, rotulo)
              where ${todasAsPalavras(sql`f_unaccent(lower(r.rotulo))`, busca)}
           ) as acoes`);
  return rows[0] ?? { usuarios: [], acoes: [] };
}

/**
 * The search: every word in the row's own text (its trigram index), or the row is by a matching
 * account, or its action's label matches; accounts and actions go as arrays, so PostgreSQL can OR
 * three index scans instead of reading the log row by row.
 */
async function condicaoDaBusca(db: Db, busca: string): Promise<SQL> {
  const { usuarios, acoes } = await alvosDaBusca(db, busca);
  return sql`(${todasAsPalavras(TEXTO_DA_LINHA, busca)}
    or a.usuario_codigo = any(${sql.param(usuarios)}::int[])
    or a.acao = any(${sql.param(acoes)}::text[]))`;
}

/** The filter as SQL over `auditoria a`; days are the home's (TZ_LAR), both ends included. */
async function condicoes(db: Db, filtro: AuditoriaFiltroQuery, tz: string): Promise<SQL> {
  const { busca, registro } = filtro;
  return (
    and(
      filtro.usuario === undefined ? undefined : sql`a.usuario_codigo = ${filtro.usuario}`,
      filtro.acao === undefined ? undefined : sql`a.acao = ${filtro.acao}`,
      filtro.entidade === undefined ? undefined : sql`a.entidade = ${filtro.entidade}`,
      registro === undefined || registro === '' ? undefined : sql`a.registro = ${registro}`,
      filtro.de === undefined ? undefined : sql`a.em >= (${filtro.de}::date)::timestamp at time zone ${tz}`,
      filtro.ate === undefined
        ? undefined
        : sql`a.em < (${filtro.ate}::date + 1)::timestamp at time zone ${tz}`,
      busca === undefined || busca === '' ? undefined : await condicaoDaBusca(db, busca),
    ) ?? sql`true`
  );
}

/** Rows older than the cursor: the row value comparison walks the (em, codigo) index from there. */
function depoisDe(cursor: Cursor | null): SQL {
  return cursor === null
    ? sql`true`
    : sql`(a.em, a.codigo) < (${cursor.em}::timestamptz, ${cursor.codigo}::bigint)`;
}

type LinhaLida = {
  CODIGO: string | number;
  EM: string;
  USUARIO_CODIGO: number | null;
  USUARIO: string | null;
  LOGIN: string | null;
  ACAO: string;
  ENTIDADE: string | null;
  REGISTRO: string | null;
  IP: string | null;
  DETALHES: unknown;
  CONTAGEM: number;
  ULTIMA_EM: string | null;
};

/** Up to `limite` rows after `depois`, newest first, as the screen shows them. */
async function lerLinhas(db: Db, onde: SQL, depois: Cursor | null, limite: number): Promise<AuditoriaItem[]> {
  const { rows } = await db.execute<LinhaLida>(sql`
    select a.codigo as "CODIGO",
           to_char(a.em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "EM",
           a.usuario_codigo as "USUARIO_CODIGO",
           case when u.codigo is null then null else ${NOME_DO_USUARIO} end as "USUARIO",
           u.login as "LOGIN",
           a.acao as "ACAO", a.entidade as "ENTIDADE", a.registro as "REGISTRO", a.ip as "IP",
           a.detalhes as "DETALHES",
           coalesce(r.contagem, 1) as "CONTAGEM",
           case when r.contagem > 1
                then to_char(r.ultima_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') end as "ULTIMA_EM"
      from auditoria a
      left join usuario u on u.codigo = a.usuario_codigo
      left join funcionario f on f.codigo_funcionario = u.codigo_funcionario
      left join pessoa p on p.codigo = f.pessoa_codigo
      left join auditoria_repeticao r on r.auditoria_codigo = a.codigo
     where ${onde} and ${depoisDe(depois)}
     order by a.em desc, a.codigo desc
     limit ${limite}`);
  return rows.map((linha) => ({
    ...linha,
    CODIGO: Number(linha.CODIGO),
    DETALHES: detalhesSeguros(linha.DETALHES),
  }));
}

/** The cursor after `item`: its microsecond moment travels as PostgreSQL wrote it. */
function cursorDe(item: AuditoriaItem): Cursor {
  return { em: item.EM, codigo: item.CODIGO };
}

/** `GET /auditoria`: one page of 50, and the cursor of the next one (read one row ahead to know there is one). */
export async function listarAuditoria(
  db: Db,
  query: AuditoriaListaQuery,
  tz: string,
): Promise<AuditoriaPagina> {
  const { antes, ...filtro } = query;
  const depois = antes ? decodificarCursor(antes) : null;
  const linhas = await lerLinhas(db, await condicoes(db, filtro, tz), depois, AUDITORIA_POR_PAGINA + 1);
  const itens = linhas.slice(0, AUDITORIA_POR_PAGINA);
  const ultimo = itens.at(-1);
  return {
    itens,
    proximo: linhas.length > AUDITORIA_POR_PAGINA && ultimo ? codificarCursor(cursorDe(ultimo)) : null,
  };
}

/** Rows per round trip of the export: a few hundred KB at most in memory, whatever the log holds. */
const LOTE_DO_CSV = 1000;

/** Every row the filter finds, newest first, read in batches by the same keyset as the screen's pages. */
export async function* lotesDaAuditoria(
  db: Db,
  filtro: AuditoriaFiltroQuery,
  tz: string,
  tamanho: number = LOTE_DO_CSV,
): AsyncGenerator<AuditoriaItem[]> {
  const onde = await condicoes(db, filtro, tz);
  let depois: Cursor | null = null;
  for (;;) {
    const lote = await lerLinhas(db, onde, depois, tamanho);
    if (lote.length > 0) yield lote;
    const ultimo = lote.at(-1);
    if (lote.length < tamanho || !ultimo) return;
    depois = cursorDe(ultimo);
  }
}

/** `GET /auditoria/usuarios`: every account, by name, for the person filter. */
export async function listarUsuariosDaAuditoria(db: Db): Promise<AuditoriaUsuario[]> {
  const { rows } = await db.execute<AuditoriaUsuario>(sql`
    select u.codigo as "CODIGO", ${NOME_DO_USUARIO} as "USUARIO", u.login as "LOGIN"
      from usuario u
      left join funcionario f on f.codigo_funcionario = u.codigo_funcionario
      left join pessoa p on p.codigo = f.pessoa_codigo
     order by 2, 3`);
  return rows;
}
