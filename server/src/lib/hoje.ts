import { InvalidInputError } from './errors.ts';

/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs ICU memory outside V8's heap,
 * and the home boxes ask for "today" on every request.
 */
const formatadores = new Map<string, Intl.DateTimeFormat>();

function formatadorDe(tz: string): Intl.DateTimeFormat {
  let formatador = formatadores.get(tz);
  if (!formatador) {
    formatador = new Intl.DateTimeFormat('en-CA', { timeZone: tz });
    formatadores.set(tz, formatador);
  }
  return formatador;
}

/** The home's calendar day (TZ_LAR) as 'YYYY-MM-DD': "today" for birthdays, proofs of life and dates up to today. */
export function hojeNoLar(tz: string, agora: Date = new Date()): string {
  return formatadorDe(tz).format(agora);
}

/** 400 on `campo` when `data` is after the home's `hoje`: admissions, discharges and dismissals are not planned here. */
export function exigirAteHoje(hoje: string, campo: string, data: string, mensagem: string): void {
  if (data > hoje) throw new InvalidInputError(mensagem, [{ campo, mensagem }]);
}

/**
 * 400 on `campo` when `data` comes before `inicio` (either absent: nothing to check): a stay or a job
 * ends after it began, and the next one begins after it ended.
 */
export function exigirNaoAntes(
  inicio: string | null,
  campo: string,
  data: string | null,
  mensagem: string,
): void {
  if (inicio !== null && data !== null && data < inicio)
    throw new InvalidInputError(mensagem, [{ campo, mensagem }]);
}

/** What a new period's first day is refused with: after today, before the last period ended. */
export interface RecusasDoInicio {
  futura: string;
  antesDoFim: string;
}

/**
 * The first day of a new period, a resident's readmission (decision 0023) or an employee's rehire
 * (decision 0045): the home's today when none came; 400 on `campo` when it is after today or before
 * the day the last period ended.
 */
export function inicioDoNovoPeriodo(
  tz: string,
  campo: string,
  pedido: string | undefined,
  fimAnterior: string | null,
  recusas: RecusasDoInicio,
): string {
  const hoje = hojeNoLar(tz);
  const data = pedido ?? hoje;
  exigirAteHoje(hoje, campo, data, recusas.futura);
  exigirNaoAntes(fimAnterior, campo, data, recusas.antesDoFim);
  return data;
}
