import type { Mascara } from '@acolher/contract';
import {
  dataCompletada,
  dataDeIso,
  dataParaIso,
  MENSAGENS,
  mascaraData,
  mascaraNome,
  mascaraReais,
  mascaraTelefone,
  reaisNormalizados,
  telefoneFormatado,
} from '@acolher/contract';
import {
  Checkbox,
  type CheckboxProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { useUnicidade } from '../lib/unicidade.ts';
import {
  type CampoBase,
  CampoTexto,
  type CampoTextoProps,
  contadorDoLimite,
  ORDEM_COM_DESCRICAO_EMBAIXO,
  type PropsDoCampo,
  useEntrada,
  useFormularioDoCampo,
} from './campo-texto.tsx';
import { Selecao, type SelecaoProps } from './selecao.tsx';

export { CampoTexto, type CampoTextoProps, useFormularioDoCampo } from './campo-texto.tsx';

const textoDe = (valor: unknown) => (typeof valor === 'string' ? valor : '');

export type CampoMascaradoProps<V> = PropsDoCampo<TextInputProps, V> & {
  mascara: Mascara;
  /** How the value reads once the field is left, when typing alone cannot tell (money, a prefixed phone). */
  aoSair?: Mascara;
};

/** A text input whose value is re-masked on every keystroke; the contract strips the mask on save. */
export function CampoMascarado<V = never>({
  name,
  label,
  mascara,
  aoSair,
  error,
  maxLength,
  ...rest
}: CampoMascaradoProps<V>) {
  const entrada = useEntrada(name, error);
  const valor = textoDe(entrada.value);
  const contador = contadorDoLimite(valor, maxLength, false);
  /** Read as it will be kept: on leaving, and on Enter before the form is sent with it. */
  const completar = () => {
    if (aoSair && valor) entrada.onChange(aoSair(valor));
  };
  return (
    <TextInput
      {...rest}
      {...entrada}
      name={name}
      label={label}
      value={valor}
      inputWrapperOrder={contador ? ORDEM_COM_DESCRICAO_EMBAIXO : rest.inputWrapperOrder}
      description={contador ?? rest.description}
      onChange={(evento) => entrada.onChange(mascara(evento.currentTarget.value))}
      onBlur={(evento) => {
        completar();
        entrada.onBlur?.(evento);
        rest.onBlur?.(evento);
      }}
      onKeyDown={(evento) => {
        if (evento.key === 'Enter') completar();
        rest.onKeyDown?.(evento);
      }}
    />
  );
}

/**
 * Money in reais (every money field): typed or pasted the Brazilian way, "1.518,00", "1518",
 * "R$ 1.518,00"; once left it reads in full ("1.518,00"), so what is shown is what is stored.
 */
export function CampoReais<V = never>(props: PropsDoCampo<TextInputProps, V>) {
  return (
    <CampoMascarado<V>
      inputMode="decimal"
      autoComplete="off"
      {...props}
      mascara={mascaraReais}
      aoSair={reaisNormalizados}
    />
  );
}

/**
 * A phone (every phone): a DDD and 8 or 9 digits, or a service number; "+55 11 98765-4321" and
 * "0 21 11 98765-4321" read "(11) 98765-4321" once left, as the contract stores them.
 */
export function CampoTelefone<V = never>(props: PropsDoCampo<TextInputProps, V>) {
  return (
    <CampoMascarado<V>
      inputMode="tel"
      autoComplete="tel-national"
      {...props}
      mascara={mascaraTelefone}
      aoSair={telefoneFormatado}
    />
  );
}

/** A person's name: letters only (docs/produto.md §5). */
export function CampoNome<V = never>(props: PropsDoCampo<TextInputProps, V>) {
  return <CampoMascarado<V> autoComplete="off" {...props} mascara={mascaraNome} />;
}

/**
 * dd/MM/yyyy on screen, kept as typed (a one-digit day or month completed by the slash typed after
 * it, or once the field is left or Enter pressed: a pasted "4/5/1950", a two-digit year); YYYY-MM-DD in the form once whole, the typed
 * text until then, which the schema refuses with its hint.
 */
export function CampoData<V = never>({ name, label, error, ...rest }: PropsDoCampo<TextInputProps, V>) {
  const entrada = useEntrada(name, error);
  /** "4/5/50" read as 04/05/1950 on leaving, and on Enter before the form is sent with it. */
  const completar = () => {
    const texto = textoDe(entrada.value);
    const completa = dataParaIso(dataCompletada(texto));
    if (completa !== texto) entrada.onChange(completa);
  };
  return (
    <TextInput
      placeholder="dd/mm/aaaa"
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      {...entrada}
      name={name}
      label={label}
      value={dataDeIso(textoDe(entrada.value))}
      onChange={(evento) => entrada.onChange(dataParaIso(mascaraData(evento.currentTarget.value)))}
      onBlur={(evento) => {
        completar();
        entrada.onBlur?.(evento);
      }}
      onKeyDown={(evento) => {
        if (evento.key === 'Enter') completar();
        rest.onKeyDown?.(evento);
      }}
    />
  );
}

/** A selection bound to its form (every select of a form): the one behaviour of `Selecao`. */
export function CampoSelect<V = never>({
  name,
  label,
  error,
  ...rest
}: PropsDoCampo<Omit<SelecaoProps, 'valor' | 'aoMudar'>, V>) {
  const { value, onChange, ...entrada } = useEntrada(name, error);
  return (
    <Selecao
      {...rest}
      {...entrada}
      name={name}
      label={label}
      valor={typeof value === 'string' ? value : ''}
      aoMudar={onChange}
    />
  );
}

/** A long text: with a limit, its count always shows under it. */
export function CampoTextoLongo<V = never>({
  name,
  label,
  error,
  maxLength,
  ...rest
}: PropsDoCampo<TextareaProps, V>) {
  const entrada = useEntrada(name, error);
  const contador = contadorDoLimite(entrada.value, maxLength, true);
  return (
    <Textarea
      rows={3}
      {...rest}
      {...entrada}
      value={entrada.value ?? ''}
      name={name}
      label={label}
      inputWrapperOrder={contador ? ORDEM_COM_DESCRICAO_EMBAIXO : undefined}
      description={contador ?? rest.description}
    />
  );
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
  /** The "{rotulo} já existente" label (docs/produto.md §5). */
  rotulo: string;
  /** The record being edited, excluded from the check; null on create. */
  codigo: number | null;
  /** Sibling fields sent along under their own names (a certificate termo's livro and folha). */
  com?: readonly string[] | undefined;
  /**
   * Values sent as they are, over the siblings typed in the form: who the record being edited was
   * when opened (a dependant's stored name, while the form may be renaming it).
   */
  fixos?: Readonly<Record<string, unknown>> | undefined;
}

/** Documents travel normalized (decision 0002): the check sends what the database would keep. */
function normalizarDocumento(valor: unknown): string {
  return typeof valor === 'string' ? valor.toUpperCase().replace(/[^0-9A-Z]/g, '') : '';
}

/** Text (an e-mail, a login) travels as typed, without the spaces around it, as the schema keeps it. */
function textoAparado(valor: unknown): string {
  return typeof valor === 'string' ? valor.trim() : '';
}

/**
 * The "{rotulo} já existente" error of a field the server checks for duplicates as the user types;
 * like every 'unique' error of docs/produto.md §4 it shows only once the field was changed or touched, and only
 * for a valid value. `normalizar` gives the value as the check sends it.
 */
function useJaExistente(name: string, unicidade: Unicidade, normalizar: (valor: unknown) => string) {
  const form = useFormularioDoCampo();
  const valor = normalizar(form.getInputProps(name).value);
  const alterado = form.isDirty(name) || form.isTouched(name);
  const pronto = alterado && valor !== '' && form.isValid(name);
  // The check takes the value under the field's own wire name (`PESSOA.CPF` sends `CPF`, docs/produto.md §5).
  const campo = name.split('.').at(-1) ?? name;
  const prefixo = name.slice(0, name.length - campo.length);
  const junto = Object.fromEntries(
    (unicidade.com ?? []).map((irmao) => [irmao, form.getInputProps(`${prefixo}${irmao}`).value || null]),
  );
  const existente = useUnicidade(
    pronto
      ? {
          rota: unicidade.rota,
          corpo: { [campo]: valor, ...junto, ...unicidade.fixos, CODIGO: unicidade.codigo },
        }
      : null,
  );
  return existente ? MENSAGENS.jaExistente(unicidade.rotulo) : undefined;
}

/** A masked document the server checks for duplicates as the user types. */
export function CampoDocumento<V = never>({
  unicidade,
  ...props
}: CampoMascaradoProps<V> & { unicidade: Unicidade }) {
  const erro = useJaExistente(props.name, unicidade, normalizarDocumento);
  return <CampoMascarado<V> {...props} error={erro} />;
}

/** A text the server checks for duplicates as the user types: an account's e-mail and login. */
export function CampoTextoUnico<V = never>({
  unicidade,
  ...props
}: CampoTextoProps<V> & { unicidade: Unicidade }) {
  const erro = useJaExistente(props.name, unicidade, textoAparado);
  return <CampoTexto<V> {...props} error={erro} />;
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
    CampoReais: CampoReais<V>,
    CampoTelefone: CampoTelefone<V>,
    CampoSelect: CampoSelect<V>,
    CampoTexto: CampoTexto<V>,
    CampoTextoLongo: CampoTextoLongo<V>,
    CampoTextoUnico: CampoTextoUnico<V>,
  };
}

/** Options of a Select from a `{ value: label }` table of the contract (ESTADOS_CIVIS, SEXOS…). */
export function opcoes(tabela: Readonly<Record<string, string>>): { value: string; label: string }[] {
  return Object.entries(tabela).map(([value, label]) => ({ value, label }));
}
