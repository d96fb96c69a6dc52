import { z } from 'zod';
import { MENSAGENS } from './messages.ts';

/** Shared validation rules of docs/produto.md §5 and §9, used by the server's routes and the web forms. */
export const SENHA_MIN = 4;
export const SENHA_MAX = 100;
export const EMAIL_MAX = 254;
export const EMAIL_LOCAL_MAX = 64;
export const DATA_MAX = '2999-12-31';

const EMAIL_FORMATO = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailValido(valor: string): boolean {
  const arroba = valor.lastIndexOf('@');
  return valor.length <= EMAIL_MAX && arroba > 0 && arroba <= EMAIL_LOCAL_MAX && EMAIL_FORMATO.test(valor);
}

export const email = z
  .string({ error: MENSAGENS.campoObrigatorio })
  .trim()
  .min(1, MENSAGENS.campoObrigatorio)
  .refine(emailValido, MENSAGENS.emailInvalido);

export const senha = z
  .string({ error: MENSAGENS.campoObrigatorio })
  .min(1, MENSAGENS.campoObrigatorio)
  .min(SENHA_MIN, MENSAGENS.senhaTamanho)
  .max(SENHA_MAX, MENSAGENS.senhaTamanho);

/** A calendar date on the wire: YYYY-MM-DD, a real day, not after 2999-12-31; empty is "Campo Obrigatório". */
export const data = z
  .string({ error: MENSAGENS.campoObrigatorio })
  .min(1, { error: MENSAGENS.campoObrigatorio, abort: true })
  // A form holds the typed text until it reads dd/mm/aaaa whole: that is the hint to give there.
  .regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: (issue) =>
      typeof issue.input === 'string' && issue.input.includes('/') ? MENSAGENS.dataIlegivel : 'Data inválida',
    abort: true,
  })
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'Data inválida')
  .refine((v) => v <= DATA_MAX, 'Data máxima 31/12/2999');

/**
 * The calendar day it is now where it is latest (UTC+14). A date after it is in the future in
 * every time zone; the server then narrows "not in the future" to its home's own day (TZ_LAR).
 */
export function ultimoDiaCorrente(): string {
  return new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** A date that cannot lie in the future (admission, discharge); `mensagem` says which. */
export const dataAteHoje = (mensagem: string) => data.refine((v) => v <= ultimoDiaCorrente(), mensagem);

/**
 * A period's refinement: its start is not after its end when both are given; the message lands on the
 * end. Spread it into `.refine(...periodoEmOrdem('de', 'ate'))`.
 */
export function periodoEmOrdem<De extends string, Ate extends string>(
  de: De,
  ate: Ate,
): [(v: Partial<Record<De | Ate, string | null>>) => boolean, { message: string; path: string[] }] {
  return [
    (v) => {
      const inicio = v[de];
      const fim = v[ate];
      return !inicio || !fim || inicio <= fim;
    },
    { message: MENSAGENS.periodoInvertido, path: [ate] },
  ];
}

const CODIGO_MAX = 2_147_483_647;
/** A code as text (a path segment, a form's select): plain digits, no sign, no leading zero. */
const CODIGO_TEXTO = /^[1-9]\d{0,9}$/;
/**
 * Positive integer code (`/residente/{id}`, `CONVENIO_CODIGO`) up to PostgreSQL's integer. Text
 * must be plain digits, so "1e3", "0x10", "1.0", "00001" and "-1" are refused, not read as numbers;
 * a JSON number must be an integer; `true` is no code.
 */
export const codigo = z.preprocess(
  (v) => (typeof v === 'string' && CODIGO_TEXTO.test(v) ? Number(v) : v),
  z
    .number({ error: 'Código inválido' })
    .int({ error: 'Código inválido', abort: true })
    .positive({ error: 'Código inválido', abort: true })
    .max(CODIGO_MAX, 'Código inválido'),
);
export const codigoParams = z.object({ id: codigo });

/**
 * The VERSAO a record was read at, sent back with its update (decision 0017): a stale one answers
 * 409 and writes nothing; without one the update is applied as it comes (last write wins).
 */
export const versaoOpcional = z
  .number({ error: 'Versão inválida' })
  .int({ error: 'Versão inválida' })
  .positive({ error: 'Versão inválida' })
  .max(2_147_483_647, 'Versão inválida')
  .optional();

/**
 * What no text may carry (docs/produto.md §5): NUL, which PostgreSQL cannot store, and the other control
 * characters, invisible on screen and paper (tab and line breaks apart); and half of a surrogate
 * pair, which UTF-8 cannot encode (the driver would store "�" in its place). Bidirectional marks
 * (U+200F, U+202E) are format characters that text pasted from right-to-left scripts carries: they stay.
 */
const CARACTERE_INVALIDO = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

export const textoBemFormado = (texto: string): boolean => !CARACTERE_INVALIDO.test(texto);

/** Texts of objects and lists alike: a list's entries are its indexes. */
function conferirTextos(valor: unknown, caminho: PropertyKey[], ctx: z.RefinementCtx): void {
  if (typeof valor === 'string') {
    if (!textoBemFormado(valor))
      ctx.addIssue({ code: 'custom', message: MENSAGENS.caractereInvalido, path: caminho });
  } else if (typeof valor === 'object' && valor !== null) {
    for (const [chave, item] of Object.entries(valor)) conferirTextos(item, [...caminho, chave], ctx);
  }
}

/**
 * `esquema` whose every text, at any depth, is well formed (`textoBemFormado`), each bad one named
 * by its path. The server applies it to every route's params, query and body at once, so a route
 * added later needs nothing of its own.
 */
export function comTextosBemFormados<T extends z.ZodType>(esquema: T): T {
  return esquema.superRefine((valor, ctx) => conferirTextos(valor, [], ctx)) as unknown as T;
}
