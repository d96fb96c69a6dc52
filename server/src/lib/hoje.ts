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
