import { z } from 'zod';
import { dataOpcional } from './cadastro.ts';
import { dataDeIso } from './mascaras.ts';
import { codigo, periodoEmOrdem } from './rules.ts';

/**
 * The prontuário (docs/produto.md §7 "Follow-ups", decision 0029): a resident's follow-ups as a PDF fit for an
 * inspection, or every follow-up of a period. Each filter is optional; an empty one (the form's
 * blank date, the select's "Todos os funcionários") means no filter.
 */

/**
 * The most follow-ups one prontuário prints (the server lays it out in parts, decision 0029; its
 * time grows with it, a few seconds per thousand rows). A longer record is printed by period.
 */
export const MAX_LINHAS_PRONTUARIO = 25_000;

export const TEXTOS_PRONTUARIO = {
  titulo: 'Prontuário',
  inicio: 'Início',
  fim: 'Fim',
  todosOsFuncionarios: 'Todos os funcionários',
  todosOsResidentes: 'Todos os residentes',
  grandeDemais: 'O prontuário é grande demais para um PDF: escolha um período menor (De e Até)',
} as const;

/** dd-MM-yyyy: a date in a file name, where a slash cannot go. */
const dataNoNome = (data: string) => dataDeIso(data).replaceAll('/', '-');

/**
 * docs/produto.md §7: the PDF's file name, "Prontuário {nome}.pdf" with " (Início {data})" and " (Fim {data})"
 * when the period has them. The server sends it and the browser saves the file under it.
 */
export function nomeDoProntuario(nome: string, de?: string | null, ate?: string | null): string {
  const inicio = de ? ` (${TEXTOS_PRONTUARIO.inicio} ${dataNoNome(de)})` : '';
  const fim = ate ? ` (${TEXTOS_PRONTUARIO.fim} ${dataNoNome(ate)})` : '';
  return `${TEXTOS_PRONTUARIO.titulo} ${nome}${inicio}${fim}.pdf`;
}

/** A code that may come empty: '' or null is "no filter". */
const codigoOpcional = z.preprocess((v) => (v === '' ? null : (v ?? null)), codigo.nullable());

/** The period of a filter: both ends optional, each up to 2999-12-31, the start not after the end. */
const periodoDoFiltro = periodoEmOrdem('dateStart', 'dateFinish');

/** `POST /prontuario`: docs/produto.md §3's report filter plus the resident; without one, every follow-up. */
export const prontuarioInput = z
  .strictObject({
    codigoResidente: codigoOpcional,
    dateStart: dataOpcional,
    dateFinish: dataOpcional,
    codigoFuncionario: codigoOpcional,
  })
  .refine(...periodoDoFiltro);
export type ProntuarioInput = z.input<typeof prontuarioInput>;

/** `GET /api/v1/assists?dateStart&dateFinish`: every follow-up of the period. */
export const assistsQuery = z
  .strictObject({ dateStart: dataOpcional, dateFinish: dataOpcional })
  .refine(...periodoDoFiltro);

/** `GET /api/v1/assists/{id}?dateStart&dateFinish&employeeId`: the prontuário of resident `id`. */
export const assistsResidenteQuery = z
  .strictObject({ dateStart: dataOpcional, dateFinish: dataOpcional, employeeId: codigoOpcional })
  .refine(...periodoDoFiltro);
