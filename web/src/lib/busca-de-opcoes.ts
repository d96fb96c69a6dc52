import { semAcentos } from './textos.ts';

/** An option of a select: `termos` are searched too, not shown in the field (a UF's state name). */
export interface OpcaoBuscavel<V> {
  value: V;
  label: string;
  termos?: string;
}

interface Preparada<V, O extends OpcaoBuscavel<V>> {
  opcao: O;
  /** Label and terms without accents or case, words one space apart. */
  texto: string;
  palavras: string[];
}

/** A list's options prepared once: the residents' list has 10,000 of them, searched at each keystroke. */
export type IndiceDeBusca<V, O extends OpcaoBuscavel<V> = OpcaoBuscavel<V>> = readonly Preparada<V, O>[];

const palavrasDe = (texto: string) => semAcentos(texto).split(/\s+/).filter(Boolean);

export function indiceDeBusca<V, O extends OpcaoBuscavel<V>>(opcoes: readonly O[]): IndiceDeBusca<V, O> {
  return opcoes.map((opcao) => {
    const palavras = palavrasDe(`${opcao.label} ${opcao.termos ?? ''}`);
    return { opcao, palavras, texto: palavras.join(' ') };
  });
}

/**
 * Each typed word matched, in the order typed, to a later word of the label that begins with it;
 * the positions of those words, or null when the typed words do not appear so.
 */
function posicoesEmOrdem(palavras: readonly string[], digitadas: readonly string[]): number[] | null {
  const posicoes: number[] = [];
  let proxima = 0;
  for (const digitada of digitadas) {
    let achada = proxima;
    while (achada < palavras.length && !palavras[achada]?.startsWith(digitada)) achada++;
    if (achada === palavras.length) return null;
    posicoes.push(achada);
    proxima = achada + 1;
  }
  return posicoes;
}

/**
 * How far an option is from what was typed, compared in order (lower is closer), or null when some
 * typed word is nowhere in it: the label begins as typed ("inês sim" → Inês Simões Câmara); the typed
 * words begin words of the label in the order typed; the first one begins the first name; those
 * words follow each other from the first (Inês Simões before Inês Araújo Simões); how many typed
 * words begin some word of the label; where the first typed word is.
 */
function distancia(
  preparada: Preparada<unknown, OpcaoBuscavel<unknown>>,
  busca: string,
  digitadas: string[],
) {
  const { texto, palavras } = preparada;
  if (!digitadas.every((digitada) => texto.includes(digitada))) return null;
  const emOrdem = posicoesEmOrdem(palavras, digitadas);
  // Words skipped before and between the matched ones: 0 when the name begins with them in a row.
  const saltos = emOrdem ? (emOrdem.at(-1) ?? 0) - (emOrdem.length - 1) : palavras.length;
  const noComeco = digitadas.filter((digitada) => palavras.some((p) => p.startsWith(digitada))).length;
  return [
    texto.startsWith(busca) ? 0 : 1,
    emOrdem ? 0 : 1,
    palavras[0]?.startsWith(digitadas[0] ?? '') ? 0 : 1,
    saltos,
    -noComeco,
    texto.indexOf(digitadas[0] ?? ''),
  ];
}

function comparar(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const diferenca = (a[i] ?? 0) - (b[i] ?? 0);
    if (diferenca !== 0) return diferenca;
  }
  return 0;
}

/**
 * The options holding every typed word (in any order, accents and case ignored: "silva maria"
 * finds "Maria da Silva"), the closest to what was typed first (see `distancia`), ties in the list's
 * own order; at most `limite`. Every select and name picker of the app orders its options so, and
 * the first one is what Enter and Tab pick (decision 0025).
 */
export function opcoesPorProximidade<V, O extends OpcaoBuscavel<V>>(
  indice: IndiceDeBusca<V, O>,
  busca: string,
  limite: number,
): O[] {
  const digitadas = palavrasDe(busca);
  if (digitadas.length === 0) return indice.slice(0, limite).map((preparada) => preparada.opcao);
  const junta = digitadas.join(' ');
  const achadas: { opcao: O; chave: number[]; ordem: number }[] = [];
  indice.forEach((preparada, ordem) => {
    const chave = distancia(preparada, junta, digitadas);
    if (chave) achadas.push({ opcao: preparada.opcao, chave, ordem });
  });
  achadas.sort((a, b) => comparar(a.chave, b.chave) || a.ordem - b.ordem);
  return achadas.slice(0, limite).map((achada) => achada.opcao);
}
