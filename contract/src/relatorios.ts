import { z } from 'zod';
import { codigo } from './rules.ts';

/**
 * PDF reports (SPEC §7 "Reports"): `/relatorio-*` with the status or codes in the path, and the
 * second service's `/report-*` aliases with them in the query. The answers are PDF files.
 */
export const STATUS_RELATORIO = ['ativos', 'inativos'] as const;
export type StatusRelatorio = (typeof STATUS_RELATORIO)[number];
/** The original client sent 1 and 0 for active and inactive (DESIGN §4): both spellings are read. */
const STATUS_NUMERICO: Readonly<Record<string, StatusRelatorio>> = { '1': 'ativos', '0': 'inativos' };
const status = z.preprocess(
  (valor) => (typeof valor === 'string' ? (STATUS_NUMERICO[valor] ?? valor) : valor),
  z.enum(STATUS_RELATORIO, 'Use ativos ou inativos (ou 1 e 0)'),
);

export const relatorioStatusParams = z.object({ status });
export const relatorioResidenteParams = z.object({ pessoa: codigo, residente: codigo });
export const relatorioConvenioParams = z.object({ id: codigo });

export const reportResidenteQuery = z.strictObject({ codigo_pessoa: codigo });
export const reportResidentesQuery = z.strictObject({ status_residente: status });
export const reportConveniosQuery = z.strictObject({ status_convenio: status });
export const reportConvenioQuery = z.strictObject({ codigo_convenio: codigo });
