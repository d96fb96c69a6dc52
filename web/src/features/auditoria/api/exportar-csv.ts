import { nomeDoCsvDaAuditoria } from '@acolher/contract';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';
import { arquivoFoiBaixado } from '../../../lib/arquivo.ts';
import { noFuso } from '../../../lib/datas.ts';
import { consultaDoFiltro, type FiltroAuditoria } from './auditoria.ts';

/** Said once the browser has the file's download: it finishes in the browser's downloads, not on the page. */
export const CSV_EXPORTADO = 'Exportação do CSV iniciada: acompanhe nos downloads do navegador';

/**
 * `GET /auditoria.csv`: every row the filter on screen finds, streamed by the browser straight to
 * disk (a full export is about 130 MB, too much for a phone's memory), under the name the server
 * gives. First the list's first page with the same filter: the same role, session and filter
 * checks as the export, one cheap query, and unlike a probe of the CSV itself it writes no audit
 * row and starts no export. A refusal there goes to the snackbar in Portuguese; a connection lost
 * mid-file is shown by the browser's downloads. Resolves to whether the file was handed over.
 */
export function exportarCsv(filtro: FiltroAuditoria, fuso: string | undefined): Promise<boolean> {
  const consulta = consultaDoFiltro(filtro);
  return arquivoFoiBaixado(
    `/auditoria.csv${consulta}`,
    nomeDoCsvDaAuditoria(noFuso(fuso).data),
    CSV_EXPORTADO,
    {
      conferir: () => requisitar(`/auditoria${consulta}`, SEM_CORPO),
    },
  );
}
