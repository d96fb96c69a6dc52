import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

/**
 * Test support: the text of a PDF, read with pdf.js (pure JavaScript, no system tool). Spaces of
 * any kind (a non-breaking one too) read as one space, so assertions look for words, not layout.
 */
const umEspaco = (texto: string) => texto.replace(/\s+/g, ' ').trim();

async function itensDasPaginas(pdf: Buffer | Uint8Array): Promise<TextItem[][]> {
  const documento = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 })
    .promise;
  const paginas: TextItem[][] = [];
  for (let n = 1; n <= documento.numPages; n++) {
    const { items } = await (await documento.getPage(n)).getTextContent();
    paginas.push(items.filter((item): item is TextItem => 'str' in item));
  }
  await documento.destroy();
  return paginas;
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
