import type { Mascara } from '@acolher/contract';
import { dataDeIso, dataParaIso, MENSAGENS, mascaraData, mascaraNome } from '@acolher/contract';
import {
  Checkbox,
  type CheckboxProps,
  Select,
  type SelectProps,
  Text,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormularioVinculado } from './form.tsx';

/** The surrounding <Form>, or SPEC §8's error when a field is used outside one. */
export function useFormularioDoCampo() {
  const form = useFormularioVinculado();
  if (!form) throw new Error(MENSAGENS.diretivaFormControl);
  return form;
}

interface CampoBase {
  name: string;
  label: string;
}

/** The form binds name, value and change; every other prop goes to the Mantine input. */
type PropsDoCampo<P> = CampoBase & Omit<P, 'name' | 'label' | 'value' | 'onChange'>;

/** The form's binding for `name`; the form's own error wins over one the caller passes (a server check's). */
function useEntrada(name: string, error: ReactNode) {
  const entrada = useFormularioDoCampo().getInputProps(name);
  return { ...entrada, error: entrada.error ?? error };
}

const textoDe = (valor: unknown) => (typeof valor === 'string' ? valor : '');

export type CampoMascaradoProps = PropsDoCampo<TextInputProps> & { mascara: Mascara };

/** A text input whose value is re-masked on every keystroke; the contract strips the mask on save. */
export function CampoMascarado({ name, label, mascara, error, ...rest }: CampoMascaradoProps) {
  const entrada = useEntrada(name, error);
  return (
    <TextInput
      {...rest}
      {...entrada}
      name={name}
      label={label}
      value={textoDe(entrada.value)}
      onChange={(evento) => entrada.onChange(mascara(evento.currentTarget.value))}
    />
  );
}

/** A person's name: letters only (SPEC §5). */
export function CampoNome(props: PropsDoCampo<TextInputProps>) {
  return <CampoMascarado autoComplete="off" {...props} mascara={mascaraNome} />;
}

/** dd/MM/yyyy with the day/month limits of SPEC §9 on screen; YYYY-MM-DD in the form once complete. */
export function CampoData({ name, label, error, ...rest }: PropsDoCampo<TextInputProps>) {
  const entrada = useEntrada(name, error);
  return (
    <TextInput
      placeholder="dd/mm/aaaa"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      {...rest}
      {...entrada}
      name={name}
      label={label}
      value={dataDeIso(textoDe(entrada.value))}
      onChange={(evento) => entrada.onChange(dataParaIso(mascaraData(evento.currentTarget.value)))}
    />
  );
}

export function CampoSelect({ name, label, error, ...rest }: PropsDoCampo<SelectProps>) {
  const entrada = useEntrada(name, error);
  return (
    <Select
      allowDeselect={false}
      {...rest}
      {...entrada}
      value={entrada.value === '' ? null : (entrada.value ?? null)}
      onChange={(valor) => entrada.onChange(valor ?? '')}
      name={name}
      label={label}
    />
  );
}

export type CampoTextoProps = PropsDoCampo<TextInputProps> & {
  /** Shows the green 'OK' tip once the value is valid and not empty (SPEC §5). */
  dica?: boolean;
};

/**
 * A text input. Like every field here its error appears once it was changed or touched (the form
 * validates on change and blur) or the form was submitted (SPEC §4).
 */
export function CampoTexto({ name, label, error, dica = false, ...rest }: CampoTextoProps) {
  const entrada = useEntrada(name, error);
  const ok = useDicaOk(name, dica && !entrada.error);
  return (
    <TextInput
      {...rest}
      {...entrada}
      value={entrada.value ?? ''}
      name={name}
      label={label}
      // The tip sits under the input, where the error would be.
      inputWrapperOrder={dica ? ['label', 'input', 'description', 'error'] : undefined}
      description={ok ?? rest.description}
    />
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

export function CampoTextoLongo({ name, label, error, ...rest }: PropsDoCampo<TextareaProps>) {
  const entrada = useEntrada(name, error);
  return <Textarea rows={3} {...rest} {...entrada} value={entrada.value ?? ''} name={name} label={label} />;
}

export function CampoCheckbox({
  name,
  label,
  ...rest
}: CampoBase & Omit<CheckboxProps, 'name' | 'label' | 'checked' | 'onChange'>) {
  const form = useFormularioDoCampo();
  return <Checkbox {...rest} {...form.getInputProps(name, { type: 'checkbox' })} name={name} label={label} />;
}

/** Options of a Select from a `{ value: label }` table of the contract (ESTADOS_CIVIS, SEXOS…). */
export function opcoes(tabela: Readonly<Record<string, string>>): { value: string; label: string }[] {
  return Object.entries(tabela).map(([value, label]) => ({ value, label }));
}
