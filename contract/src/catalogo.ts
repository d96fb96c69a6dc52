import { z } from 'zod';
import { dataDeIso, exibirComMascara, type Mascara } from './mascaras.ts';

/**
 * The field catalogue (decisions 0022, 0054): each entity's fields once, by wire name, with what
 * every layer makes of them. The request schema is made of the entries' `entrada` rules
 * (`entradasDe`), the answer's fields of their `resposta` (`respostasDe`); the form page, the
 * detail page, the PDF, /docs and the "{rótulo} já existente" messages read the label, the mask and
 * the group. Adding a field to an entity is its catalogue entry, its table column (server) and the
 * migration drizzle-kit writes: nothing else names the field.
 *
 * A catalogue for a body no entry builds (sign-in, a password) is declared
 * `satisfies Catalogo<keyof z.input<typeof itsInput>>`, so a field missing from it fails the typecheck.
 */

/** Which input a form uses for the field. */
export type TipoCampo = 'texto' | 'textoLongo' | 'nome' | 'data' | 'selecao' | 'documento';

export interface Campo {
  rotulo: string;
  tipo: TipoCampo;
  /** The heading the field sits under, on the form, the detail page and the PDF; order is the catalogue's. */
  grupo: string;
  /** The schema's maximum length, so the input stops there too. */
  max?: number;
  obrigatorio?: boolean;
  /** What typing shows (CPF, CNS…); also how a stored value reads on screen and on paper. */
  mascara?: Mascara;
  /** Digits only: phones open the numeric keyboard. */
  numerico?: boolean;
  /**
   * A selection's stored value → what people read (ESTADOS_CIVIS, SEXOS, UFs); on a text field,
   * suggestions offered as one types, any other text being kept (a job title).
   */
  opcoes?: Readonly<Record<string, string>>;
  /**
   * The docs/produto.md §5 check at `/<entidade>/<rota>`; its message names `rotulo` (the field's own label when
   * absent); `com` names sibling fields sent along (an old certificate termo with its livro and folha).
   */
  unicidade?: { rota: string; rotulo?: string; com?: readonly string[] };
  /** What a new record's form starts with, when not empty. */
  padrao?: string;
  /** What a request may send for the field: its rule and messages (decision 0054). */
  entrada?: z.ZodType;
  /** How an answer carries the field when not as text (text, or null when not `obrigatorio`). */
  resposta?: z.ZodType;
}

export type Catalogo<K extends string> = Readonly<Record<K, Campo>>;

/** A catalogue whose entries carry their request rule: one that makes schemas. */
type CatalogoComEntrada = Readonly<Record<string, Campo & { entrada: z.ZodType }>>;

/** A request's fields from a catalogue, in its order: `z.strictObject(entradasDe(CAMPOS_X))`. */
export function entradasDe<C extends CatalogoComEntrada>(
  catalogo: C,
): { -readonly [K in keyof C]: C[K]['entrada'] } {
  return Object.fromEntries(Object.entries(catalogo).map(([nome, campo]) => [nome, campo.entrada])) as {
    -readonly [K in keyof C]: C[K]['entrada'];
  };
}

const TEXTO = z.string();
const TEXTO_OU_NULO = z.string().nullable();
type RespostaDe<F> = F extends { resposta: infer R extends z.ZodType }
  ? R
  : F extends { obrigatorio: true }
    ? typeof TEXTO
    : typeof TEXTO_OU_NULO;

/**
 * An answer's fields from a catalogue, in its order: a field's `resposta`, or the text the database
 * keeps, null for a field that may be left empty. The answer schema spreads them between its codes.
 */
export function respostasDe<C extends CatalogoComEntrada>(
  catalogo: C,
): { -readonly [K in keyof C]: RespostaDe<C[K]> } {
  const resposta = (campo: Campo) => campo.resposta ?? (campo.obrigatorio ? TEXTO : TEXTO_OU_NULO);
  return Object.fromEntries(Object.entries(catalogo).map(([nome, campo]) => [nome, resposta(campo)])) as {
    -readonly [K in keyof C]: RespostaDe<C[K]>;
  };
}

/** A list as selection options whose label is the value itself (UFs). */
export const opcoesDeLista = (valores: readonly string[]): Readonly<Record<string, string>> =>
  Object.fromEntries(valores.map((v) => [v, v]));

/** The label of a field's uniqueness message: "{rótulo} já existente". */
export const rotuloDaUnicidade = (campo: Campo): string => campo.unicidade?.rotulo ?? campo.rotulo;

/**
 * A label written for both sexes ("Casado(a)", "Viúvo(a)") in the person's own: "Casada" for a
 * woman ('F'), "Casado" for a man ('M'). Without a known sex it keeps the "(a)".
 */
function flexionarPorSexo(texto: string, sexo: unknown): string {
  if (sexo === 'F') return texto.replace(/o\(a\)/g, 'a').replace(/\(a\)/g, 'a');
  if (sexo === 'M') return texto.replace(/\(a\)/g, '');
  return texto;
}

/**
 * A stored value as people read it: dates dd/MM/yyyy, a selection's label (in the person's sex when
 * known: "Casado"/"Casada"), a document in its mask. A mask that would drop characters (a number
 * longer than its pattern) leaves the value as stored.
 */
export function formatarCampo(campo: Campo, valor: unknown, sexo?: unknown): string {
  if (valor === null || valor === undefined || valor === '') return '';
  const texto = String(valor);
  if (campo.tipo === 'data') return dataDeIso(texto);
  if (campo.opcoes) return flexionarPorSexo(campo.opcoes[texto] ?? texto, sexo);
  return campo.mascara ? exibirComMascara(campo.mascara, texto) : texto;
}

/**
 * A row of a list of periods, whatever the record calls its dates (a resident's stays, decision 0023;
 * an employee's periods of work, decision 0045): when it began, and when and why it ended, if it did.
 */
export interface PeriodoNaLista {
  inicio: string;
  fim: string | null;
  motivo: string | null;
}

/** A period as people read it: "02/05/2023 a 10/01/2024", or "desde 01/03/2024" while it lasts. */
export function periodoEmTexto({ inicio, fim }: PeriodoNaLista): string {
  const de = dataDeIso(inicio);
  if (!fim) return `desde ${de}`;
  return `${de} a ${dataDeIso(fim)}`;
}

/**
 * The field at a path of a record (`PESSOA.ESTADO_CIVIL`) as people read it, in the sex of the
 * person it belongs to: the `SEXO` beside it (`PESSOA.SEXO`). The detail page and the sheet PDF
 * read a record through this, so both say "Casado" for a man.
 */
export function formatarNoRegistro(registro: unknown, caminho: string, campo: Campo): string {
  const dono = caminho.slice(0, caminho.lastIndexOf('.') + 1);
  return formatarCampo(campo, valorNoCaminho(registro, caminho), valorNoCaminho(registro, `${dono}SEXO`));
}

export interface CampoDaSecao {
  /** The field's path in the record and its form: `PESSOA.CPF`, `CARTAO_SUS`. */
  nome: string;
  campo: Campo;
}

export interface Secao {
  titulo: string;
  campos: CampoDaSecao[];
}

/**
 * The fields of one record under their headings, in the catalogues' order. A record can join
 * several catalogues (a resident holds its person under `PESSOA.`): fields with the same heading
 * land in one section, where the heading first appears.
 */
export function secoes(...partes: { catalogo: Catalogo<string>; prefixo: string }[]): Secao[] {
  const porTitulo = new Map<string, CampoDaSecao[]>();
  for (const { catalogo, prefixo } of partes) {
    for (const [nome, campo] of Object.entries(catalogo)) {
      const lista = porTitulo.get(campo.grupo) ?? [];
      lista.push({ nome: `${prefixo}${nome}`, campo });
      porTitulo.set(campo.grupo, lista);
    }
  }
  return [...porTitulo].map(([titulo, campos]) => ({ titulo, campos }));
}

/** The value at a section field's path (`PESSOA.CPF`) of a record; absent parts read as null. */
export function valorNoCaminho(registro: unknown, caminho: string): unknown {
  let atual: unknown = registro;
  for (const parte of caminho.split('.')) {
    if (atual === null || typeof atual !== 'object') return null;
    atual = (atual as Record<string, unknown>)[parte];
  }
  return atual ?? null;
}

/** A new record's form: every field a string, empty or the field's default. */
export function formularioVazio<K extends string>(catalogo: Catalogo<K>): Record<K, string> {
  const vazio = {} as Record<K, string>;
  for (const [nome, campo] of Object.entries(catalogo) as [K, Campo][]) vazio[nome] = campo.padrao ?? '';
  return vazio;
}
