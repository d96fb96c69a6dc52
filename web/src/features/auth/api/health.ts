import { requisitar, SEM_CORPO } from '../../../lib/api.ts';

/** GET /health when the login screen opens, so the first real call finds the server awake. */
export function aquecerServidor(): void {
  requisitar('/health', SEM_CORPO, { publica: true }).catch(() => undefined);
}
