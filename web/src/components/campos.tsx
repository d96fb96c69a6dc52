import { MENSAGENS } from '@acolher/contract';
import {
  Checkbox,
  type CheckboxProps,
  Select,
  type SelectProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { Mascara } from '../lib/mascaras.ts';
import { dataDeIso, dataParaIso, mascaraData } from '../lib/mascaras.ts';
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

export type CampoMascaradoProps = CampoBase &
  Omit<TextInputProps, 'name' | 'label' | 'value' | 'onChange'> & {
    mascara: Mascara;
  };

/** A text input whose value is re-masked on every keystroke; the contract strips the mask on save. */
export function CampoMascarado({ name, label, mascara, error, ...rest }: CampoMascaradoProps) {
  const form = useFormularioDoCampo();
  const entrada = form.getInputProps(name);
  return (
    <TextInput
      {...rest}
      {...entrada}
      error={entrada.error ?? error}
      name={name}
      label={label}
      value={typeof entrada.value === 'string' ? entrada.value : ''}
      onChange={(evento) => entrada.onChange(mascara(evento.currentTarget.value))}
    />
  );
}

/** dd/MM/yyyy with the day/month limits of SPEC §9 on screen; YYYY-MM-DD in the form once complete. */
export function CampoData({
  name,
  label,
  ...rest
}: CampoBase & Omit<TextInputProps, 'name' | 'label' | 'value' | 'onChange'>) {
  const form = useFormularioDoCampo();
  const entrada = form.getInputProps(name);
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
      value={dataDeIso(typeof entrada.value === 'string' ? entrada.value : '')}
      onChange={(evento) => entrada.onChange(dataParaIso(mascaraData(evento.currentTarget.value)))}
    />
  );
}

export function CampoSelect({
  name,
  label,
  ...rest
}: CampoBase & Omit<SelectProps, 'name' | 'label' | 'value' | 'onChange'>) {
  const form = useFormularioDoCampo();
  const entrada = form.getInputProps(name);
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

export function CampoTexto({
  name,
  label,
  ...rest
}: CampoBase & Omit<TextInputProps, 'name' | 'label' | 'value' | 'onChange'>) {
  const form = useFormularioDoCampo();
  const entrada = form.getInputProps(name);
  return (
    <TextInput
      {...rest}
      {...entrada}
      error={entrada.error ?? rest.error}
      value={entrada.value ?? ''}
      name={name}
      label={label}
    />
  );
}

export function CampoTextoLongo({
  name,
  label,
  ...rest
}: CampoBase & Omit<TextareaProps, 'name' | 'label' | 'value' | 'onChange'>) {
  const form = useFormularioDoCampo();
  const entrada = form.getInputProps(name);
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
