import { z } from 'zod';
import { limiteDoTexto, listaQuery } from './cadastro.ts';
import { type Catalogo, entradasDe, respostasDe } from './catalogo.ts';
import { MENSAGENS } from './messages.ts';
import { codigo, data, dataAteHoje, periodoEmOrdem, versaoOpcional } from './rules.ts';

/**
 * Follow-ups (acompanhamentos, docs/produto.md §2 "Resident follow-ups", §7 "Follow-ups", decision 0028): a care
 * record. Never deleted; the author or an administrator edits within 24 hours, keeping the previous
 * version; after that a correction is a new follow-up linked to the one it corrects (decision 0028).
 */

export const MAX_ATIVIDADE = 4000;
/** docs/produto.md §9: a list shows an activity's first 55 characters, then an ellipsis; Informações shows it whole. */
export const RESUMO_ATIVIDADE = 55;
/** How long after it was written a follow-up may still be edited (and its participants changed). */
export const JANELA_EDICAO_HORAS = 24;
/** More participants than any activity has: a bound on the body, not a rule of the home. */
export const MAX_PARTICIPANTES = 500;
/**
 * The most rows a date filter of the whole home answers (`/acompanhamento-data-inicial[-final]`):
 * the original client's calls have no paging, and years of a home's follow-ups must not be read
 * into memory at once. Past it, 422 asking for a shorter period; `GET /acompanhamento` pages.
 */
export const MAX_RESUMOS = 2000;
export const MAX_MOTIVO_EDICAO = 500;

/* Shifts */

/** The shifts' wire values. Which of them the home uses is its configuration (TURNOS_LAR). */
export const TURNOS = ['DIA', 'NOITE', 'MANHA', 'TARDE'] as const;
export type Turno = (typeof TURNOS)[number];

export const turnoInfo = z.object({
  TURNO: z.enum(TURNOS),
  NOME: z.string(),
  /** 'HH:mm', inclusive; a shift whose FIM is before its INICIO crosses midnight (Noite). */
  INICIO: z.string(),
  FIM: z.string(),
});
export type TurnoInfo = z.infer<typeof turnoInfo>;
/** `GET /turnos`: the home's shifts, in the day's order, for the form and the list's filter. */
export const turnosResposta = z.array(turnoInfo);

/** The two ways a home splits the day (env TURNOS_LAR=2|3); every minute falls in exactly one shift. */
export const TURNOS_DO_LAR = {
  2: [
    { TURNO: 'DIA', NOME: 'Dia', INICIO: '07:00', FIM: '18:59' },
    { TURNO: 'NOITE', NOME: 'Noite', INICIO: '19:00', FIM: '06:59' },
  ],
  3: [
    { TURNO: 'MANHA', NOME: 'Manhã', INICIO: '07:00', FIM: '12:59' },
    { TURNO: 'TARDE', NOME: 'Tarde', INICIO: '13:00', FIM: '18:59' },
    { TURNO: 'NOITE', NOME: 'Noite', INICIO: '19:00', FIM: '06:59' },
  ],
} as const satisfies Record<2 | 3, readonly TurnoInfo[]>;
export type ConfiguracaoDeTurnos = keyof typeof TURNOS_DO_LAR;

/** Whether 'HH:mm' falls in the shift, a shift that crosses midnight included. */
export function horaNoTurno(hora: string, turno: Pick<TurnoInfo, 'INICIO' | 'FIM'>): boolean {
  const h = hora.slice(0, 5);
  if (turno.INICIO <= turno.FIM) return h >= turno.INICIO && h <= turno.FIM;
  return h >= turno.INICIO || h <= turno.FIM;
}

/** The shift of a time of day in the home's configuration; none without a time. */
export function turnoDaHora(hora: string | null, turnos: readonly TurnoInfo[]): Turno | null {
  if (hora === null) return null;
  return turnos.find((t) => horaNoTurno(hora, t))?.TURNO ?? null;
}

/* Requests */

const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A time of day 'HH:mm' (the home's wall clock); empty or absent is none. */
export const horaOpcional = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.string().regex(HORA, MENSAGENS.horaInvalida).nullable(),
);

const atividade = z
  .string({ error: MENSAGENS.campoObrigatorio })
  .trim()
  .min(1, MENSAGENS.campoObrigatorio)
  .max(MAX_ATIVIDADE, limiteDoTexto(MAX_ATIVIDADE));

const dataDoAcompanhamento = dataAteHoje(MENSAGENS.acompanhamentoFuturo);

/** A list of codes, at least one, none twice. */
function participantes(informe: string) {
  return z
    .array(codigo, { error: informe })
    .min(1, informe)
    .max(MAX_PARTICIPANTES, MENSAGENS.maximoDeParticipantes(MAX_PARTICIPANTES))
    .refine((v) => new Set(v).size === v.length, MENSAGENS.participanteRepetido);
}

/** A participant employee as the follow-up shows it. */
export const funcionarioDoAcompanhamento = z.object({
  CODIGO_FUNCIONARIO: z.number().int(),
  NOME: z.string(),
  SOBRENOME: z.string(),
  CARGO: z.string(),
});
export type FuncionarioDoAcompanhamento = z.infer<typeof funcionarioDoAcompanhamento>;
/** `/acompanhamento_funcionario/{id}` and `/acompanhamento-funcionario/{id}`. */
export const funcionariosDoAcompanhamento = z.array(funcionarioDoAcompanhamento);
export const residenteDoAcompanhamento = z.object({ CODIGO_RESIDENTE: z.number().int(), NOME: z.string() });
/** `/acompanhamento-residente/{id}` and `/residenteNome`: `[{CODIGO_RESIDENTE, NOME}]`. */
export const residentesDoAcompanhamento = z.array(residenteDoAcompanhamento);

const GRUPO = 'Acompanhamento';
/**
 * The follow-up's fields (decisions 0022, 0054): what a write sends, what `GET /acompanhamento/{id}`
 * answers, and how the form, the Informações modal and the prontuário label them.
 */
export const CAMPOS_ACOMPANHAMENTO = {
  DATA_ACOMPANHAMENTO: {
    rotulo: 'Data',
    tipo: 'data',
    grupo: GRUPO,
    obrigatorio: true,
    entrada: dataDoAcompanhamento,
  },
  HORA_ACOMPANHAMENTO: { rotulo: 'Hora', tipo: 'texto', grupo: GRUPO, max: 5, entrada: horaOpcional },
  ATIVIDADE: {
    rotulo: 'Atividade realizada',
    tipo: 'textoLongo',
    grupo: GRUPO,
    max: MAX_ATIVIDADE,
    obrigatorio: true,
    entrada: atividade,
  },
  FUNCIONARIOS: {
    rotulo: 'Funcionários participantes',
    tipo: 'selecao',
    grupo: GRUPO,
    obrigatorio: true,
    entrada: participantes(MENSAGENS.informeFuncionario),
    resposta: funcionariosDoAcompanhamento,
  },
  RESIDENTES: {
    rotulo: 'Residentes',
    tipo: 'selecao',
    grupo: GRUPO,
    obrigatorio: true,
    entrada: participantes(MENSAGENS.informeResidente),
    resposta: residentesDoAcompanhamento,
  },
} as const satisfies Catalogo<string>;
const camposDoAcompanhamento = entradasDe(CAMPOS_ACOMPANHAMENTO);

const { FUNCIONARIOS: _funcionarios, RESIDENTES: _residentes, ...proprios } = CAMPOS_ACOMPANHAMENTO;
/**
 * The follow-up's own fields: all but its participants, who are links in tables of their own. The
 * follow-up's row and each of its previous versions keep a column for each; the service writes,
 * copies and reads them from this list, and the form, the Informações modal, the history and the
 * prontuário show the ones they do not lay out by hand.
 */
export const CAMPOS_PROPRIOS_ACOMPANHAMENTO = proprios;
export type CampoProprioDoAcompanhamento = keyof typeof CAMPOS_PROPRIOS_ACOMPANHAMENTO;

/**
 * `POST /acompanhamentos`: the follow-up with its participants, in one transaction (what the web
 * sends). With CORRIGE_CODIGO it is a correction of that follow-up, allowed at any time.
 */
export const acompanhamentosInput = z.strictObject({
  ...camposDoAcompanhamento,
  CORRIGE_CODIGO: codigo.optional(),
});
export type AcompanhamentosInput = z.input<typeof acompanhamentosInput>;

/** `PUT /acompanhamento-editar/{id}`: the whole follow-up as edited, the VERSAO read and why. */
export const acompanhamentoEditarInput = z.strictObject({
  ...camposDoAcompanhamento,
  VERSAO: versaoOpcional,
  MOTIVO_EDICAO: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || null : (v ?? null)),
    z.string().max(MAX_MOTIVO_EDICAO, limiteDoTexto(MAX_MOTIVO_EDICAO)).nullable(),
  ),
});
export type AcompanhamentoEditarInput = z.input<typeof acompanhamentoEditarInput>;

/**
 * The original client sent the display names along with the codes (NOME of a resident, FNOME or
 * NOME of an employee): the only extra keys the granular routes accept, and they are ignored.
 */
const nomeIgnorado = z
  .unknown()
  .optional()
  .describe('Ignorado: o nome que o cliente antigo mandava junto do código.');
const funcionarioDoVinculo = z.strictObject({
  CODIGO_FUNCIONARIO: codigo,
  NOME: nomeIgnorado,
  FNOME: nomeIgnorado,
});
const residenteDoVinculo = z.strictObject({ CODIGO_RESIDENTE: codigo, NOME: nomeIgnorado });

/** A list in which no item names the same participant twice (400, as `POST /acompanhamentos` answers). */
function semRepetir<T>(lista: z.ZodType<T[]>, chave: (item: T) => string | number) {
  return lista.refine((v) => new Set(v.map(chave)).size === v.length, MENSAGENS.participanteRepetido);
}

/** `POST /acompanhamento` (the granular chain): the follow-up's own fields, optionally with its first participants. */
export const acompanhamentoInput = z.strictObject({
  ...entradasDe(CAMPOS_PROPRIOS_ACOMPANHAMENTO),
  residentes: semRepetir(
    z.array(residenteDoVinculo).max(MAX_PARTICIPANTES),
    (r) => r.CODIGO_RESIDENTE,
  ).optional(),
  funcionarios: semRepetir(
    z.array(funcionarioDoVinculo).max(MAX_PARTICIPANTES),
    (f) => f.CODIGO_FUNCIONARIO,
  ).optional(),
});
export type AcompanhamentoInput = z.input<typeof acompanhamentoInput>;
export const acompanhamentoCriado = z.object({
  CODIGO: z.number().int(),
  DATA_ACOMPANHAMENTO: z.string(),
  ATIVIDADE: z.string(),
});

/** One link or an array of them (the original client sent both). */
function umOuVarios<T extends z.ZodType<{ ACOMPANHAMENTO_CODIGO: number }>>(
  item: T,
  participante: (v: z.output<T>) => number,
) {
  const lista = z.array(item).min(1).max(MAX_PARTICIPANTES);
  return z.union([item, semRepetir(lista, (v) => `${v.ACOMPANHAMENTO_CODIGO}:${participante(v)}`)]);
}
/** `POST /acompanhamento_funcionario`: `{CODIGO_FUNCIONARIO, ACOMPANHAMENTO_CODIGO}` or an array of them. */
export const vinculoFuncionarioInput = umOuVarios(
  funcionarioDoVinculo.extend({ ACOMPANHAMENTO_CODIGO: codigo }),
  (v) => v.CODIGO_FUNCIONARIO,
);
/** `POST /acompanhamento_residente`: `{CODIGO_RESIDENTE, ACOMPANHAMENTO_CODIGO}` or an array of them. */
export const vinculoResidenteInput = umOuVarios(
  residenteDoVinculo.extend({ ACOMPANHAMENTO_CODIGO: codigo }),
  (v) => v.CODIGO_RESIDENTE,
);
export const funcionariosVinculados = z.array(
  z.object({ CODIGO_FUNCIONARIO: z.number().int(), ACOMPANHAMENTO_CODIGO: z.number().int() }),
);
export const residentesVinculados = z.array(
  z.object({ CODIGO_RESIDENTE: z.number().int(), ACOMPANHAMENTO_CODIGO: z.number().int() }),
);

/** Path `/acompanhamento_funcionario/{participante}/{acompanhamento}` and `_residente/…`: an employee or a resident. */
export const participanteParams = z.object({ participante: codigo, acompanhamento: codigo });

/** `GET /acompanhamento`: a page, newest first, by period, shift and every word of the activity. */
export const acompanhamentoListaQuery = listaQuery
  .extend({
    de: data.optional(),
    ate: data.optional(),
    turno: z.enum(TURNOS, 'Turno inválido').optional(),
  })
  .refine(...periodoEmOrdem('de', 'ate'));
export type AcompanhamentoListaQuery = z.infer<typeof acompanhamentoListaQuery>;

/** `GET /acompanhamentos-por-residente/{id}/`: by employee and period, each optional. */
export const acompanhamentosPorResidenteQuery = z
  .strictObject({
    codigo_funcionario: codigo.optional(),
    data_inicial: data.optional(),
    data_final: data.optional(),
  })
  .refine(...periodoEmOrdem('data_inicial', 'data_final'));

const dateStartAteDateFinish = periodoEmOrdem('dateStart', 'dateFinish');
/** `POST /acompanhamento-data-inicial`: from dateStart until today. */
export const filtroDataInicialInput = z.strictObject({ dateStart: data });
/** `POST /acompanhamento-data-inicial-final`. */
export const filtroDataInicialFinalInput = z
  .strictObject({ dateStart: data, dateFinish: data })
  .refine(...dateStartAteDateFinish);
/** `POST /acompanhamento-data-inicial-residente`. */
export const filtroDataInicialResidenteInput = z.strictObject({ dateStart: data, CODIGO_RESIDENTE: codigo });
/** `POST /acompanhamento-data-inicial-final-residente`. */
export const filtroDataInicialFinalResidenteInput = z
  .strictObject({ dateStart: data, dateFinish: data, CODIGO_RESIDENTE: codigo })
  .refine(...dateStartAteDateFinish);

/* Answers */

const hora = z.string().nullable();
const turno = z.enum(TURNOS).nullable();

/** A previous version of a follow-up: what it said before an edit, who changed it, when and why. */
export const versaoDoAcompanhamento = z.object({
  VERSAO: z.number().int(),
  ALTERADO_EM: z.string(),
  ALTERADO_POR: z.string(),
  MOTIVO: z.string().nullable(),
  ...respostasDe(CAMPOS_PROPRIOS_ACOMPANHAMENTO),
  /** "Nome Sobrenome (Cargo)" each. */
  FUNCIONARIOS: z.array(z.string()),
  RESIDENTES: z.array(z.string()),
});
export type VersaoDoAcompanhamento = z.infer<typeof versaoDoAcompanhamento>;

/** `GET /acompanhamento/{id}` and the writes' answer. */
export const acompanhamentoDetalhe = z.object({
  CODIGO: z.number().int(),
  ...respostasDe(CAMPOS_ACOMPANHAMENTO),
  TURNO: turno,
  /** When it was written (ISO); the edit window counts from here. */
  REGISTRADO_EM: z.string(),
  REGISTRADO_POR: z.object({ CODIGO_USUARIO: z.number().int(), NOME: z.string() }).nullable(),
  EDITAVEL_ATE: z.string(),
  /** Whether the caller may edit it now: the author or an administrator, within the window. */
  EDITAVEL: z.boolean(),
  VERSAO: z.number().int(),
  CORRIGE_CODIGO: z.number().int().nullable(),
  /** The follow-ups that correct this one, oldest first. */
  CORRECOES: z.array(z.number().int()),
  /** The previous versions, newest first; empty when never edited. */
  HISTORICO: z.array(versaoDoAcompanhamento),
});
export type AcompanhamentoDetalhe = z.infer<typeof acompanhamentoDetalhe>;

/**
 * A resident's follow-up as `/residente-acomp/{id}`, `/acompanhamentos-por-residente/{id}/` and the
 * four date filters answer it: the spec's `{CODIGO, DATA_ACOMPANHAMENTO, ATIVIDADE}` and what the
 * screen shows beside them. Newest first.
 */
export const acompanhamentoResumo = z.object({
  CODIGO: z.number().int(),
  DATA_ACOMPANHAMENTO: z.string(),
  HORA_ACOMPANHAMENTO: hora,
  TURNO: turno,
  ATIVIDADE: z.string(),
  CORRIGE_CODIGO: z.number().int().nullable(),
  EDITADO: z.boolean(),
});
export type AcompanhamentoResumo = z.infer<typeof acompanhamentoResumo>;
export const acompanhamentoResumos = z.array(acompanhamentoResumo);

/** One row of `GET /acompanhamento` (X-Total-Count sent): the summary and its participants. */
export const acompanhamentoLinha = acompanhamentoResumo.extend({
  /** "Nome Sobrenome (Cargo)", joined by ", ". */
  FUNCIONARIOS: z.string(),
  /** The residents' names, joined by ", ". */
  RESIDENTES: z.string(),
});
export type AcompanhamentoLinha = z.infer<typeof acompanhamentoLinha>;
export const acompanhamentoLista = z.array(acompanhamentoLinha);

/** `GET /acompanhamento-codigo`: informative only, the write assigns the real code. */
export const acompanhamentoCodigoResposta = z.array(z.object({ ACOMPANHAMENTO_CODIGO: z.number().int() }));
/** `GET /infos-acompanhamento/{id}`: NOME_FUNCIONARIO is "Nome Sobrenome (Cargo)" joined by ", ". */
export const infosAcompanhamento = z.array(
  z.object({ DATA_ACOMPANHAMENTO: z.string(), ATIVIDADE: z.string(), NOME_FUNCIONARIO: z.string() }),
);
/** `GET /getNameById/{id}`: the resident's name. */
export const nomeDoResidente = z.array(z.object({ NOME_RESIDENTE: z.string() }));
/** `GET /nome-cargo-funcionario`: "Nome Sobrenome - Cargo" of the active employees. */
export const nomeCargoFuncionarios = z.array(
  z.object({ CODIGO_FUNCIONARIO: z.number().int(), FUNCIONARIO: z.string() }),
);
/** `GET /funcionarioNome`: the active employees' "Nome Sobrenome". */
export const funcionarioNomes = z.array(
  z.object({ CODIGO_FUNCIONARIO: z.number().int(), FNOME: z.string() }),
);

/** A participant as the lists and the history write them: "Nome Sobrenome (Cargo)". */
export function funcionarioEmLinha(f: { NOME: string; SOBRENOME: string; CARGO: string }): string {
  return `${f.NOME} ${f.SOBRENOME} (${f.CARGO})`;
}

/** What an edit adds to the follow-up's fields: why it was made (the form and the history show it). */
export const CAMPOS_EDICAO_ACOMPANHAMENTO = {
  MOTIVO_EDICAO: { rotulo: 'Motivo da alteração', tipo: 'texto', grupo: GRUPO, max: MAX_MOTIVO_EDICAO },
} as const satisfies Catalogo<'MOTIVO_EDICAO'>;
