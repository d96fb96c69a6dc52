import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);
dayjs.locale('pt-br');

/** Dates travel as YYYY-MM-DD (or ISO timestamps) and are shown dd/MM/yyyy (docs/produto.md §9). */
export function formatarData(valor: string | null | undefined): string {
  if (!valor) return '';
  const data = /^\d{4}-\d{2}-\d{2}$/.test(valor) ? dayjs(valor, 'YYYY-MM-DD', true) : dayjs(valor);
  return data.isValid() ? data.format('DD/MM/YYYY') : '';
}

/** Today on this device's calendar as YYYY-MM-DD: the default of admission and discharge dates. */
export function hojeIso(): string {
  return dayjs().format('YYYY-MM-DD');
}

/**
 * The date (YYYY-MM-DD) and time (HH:mm) of a moment (now, by default) in time zone `fuso` (the
 * home's TZ_LAR), whatever zone the device is set to: a follow-up written at 22:30 in São Paulo from
 * a phone set to UTC is still that day and that shift. Without a zone, the device's own clock.
 */
export function noFuso(fuso: string | undefined, agora: Date = new Date()): { data: string; hora: string } {
  const partes = new Intl.DateTimeFormat('en-CA', {
    timeZone: fuso,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(agora);
  const parte = (tipo: Intl.DateTimeFormatPartTypes) => partes.find((p) => p.type === tipo)?.value ?? '';
  return {
    data: `${parte('year')}-${parte('month')}-${parte('day')}`,
    hora: `${parte('hour')}:${parte('minute')}`,
  };
}

/**
 * A timestamp (ISO) as people read it on the clock of `fuso`: "25/11/2026 às 14:05", or in a table's
 * narrow cell, with `entre = ' '`, "25/11/2026 14:05".
 */
export function momentoNoFuso(iso: string, fuso: string | undefined, entre = ' às '): string {
  const { data, hora } = noFuso(fuso, new Date(iso));
  return `${formatarData(data)}${entre}${hora}`;
}

export function anoAtual(): number {
  return dayjs().year();
}

export { dayjs };
