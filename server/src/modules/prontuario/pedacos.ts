/**
 * How tall a prontuário's text may be on paper, measured before pdfmake lays it out, never less
 * than it will be (decision 0050). The table's rows do not break across pages (a row and its
 * signatures stay on one page), and pdfmake drops what an unbreakable row holds past its first page;
 * so a row that might not fit a page is cut here into pieces that surely do.
 */

/** Every character counted as wide as an em: Roboto's widest (W, M, @, —) are narrower. */
const LARGURA_DO_CARACTERE_EM = 1;
/** Roboto's line (ascent + descent is 1.17 em), rounded up. */
const ALTURA_DA_LINHA_EM = 1.2;

/** A column of text: its width and font size, in points. */
export interface Coluna {
  largura: number;
  fonte: number;
}

/** What pdfmake breaks a line at besides a space: a new line in any of its Unicode forms. */
const FIM_DE_PARAGRAFO = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;

const caracteresPorLinha = ({ largura, fonte }: Coluna) =>
  Math.max(1, Math.floor(largura / (fonte * LARGURA_DO_CARACTERE_EM)));

const alturaDaLinha = ({ fonte }: Coluna) => fonte * ALTURA_DA_LINHA_EM;

/**
 * Where each printed line of `texto` begins, wrapped at spaces as pdfmake does, a word longer than
 * the line cut where the line ends. With every character at its widest, pdfmake never lays out more
 * lines than these.
 */
function iniciosDasLinhas(texto: string, coluna: Coluna): number[] {
  const porLinha = caracteresPorLinha(coluna);
  const paragrafos = [...texto.matchAll(FIM_DE_PARAGRAFO)].map((m) => ({
    fim: m.index,
    proximo: m.index + m[0].length,
  }));
  paragrafos.push({ fim: texto.length, proximo: texto.length });
  const inicios: number[] = [];
  let inicio = 0;
  for (const { fim, proximo } of paragrafos) {
    let linha = inicio;
    inicios.push(linha);
    while (fim - linha > porLinha) {
      const espaco = texto.lastIndexOf(' ', linha + porLinha - 1);
      linha = espaco > linha ? espaco + 1 : linha + porLinha;
      inicios.push(linha);
    }
    inicio = proximo;
  }
  return inicios;
}

/** The height `texto` takes at most in the column. */
export function alturaDoTexto(texto: string, coluna: Coluna): number {
  return iniciosDasLinhas(texto, coluna).length * alturaDaLinha(coluna);
}

/** A piece ends where the next begins, less the space or new line the cut replaces. */
const SEPARADOR_FINAL = /(?:\r\n|[ \n\r\v\f\u0085\u2028\u2029])$/;

/**
 * `texto` in pieces, each at most `primeira` points tall (the first) or `demais` (the others), cut
 * at the ends of its lines: at a paragraph's end where one falls there, else between words. Only the
 * space or new line at a cut is left out (the next row begins a new line); no character is lost.
 */
export function partirTexto(texto: string, coluna: Coluna, primeira: number, demais: number): string[] {
  const linha = alturaDaLinha(coluna);
  const cabem = (altura: number) => Math.max(1, Math.floor(altura / linha));
  const inicios = iniciosDasLinhas(texto, coluna);
  const cortes = [0];
  let linhas = 0;
  let limite = cabem(primeira);
  for (const inicio of inicios.slice(1)) {
    linhas += 1;
    if (linhas < limite) continue;
    cortes.push(inicio);
    linhas = 0;
    limite = cabem(demais);
  }
  return cortes.map((corte, i) => {
    const proximo = cortes[i + 1];
    return proximo === undefined
      ? texto.slice(corte)
      : texto.slice(corte, proximo).replace(SEPARADOR_FINAL, '');
  });
}

/**
 * Items in groups, in order, each group's heights (`altura` of each) adding to at most `limite`;
 * an item taller than that alone makes a group of its own.
 */
export function agrupar<T>(itens: T[], altura: (item: T, indice: number) => number, limite: number): T[][] {
  const grupos: T[][] = [];
  let soma = Number.POSITIVE_INFINITY;
  itens.forEach((item, i) => {
    const h = altura(item, i);
    if (soma + h > limite) {
      grupos.push([]);
      soma = 0;
    }
    grupos.at(-1)?.push(item);
    soma += h;
  });
  return grupos;
}
