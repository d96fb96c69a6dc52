import { MENSAGENS } from '@acolher/contract';
import { Text, TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CaminhoPara } from '../lib/formulario.ts';
import { useFormularioVinculado } from './formulario.tsx';

/*
 * The base of the field system (components/campos.tsx re-exports all of it): the form binding and the
 * plain text input. Its own module, free of selects and masks, so a screen with text fields only (the
 * login, on the route with the tightest budget) downloads just this.
 */

/** The surrounding <Form>, or docs/produto.md §8's error when a field is used outside one. */
export function useFormularioDoCampo() {
  const form = useFormularioVinculado();
  if (!form) throw new Error(MENSAGENS.diretivaFormControl);
  return form;
}

/**
 * A field's `name` is a path of its form's values holding a T (decision 0021): a misspelt or moved
 * name fails the typecheck. V comes from `camposDe<V>()`; unbound (V = never) no name fits.
 */
export interface CampoBase<V, T = string> {
  name: NoInfer<CaminhoPara<V, T>>;
  label: string;
}

/** The form binds name, value and change; every other prop goes to the Mantine input. */
export type PropsDoCampo<P, V> = CampoBase<V> & Omit<P, 'name' | 'label' | 'value' | 'onChange'>;

/** The form's binding for `name`; the form's own error wins over one the caller passes (a server check's). */
export function useEntrada(name: string, error: ReactNode) {
  const entrada = useFormularioDoCampo().getInputProps(name);
  return { ...entrada, error: entrada.error ?? error };
}

export type CampoTextoProps<V> = PropsDoCampo<TextInputProps, V> & {
  /** Shows the green 'OK' tip once the value is valid and not empty (docs/produto.md §5). */
  dica?: boolean;
};

/**
 * A text input. Like every field here its error appears once it was changed or touched (the form
 * validates on change and blur) or the form was submitted (docs/produto.md §4).
 */
export function CampoTexto<V = never>({
  name,
  label,
  error,
  dica = false,
  maxLength,
  ...rest
}: CampoTextoProps<V>) {
  const entrada = useEntrada(name, error);
  const ok = useDicaOk(name, dica && !entrada.error);
  const contador = contadorDoLimite(entrada.value, maxLength, false);
  return (
    <TextInput
      {...rest}
      {...entrada}
      value={entrada.value ?? ''}
      name={name}
      label={label}
      // The tip and the count sit under the input, where the error would be.
      inputWrapperOrder={dica || contador ? ORDEM_COM_DESCRICAO_EMBAIXO : undefined}
      description={ok ?? contador ?? rest.description}
    />
  );
}

export const ORDEM_COM_DESCRICAO_EMBAIXO: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];
/** A short input shows its count from this share of its limit on; a long text always does. */
const PERTO_DO_LIMITE = 0.8;
const milhares = new Intl.NumberFormat('pt-BR');

/**
 * "1.234/2.000" under a field with a limit, red past it. Fields never cut what is typed or pasted
 * (no maxlength attribute: 3,000 pasted characters were once lost that way, decision 0025); the schema's "Máximo de
 * N caracteres" refuses the save instead, and the text stays on screen to be shortened.
 */
export function contadorDoLimite(valor: unknown, limite: number | undefined, sempre: boolean): ReactNode {
  if (!limite) return null;
  // What would be kept: the schemas trim, and the limit's message counts the trimmed text.
  const tamanho = typeof valor === 'string' ? valor.trim().length : 0;
  if (!sempre && tamanho < limite * PERTO_DO_LIMITE) return null;
  return (
    <Text component="span" size="xs" c={tamanho > limite ? 'red.8' : 'gray.7'}>
      {`${milhares.format(tamanho)}/${milhares.format(limite)}`}
    </Text>
  );
}

/** The 'OK' tip of a valid, filled field, or nothing. */
function useDicaOk(name: string, mostrar: boolean): ReactNode {
  const form = useFormularioDoCampo();
  if (!mostrar || !preenchido(form.getInputProps(name).value) || !form.isValid(name)) return null;
  return (
    // acolher.8, not green.9: 12px text needs 4.5:1 on white (axe color-contrast).
    <Text component="span" size="xs" c="acolher.8" fw={700}>
      OK
    </Text>
  );
}

function preenchido(valor: unknown): boolean {
  return typeof valor === 'string' ? valor.trim() !== '' : valor !== null && valor !== undefined;
}
