import { z } from 'zod';
import { listaQuery } from './cadastro.ts';
import { codigo } from './rules.ts';

/**
 * PDF reports (docs/produto.md §7 "Reports"): `/relatorio-*` with the status or codes in the path, and the
 * second service's `/report-*` aliases with them in the query. The answers are PDF files.
 */
export const STATUS_RELATORIO = ['ativos', 'inativos'] as const;
export type StatusRelatorio = (typeof STATUS_RELATORIO)[number];
/** The original client sent 1 and 0 for active and inactive (docs/arquitetura.md §4): both spellings are read. */
const STATUS_NUMERICO: Readonly<Record<string, StatusRelatorio>> = { '1': 'ativos', '0': 'inativos' };
const status = z.preprocess(
  (valor) => (typeof valor === 'string' ? (STATUS_NUMERICO[valor] ?? valor) : valor),
  z.enum(STATUS_RELATORIO, 'Use ativos ou inativos (ou 1 e 0)'),
);

export const relatorioStatusParams = z.object({ status });
export const relatorioResidenteParams = z.object({ pessoa: codigo, residente: codigo });
export const relatorioConvenioParams = z.object({ id: codigo });
export const relatorioFuncionarioParams = z.object({ pessoa: codigo, funcionario: codigo });

export const reportResidenteQuery = z.strictObject({ codigo_pessoa: codigo });
/** A list report prints what the screen shows: its tab (the status) and its search, if any. */
const busca = listaQuery.shape.busca;
export const relatorioListaQuery = z.strictObject({ busca });

export const reportResidentesQuery = z.strictObject({ status_residente: status, busca });
export const reportConveniosQuery = z.strictObject({ status_convenio: status, busca });
export const reportConvenioQuery = z.strictObject({ codigo_convenio: codigo });
export const reportFuncionariosQuery = z.strictObject({ status_funcionario: status, busca });
export const reportFuncionarioQuery = z.strictObject({ codigo_funcionario: codigo });
