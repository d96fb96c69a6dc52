// A worker thread of the PDF pool (pool-de-pdf.ts): it lays out one pdfmake document at a time,
// off the server's event loop, and answers its bytes. Plain JavaScript on purpose: it runs the same
// under `node --import tsx`, under vitest and in any script, with no TypeScript loader in the thread.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import pdfmake from 'pdfmake';

// pdfmake's own pieces, to lay a long document out in parts into one pdfkit document (below).
const requerer = createRequire(import.meta.url);
const { default: LayoutBuilder } = requerer('pdfmake/js/LayoutBuilder');
const { default: PDFDocument } = requerer('pdfmake/js/PDFDocument');
const { default: PdfPrinter } = requerer('pdfmake/js/Printer');
const { default: Renderer } = requerer('pdfmake/js/Renderer');
const { default: SVGMeasure } = requerer('pdfmake/js/SVGMeasure');
const { default: TextInlines } = requerer('pdfmake/js/TextInlines');
const { default: URLResolver } = requerer('pdfmake/js/URLResolver');
const { normalizePageMargin, normalizePageSize } = requerer('pdfmake/js/PageSize');
const { tableLayouts } = requerer('pdfmake/js/tableLayouts');
const { convertToDynamicContent } = requerer('pdfmake/js/helpers/tools');

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
function naPagina(modelo, pagina, paginas, marcas) {
  if (Array.isArray(modelo)) return modelo.map((no) => naPagina(no, pagina, paginas, marcas));
  if (modelo === null || typeof modelo !== 'object') return modelo;
  const { paginado, ...resto } = modelo;
  const no = Object.fromEntries(
    Object.entries(resto).map(([chave, valor]) => [chave, naPagina(valor, pagina, paginas, marcas)]),
  );
  if (typeof paginado === 'string') {
    no.text = preencher(paginado, pagina, paginas);
    marcas?.set(no.text, paginado);
  }
  return no;
}

function preencher(modelo, pagina, paginas) {
  return modelo.replaceAll('{pagina}', String(pagina)).replaceAll('{paginas}', String(paginas));
}

async function renderizar({ definicao, rodape }) {
  const documento = rodape
    ? { ...definicao, footer: (pagina, paginas) => naPagina(rodape, pagina, paginas) }
    : definicao;
  const buffer = await pdfmake.createPdf(documento).getBuffer();
  // A copy of its own, so the transfer below never detaches a buffer Node pools for small allocations.
  return new Uint8Array(buffer);
}

/**
 * While a document is laid out in parts, its page count is unknown: each part's footer is laid out
 * with this number in place of `{pagina}` and `{paginas}` (as wide as four digits, so the footer's
 * columns get about the room the real numbers take) and written with the real ones at the end.
 */
const NUMERO_PROVISORIO = 8888;

/**
 * A document too long for one pdfmake layout (the prontuário of 20,000 follow-ups, decision 0029):
 * pdfmake holds a whole layout in memory, so each part (a table of some hundred rows, its header
 * rows repeated) is laid out alone, its pages written into one pdfkit document, and the layout
 * dropped. A part starts on a new page. Each page's content is written out (compressed) when the
 * next starts; the pages' small dictionaries stay in pdfkit's buffer, each with an empty second
 * content stream, so the footers' "Página X de Y" can be written once Y is known.
 */
class DocumentoEmPartes {
  #definicao;
  #rodape;
  #printer;
  #pdf;
  #tamanho;
  #margens;
  /** Per page, the footer's numbered lines laid out with NUMERO_PROVISORIO: `{ linha, modelo }`. */
  #paginados = [];
  #pedacos = [];

  static async iniciar({ definicao, rodape }) {
    const documento = new DocumentoEmPartes(definicao, rodape);
    await documento.#abrir();
    return documento;
  }

  constructor(definicao, rodape) {
    this.#definicao = definicao;
    this.#rodape = rodape;
  }

  async #abrir() {
    const definicao = this.#definicao;
    const resolvedor = new URLResolver(pdfmake.virtualfs);
    resolvedor.setUrlAccessPolicy(pdfmake.urlAccessPolicy);
    this.#printer = new PdfPrinter(pdfmake.fonts, pdfmake.virtualfs, resolvedor, pdfmake.localAccessPolicy);
    await this.#printer.resolveUrls({});
    this.#tamanho = normalizePageSize(definicao.pageSize, definicao.pageOrientation);
    this.#margens = normalizePageMargin(definicao.pageMargins ?? 40);
    this.#pdf = new PDFDocument(
      this.#printer.fontDescriptors,
      {},
      {},
      {},
      {
        size: [this.#tamanho.width, this.#tamanho.height],
        pdfVersion: '1.3',
        compress: true,
        fontLayoutCache: true,
        bufferPages: true,
        autoFirstPage: false,
        info: { Producer: 'pdfmake', Creator: 'pdfmake', ...informacoes(definicao.info) },
        font: null,
      },
      pdfmake.virtualfs,
      pdfmake.localAccessPolicy,
    );
    this.#pdf.on('data', (pedaco) => this.#pedacos.push(pedaco));
    // A page is written out as soon as the next one starts, as pdfkit does without bufferPages.
    const adicionarPagina = this.#pdf.addPage.bind(this.#pdf);
    this.#pdf.addPage = (opcoes) => {
      if (this.#pdf.page) escreverCorpo(this.#pdf.page);
      return adicionarPagina(opcoes);
    };
  }

  /** Lays `conteudo` out on new pages and writes them, all but the footer's page numbers. */
  acrescentar(conteudo) {
    const definicao = this.#definicao;
    const marcas = new Map();
    const rodape = this.#rodape
      ? () => naPagina(this.#rodape, NUMERO_PROVISORIO, NUMERO_PROVISORIO, marcas)
      : definicao.footer;
    const construtor = new LayoutBuilder(this.#tamanho, this.#margens, new SVGMeasure());
    construtor.registerTableLayouts(tableLayouts);
    const paginas = construtor.layoutDocument(
      conteudo,
      this.#pdf,
      definicao.styles ?? {},
      definicao.defaultStyle ?? { fontSize: 12, font: 'Roboto' },
      undefined,
      definicao.header && convertToDynamicContent(definicao.header),
      rodape,
    );
    // Only the footer's band holds page numbers: a body line that reads the same stays as written.
    const rodapeDesde = this.#tamanho.height - this.#margens.bottom;
    for (const pagina of paginas) {
      const numerados = pagina.items.filter(
        (item) => marcas.has(textoDaLinha(item)) && item.item.y >= rodapeDesde,
      );
      pagina.items = pagina.items.filter((item) => !numerados.includes(item));
      this.#paginados.push(
        numerados.map((item) => ({ linha: item.item, modelo: marcas.get(textoDaLinha(item)) })),
      );
    }
    new Renderer(this.#pdf, undefined).renderPages(paginas);
    // The renderer keeps the last layout it wrote; the next part must not keep this one alive.
    this.#pdf._pdfMakePages = undefined;
    esquecerPalavras(this.#pdf);
  }

  /** Writes each page's numbers, ends the document and answers its bytes. */
  async concluir() {
    const total = this.#paginados.length;
    const renderizador = new Renderer(this.#pdf, undefined);
    const medidor = new TextInlines(null);
    this.#paginados.forEach((linhas, indice) => {
      this.#pdf.switchToPage(indice);
      for (const { linha, modelo } of linhas) {
        numerarLinha(linha, preencher(modelo, indice + 1, total), medidor);
        renderizador.renderLine(linha, linha.x, linha.y);
      }
    });
    const fim = new Promise((resolver) => this.#pdf.on('end', resolver));
    this.#pdf.end();
    await fim;
    return new Uint8Array(Buffer.concat(this.#pedacos));
  }
}

/**
 * A finished page's content goes out now, compressed, and the page gets a second, empty content
 * stream for its footer's numbers (a page's streams read as one): held until the end, thousands of
 * pages of pdfkit's small uncompressed writes ran a 192 MB thread out of memory, and even one part's
 * hundred pages held ~90 MB more than pdfmake's own rendering.
 */
function escreverCorpo(pagina) {
  const corpo = pagina.content;
  pagina.content = pagina.document.ref();
  pagina.dictionary.data.Contents = [corpo, pagina.content];
  corpo.end();
}

/** pdfkit keeps every word it has shaped, for the whole document: kept per part, not for 20,000 rows. */
function esquecerPalavras(pdf) {
  for (const tipos of Object.values(pdf.fontCache)) {
    for (const fonte of Object.values(tipos)) if (fonte.layoutCache) fonte.layoutCache = Object.create(null);
  }
}

/** pdfmake's lowercase `info` keys as PDF's (title → Title). */
function informacoes(info = {}) {
  return Object.fromEntries(
    Object.entries(info)
      .filter(([, valor]) => valor)
      .map(([chave, valor]) => [chave.charAt(0).toUpperCase() + chave.slice(1), valor]),
  );
}

/** The text of a laid-out line (pdfmake splits it into one inline per word). */
function textoDaLinha(item) {
  return item.type === 'line' ? item.item.inlines.map((inline) => inline.text).join('') : undefined;
}

/**
 * The line `Página 8888 de 8888` becomes `texto` in one inline ending where the line ended: the
 * footer's numbers are right-aligned (as pdfmake's own page references are realigned).
 */
function numerarLinha(linha, texto, medidor) {
  const [primeira] = linha.inlines;
  const ultima = linha.inlines[linha.inlines.length - 1];
  const fimDaLinha = ultima.x + ultima.width;
  primeira.text = texto;
  primeira.width = medidor.widthOfText(texto, primeira);
  primeira.x = fimDaLinha - primeira.width;
  linha.inlines = [primeira];
}

/** The document being laid out in parts by this thread, between `inicio` and `fim`. */
let emPartes;

async function atender(pedido) {
  if (pedido.inicio) {
    emPartes = await DocumentoEmPartes.iniciar(pedido.inicio);
    return { proxima: true };
  }
  if (pedido.parte) {
    emPartes.acrescentar(pedido.parte);
    return { proxima: true };
  }
  if (pedido.fim) {
    const documento = emPartes;
    emPartes = undefined;
    return { pdf: await documento.concluir() };
  }
  return { pdf: await renderizar(pedido) };
}

parentPort.on('message', async (pedido) => {
  try {
    const resposta = await atender(pedido);
    parentPort.postMessage(resposta, resposta.pdf ? [resposta.pdf.buffer] : []);
  } catch (erro) {
    emPartes = undefined;
    parentPort.postMessage({ erro: erro instanceof Error ? erro.message : String(erro) });
  }
});
