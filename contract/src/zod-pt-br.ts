import { z } from 'zod';
import { MENSAGENS } from './messages.ts';

/**
 * Brazilian-Portuguese default messages for schemas that do not set their own. zod's `pt` locale is
 * European ("Demasiado pequeno") and its pt-BR one still shows `>=` and raw regexes; users read these
 * in a 400's `errors` and operators in a configuration error, so they are written here in plain words.
 * Install with `instalarMensagensPtBr()` at each entry (server app and config, web forms).
 */
export const MENSAGENS_ZOD = {
  valorInvalido: 'Valor inválido',
  formatoInvalido: 'Formato inválido',
  urlInvalida: 'Endereço (URL) inválido',
  dataInvalida: 'Data inválida',
  dataHoraInvalida: 'Data e hora inválidas',
  horaInvalida: 'Hora inválida',
  foraDoIntervalo: 'Valor fora do intervalo permitido',
  tipoInvalido: (esperado: string) => `Valor inválido: era esperado ${esperado}`,
  umDestes: (valores: string) => `Valor inválido: use um destes: ${valores}`,
  deveSer: (valor: string) => `Valor inválido: deve ser ${valor}`,
  comecaCom: (prefixo: string) => `Deve começar com "${prefixo}"`,
  terminaCom: (sufixo: string) => `Deve terminar com "${sufixo}"`,
  contem: (trecho: string) => `Deve conter "${trecho}"`,
  multiploDe: (divisor: number) => `Deve ser múltiplo de ${divisor}`,
  camposNaoPermitidos: (campos: string[]) =>
    campos.length === 1 ? `Campo não permitido: ${campos[0]}` : `Campos não permitidos: ${campos.join(', ')}`,
  tamanhoMinimo: (quantidade: string) => `Deve ter no mínimo ${quantidade}`,
  tamanhoMaximo: (quantidade: string) => `Deve ter no máximo ${quantidade}`,
  tamanhoExato: (quantidade: string) => `Deve ter exatamente ${quantidade}`,
  minimo: (limite: string, inclusivo: boolean) =>
    inclusivo ? `Deve ser maior ou igual a ${limite}` : `Deve ser maior que ${limite}`,
  maximo: (limite: string, inclusivo: boolean) =>
    inclusivo ? `Deve ser menor ou igual a ${limite}` : `Deve ser menor que ${limite}`,
} as const;

type Issue = z.core.$ZodRawIssue;
type IssueDe<C extends Issue['code']> = Extract<Issue, { code: C }>;

const TIPOS: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  bigint: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  date: 'uma data',
  array: 'uma lista',
  tuple: 'uma lista',
  set: 'uma lista',
  object: 'um objeto',
  record: 'um objeto',
  map: 'um objeto',
  file: 'um arquivo',
};

/** Units of the things whose size is counted: characters of a text, items of a list. */
const UNIDADES: Record<string, [singular: string, plural: string]> = {
  string: ['caractere', 'caracteres'],
  array: ['item', 'itens'],
  set: ['item', 'itens'],
  file: ['byte', 'bytes'],
};

const NUMERICOS = new Set(['number', 'int', 'bigint']);

/** "4 caracteres"; sizes are whole counts, so "more than 3" reads "at least 4". */
function quantidade(origem: string, limite: number | bigint, inclusivo: boolean, passo: 1 | -1) {
  const unidade = UNIDADES[origem];
  if (!unidade) return null;
  const n = inclusivo ? Number(limite) : Number(limite) + passo;
  return { n, texto: `${n} ${n === 1 ? unidade[0] : unidade[1]}` };
}

function tipoInvalido(issue: IssueDe<'invalid_type'>): string {
  if (issue.input === undefined) return MENSAGENS.campoObrigatorio;
  const esperado = TIPOS[issue.expected];
  return esperado ? MENSAGENS_ZOD.tipoInvalido(esperado) : MENSAGENS_ZOD.valorInvalido;
}

function pequenoDemais(issue: IssueDe<'too_small'>): string {
  const contado = quantidade(issue.origin, issue.minimum, issue.inclusive !== false, 1);
  if (contado) {
    if (issue.exact) return MENSAGENS_ZOD.tamanhoExato(contado.texto);
    // A text that must have at least one character is a required field (docs/produto.md §5 and §8: "Campo Obrigatório").
    if (issue.origin === 'string' && contado.n === 1) return MENSAGENS.campoObrigatorio;
    return MENSAGENS_ZOD.tamanhoMinimo(contado.texto);
  }
  if (NUMERICOS.has(issue.origin))
    return MENSAGENS_ZOD.minimo(String(issue.minimum), issue.inclusive !== false);
  return MENSAGENS_ZOD.foraDoIntervalo;
}

function grandeDemais(issue: IssueDe<'too_big'>): string {
  const contado = quantidade(issue.origin, issue.maximum, issue.inclusive !== false, -1);
  if (contado)
    return issue.exact
      ? MENSAGENS_ZOD.tamanhoExato(contado.texto)
      : MENSAGENS_ZOD.tamanhoMaximo(contado.texto);
  if (NUMERICOS.has(issue.origin))
    return MENSAGENS_ZOD.maximo(String(issue.maximum), issue.inclusive !== false);
  return MENSAGENS_ZOD.foraDoIntervalo;
}

/** Never the pattern itself: a regex means nothing to the person filling the form. */
function formatoInvalido(issue: IssueDe<'invalid_format'>): string {
  switch (issue.format) {
    case 'email':
      return MENSAGENS.emailInvalido;
    case 'url':
      return MENSAGENS_ZOD.urlInvalida;
    case 'date':
      return MENSAGENS_ZOD.dataInvalida;
    case 'datetime':
      return MENSAGENS_ZOD.dataHoraInvalida;
    case 'time':
      return MENSAGENS_ZOD.horaInvalida;
    case 'starts_with':
      return MENSAGENS_ZOD.comecaCom(String(issue.prefix));
    case 'ends_with':
      return MENSAGENS_ZOD.terminaCom(String(issue.suffix));
    case 'includes':
      return MENSAGENS_ZOD.contem(String(issue.includes));
    default:
      return MENSAGENS_ZOD.formatoInvalido;
  }
}

function valorInvalido(issue: IssueDe<'invalid_value'>): string {
  const valores = issue.values.map((v) => String(v));
  if (valores.length === 1) return MENSAGENS_ZOD.deveSer(valores[0] ?? '');
  return MENSAGENS_ZOD.umDestes(valores.join(', '));
}

function mensagemDeValidacao(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return tipoInvalido(issue);
    case 'too_small':
      return pequenoDemais(issue);
    case 'too_big':
      return grandeDemais(issue);
    case 'invalid_format':
      return formatoInvalido(issue);
    case 'invalid_value':
      return valorInvalido(issue);
    case 'unrecognized_keys':
      return MENSAGENS_ZOD.camposNaoPermitidos(issue.keys);
    case 'not_multiple_of':
      return MENSAGENS_ZOD.multiploDe(issue.divisor);
    default:
      return MENSAGENS_ZOD.valorInvalido;
  }
}

/** Makes these messages zod's locale — of every schema without a message of its own — in this process. */
export function instalarMensagensPtBr(): void {
  z.config({ localeError: mensagemDeValidacao });
}
