import { nomeDoCsvDaAuditoria } from '@acolher/contract';
import { noFuso } from '../../../lib/datas.ts';
import { pdfFoiBaixado } from '../../../lib/pdf.ts';
import { consultaDoFiltro, type FiltroAuditoria } from './auditoria.ts';

export const CSV_EXPORTADO = 'CSV da auditoria exportado com sucesso';

/**
 * `GET /auditoria.csv`: every row the filter on screen finds, saved under the name the server gives
 * (the contract's, by the home's day, when it gives none). A refusal or a dropped connection goes to
 * the snackbar in Portuguese; resolves to whether the file was saved.
 */
export function exportarCsv(filtro: FiltroAuditoria, fuso: string | undefined): Promise<boolean> {
  return pdfFoiBaixado(
    `/auditoria.csv${consultaDoFiltro(filtro)}`,
    nomeDoCsvDaAuditoria(noFuso(fuso).data),
    CSV_EXPORTADO,
  );
}
