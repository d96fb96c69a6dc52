import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

/**
 * The text of a PDF, read with pdf.js (pure JavaScript, no system tool). Spaces of
 * any kind (a non-breaking one too) read as one space, so assertions look for words, not layout.
 */
const umEspaco = (texto: string) => texto.replace(/\s+/g, ' ').trim();

interface Pagina {
  itens: TextItem[];
  /** The page's width in points (portrait A4 595, landscape 842). */
  largura: number;
}

async function lerPaginas(pdf: Buffer | Uint8Array): Promise<Pagina[]> {
  const documento = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 })
    .promise;
  const paginas: Pagina[] = [];
  for (let n = 1; n <= documento.numPages; n++) {
    const pagina = await documento.getPage(n);
    const { items } = await pagina.getTextContent();
    const [x0 = 0, , x1 = 0] = pagina.view;
    paginas.push({ itens: items.filter((item): item is TextItem => 'str' in item), largura: x1 - x0 });
  }
  await documento.destroy();
  return paginas;
}

async function itensDasPaginas(pdf: Buffer | Uint8Array): Promise<TextItem[][]> {
  return (await lerPaginas(pdf)).map((pagina) => pagina.itens);
}

/**
 * The text drawn past a page's right edge: a table wider than its page prints its last columns
 * where no one can read them. Empty when everything fits.
 */
export async function textoForaDaPagina(pdf: Buffer | Uint8Array): Promise<string[]> {
  return (await lerPaginas(pdf)).flatMap(({ itens, largura }) =>
    itens.filter((item) => (item.transform[4] ?? 0) + item.width > largura).map((item) => item.str),
  );
}

/** Each page's text, its items joined by spaces. */
export async function textoDasPaginas(pdf: Buffer | Uint8Array): Promise<string[]> {
  return (await itensDasPaginas(pdf)).map((itens) => umEspaco(itens.map((item) => item.str).join(' ')));
}

/**
 * Each printed line of every page, left to right (the cells of a table row share a line): what
 * one line holds shows whether a value was broken across two.
 */
export async function linhasDoPdf(pdf: Buffer | Uint8Array): Promise<string[]> {
  return (await itensDasPaginas(pdf)).flatMap((itens) => {
    const porAltura = new Map<number, TextItem[]>();
    for (const item of itens) {
      const y = Math.round(item.transform[5] ?? 0);
      porAltura.set(y, [...(porAltura.get(y) ?? []), item]);
    }
    return [...porAltura]
      .sort(([a], [b]) => b - a)
      .map(([, linha]) =>
        umEspaco(
          linha
            .sort((a, b) => (a.transform[4] ?? 0) - (b.transform[4] ?? 0))
            .map((item) => item.str)
            .join(' '),
        ),
      );
  });
}
