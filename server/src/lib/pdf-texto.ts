import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Test support: the text of each page of a PDF, read with pdf.js (pure JavaScript, no system
 * tool). Items of a page are joined by spaces, so assertions look for words, not layout.
 */
export async function textoDasPaginas(pdf: Buffer | Uint8Array): Promise<string[]> {
  const documento = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 })
    .promise;
  const paginas: string[] = [];
  for (let n = 1; n <= documento.numPages; n++) {
    const pagina = await documento.getPage(n);
    const { items } = await pagina.getTextContent();
    paginas.push(
      items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await documento.destroy();
  return paginas;
}
