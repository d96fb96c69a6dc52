import { MENSAGENS } from '@acolher/contract';
import { formatarData } from '../../../lib/datas.ts';
import { pdfFoiBaixado } from '../../../lib/pdf.ts';

/** The prontuário's filters as its modal holds them: empty means "all" (every date, every employee). */
export type FiltroDoProntuario = {
  employeeId: string;
  dateStart: string;
  dateFinish: string;
};

/** dd-MM-yyyy: a date in a file name, where a slash cannot go (the server names the file the same way). */
const dataNoNome = (data: string) => formatarData(data).replaceAll('/', '-');

/** SPEC §7: "Prontuário {nome}", plus " (Início {data})" and " (Fim {data})" when given. */
function nomeDoProntuario(nome: string, { dateStart, dateFinish }: FiltroDoProntuario): string {
  const inicio = dateStart ? ` (Início ${dataNoNome(dateStart)})` : '';
  const fim = dateFinish ? ` (Fim ${dataNoNome(dateFinish)})` : '';
  return `Prontuário ${nome}${inicio}${fim}`;
}

/** `?dateStart=&dateFinish=&employeeId=`, each only when given. */
function consulta({ employeeId, dateStart, dateFinish }: FiltroDoProntuario): string {
  const parametros = new URLSearchParams();
  if (dateStart) parametros.set('dateStart', dateStart);
  if (dateFinish) parametros.set('dateFinish', dateFinish);
  if (employeeId) parametros.set('employeeId', employeeId);
  const texto = parametros.toString();
  return texto ? `?${texto}` : '';
}

/**
 * `GET /api/v1/assists/{id}`: the resident's prontuário, saved as SPEC §7 names it; the link is
 * revoked after 100 ms and then "Prontuário emitido com sucesso" is shown (`pdfFoiBaixado`). Resolves to
 * whether it was saved.
 */
export function baixarProntuario(
  residente: number,
  nome: string,
  filtro: FiltroDoProntuario,
): Promise<boolean> {
  return pdfFoiBaixado(
    `/api/v1/assists/${residente}${consulta(filtro)}`,
    `${nomeDoProntuario(nome, filtro)}.pdf`,
    MENSAGENS.prontuarioEmitido,
  );
}
