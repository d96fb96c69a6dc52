// A worker thread of the PDF pool (pool-de-pdf.ts): it lays out one pdfmake document at a time,
// off the server's event loop, and answers its bytes. Plain JavaScript on purpose: it runs the same
// under `node --import tsx`, under vitest and in any script, with no TypeScript loader in the thread.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import pdfmake from 'pdfmake';

const PASTA_ROBOTO = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);

// pdfmake's embedded Roboto has the Portuguese accents (decision 0005).
pdfmake.setFonts({
  Roboto: {
    normal: path.join(PASTA_ROBOTO, 'Roboto-Regular.ttf'),
    bold: path.join(PASTA_ROBOTO, 'Roboto-Medium.ttf'),
    italics: path.join(PASTA_ROBOTO, 'Roboto-Italic.ttf'),
    bolditalics: path.join(PASTA_ROBOTO, 'Roboto-MediumItalic.ttf'),
  },
});
// Reports are built from the database only: no image or font may be fetched from elsewhere.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((arquivo) => path.resolve(arquivo).startsWith(PASTA_ROBOTO + path.sep));

/**
 * A function cannot cross to a thread, so a page's footer comes as a template: a node with
 * `paginado: 'Página {pagina} de {paginas}'` becomes a text with that page's numbers. Only those
 * nodes are read this way, so no data (a name holding "{pagina}") is ever rewritten.
 */
function naPagina(modelo, pagina, paginas) {
  if (Array.isArray(modelo)) return modelo.map((no) => naPagina(no, pagina, paginas));
  if (modelo === null || typeof modelo !== 'object') return modelo;
  const { paginado, ...resto } = modelo;
  const no = Object.fromEntries(
    Object.entries(resto).map(([chave, valor]) => [chave, naPagina(valor, pagina, paginas)]),
  );
  if (typeof paginado === 'string') {
    no.text = paginado.replaceAll('{pagina}', String(pagina)).replaceAll('{paginas}', String(paginas));
  }
  return no;
}

async function renderizar({ definicao, rodape }) {
  const documento = rodape
    ? { ...definicao, footer: (pagina, paginas) => naPagina(rodape, pagina, paginas) }
    : definicao;
  const buffer = await pdfmake.createPdf(documento).getBuffer();
  // A copy of its own, so the transfer below never detaches a buffer Node pools for small allocations.
  return new Uint8Array(buffer);
}

parentPort.on('message', async (pedido) => {
  try {
    const pdf = await renderizar(pedido);
    parentPort.postMessage({ pdf }, [pdf.buffer]);
  } catch (erro) {
    parentPort.postMessage({ erro: erro instanceof Error ? erro.message : String(erro) });
  }
});
