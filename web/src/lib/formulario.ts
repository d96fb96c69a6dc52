import { type Catalogo, formatarCampo, formularioVazio, instalarMensagensPtBr } from '@acolher/contract';
import { schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { useRef } from 'react';

// A schema without a message of its own still speaks Brazilian Portuguese on screen.
instalarMensagensPtBr();

/** A contract schema (zod 4 implements Standard Schema, which Mantine 9 resolves natively). */
export type EsquemaFormulario = Parameters<typeof schemaResolver>[0];

export type Formulario<V> = UseFormReturnType<V>;

/** What the schema takes in (Standard Schema's input type): the shape a form of it must hold. */
type Entrada<S extends EsquemaFormulario> = NonNullable<S['~standard']['types']>['input'];

/** The keys T must have (not marked `?`); a key of type `unknown` still counts. */
type Obrigatorias<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T] & string;

/** Every key of T, or of any member when T is a union (an edit form's schema or its create one). */
type ChavesDe<T> = T extends unknown ? keyof T : never;

/**
 * Where form values V and schema input I disagree, as readable paths: a field of the form the
 * schema does not know (a misspelt name), a field the schema requires the form lacks (a forgotten
 * one). Groups are compared inside; a list's rows may also carry the CODIGO of the stored row they
 * edit, the form's own bookkeeping, which the contract's inputs drop. Value types are not compared:
 * the form holds text where the schema turns it into numbers, dates and enums.
 */
type Divergentes<V, I, P extends string = ''> =
  | `${P}${Exclude<keyof V & string, ChavesDe<I>>}: o esquema não conhece`
  | `${P}${Exclude<Obrigatorias<I>, keyof V>}: falta no formulário`
  | { [K in keyof V & keyof I & string]: DivergentesDentro<V[K], I[K], `${P}${K}.`> }[keyof V &
      keyof I &
      string];

type DivergentesDentro<A, B, P extends string> =
  NonNullable<A> extends readonly (infer LinhaA)[]
    ? NonNullable<B> extends readonly (infer LinhaB)[]
      ? // A list of plain values (the codes a multi-select picked) has no fields to compare.
        LinhaA extends Folha
        ? never
        : Divergentes<LinhaA, LinhaB & { CODIGO?: unknown }, `${P}${number}.`>
      : never
    : NonNullable<A> extends object
      ? Divergentes<NonNullable<A>, NonNullable<B>, P>
      : never;

/** Nothing when V fits the schema's input; otherwise a type no value has, naming what differs. */
type ConfereComEsquema<V, I> = [Divergentes<V, I>] extends [never]
  ? unknown
  : { divergentes: Divergentes<V, I> };

interface OpcoesFormulario<V> {
  /**
   * Fields validated together, like a password and its confirmation: the mismatch message lives on
   * one of them, so editing either must re-check the others already changed by the user.
   */
  validarJuntos?: (keyof V & string)[];
}

/**
 * Forms validate with the contract's schema as the user types or leaves a field (docs/produto.md §4 field
 * states). The values' type is tied to the schema's input: a form field the schema does not know,
 * or one it requires that the form lacks, fails the typecheck (decision 0021).
 */
export function useFormulario<S extends EsquemaFormulario, V extends Record<string, unknown>>(
  esquema: S,
  valoresIniciais: V & NoInfer<ConfereComEsquema<V, Entrada<S>>>,
  opcoes: OpcoesFormulario<V> = {},
): Formulario<V> {
  const form = useForm<V>({
    mode: 'controlled',
    initialValues: valoresIniciais,
    validate: schemaResolver(esquema, { sync: true }),
    validateInputOnChange: true,
    validateInputOnBlur: true,
    onValuesChange: (atuais, anteriores) =>
      revalidarGrupo(form, opcoes.validarJuntos ?? [], atuais, anteriores),
  });
  return form;
}

function revalidarGrupo<V extends Record<string, unknown>>(
  form: Formulario<V>,
  grupo: (keyof V & string)[],
  atuais: V,
  anteriores: V,
): void {
  const mudou = grupo.filter((campo) => atuais[campo] !== anteriores[campo]);
  if (mudou.length === 0) return;
  for (const campo of grupo) {
    if (!mudou.includes(campo) && (form.isDirty(campo) || form.isTouched(campo))) form.validateField(campo);
  }
}

/** How a stored value becomes what a field shows: a document's mask, a sum in reais. */
type Formatos<V, R> = { [K in keyof V & keyof R]?: (valor: NonNullable<R[K]>) => V[K] };

/**
 * A stored record as its form edits it, the one way every form fills itself: each field of the
 * empty form taken from the record (text fields as text), a missing or null value leaving the empty
 * one, `formatos` turning a stored value into what its field shows. No record: the empty form.
 * Nested records and lists (an address, the phones) are filled by their own editors' helpers.
 */
export function formularioDoRegistro<V extends object, R extends object>(
  vazio: V,
  registro: R | null | undefined,
  formatos: Formatos<V, R> = {},
): V {
  const valores = { ...vazio };
  if (!registro) return valores;
  // Object.keys widens to string[]; these are vazio's own keys.
  for (const chave of Object.keys(vazio) as (keyof V & string)[]) {
    const guardado: unknown = (registro as Record<string, unknown>)[chave];
    if (guardado === null || guardado === undefined) continue;
    const formato = (formatos as Record<string, ((valor: unknown) => unknown) | undefined>)[chave];
    const texto = typeof vazio[chave] === 'string' ? String(guardado) : guardado;
    valores[chave] = (formato ? formato(guardado) : texto) as V[typeof chave];
  }
  return valores;
}

/** A catalogue's fields as a form edits them: every one a string (decision 0022). */
export type TextosDoCatalogo<C> = Record<keyof C & string, string>;

/**
 * A catalogued record (decision 0022) as its form edits it: `formularioDoRegistro` over the
 * catalogue's empty form, each document back in its mask.
 */
export function formularioDoCatalogo<K extends string>(
  catalogo: Catalogo<K>,
  registro: object | null | undefined,
): Record<K, string> {
  const mascarados = Object.entries<Catalogo<K>[K]>(catalogo).filter(
    ([, campo]) => campo.tipo === 'documento' && campo.mascara,
  );
  const formatos = Object.fromEntries(
    mascarados.map(([nome, campo]) => [nome, (valor: unknown) => formatarCampo(campo, valor)]),
  );
  return formularioDoRegistro(formularioVazio(catalogo), registro, formatos);
}

/**
 * What an edit form adds to its values: the VERSAO its record was read at, which the update sends
 * back (decision 0017). A new record's form has none, as its create body must not.
 */
export function versaoDoRegistro(registro: { VERSAO: number } | null | undefined): { VERSAO?: number } {
  return registro ? { VERSAO: registro.VERSAO } : {};
}

/** A value one field edits; anything else holds fields (a group, a list). */
type Folha = string | number | boolean | null | undefined;

/** Every field path of a form's values V, as Mantine names them: `NOME`, `PESSOA.CPF`, `TELEFONE.0.NUMERO`. */
export type Caminho<V> = V extends Folha
  ? never
  : V extends readonly (infer Item)[]
    ? `${number}` | `${number}.${Caminho<NonNullable<Item>>}`
    : { [K in keyof V & string]-?: K | `${K}.${Caminho<NonNullable<V[K]>>}` }[keyof V & string];

type Filho<V, K extends string> = V extends readonly (infer Item)[]
  ? K extends `${number}`
    ? Item
    : never
  : K extends keyof V
    ? V[K]
    : never;

/** The value at path P of V. */
export type ValorEm<V, P extends string> = P extends `${infer K}.${infer Resto}`
  ? ValorEm<NonNullable<Filho<NonNullable<V>, K>>, Resto>
  : Filho<NonNullable<V>, P>;

/** The paths of V whose value is a T: where a text field, a checkbox or an address editor may bind. */
export type CaminhoPara<V, T> = { [P in Caminho<V>]: ValorEm<V, P> extends T ? P : never }[Caminho<V>] &
  string;

/**
 * `enviar` run once at a time: a double click on a modal's confirm button fires two submits before
 * its button shows it is busy, and the second answered 409 ("Residente já desacolhido") beside the
 * first one's success.
 */
export function useUmEnvioPorVez<A extends unknown[]>(enviar: (...args: A) => Promise<unknown>) {
  const enviando = useRef(false);
  return async (...args: A): Promise<void> => {
    if (enviando.current) return;
    enviando.current = true;
    try {
      await enviar(...args);
    } finally {
      enviando.current = false;
    }
  };
}
