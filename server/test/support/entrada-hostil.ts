import { cpfDaBase } from '@acolher/contract';
import fc from 'fast-check';
import { z } from 'zod';

/**
 * Test support: hostile requests generated from a route's own zod schemas (docs/arquitetura.md §7, "bad input
 * over every route's schema"). Each schema is read as JSON Schema (zod's own translation) and walked:
 * half the cases keep every field to its declared shape (with hostile texts that fit), the other half
 * put values of any shape in, drop fields, add unknown ones or send broken JSON. A route added later
 * is covered as it is.
 */

/** As long as the app's body limit: a JSON body holding it is past the limit (413); a URL carries it whole. */
const UM_MEGA = 'x'.repeat(1024 * 1024);

/** What must never come back unescaped in a page or a PDF. */
export const INJECOES_HTML = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>'] as const;

const INJECOES_SQL = [
  "' OR '1'='1",
  '1; DROP TABLE pessoa; --',
  "1' UNION SELECT senha FROM usuario --",
  "%' AND pg_sleep(1) IS NULL --",
] as const;

/** Text a browser, a driver or PostgreSQL may read otherwise than a person would. */
const TEXTOS_HOSTIS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'fim\udfff',
  '\u202Eabc',
  'José\u200B\u202E',
  '％',
  '＿',
  '＼',
  '％＿＼',
  '%',
  '_',
  '\\',
  '2999-12-32',
  '0000-00-00',
  '2024-02-30',
  '31/12/2999',
  '-1',
  '1e308',
  '9007199254740993',
  '2147483648',
  '1.5',
  'null',
  'true',
  ...INJECOES_SQL,
  ...INJECOES_HTML,
] as const;

const NUMEROS_HOSTIS = [
  -1,
  0,
  -0,
  0.5,
  -2.5,
  1e308,
  -1e308,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 31 - 1,
] as const;

/** A JSON value of any shape, hostile texts and numbers first. */
const hostil: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom<unknown>(...TEXTOS_HOSTIS), weight: 6 },
  { arbitrary: fc.constantFrom<unknown>(...NUMEROS_HOSTIS), weight: 4 },
  { arbitrary: fc.constantFrom<unknown>(UM_MEGA, true, false, null, [], {}, [1, 'a']), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
);

/** JSON that does not parse, or a body that says it is JSON and is not. */
const JSON_MALFORMADO = [
  '{',
  '{"a":',
  '[1,',
  '{"a":1}}',
  "{'a':1}",
  'NaN',
  '\u0000',
  '{"a":"\\ud800"',
  '',
  ' ',
] as const;

/** Names of fields no schema knows, some of them with a meaning elsewhere. */
const CHAVES_EXTRAS = [
  'CAMPO_EXTRA',
  'constructor',
  'toString',
  'admin',
  "x' OR '1'='1",
  '<b>x</b>',
  'ÇÃO',
] as const;

type Esquema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Esquema[];
  oneOf?: Esquema[];
  allOf?: Esquema[];
  properties?: Record<string, Esquema>;
  required?: string[];
  additionalProperties?: boolean | Esquema;
  items?: Esquema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

/** The JSON Schema of a request part, as zod translates its input side. */
export function esquemaDe(parte: unknown): Esquema | undefined {
  if (!(parte instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(parte, { io: 'input', unrepresentable: 'any' }) as Esquema;
}

/** A date on the wire, real or not. */
const data = fc.oneof(
  // Mostly past days: admissions and follow-ups cannot be in the future.
  {
    arbitrary: fc
      .date({ min: new Date('1920-01-01'), max: new Date('2025-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    weight: 4,
  },
  {
    arbitrary: fc.constantFrom('2999-12-31', '2999-12-32', '0000-00-00', '2025-02-29', '2100-01-01'),
    weight: 1,
  },
);

function padrao(fonte: string, max: number): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(fonte)).filter((s) => s.length <= max);
  } catch {
    return fc.string({ maxLength: max });
  }
}

function inteiro(e: Esquema): fc.Arbitrary<number> {
  const min = e.exclusiveMinimum !== undefined ? e.exclusiveMinimum + 1 : (e.minimum ?? -(2 ** 31));
  const max = e.exclusiveMaximum !== undefined ? e.exclusiveMaximum - 1 : (e.maximum ?? 2 ** 31 - 1);
  const seguros = {
    min: Math.max(min, Number.MIN_SAFE_INTEGER),
    max: Math.min(max, Number.MAX_SAFE_INTEGER),
  };
  return fc.oneof(
    // Small codes find the rows the test seeded.
    fc.integer({
      min: Math.max(seguros.min, 1),
      max: Math.max(Math.min(seguros.max, 6), Math.max(seguros.min, 1)),
    }),
    fc.integer(seguros),
    fc.constantFrom(seguros.min, seguros.max),
  );
}

function numero(e: Esquema): fc.Arbitrary<number> {
  const min = e.minimum ?? e.exclusiveMinimum ?? -1e9;
  const max = e.maximum ?? e.exclusiveMaximum ?? 1e9;
  return fc.oneof(
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: 0, max: 5000 }),
  );
}

/**
 * A case is either `conforme` (every field of its declared shape, texts with hostile content that
 * fits: what reaches the services and the database) or `hostil` (one field in five of any shape,
 * fields missing, unknown ones added, texts one past their limit: what the schemas must refuse).
 */
type Modo = 'conforme' | 'hostil';

const DATA = '^\\d{4}-\\d{2}-\\d{2}$';

/**
 * Rules JSON Schema cannot carry (check digits, an e-mail's shape), recognised by the field's name:
 * without them hardly a generated person, employee or sign-in would reach the services.
 */
const PELO_NOME: [RegExp, fc.Arbitrary<string>][] = [
  // Never the test's own account: wrong passwords would brake its sign-in, a right one change it.
  [/email/i, fc.constantFrom('ana@lar.org', 'jose.silva@exemplo.com.br')],
  [/(^|_)cpf$/i, fc.stringMatching(/^[1-9]\d{8}$/).map(cpfDaBase)],
  [/(^|_)cep$/i, fc.stringMatching(/^\d{8}$/)],
  [/^data|^de$|^ate$|data_|Start$|Finish$/i, data],
  [/senha|password/i, fc.constantFrom('nova-senha-9', 'outra-senha-7')],
  // A phone's, an address's or a certificate's number: each of these is valid for one of them.
  [/^NUMERO$/, fc.constantFrom('11987654321', '1133334444', '08001234567', '123', '1234567890')],
];

function texto(e: Esquema, modo: Modo, nome: string): fc.Arbitrary<string> {
  const max = e.maxLength ?? 60;
  const min = e.minLength ?? 0;
  const cabe = TEXTOS_HOSTIS.filter((t) => t.length >= min && t.length <= max);
  const peloNome = PELO_NOME.find(([padraoDoNome]) => padraoDoNome.test(nome))?.[1];
  const comoDeclarado =
    e.pattern === DATA || e.format === 'date'
      ? data
      : e.pattern
        ? padrao(e.pattern, max)
        : e.format === 'email'
          ? fc.emailAddress()
          : e.format === 'uuid'
            ? fc.uuid()
            : (peloNome ?? fc.string({ minLength: min, maxLength: Math.min(max, 40), unit: 'binary' }));
  // A text with a shape of its own (a date, a document) holds no free text: hostile texts only break it.
  const livre = !(e.pattern || e.format || peloNome);
  if (modo === 'conforme' && !livre) return comoDeclarado;
  const noLimite = modo === 'conforme' ? [max] : [max, max + 1];
  return fc.oneof(
    { arbitrary: comoDeclarado, weight: 4 },
    { arbitrary: cabe.length ? fc.constantFrom(...cabe) : comoDeclarado, weight: 1 },
    // At its limit exactly (a whole form of accented letters), or one past it.
    { arbitrary: fc.constantFrom(...noLimite).map((n) => 'ç'.repeat(Math.min(n, 5001))), weight: 1 },
  );
}

/** Unknown fields, in one hostile case out of three: the others show what their other values do. */
const umaVezEmTres = <T>(sobras: fc.Arbitrary<T[]>) =>
  fc.oneof({ arbitrary: fc.constant<T[]>([]), weight: 2 }, { arbitrary: sobras, weight: 1 });

function objeto(e: Esquema, modo: Modo): fc.Arbitrary<Record<string, unknown>> {
  const obrigatorias = new Set(e.required ?? []);
  const campos = Object.entries(e.properties ?? {}).map(([nome, filho]) => {
    const valor = valorDe(filho, modo, nome);
    if (modo === 'conforme' && obrigatorias.has(nome)) return fc.tuple(fc.constant(nome), valor);
    // Hostile, a required field is missing one time in eight; an optional one is, half the time
    // (fast-check's `freq` n: missing one time in n).
    const freq = obrigatorias.has(nome) ? 8 : 2;
    return fc.tuple(fc.constant(nome), fc.option(valor, { freq, nil: undefined }));
  });
  const extras = fc.array(fc.tuple(fc.constantFrom(...CHAVES_EXTRAS), hostil), {
    minLength: 1,
    maxLength: 2,
  });
  const sobras = modo === 'conforme' ? fc.constant([]) : umaVezEmTres(extras);
  return fc.tuple(fc.tuple(...campos), sobras).map(([presentes, desconhecidos]) => {
    const corpo: Record<string, unknown> = {};
    for (const [nome, valor] of [...presentes, ...desconhecidos])
      if (valor !== undefined) corpo[nome] = valor;
    return corpo;
  });
}

/** A value of the declared shape of `e`. */
function conforme(e: Esquema, modo: Modo, nome = ''): fc.Arbitrary<unknown> {
  const ramos = e.anyOf ?? e.oneOf;
  if (ramos) return fc.oneof(...ramos.map((ramo) => valorDe(ramo, modo, nome)));
  if (e.allOf?.[0]) return conforme(e.allOf[0], modo, nome);
  if (e.enum) return fc.constantFrom(...e.enum);
  if (e.const !== undefined) return fc.constant(e.const);
  const tipos = [e.type ?? []].flat();
  if (tipos.length > 1) return fc.oneof(...tipos.map((type) => conforme({ ...e, type }, modo, nome)));
  switch (tipos[0]) {
    case 'string':
      return texto(e, modo, nome);
    case 'integer':
      return inteiro(e);
    case 'number':
      return numero(e);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valorDe(e.items ?? {}, modo), {
        minLength: e.minItems ?? 0,
        maxLength: Math.min(e.maxItems ?? 3, 3),
      });
    case 'object':
      return objeto(e, modo);
    default:
      return hostil;
  }
}

function valorDe(e: Esquema, modo: Modo, nome = ''): fc.Arbitrary<unknown> {
  if (modo === 'conforme') return conforme(e, modo, nome);
  return fc.oneof({ arbitrary: conforme(e, modo, nome), weight: 4 }, { arbitrary: hostil, weight: 1 });
}

/** A path or query value is text: what a client may type there. */
function textoDaUrl(e: Esquema | undefined, modo: Modo): fc.Arbitrary<string> {
  const declarado = e
    ? conforme(e, modo).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')))
    : fc.string();
  if (modo === 'conforme') return declarado;
  return fc.oneof(
    { arbitrary: declarado, weight: 3 },
    { arbitrary: fc.constantFrom<string>(...TEXTOS_HOSTIS, UM_MEGA), weight: 2 },
    { arbitrary: fc.constantFrom(...NUMEROS_HOSTIS).map(String), weight: 1 },
  );
}

type Corpo =
  | { tipo: 'nenhum' }
  | { tipo: 'json'; valor: unknown }
  | { tipo: 'cru'; texto: string; contentType: string };

export interface Caso {
  modo: Modo;
  params: Record<string, string>;
  query: [string, string][];
  corpo: Corpo;
}

const corpoCru = fc.oneof(
  fc
    .constantFrom(...JSON_MALFORMADO)
    .map((texto) => ({ tipo: 'cru' as const, texto, contentType: 'application/json' })),
  fc.constant({ tipo: 'cru' as const, texto: 'a=1', contentType: 'application/x-www-form-urlencoded' }),
  fc.constant({ tipo: 'cru' as const, texto: '<x/>', contentType: 'text/xml' }),
);

function corpoDe(esquema: Esquema | undefined, modo: Modo): fc.Arbitrary<Corpo> {
  const valor = esquema ? valorDe(esquema, modo) : modo === 'conforme' ? fc.constant({}) : hostil;
  const json = valor.map((v) => ({ tipo: 'json' as const, valor: v }));
  if (modo === 'conforme') return json;
  return fc.oneof(
    { arbitrary: json, weight: 6 },
    { arbitrary: corpoCru, weight: 2 },
    { arbitrary: fc.constant({ tipo: 'nenhum' as const }), weight: 1 },
  );
}

function queryDe(esquema: Esquema | undefined, modo: Modo): fc.Arbitrary<[string, string][]> {
  const declaradas = Object.entries(esquema?.properties ?? {}).map(([nome, e]) =>
    // Hostile, a key may come twice (an array where a text is expected).
    fc.array(fc.tuple(fc.constant(nome), textoDaUrl(e, modo)), { maxLength: modo === 'conforme' ? 1 : 2 }),
  );
  const extra = fc.array(fc.tuple(fc.constantFrom(...CHAVES_EXTRAS), textoDaUrl(undefined, modo)), {
    minLength: 1,
    maxLength: 1,
  });
  const sobras = modo === 'conforme' ? fc.constant([]) : umaVezEmTres(extra);
  return fc
    .tuple(fc.tuple(...declaradas), sobras)
    .map(([pares, desconhecidas]) => [...pares.flat(), ...desconhecidas]);
}

function paramsDe(esquema: Esquema | undefined, nomes: string[], modo: Modo) {
  const props = esquema?.properties ?? {};
  return fc.record(Object.fromEntries(nomes.map((nome) => [nome, textoDaUrl(props[nome], modo)])));
}

/** Everything one request to a route can carry, generated from its schemas; half the cases conform. */
export function casoDaRota(rota: {
  url: string;
  escrita: boolean;
  schema: { params?: unknown; querystring?: unknown; body?: unknown };
}): fc.Arbitrary<Caso> {
  const nomes = [...rota.url.matchAll(/:(\w+)/g)].map(([, nome]) => nome ?? '');
  return fc.constantFrom<Modo>('conforme', 'hostil').chain((modo) =>
    fc.record({
      modo: fc.constant(modo),
      params: paramsDe(esquemaDe(rota.schema.params), nomes, modo),
      query: queryDe(esquemaDe(rota.schema.querystring), modo),
      corpo: rota.escrita
        ? corpoDe(esquemaDe(rota.schema.body), modo)
        : fc.constant<Corpo>({ tipo: 'nenhum' }),
    }),
  );
}

/**
 * Percent-encoding that keeps a lone surrogate what it is: encodeURIComponent refuses one, so it is
 * written as the three bytes it would take (invalid UTF-8, which the router must refuse).
 */
function codificar(texto: string): string {
  return [...texto]
    .map((c) => {
      const unidade = c.charCodeAt(0);
      if (c.length === 1 && unidade >= 0xd800 && unidade <= 0xdfff) {
        const bytes = [0xe0 | (unidade >> 12), 0x80 | ((unidade >> 6) & 0x3f), 0x80 | (unidade & 0x3f)];
        return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      }
      return encodeURIComponent(c);
    })
    .join('');
}

/** The URL of a case: its path parameters put in, its query pairs after. */
export function urlDoCaso(molde: string, caso: Caso): string {
  const caminho = molde.replace(/:(\w+)/g, (_, nome: string) => codificar(caso.params[nome] ?? ''));
  const query = caso.query.map(([k, v]) => `${codificar(k)}=${codificar(v)}`).join('&');
  return query ? `${caminho}?${query}` : caminho;
}
