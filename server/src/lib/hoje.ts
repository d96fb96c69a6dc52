/** The home's calendar day (TZ_LAR) as 'YYYY-MM-DD': "today" for birthdays, proofs of life and dates up to today. */
export function hojeNoLar(tz: string, agora: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(agora);
}
