import { MENSAGENS, nomeDoProntuario } from '@acolher/contract';
import { falhaAoBaixar } from '../../../lib/arquivo.ts';

/** The prontuário's filters as its modal holds them: empty means "all" (every date, every employee). */
export type FiltroDoProntuario = {
  employeeId: string;
  dateStart: string;
  dateFinish: string;
};

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
 * `GET /api/v1/assists/{id}`: the resident's prontuário, saved as docs/produto.md §7 names it; the link is
 * revoked after 100 ms and then "Prontuário emitido com sucesso" is shown (`falhaAoBaixar`). Resolves to
 * why it was not saved, or null once it was.
 */
export function baixarProntuario(
  residente: number,
  nome: string,
  filtro: FiltroDoProntuario,
): Promise<string | null> {
  return falhaAoBaixar(
    `/api/v1/assists/${residente}${consulta(filtro)}`,
    nomeDoProntuario(nome, filtro.dateStart, filtro.dateFinish),
    MENSAGENS.prontuarioEmitido,
  );
}
