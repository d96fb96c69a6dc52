import {
  type AcompanhamentoDetalhe,
  type acompanhamentoEditarInput,
  type acompanhamentoInput,
  type acompanhamentosInput,
  CAMPOS_PROPRIOS_ACOMPANHAMENTO,
  type CampoProprioDoAcompanhamento,
  JANELA_EDICAO_HORAS,
  MENSAGENS,
  PERMISSAO,
} from '@acolher/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { acompanhamento, acompanhamentoVersao, propriosNoFio } from '../../db/tabelas/acompanhamentos.ts';
import type { Autor } from '../../lib/autor.ts';
import { ForbiddenError, NotFoundError, RuleViolationError, StateConflictError } from '../../lib/errors.ts';
import { escrever } from '../../lib/escrita.ts';
import { exigirAteHoje, hojeNoLar } from '../../lib/hoje.ts';
import { alemDe, algum, exigirParticipantes, type Participantes } from './participantes.ts';

/** The follow-up's own fields (its catalogue's but the participants) as the wire carries them. */
type Proprios = Pick<AcompanhamentoDetalhe, CampoProprioDoAcompanhamento>;
/** What a follow-up says: its own fields (when, what) and with whom. The edits compare and keep this. */
type Conteudo = Proprios & Participantes;

const CAMPOS_PROPRIOS = Object.keys(CAMPOS_PROPRIOS_ACOMPANHAMENTO) as CampoProprioDoAcompanhamento[];

/**
 * The own fields of `dados`, each as its column keeps it, one not sent as none: the one list the
 * insert, the update, the version copy and the send key's content are made of (decision 0054).
 */
function proprios(dados: Partial<Proprios>): Proprios {
  return Object.fromEntries(CAMPOS_PROPRIOS.map((nome) => [nome, dados[nome] ?? null])) as Proprios;
}

const ENTIDADE = 'acompanhamento';

/** The follow-up's date is never after the home's today (TZ_LAR), whatever the client's clock says. */
function exigirDataAteHoje(tz: string, dataAcompanhamento: string): void {
  exigirAteHoje(hojeNoLar(tz), 'DATA_ACOMPANHAMENTO', dataAcompanhamento, MENSAGENS.acompanhamentoFuturo);
}

/** The end of a follow-up's edit window: 24 hours after `registradoEm` (its REGISTRADO_EM column). */
export const fimDaJanela = (registradoEm: SQL | AnyPgColumn) =>
  sql<Date>`(${registradoEm} + make_interval(hours => ${JANELA_EDICAO_HORAS}))`;

/**
 * Whether the follow-up is still within its edit window, on the database's clock: the clock that
 * wrote REGISTRADO_EM, so an app server whose clock drifts cannot move the window.
 */
export const dentroDaJanela = (registradoEm: SQL | AnyPgColumn) =>
  sql<boolean>`${fimDaJanela(registradoEm)} > now()`;

interface Autoria {
  REGISTRADO_POR: number | null;
  DENTRO_DA_JANELA: boolean;
}

/** Whether `autor` may change the follow-up now: its author or an administrator, within the window. */
export function podeEditar(autor: Autor, registro: Autoria): boolean {
  return autorOuAdministrador(autor, registro.REGISTRADO_POR) && registro.DENTRO_DA_JANELA;
}

function autorOuAdministrador(autor: Autor, registradoPor: number | null): boolean {
  return autor.permissao === PERMISSAO.administrador || registradoPor === autor.usuarioCodigo;
}

/** 403 to anyone but the author or an administrator; 422 after the window, pointing to a correction. */
function exigirEdicao(autor: Autor, registro: Autoria): void {
  if (!autorOuAdministrador(autor, registro.REGISTRADO_POR))
    throw new ForbiddenError(MENSAGENS.acompanhamentoDeOutroAutor);
  if (!registro.DENTRO_DA_JANELA) throw new RuleViolationError(MENSAGENS.acompanhamentoForaDaJanela);
}

/* Create */

/**
 * Inserts the follow-up and its links in one statement, the author's employee read inside it.
 * `corrige` must name an existing follow-up (checked by the caller). Answers its code.
 */
async function inserir(tx: Tx, autor: Autor, conteudo: Conteudo, corrige: number | null): Promise<number> {
  const novo = tx
    .insert(acompanhamento)
    .values({
      ...proprios(conteudo),
      REGISTRADO_POR: autor.usuarioCodigo,
      REGISTRADO_POR_FUNCIONARIO: sql`(select codigo_funcionario from usuario where codigo = ${autor.usuarioCodigo})`,
      CORRIGE_CODIGO: corrige,
    })
    .returning({ CODIGO: acompanhamento.CODIGO });
  // Its SQL, not the query: drizzle puts a query in parentheses, which a WITH's statement may not have.
  const { rows } = await tx.execute<{ CODIGO: number }>(sql`
    with novo as (${novo.getSQL()}),
    f as (
      insert into acompanhamento_funcionario (acompanhamento_codigo, codigo_funcionario)
      select novo.codigo, unnest(${sql.param(conteudo.FUNCIONARIOS)}::int[]) from novo),
    r as (
      insert into acompanhamento_residente (acompanhamento_codigo, codigo_residente)
      select novo.codigo, unnest(${sql.param(conteudo.RESIDENTES)}::int[]) from novo)
    select codigo as "CODIGO" from novo`);
  const [criado] = rows;
  if (!criado) throw new Error('acompanhamento não criado');
  return criado.CODIGO;
}

/** The participants of the corrected follow-up, or 404 when there is no such follow-up. */
async function participantesDoCorrigido(tx: Tx, corrige: number): Promise<Participantes> {
  const atual = await lerParticipantes(tx, corrige);
  if (!atual) throw new NotFoundError(MENSAGENS.acompanhamentoCorrigidoNaoEncontrado);
  return atual;
}

type NovoAcompanhamento = z.output<typeof acompanhamentosInput>;

/**
 * What a save says, as its send key compares it: the participants in code order, so a repeat that
 * lists them in another order is the same save (migration 0026 stored the keys of the follow-ups
 * saved before it in this form).
 */
function conteudoDoEnvio(dados: NovoAcompanhamento) {
  const emOrdem = (codigos: readonly number[]) => [...codigos].sort((a, b) => a - b);
  return {
    ...proprios(dados),
    CORRIGE_CODIGO: dados.CORRIGE_CODIGO ?? null,
    FUNCIONARIOS: emOrdem(dados.FUNCIONARIOS),
    RESIDENTES: emOrdem(dados.RESIDENTES),
  };
}

/**
 * `POST /acompanhamentos`: the follow-up with its participants in one transaction. A correction
 * (CORRIGE_CODIGO) is allowed at any time and to anyone of the team; it may keep the corrected
 * one's participants even if they have left since. With the client's `chave` (Idempotency-Key), a
 * repeat of a save already stored answers that follow-up instead of storing another (decision 0039).
 */
export async function criarAcompanhamento(
  db: Db,
  autor: Autor,
  tz: string,
  dados: NovoAcompanhamento,
  chave: string | null = null,
): Promise<number> {
  exigirDataAteHoje(tz, dados.DATA_ACOMPANHAMENTO);
  const corrige = dados.CORRIGE_CODIGO ?? null;
  const envio = {
    chave,
    rota: 'POST /acompanhamentos',
    corpo: conteudoDoEnvio(dados),
    outroConteudo: MENSAGENS.chaveDeEnvioComOutroConteudo,
  };
  const detalhes = corrige === null ? undefined : { CORRIGE_CODIGO: corrige };
  const auditoria = (codigo: number) => ({ registro: codigo, detalhes });
  return escrever(db, autor, { acao: 'criar', entidade: ENTIDADE, envio, auditoria }, async (tx) => {
    const aceitos = corrige === null ? undefined : await participantesDoCorrigido(tx, corrige);
    await exigirParticipantes(tx, dados, aceitos);
    return inserir(tx, autor, dados, corrige);
  });
}

/**
 * `POST /acompanhamento` of the original client's chain: the follow-up, and the participants it
 * already names (the others come through `/acompanhamento_funcionario` and `_residente`).
 */
export async function criarAcompanhamentoGranular(
  db: Db,
  autor: Autor,
  tz: string,
  dados: z.output<typeof acompanhamentoInput>,
) {
  exigirDataAteHoje(tz, dados.DATA_ACOMPANHAMENTO);
  const conteudo: Conteudo = {
    ...proprios(dados),
    FUNCIONARIOS: (dados.funcionarios ?? []).map((f) => f.CODIGO_FUNCIONARIO),
    RESIDENTES: (dados.residentes ?? []).map((r) => r.CODIGO_RESIDENTE),
  };
  const auditoria = (codigo: number) => ({ registro: codigo });
  const codigo = await escrever(db, autor, { acao: 'criar', entidade: ENTIDADE, auditoria }, async (tx) => {
    await exigirParticipantes(tx, conteudo);
    return inserir(tx, autor, conteudo, null);
  });
  return { CODIGO: codigo, DATA_ACOMPANHAMENTO: conteudo.DATA_ACOMPANHAMENTO, ATIVIDADE: conteudo.ATIVIDADE };
}

/* Edit */

/** The current participants of the follow-up, in code order; none when there is no such follow-up. */
async function lerParticipantes(tx: Tx, codigo: number): Promise<Participantes | undefined> {
  const { rows } = await tx.execute<Participantes>(sql`
    select array(select codigo_funcionario from acompanhamento_funcionario where acompanhamento_codigo = a.codigo
                 order by 1) as "FUNCIONARIOS",
      array(select codigo_residente from acompanhamento_residente where acompanhamento_codigo = a.codigo
            order by 1) as "RESIDENTES"
    from acompanhamento a where a.codigo = ${codigo}`);
  return rows[0];
}

/** A follow-up's row, read in the wire's terms (propriosNoFio), and its participants as what it says. */
function comoConteudo(registro: Proprios, participantes: Participantes | undefined): Conteudo {
  return {
    ...proprios(registro),
    FUNCIONARIOS: participantes?.FUNCIONARIOS ?? [],
    RESIDENTES: participantes?.RESIDENTES ?? [],
  };
}

const mesmosCodigos = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((c) => b.includes(c));

function mesmoConteudo(a: Conteudo, b: Conteudo): boolean {
  return (
    CAMPOS_PROPRIOS.every((nome) => a[nome] === b[nome]) &&
    mesmosCodigos(a.FUNCIONARIOS, b.FUNCIONARIOS) &&
    mesmosCodigos(a.RESIDENTES, b.RESIDENTES)
  );
}

const completo = (p: Participantes) => p.FUNCIONARIOS.length > 0 && p.RESIDENTES.length > 0;

interface Alteracao {
  /** The VERSAO the client read, if it sent one (409 when stale). */
  versao?: number;
  motivo?: string | null;
  /** The audit action: an edit, or a link added or removed. */
  acao: string;
  detalhes?: Record<string, unknown>;
}

/**
 * Every change to an existing follow-up goes through here (the edit, the link routes): locks it,
 * checks the version, the author and the window, refuses to leave it without an employee or a
 * resident, checks who joins, keeps the previous version in the history, then writes the
 * difference. A follow-up still being assembled by the granular chain (without an employee or a
 * resident yet) has no version worth keeping. A change that changes nothing writes nothing.
 */
async function alterar(
  db: Db | Tx,
  autor: Autor,
  codigo: number,
  alteracao: Alteracao,
  mudar: (atual: Conteudo) => Conteudo,
): Promise<void> {
  const versao = {
    tabela: acompanhamento,
    onde: eq(acompanhamento.CODIGO, codigo),
    VERSAO: alteracao.versao,
    colunas: {
      ...propriosNoFio(acompanhamento),
      REGISTRADO_POR: acompanhamento.REGISTRADO_POR,
      DENTRO_DA_JANELA: dentroDaJanela(acompanhamento.REGISTRADO_EM),
      VERSAO: acompanhamento.VERSAO,
    },
  };
  const auditoria = (mudou: boolean) => (mudou ? { registro: codigo, detalhes: alteracao.detalhes } : null);
  await escrever(
    db,
    autor,
    { acao: alteracao.acao, entidade: ENTIDADE, versao, auditoria },
    async (tx, registro) => {
      exigirEdicao(autor, registro);
      const atual = comoConteudo(registro, await lerParticipantes(tx, codigo));
      const novo = mudar(atual);
      if (atual.FUNCIONARIOS.length > 0 && novo.FUNCIONARIOS.length === 0)
        throw new RuleViolationError(MENSAGENS.acompanhamentoSemFuncionario);
      if (atual.RESIDENTES.length > 0 && novo.RESIDENTES.length === 0)
        throw new RuleViolationError(MENSAGENS.acompanhamentoSemResidente);
      if (mesmoConteudo(atual, novo)) return false;
      await exigirParticipantes(tx, novo, atual);
      if (completo(atual))
        await guardarVersao(tx, autor, codigo, registro.VERSAO, atual, alteracao.motivo ?? null);
      await tx
        .update(acompanhamento)
        .set({
          ...proprios(novo),
          ATUALIZADO_EM: sql`now()`,
        })
        .where(eq(acompanhamento.CODIGO, codigo));
      await trocarVinculos(tx, codigo, alemDe(atual, novo), alemDe(novo, atual));
      return true;
    },
  );
}

async function guardarVersao(
  tx: Tx,
  autor: Autor,
  codigo: number,
  versao: number,
  conteudo: Conteudo,
  motivo: string | null,
): Promise<void> {
  await tx.insert(acompanhamentoVersao).values({
    ACOMPANHAMENTO_CODIGO: codigo,
    VERSAO: versao,
    ...proprios(conteudo),
    FUNCIONARIOS: [...conteudo.FUNCIONARIOS],
    RESIDENTES: [...conteudo.RESIDENTES],
    ALTERADO_POR: autor.usuarioCodigo,
    MOTIVO: motivo,
  });
}

/**
 * Takes the links `saem` off an existing follow-up and adds `entram`, in one statement (both tables);
 * nothing when both are empty.
 */
async function trocarVinculos(
  tx: Tx,
  codigo: number,
  saem: Participantes,
  entram: Participantes,
): Promise<void> {
  if (!algum(saem) && !algum(entram)) return;
  await tx.execute(sql`
    with sf as (
      delete from acompanhamento_funcionario where acompanhamento_codigo = ${codigo}
        and codigo_funcionario = any(${sql.param(saem.FUNCIONARIOS)}::int[])),
    sr as (
      delete from acompanhamento_residente where acompanhamento_codigo = ${codigo}
        and codigo_residente = any(${sql.param(saem.RESIDENTES)}::int[])),
    ef as (
      insert into acompanhamento_funcionario (acompanhamento_codigo, codigo_funcionario)
      select ${codigo}, unnest(${sql.param(entram.FUNCIONARIOS)}::int[]))
    insert into acompanhamento_residente (acompanhamento_codigo, codigo_residente)
    select ${codigo}, unnest(${sql.param(entram.RESIDENTES)}::int[])`);
}

/**
 * `PUT /acompanhamento-editar/{id}`: text, date, time and participants at once, with the VERSAO
 * read; the previous version is kept with who, when and MOTIVO_EDICAO.
 */
export async function editarAcompanhamento(
  db: Db,
  autor: Autor,
  tz: string,
  codigo: number,
  dados: z.output<typeof acompanhamentoEditarInput>,
): Promise<void> {
  exigirDataAteHoje(tz, dados.DATA_ACOMPANHAMENTO);
  const { VERSAO, MOTIVO_EDICAO, ...novo } = dados;
  await alterar(db, autor, codigo, { versao: VERSAO, motivo: MOTIVO_EDICAO, acao: 'atualizar' }, () => novo);
}

/* Links */

type Tipo = 'FUNCIONARIOS' | 'RESIDENTES';
const ACAO_DO_TIPO: Record<Tipo, string> = { FUNCIONARIOS: 'funcionario', RESIDENTES: 'residente' };

const TIPO_DA_CHAVE = { CODIGO_FUNCIONARIO: 'FUNCIONARIOS', CODIGO_RESIDENTE: 'RESIDENTES' } as const;
type Chave = keyof typeof TIPO_DA_CHAVE;
type Vinculo<K extends Chave> = { ACOMPANHAMENTO_CODIGO: number } & Record<K, number>;

/** The codes of each follow-up named by a list of links, in the order the follow-ups first appear. */
function porAcompanhamento<K extends Chave>(vinculos: Vinculo<K>[], chave: K): Map<number, number[]> {
  const grupos = new Map<number, number[]>();
  for (const v of vinculos)
    grupos.set(v.ACOMPANHAMENTO_CODIGO, [...(grupos.get(v.ACOMPANHAMENTO_CODIGO) ?? []), v[chave]]);
  return grupos;
}

/**
 * `POST /acompanhamento_funcionario` (`chave` CODIGO_FUNCIONARIO) and `_residente` (CODIGO_RESIDENTE):
 * one link or many, possibly to several follow-ups, all in one transaction and under the edit rules;
 * 409 when one is already there. Answers the links as `{[chave], ACOMPANHAMENTO_CODIGO}`, without
 * the display names the client sent.
 */
export async function vincularParticipantes<K extends Chave>(
  db: Db,
  autor: Autor,
  chave: K,
  dados: Vinculo<K> | Vinculo<K>[],
): Promise<Vinculo<K>[]> {
  const lista = (Array.isArray(dados) ? dados : [dados]).map(
    (v) => ({ [chave]: v[chave], ACOMPANHAMENTO_CODIGO: v.ACOMPANHAMENTO_CODIGO }) as Vinculo<K>,
  );
  const tipo = TIPO_DA_CHAVE[chave];
  // One write of several follow-ups: each changed under its own rules and audit row.
  const acao = `vincular_${ACAO_DO_TIPO[tipo]}`;
  await escrever(db, autor, { acao, entidade: ENTIDADE, auditoria: () => null }, async (tx) => {
    for (const [codigo, participantes] of porAcompanhamento(lista, chave)) {
      await alterar(tx, autor, codigo, { acao, detalhes: { [tipo]: participantes } }, (atual) => {
        if (participantes.some((p) => atual[tipo].includes(p)))
          throw new StateConflictError(MENSAGENS.participanteJaVinculado);
        return { ...atual, [tipo]: [...atual[tipo], ...participantes] };
      });
    }
  });
  return lista;
}

/**
 * `DELETE /acompanhamento_funcionario/{funcionario}/{acompanhamento}` and the others: removes one
 * participant (or, `participante` null, all of that kind) under the edit rules. 404 when the
 * participant is not there; 422 when it would leave none.
 */
export async function removerVinculos(
  db: Db,
  autor: Autor,
  tipo: Tipo,
  codigo: number,
  participante: number | null,
): Promise<void> {
  await alterar(
    db,
    autor,
    codigo,
    { acao: `desvincular_${ACAO_DO_TIPO[tipo]}`, detalhes: { [tipo]: participante ?? 'todos' } },
    (atual) => {
      if (participante !== null && !atual[tipo].includes(participante)) throw new NotFoundError();
      return {
        ...atual,
        [tipo]: participante === null ? [] : atual[tipo].filter((c) => c !== participante),
      };
    },
  );
}
