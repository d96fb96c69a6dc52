import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { type DocumentoPdf, poolDePdf, textoPaginado } from './pool-de-pdf.ts';

/**
 * Server-side PDF reports (docs/arquitetura.md §2 lib/pdf): one page layout for every report — the home's
 * name and the title on top of each page, who emitted it and when, "Página X de Y" at the foot —
 * and tables whose header row repeats on every page. pdfmake's embedded Roboto has the
 * Portuguese accents; it lays the pages out in a thread of the PDF pool (pool-de-pdf.ts), never
 * on the event loop.
 */

export interface Emissao {
  /** The home's name (NOME_LAR). */
  lar: string;
  /** Who asked for the report, as people know them. */
  usuario: string;
  em: Date;
  /** The home's time zone (TZ_LAR): the printed time is the home's clock. */
  tz: string;
}

export interface Relatorio {
  titulo: string;
  /** A line under the title on every page: what the report was narrowed to (a list's search). */
  subtitulo?: string;
  emissao: Emissao;
  conteudo: Content[];
  /** Wide tables print better across the page. */
  paisagem?: boolean;
}

/**
 * "dd/MM/yyyy HH:mm", or with `segundos` "dd/MM/yyyy HH:mm:ss", on the home's clock. The formatter is
 * built once and the function it returns used for every row (a million-row export pays it once).
 */
export function formatadorDeDataHora(tz: string, segundos = false): (em: Date) => string {
  const formato = new Intl.DateTimeFormat('pt-BR', {
    timeZone: tz,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(segundos ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  });
  return (em) => {
    const partes = Object.fromEntries(formato.formatToParts(em).map((p) => [p.type, p.value]));
    const hora = `${partes.hour}:${partes.minute}${segundos ? `:${partes.second}` : ''}`;
    return `${partes.day}/${partes.month}/${partes.year} ${hora}`;
  };
}

/** "dd/MM/yyyy HH:mm" on the home's clock. */
export function dataHoraNoLar(em: Date, tz: string): string {
  return formatadorDeDataHora(tz)(em);
}

/** A stored date ('YYYY-MM-DD') as people read it; empty when absent. */
export function dataBr(valor: string | null | undefined): string {
  if (!valor) return '';
  const [ano, mes, dia] = valor.split('-');
  return `${dia}/${mes}/${ano}`;
}

const MARGEM_LATERAL = 40;

const MARGEM_SUPERIOR = 70;
/** The subtitle's line in the page header pushes the page's content down by this much. */
const ALTURA_SUBTITULO = 14;

function cabecalho(relatorio: Relatorio): Content {
  return {
    margin: [MARGEM_LATERAL, 20, MARGEM_LATERAL, 0],
    stack: [
      { text: relatorio.emissao.lar, style: 'lar' },
      { text: relatorio.titulo, style: 'titulo' },
      ...(relatorio.subtitulo ? [{ text: relatorio.subtitulo, style: 'subtitulo' }] : []),
    ],
  };
}

/** The foot of every page; the pool's thread writes each page's numbers in (`paginado`). */
function rodape(emissao: Emissao): Content {
  return {
    margin: [MARGEM_LATERAL, 10, MARGEM_LATERAL, 0],
    columns: [
      { text: `Emitido por ${emissao.usuario} em ${dataHoraNoLar(emissao.em, emissao.tz)}`, style: 'rodape' },
      {
        width: 'auto',
        stack: [textoPaginado('Página {pagina} de {paginas}', { style: 'rodape', alignment: 'right' })],
      },
    ],
  };
}

const MARGEM_INFERIOR = 40;
/** A4 in points, portrait. */
const A4 = { largura: 595.28, altura: 841.89 };

/** The room a report's content has on each page, in points, between its margins. */
export function areaDoConteudo(relatorio: Pick<Relatorio, 'subtitulo' | 'paisagem'>): {
  largura: number;
  altura: number;
} {
  const [largura, altura] = relatorio.paisagem ? [A4.altura, A4.largura] : [A4.largura, A4.altura];
  return {
    largura: largura - 2 * MARGEM_LATERAL,
    altura: altura - MARGEM_SUPERIOR - (relatorio.subtitulo ? ALTURA_SUBTITULO : 0) - MARGEM_INFERIOR,
  };
}

function documentoDoRelatorio(relatorio: Relatorio): DocumentoPdf {
  const definicao: TDocumentDefinitions = {
    info: { title: relatorio.titulo, author: relatorio.emissao.lar, creator: 'Acolher' },
    pageSize: 'A4',
    pageOrientation: relatorio.paisagem ? 'landscape' : 'portrait',
    pageMargins: [
      MARGEM_LATERAL,
      MARGEM_SUPERIOR + (relatorio.subtitulo ? ALTURA_SUBTITULO : 0),
      MARGEM_LATERAL,
      MARGEM_INFERIOR,
    ],
    header: cabecalho(relatorio),
    content: relatorio.conteudo,
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: {
      lar: { fontSize: 9, color: '#2b6b3f', bold: true },
      titulo: { fontSize: 14, bold: true, margin: [0, 2, 0, 0] },
      subtitulo: { fontSize: 9, margin: [0, 2, 0, 0] },
      secao: { fontSize: 11, bold: true, margin: [0, 12, 0, 4], color: '#2b6b3f' },
      cabecalhoTabela: { bold: true, fillColor: '#e6f0e9' },
      rodape: { fontSize: 8, color: '#555555' },
      vazio: { italics: true, color: '#555555' },
    },
  };
  return { definicao, rodape: rodape(relatorio.emissao) };
}

/** The report's PDF, laid out in the PDF pool; 503 (RelatoriosOcupadosError) when the pool is full. */
export async function gerarPdf(relatorio: Relatorio): Promise<Buffer> {
  return poolDePdf().renderizar(documentoDoRelatorio(relatorio));
}

/**
 * A report too long for one pdfmake layout (the prontuário, decision 0029): its content comes in
 * parts, each laid out alone in the PDF pool's thread and starting a new page, so neither the
 * thread nor this process ever holds the whole layout. Same pages, header and footer as gerarPdf.
 */
export async function gerarPdfEmPartes(
  relatorio: Omit<Relatorio, 'conteudo'>,
  partes: AsyncIterable<Content[]>,
): Promise<Buffer> {
  return poolDePdf().renderizarEmPartes(documentoDoRelatorio({ ...relatorio, conteudo: [] }), partes);
}

export type Celula = string | number | null | undefined;

/**
 * A table whose header row repeats on every page it spans; rows never split across pages. Cells are
 * plain strings (pdfmake reads them as texts): the definition is copied to the PDF thread on the
 * event loop, and 9,500 rows of strings copy several times faster than as objects.
 */
export function tabela(colunas: string[], linhas: Celula[][], larguras?: (number | string)[]): Content {
  const corpo = linhas.map((linha) => linha.map((celula) => (celula == null ? '' : String(celula))));
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: larguras ?? colunas.map(() => '*'),
      body: [colunas.map((c) => ({ text: c, style: 'cabecalhoTabela' })), ...corpo],
    },
    layout: 'lightHorizontalLines',
  };
}

/** A titled section; `vazio` says so when there is nothing to list. */
export function secao(titulo: string, conteudo: Content | null, vazio = 'Nenhum registro'): Content[] {
  return [{ text: titulo, style: 'secao' }, conteudo ?? { text: vazio, style: 'vazio' }];
}

/** Label/value pairs in two columns, for a record's fields; empty values are left out. */
export function campos(pares: [string, Celula][]): Content {
  const preenchidos = pares.filter(([, valor]) => valor != null && valor !== '');
  return {
    columns: [0, 1].map((coluna) => ({
      stack: preenchidos
        .filter((_, i) => i % 2 === coluna)
        .map(([rotulo, valor]) => ({ text: [{ text: `${rotulo}: `, bold: true }, String(valor)] })),
    })),
    columnGap: 16,
  };
}

/** RFC 5987 value: every byte outside attr-char percent-encoded ('()* are not attr-char). */
function codificarRfc5987(texto: string): string {
  return encodeURIComponent(texto).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The name without accents and without characters that break a quoted header value. */
export function nomeAscii(nome: string): string {
  return nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\/]/g, '_');
}

/**
 * `Content-Disposition` of a downloaded report: an ASCII fallback for old clients and the real
 * name (accents and all) in `filename*`.
 */
export function disposicaoDeAnexo(nomeArquivo: string): string {
  return `attachment; filename="${nomeAscii(nomeArquivo)}"; filename*=UTF-8''${codificarRfc5987(nomeArquivo)}`;
}
