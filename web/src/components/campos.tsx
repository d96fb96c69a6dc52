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
import type { CaminhoPara } from '../lib/formulario.ts';
import { useUnicidade } from '../lib/unicidade.ts';
import { useFormularioVinculado } from './formulario.tsx';

/** The surrounding <Form>, or SPEC §8's error when a field is used outside one. */
export function useFormularioDoCampo() {
  const form = useFormularioVinculado();
  if (!form) throw new Error(MENSAGENS.diretivaFormControl);
  return form;
}

/**
 * A field's `name` is a path of its form's values holding a T (decision 0021): a misspelt or moved
 * name fails the typecheck. V comes from `camposDe<V>()`; unbound (V = never) no name fits.
 */
interface CampoBase<V, T = string> {
  name: NoInfer<CaminhoPara<V, T>>;
  label: string;
}

/** The form binds name, value and change; every other prop goes to the Mantine input. */
type PropsDoCampo<P, V> = CampoBase<V> & Omit<P, 'name' | 'label' | 'value' | 'onChange'>;

/** The form's binding for `name`; the form's own error wins over one the caller passes (a server check's). */
function useEntrada(name: string, error: ReactNode) {
  const entrada = useFormularioDoCampo().getInputProps(name);
  return { ...entrada, error: entrada.error ?? error };
}

const textoDe = (valor: unknown) => (typeof valor === 'string' ? valor : '');

export type CampoMascaradoProps<V> = PropsDoCampo<TextInputProps, V> & { mascara: Mascara };

/** A text input whose value is re-masked on every keystroke; the contract strips the mask on save. */
export function CampoMascarado<V = never>({ name, label, mascara, error, ...rest }: CampoMascaradoProps<V>) {
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
export function CampoNome<V = never>(props: PropsDoCampo<TextInputProps, V>) {
  return <CampoMascarado<V> autoComplete="off" {...props} mascara={mascaraNome} />;
}

/** dd/MM/yyyy with the day/month limits of SPEC §9 on screen; YYYY-MM-DD in the form once complete. */
export function CampoData<V = never>({ name, label, error, ...rest }: PropsDoCampo<TextInputProps, V>) {
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

export function CampoSelect<V = never>({ name, label, error, ...rest }: PropsDoCampo<SelectProps, V>) {
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

export type CampoTextoProps<V> = PropsDoCampo<TextInputProps, V> & {
  /** Shows the green 'OK' tip once the value is valid and not empty (SPEC §5). */
  dica?: boolean;
};

/**
 * A text input. Like every field here its error appears once it was changed or touched (the form
 * validates on change and blur) or the form was submitted (SPEC §4).
 */
export function CampoTexto<V = never>({ name, label, error, dica = false, ...rest }: CampoTextoProps<V>) {
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

export function CampoTextoLongo<V = never>({ name, label, error, ...rest }: PropsDoCampo<TextareaProps, V>) {
  const entrada = useEntrada(name, error);
  return <Textarea rows={3} {...rest} {...entrada} value={entrada.value ?? ''} name={name} label={label} />;
}

export function CampoCheckbox<V = never>({
  name,
  label,
  ...rest
}: CampoBase<V, boolean> & Omit<CheckboxProps, 'name' | 'label' | 'checked' | 'onChange'>) {
  const form = useFormularioDoCampo();
  return <Checkbox {...rest} {...form.getInputProps(name, { type: 'checkbox' })} name={name} label={label} />;
}

export interface Unicidade {
  rota: string;
  /** The "{rotulo} já existente" label (SPEC §5). */
  rotulo: string;
  /** The record being edited, excluded from the check; null on create. */
  codigo: number | null;
  /** Sibling fields sent along under their own names (a certificate termo's livro and folha). */
  com?: readonly string[] | undefined;
}

/** Documents travel normalized (decision 0002): the check sends what the database would keep. */
function normalizar(valor: unknown): string {
  return typeof valor === 'string' ? valor.toUpperCase().replace(/[^0-9A-Z]/g, '') : '';
}

/**
 * A masked document the server checks for duplicates as the user types; like every 'unique' error
 * of SPEC §4 it shows only once the field was changed or touched, and only for a valid value.
 */
export function CampoDocumento<V = never>({
  unicidade,
  ...props
}: CampoMascaradoProps<V> & { unicidade: Unicidade }) {
  const form = useFormularioDoCampo();
  const valor = normalizar(form.getInputProps(props.name).value);
  const alterado = form.isDirty(props.name) || form.isTouched(props.name);
  const pronto = alterado && valor !== '' && form.isValid(props.name);
  // The check takes the value under the field's own wire name (`PESSOA.CPF` sends `CPF`, SPEC §5).
  const campo = props.name.split('.').at(-1) ?? props.name;
  const prefixo = props.name.slice(0, props.name.length - campo.length);
  const junto = Object.fromEntries(
    (unicidade.com ?? []).map((irmao) => [irmao, form.getInputProps(`${prefixo}${irmao}`).value || null]),
  );
  const existente = useUnicidade(
    pronto ? { rota: unicidade.rota, corpo: { [campo]: valor, ...junto, CODIGO: unicidade.codigo } } : null,
  );
  return (
    <CampoMascarado<V> {...props} error={existente ? MENSAGENS.jaExistente(unicidade.rotulo) : undefined} />
  );
}

/**
 * The fields bound to a form's values V: `const { CampoTexto, CampoData } = camposDe<ResidenteFormulario>()`
 * at the top of a form's file, then `<CampoTexto name="PESSOA.NOME" … />` checks the name against V.
 * The same components, only typed: each still reads its form from the surrounding <Form>.
 */
export function camposDe<V>() {
  return {
    CampoCheckbox: CampoCheckbox<V>,
    CampoData: CampoData<V>,
    CampoDocumento: CampoDocumento<V>,
    CampoMascarado: CampoMascarado<V>,
    CampoNome: CampoNome<V>,
    CampoSelect: CampoSelect<V>,
    CampoTexto: CampoTexto<V>,
    CampoTextoLongo: CampoTextoLongo<V>,
  };
}

/** Options of a Select from a `{ value: label }` table of the contract (ESTADOS_CIVIS, SEXOS…). */
export function opcoes(tabela: Readonly<Record<string, string>>): { value: string; label: string }[] {
  return Object.entries(tabela).map(([value, label]) => ({ value, label }));
}
