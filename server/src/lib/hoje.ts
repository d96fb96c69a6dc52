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

/** 400 on `campo` when `data` (if any) comes before `inicio`: a stay or a job ends after it began. */
export function exigirNaoAntes(inicio: string, campo: string, data: string | null, mensagem: string): void {
  if (data !== null && data < inicio) throw new InvalidInputError(mensagem, [{ campo, mensagem }]);
}
