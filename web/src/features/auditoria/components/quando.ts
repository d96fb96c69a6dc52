import { formatarData, noFuso } from '../../../lib/datas.ts';

/** A log row's moment on the home's clock (TZ_LAR), whatever the device's zone: "24/11/2026 02:05". */
export function quando(iso: string, fuso: string | undefined): string {
  const { data, hora } = noFuso(fuso, new Date(iso));
  return `${formatarData(data)} ${hora}`;
}
