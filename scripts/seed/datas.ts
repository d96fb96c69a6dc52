/** Today's date (YYYY-MM-DD) in the home's time zone: birthdays and due dates follow the home's calendar. */
export function hojeNoFuso(fuso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: fuso }).format(new Date());
}

/** The time (HH:mm, 24 h) in the home's time zone: no demo follow-up of today is after it. */
export function horaNoFuso(fuso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: fuso,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
}

export function somarDias(iso: string, dias: number): string {
  const data = new Date(`${iso}T00:00:00Z`);
  data.setUTCDate(data.getUTCDate() + dias);
  return data.toISOString().slice(0, 10);
}

export function data(ano: number, mes: number, dia: number): string {
  return `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}
