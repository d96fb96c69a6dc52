import {
  type AuditoriaFiltroQuery,
  type AuditoriaItem,
  COLUNAS_CSV_AUDITORIA,
  nomeDoCsvDaAuditoria,
  rotuloDaAcao,
  rotuloDaEntidade,
} from '@acolher/contract';
import type { Db } from '../../db/client.ts';
import type { Autor } from '../../lib/autor.ts';
import { escrever } from '../../lib/escrita.ts';
import { hojeNoLar } from '../../lib/hoje.ts';
import { formatadorDeDataHora } from '../../lib/pdf.ts';
import { lotesDaAuditoria } from './consulta.ts';

/**
 * The audit export as Brazilian Excel opens it (decision 0033): UTF-8 with a BOM (or Excel reads it
 * as Latin-1), `;` between cells (`,` is the decimal mark), CRLF between rows, the home's clock.
 */
export const BOM = '\uFEFF';
const SEPARADOR = ';';
const FIM_DE_LINHA = '\r\n';

/**
 * A cell as text Excel will not run: one starting with = + - @ (or a tab or CR, which Excel skips
 * to reach one) would be read as a formula (CSV injection), so it is led by an apostrophe. Every
 * cell is quoted, with its quotes doubled, so `;` and line breaks inside stay in the cell.
 */
export function celula(valor: string): string {
  const seguro = /^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor;
  return `"${seguro.replaceAll('"', '""')}"`;
}

function linha(celulas: string[]): string {
  return celulas.map(celula).join(SEPARADOR) + FIM_DE_LINHA;
}

/** Rows in COLUNAS_CSV_AUDITORIA's order, labels in Portuguese, DETALHES as the screen's sanitised JSON. */
function linhasDoCsv(tz: string): (itens: AuditoriaItem[]) => string {
  const dataHora = formatadorDeDataHora(tz, true);
  const quando = (iso: string) => dataHora(new Date(iso));
  return (itens) =>
    itens
      .map((item) =>
        linha([
          String(item.CODIGO),
          quando(item.EM),
          item.USUARIO ?? '',
          item.LOGIN ?? '',
          rotuloDaAcao(item.ACAO),
          rotuloDaEntidade(item.ENTIDADE),
          item.REGISTRO ?? '',
          item.IP ?? '',
          String(item.CONTAGEM),
          item.ULTIMA_EM === null ? '' : quando(item.ULTIMA_EM),
          item.DETALHES === null ? '' : JSON.stringify(item.DETALHES),
        ]),
      )
      .join('');
}

/**
 * The whole filtered log as a CSV file, read in batches as the answer is written, never all at once.
 * The first batch is read before anything is answered or audited: a filter the database refuses (a
 * day it has no calendar for, year 0) is the JSON list's 400, not a 200 cut short after its header,
 * and no export is recorded that never happened. Then audited (who took the log out, narrowed to
 * what: an export is a report, docs/arquitetura.md §5).
 */
export async function exportarAuditoria(
  db: Db,
  autor: Autor,
  filtro: AuditoriaFiltroQuery,
  tz: string,
): Promise<{ nome: string; conteudo: AsyncGenerator<string> }> {
  const nome = nomeDoCsvDaAuditoria(hojeNoLar(tz));
  const lotes = lotesDaAuditoria(db, filtro, tz);
  const primeiro = await lotes.next();
  await escrever(db, autor, {
    acao: 'emitir',
    entidade: 'relatorio',
    auditoria: () => ({ registro: 'auditoria', detalhes: { arquivo: nome, filtro } }),
  });
  const paraCsv = linhasDoCsv(tz);
  async function* conteudo() {
    yield BOM + linha([...COLUNAS_CSV_AUDITORIA]);
    if (primeiro.done) return;
    yield paraCsv(primeiro.value);
    for await (const lote of lotes) yield paraCsv(lote);
  }
  return { nome, conteudo: conteudo() };
}
