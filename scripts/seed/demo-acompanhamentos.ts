import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../server/src/db/client.ts';
import {
  acompanhamento,
  acompanhamentoFuncionario,
  acompanhamentoResidente,
  acompanhamentoVersao,
} from '../../server/src/db/schema.ts';
import { somarDias } from './datas.ts';
import { ATIVIDADES_DIA, ATIVIDADES_NOITE, CORRECOES, MOTIVOS_EDICAO } from './nomes.ts';
import type { Sorteio } from './sorteio.ts';

/**
 * 300 follow-ups in all: entries (the newest few written by the team account in the last hours, so
 * they are still editable when the demo is opened), a few edited within their window, a few corrections.
 */
const QUANTOS = { registros: 294, recentes: 4, editados: 10, correcoes: 6 };
/** "The last months": how far back the demo's follow-ups go. */
const DIAS = 120;
/** A correction is written days after the entry's window closed: only entries at least this old get one. */
const CORRIGIDOS_COM_DIAS = 3;
const HORAS_DA_NOITE = [19, 20, 21, 22, 23, 0, 1, 2, 3, 4, 5, 6] as const;

/** Who the demo's follow-ups are about and who writes them: the team account and its employee. */
export interface EquipeDoDemo {
  residentes: number[];
  funcionarios: number[];
  autor: { CODIGO: number; CODIGO_FUNCIONARIO: number | null };
}

interface Agora {
  hoje: string;
  /** HH:mm in the home's time zone. */
  hora: string;
  fuso: string;
}

interface Registro {
  DATA_ACOMPANHAMENTO: string;
  HORA_ACOMPANHAMENTO: string | null;
  ATIVIDADE: string;
  /** The writer's employee first. */
  FUNCIONARIOS: number[];
  RESIDENTES: number[];
  /** Written by the team account (else by no account: as imported). */
  doAutor: boolean;
  /** Minutes between the care and its record. */
  atraso: number;
}

/** HH:mm: mostly the day shift's hours, a quarter at night, one in 30 with no time (imported). */
function horaSorteada(sorteio: Sorteio): string | null {
  if (sorteio.chance(1 / 30)) return null;
  const hora = sorteio.chance(0.25) ? sorteio.item(HORAS_DA_NOITE) : sorteio.inteiro(7, 18);
  return `${String(hora).padStart(2, '0')}:${String(sorteio.inteiro(0, 11) * 5).padStart(2, '0')}`;
}

const daNoite = (hora: string | null) => hora !== null && (hora < '07:00' || hora >= '19:00');

/** One follow-up as a shift writes it: the night's care at night, nothing of today after now. */
function registroSorteado(sorteio: Sorteio, equipe: EquipeDoDemo, agora: Agora): Registro {
  const hora = horaSorteada(sorteio);
  const data = somarDias(agora.hoje, -sorteio.inteiro(0, DIAS));
  const passouDeAgora = data === agora.hoje && hora !== null && hora > agora.hora;
  const autor = equipe.autor.CODIGO_FUNCIONARIO;
  const doAutor = autor !== null && sorteio.chance(0.5);
  const colegas = equipe.funcionarios.filter((f) => f !== autor);
  const quantosResidentes = sorteio.chance(0.75) ? 1 : sorteio.chance(0.7) ? 2 : sorteio.inteiro(3, 4);
  return {
    DATA_ACOMPANHAMENTO: passouDeAgora ? somarDias(data, -1) : data,
    HORA_ACOMPANHAMENTO: hora,
    ATIVIDADE: sorteio.item(daNoite(hora) ? ATIVIDADES_NOITE : ATIVIDADES_DIA),
    FUNCIONARIOS:
      doAutor && autor !== null
        ? [autor, ...sorteio.distintos(colegas, sorteio.inteiro(0, 2))]
        : sorteio.distintos(colegas, sorteio.inteiro(1, 3)),
    RESIDENTES: sorteio.distintos(equipe.residentes, quantosResidentes),
    doAutor,
    atraso: sorteio.inteiro(5, 120),
  };
}

/** `minutos` before now in the home's zone, as a date and HH:mm. */
function antesDeAgora(agora: Agora, minutos: number) {
  const [h = 0, m = 0] = agora.hora.split(':').map(Number);
  const total = h * 60 + m - minutos;
  const dias = Math.floor(total / 1440);
  const doDia = total - dias * 1440;
  const hhmm = `${String(Math.floor(doDia / 60)).padStart(2, '0')}:${String(doDia % 60).padStart(2, '0')}`;
  return { DATA_ACOMPANHAMENTO: somarDias(agora.hoje, dias), HORA_ACOMPANHAMENTO: hhmm };
}

/** One of the team account's entries of the last hours, `minutos` ago, written 5 minutes after. */
function registroRecente(sorteio: Sorteio, equipe: EquipeDoDemo, agora: Agora, minutos: number): Registro {
  const quando = antesDeAgora(agora, minutos);
  const r = registroSorteado(sorteio, equipe, agora);
  const autor = equipe.autor.CODIGO_FUNCIONARIO;
  return {
    ...r,
    ...quando,
    ATIVIDADE: sorteio.item(daNoite(quando.HORA_ACOMPANHAMENTO) ? ATIVIDADES_NOITE : ATIVIDADES_DIA),
    FUNCIONARIOS: autor === null ? r.FUNCIONARIOS : [autor, ...r.FUNCIONARIOS.filter((f) => f !== autor)],
    doAutor: autor !== null,
    atraso: 5,
  };
}

/** When it was written: `atraso` minutes after the care, in the home's zone, never after now. */
function registradoEm(r: Registro, fuso: string): SQL {
  return sql`least(now(), (${r.DATA_ACOMPANHAMENTO}::date + ${r.HORA_ACOMPANHAMENTO ?? '12:00'}::time
    + make_interval(mins => ${r.atraso}::int)) at time zone ${fuso})`;
}

/** What an edited entry said before its edit, and why it changed: each reason changes its own part. */
function versaoAnterior(sorteio: Sorteio, r: Registro) {
  const motivo = sorteio.item(MOTIVOS_EDICAO);
  const anterior = { ...r };
  if (motivo === 'Faltou um participante' && r.FUNCIONARIOS.length > 1) {
    anterior.FUNCIONARIOS = r.FUNCIONARIOS.slice(0, -1);
  } else if (motivo === 'Horário anotado errado' && r.HORA_ACOMPANHAMENTO !== null) {
    const hora = (Number(r.HORA_ACOMPANHAMENTO.slice(0, 2)) + 1) % 24;
    anterior.HORA_ACOMPANHAMENTO = `${String(hora).padStart(2, '0')}${r.HORA_ACOMPANHAMENTO.slice(2)}`;
  } else {
    // A typo: two letters swapped a little into the text.
    const t = r.ATIVIDADE;
    anterior.ATIVIDADE = `${t.slice(0, 10)}${t.charAt(11)}${t.charAt(10)}${t.slice(12)}`;
  }
  // One in four edits says no reason (it is optional).
  return { anterior, motivo: sorteio.chance(0.25) ? null : motivo };
}

async function inserirParticipantes(tx: Tx, codigos: number[], registros: Registro[]): Promise<void> {
  const pares = registros.map((r, i) => ({ r, ACOMPANHAMENTO_CODIGO: codigos[i] ?? 0 }));
  await tx
    .insert(acompanhamentoFuncionario)
    .values(
      pares.flatMap(({ r, ACOMPANHAMENTO_CODIGO }) =>
        r.FUNCIONARIOS.map((CODIGO_FUNCIONARIO) => ({ ACOMPANHAMENTO_CODIGO, CODIGO_FUNCIONARIO })),
      ),
    );
  await tx
    .insert(acompanhamentoResidente)
    .values(
      pares.flatMap(({ r, ACOMPANHAMENTO_CODIGO }) =>
        r.RESIDENTES.map((CODIGO_RESIDENTE) => ({ ACOMPANHAMENTO_CODIGO, CODIGO_RESIDENTE })),
      ),
    );
}

/** The rows, oldest first so codes follow the order they were written; their codes in that order. */
async function inserirRegistros(
  tx: Tx,
  registros: Registro[],
  equipe: EquipeDoDemo,
  agora: Agora,
  editados: Set<Registro>,
): Promise<number[]> {
  const criados = await tx
    .insert(acompanhamento)
    .values(
      registros.map((r) => ({
        ATIVIDADE: r.ATIVIDADE,
        DATA_ACOMPANHAMENTO: r.DATA_ACOMPANHAMENTO,
        HORA_ACOMPANHAMENTO: r.HORA_ACOMPANHAMENTO,
        REGISTRADO_POR: r.doAutor ? equipe.autor.CODIGO : null,
        REGISTRADO_POR_FUNCIONARIO: r.FUNCIONARIOS[0] ?? null,
        REGISTRADO_EM: registradoEm(r, agora.fuso),
        ATUALIZADO_EM: registradoEm({ ...r, atraso: r.atraso + (editados.has(r) ? 20 : 0) }, agora.fuso),
        VERSAO: editados.has(r) ? 2 : 1,
      })),
    )
    .returning({ CODIGO: acompanhamento.CODIGO });
  const codigos = criados.map((c) => c.CODIGO);
  await inserirParticipantes(tx, codigos, registros);
  return codigos;
}

/** Each edit's previous version, written by the team account 20 minutes after the entry (in its window). */
async function inserirHistorico(
  tx: Tx,
  sorteio: Sorteio,
  editados: { codigo: number; r: Registro }[],
  autor: number,
): Promise<void> {
  if (editados.length === 0) return;
  await tx.insert(acompanhamentoVersao).values(
    editados.map(({ codigo, r }) => {
      const { anterior, motivo } = versaoAnterior(sorteio, r);
      return {
        ACOMPANHAMENTO_CODIGO: codigo,
        VERSAO: 1,
        DATA_ACOMPANHAMENTO: anterior.DATA_ACOMPANHAMENTO,
        HORA_ACOMPANHAMENTO: anterior.HORA_ACOMPANHAMENTO,
        ATIVIDADE: anterior.ATIVIDADE,
        FUNCIONARIOS: anterior.FUNCIONARIOS,
        RESIDENTES: anterior.RESIDENTES,
        ALTERADO_EM: sql`(select least(now(), registrado_em + interval '20 minutes') from acompanhamento where codigo = ${codigo})`,
        ALTERADO_POR: autor,
        MOTIVO: motivo,
      };
    }),
  );
}

/** Corrections of older entries by the team account, two days after each (their windows long closed). */
async function inserirCorrecoes(
  tx: Tx,
  sorteio: Sorteio,
  corrigidos: { codigo: number; r: Registro }[],
  equipe: EquipeDoDemo,
): Promise<void> {
  const autor = equipe.autor.CODIGO_FUNCIONARIO;
  const correcoes = corrigidos.map(({ codigo, r }) => ({
    codigo,
    r: {
      ...r,
      ATIVIDADE: sorteio.item(CORRECOES),
      FUNCIONARIOS: autor === null ? r.FUNCIONARIOS : [autor, ...r.FUNCIONARIOS.filter((f) => f !== autor)],
    },
  }));
  const criados = await tx
    .insert(acompanhamento)
    .values(
      correcoes.map(({ codigo, r }) => ({
        ATIVIDADE: r.ATIVIDADE,
        DATA_ACOMPANHAMENTO: r.DATA_ACOMPANHAMENTO,
        HORA_ACOMPANHAMENTO: r.HORA_ACOMPANHAMENTO,
        REGISTRADO_POR: equipe.autor.CODIGO,
        REGISTRADO_POR_FUNCIONARIO: autor,
        REGISTRADO_EM: sql`(select least(now(), registrado_em + interval '2 days') from acompanhamento where codigo = ${codigo})`,
        CORRIGE_CODIGO: codigo,
      })),
    )
    .returning({ CODIGO: acompanhamento.CODIGO });
  await inserirParticipantes(
    tx,
    criados.map((c) => c.CODIGO),
    correcoes.map((c) => c.r),
  );
}

const ordemEscrita = (a: Registro, b: Registro) =>
  `${a.DATA_ACOMPANHAMENTO} ${a.HORA_ACOMPANHAMENTO ?? '12:00'}`.localeCompare(
    `${b.DATA_ACOMPANHAMENTO} ${b.HORA_ACOMPANHAMENTO ?? '12:00'}`,
  );

/**
 * The demo home's follow-ups over the last months: care of the day and of the night at their
 * hours, one to three employees and one to four residents each, half written by the team account
 * (so its newest ones are still editable), ten edited within their window with the previous version
 * kept, and six older ones set right by a correction.
 */
export async function semearAcompanhamentosDoDemo(
  tx: Tx,
  sorteio: Sorteio,
  equipe: EquipeDoDemo,
  agora: Agora,
): Promise<void> {
  const registros = [
    ...Array.from({ length: QUANTOS.registros - QUANTOS.recentes }, () =>
      registroSorteado(sorteio, equipe, agora),
    ),
    ...Array.from({ length: QUANTOS.recentes }, (_, i) =>
      registroRecente(sorteio, equipe, agora, 30 + i * 75),
    ),
  ].sort(ordemEscrita);
  const editaveis = registros.filter((r) => r.doAutor);
  const editados = new Set(sorteio.distintos(editaveis, QUANTOS.editados));
  const codigos = await inserirRegistros(tx, registros, equipe, agora, editados);
  const comCodigo = registros.map((r, i) => ({ codigo: codigos[i] ?? 0, r }));
  await inserirHistorico(
    tx,
    sorteio,
    comCodigo.filter(({ r }) => editados.has(r)),
    equipe.autor.CODIGO,
  );
  const antigos = comCodigo.filter(
    ({ r }) => r.DATA_ACOMPANHAMENTO <= somarDias(agora.hoje, -CORRIGIDOS_COM_DIAS) && !editados.has(r),
  );
  await inserirCorrecoes(tx, sorteio, sorteio.distintos(antigos, QUANTOS.correcoes), equipe);
}
