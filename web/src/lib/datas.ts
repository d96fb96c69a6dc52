import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);
dayjs.locale('pt-br');

/** Dates travel as YYYY-MM-DD (or ISO timestamps) and are shown dd/MM/yyyy (SPEC §9). */
export function formatarData(valor: string | null | undefined): string {
  if (!valor) return '';
  const data = /^\d{4}-\d{2}-\d{2}$/.test(valor) ? dayjs(valor, 'YYYY-MM-DD', true) : dayjs(valor);
  return data.isValid() ? data.format('DD/MM/YYYY') : '';
}

/** Today on this device's calendar as YYYY-MM-DD: the default of admission and discharge dates. */
export function hojeIso(): string {
  return dayjs().format('YYYY-MM-DD');
}

export function anoAtual(): number {
  return dayjs().year();
}

export { dayjs };

/** A moment (ISO timestamp) as this device's clock reads it: dd/MM/yyyy HH:mm. */
export function formatarDataHora(valor: string | null | undefined): string {
  const data = valor ? dayjs(valor) : null;
  return data?.isValid() ? data.format('DD/MM/YYYY HH:mm') : '';
}
