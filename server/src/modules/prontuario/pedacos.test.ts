import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agrupar, alturaDoTexto, partirTexto } from './pedacos.ts';

const coluna = { largura: 90, fonte: 9 };
/** 10 characters a line, 10.8 points a line. */
const linhas = (n: number) => n * 10.8;

describe('pedaços do prontuário (decisão 0050)', () => {
  it('conta as linhas com cada caractere na sua maior largura, quebrando entre palavras e em cada parágrafo', () => {
    expect(alturaDoTexto('', coluna)).toBeCloseTo(linhas(1));
    expect(alturaDoTexto('abcde fghij', coluna)).toBeCloseTo(linhas(2));
    expect(alturaDoTexto('um\ndois\r\ntrês\rquatro', coluna)).toBeCloseTo(linhas(4));
    expect(alturaDoTexto('W'.repeat(25), coluna)).toBeCloseTo(linhas(3));
  });

  it('corta no fim das linhas, sem perder caractere além do espaço ou da quebra do corte', () => {
    const texto = 'aaaa bbbb cccc dddd\neeee ffff';
    const pecas = partirTexto(texto, coluna, linhas(1), linhas(2));
    expect(pecas).toEqual(['aaaa bbbb', 'cccc dddd\neeee ffff']);
    for (const peca of pecas) expect(alturaDoTexto(peca, coluna)).toBeLessThanOrEqual(linhas(2));
  });

  it('qualquer texto: cada pedaço cabe no limite e juntos, com o que o corte tirou, são o texto', () => {
    const texto = fc.stringMatching(/^[a-zW \n\r]{0,400}$/);
    fc.assert(
      fc.property(texto, fc.integer({ min: 1, max: 8 }), (t, n) => {
        const pecas = partirTexto(t, coluna, linhas(n), linhas(n));
        for (const peca of pecas) expect(alturaDoTexto(peca, coluna)).toBeLessThanOrEqual(linhas(n));
        const semCortes = (s: string) => s.replace(/\r\n|[ \n\r]/g, '');
        expect(pecas.map(semCortes).join('')).toBe(semCortes(t));
      }),
    );
  });

  it('agrupa em ordem até o limite; o que é maior que ele fica sozinho', () => {
    expect(agrupar([3, 3, 5, 9, 1], (n) => n, 6)).toEqual([[3, 3], [5], [9], [1]]);
  });
});
