import { instalarMensagensPtBr } from '@acolher/contract';
import { schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';

// A schema without a message of its own still speaks Brazilian Portuguese on screen.
instalarMensagensPtBr();

/** A contract schema (zod 4 implements Standard Schema, which Mantine 9 resolves natively). */
export type EsquemaFormulario = Parameters<typeof schemaResolver>[0];

export type Formulario<V> = UseFormReturnType<V>;

interface OpcoesFormulario<V> {
  /**
   * Fields validated together, like a password and its confirmation: the mismatch message lives on
   * one of them, so editing either must re-check the others already changed by the user.
   */
  validarJuntos?: (keyof V & string)[];
}

/** Forms validate with the contract's schema as the user types or leaves a field (SPEC §4 field states). */
export function useFormulario<V extends Record<string, unknown>>(
  esquema: EsquemaFormulario,
  valoresIniciais: V,
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
