import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { enderecoInput, unicidadeRequest } from './cadastro.ts';
import { MENSAGENS } from './messages.ts';
import {
  codigo,
  comTextosBemFormados,
  data,
  dataAteHoje,
  textoBemFormado,
  ultimoDiaCorrente,
} from './rules.ts';

const mensagens = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

describe('codigo', () => {
  it('reads plain digits and integer numbers up to 2^31-1', () => {
    expect(codigo.parse('1')).toBe(1);
    expect(codigo.parse('2147483647')).toBe(2_147_483_647);
    expect(codigo.parse(42)).toBe(42);
  });

  it.each(['1e3', '0x10', '1.0', '00001', '-1', '+1', ' 1', '0', '', 'abc', '2147483648', '9999999999'])(
    'refuses the text %j with one "Código inválido"',
    (texto) => {
      expect(mensagens(codigo.safeParse(texto))).toEqual(['Código inválido']);
    },
  );

  it.each([true, null, 0, -1, 1.5, 2_147_483_648, 1e20, Number.NaN])('refuses %j', (valor) => {
    expect(mensagens(codigo.safeParse(valor))).toEqual(['Código inválido']);
  });
});

describe('dates', () => {
  it('an empty or missing required date is "Campo Obrigatório", alone', () => {
    expect(mensagens(data.safeParse(''))).toEqual([MENSAGENS.campoObrigatorio]);
    expect(mensagens(data.safeParse(undefined))).toEqual([MENSAGENS.campoObrigatorio]);
    expect(mensagens(data.safeParse('2024-02-30'))).toEqual(['Data inválida']);
    // What a form holds when the typed date cannot be read (decision 0025).
    expect(mensagens(data.safeParse('04/05/19'))).toEqual([MENSAGENS.dataIlegivel]);
    expect(mensagens(data.safeParse('1990-13-15'))).toEqual(['Data inválida']);
  });

  it('dataAteHoje refuses a day that is in the future everywhere, and takes today', () => {
    const ateHoje = dataAteHoje('no futuro');
    const hoje = new Date().toISOString().slice(0, 10);
    const depois = new Date(Date.parse(`${ultimoDiaCorrente()}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(ateHoje.parse(hoje)).toBe(hoje);
    expect(ateHoje.parse(ultimoDiaCorrente())).toBe(ultimoDiaCorrente());
    expect(mensagens(ateHoje.safeParse(depois))).toEqual(['no futuro']);
    expect(mensagens(ateHoje.safeParse('2999-12-31'))).toEqual(['no futuro']);
  });
});

describe('address state (UF)', () => {
  const endereco = (ESTADO: unknown) =>
    enderecoInput.safeParse({ LOGRADOURO: 'Rua A', CIDADE: 'Campinas', ESTADO });

  it('empty or missing is "Campo Obrigatório"; a wrong one "UF inválida"', () => {
    expect(mensagens(endereco(''))).toEqual([MENSAGENS.campoObrigatorio]);
    expect(mensagens(endereco(undefined))).toEqual([MENSAGENS.campoObrigatorio]);
    expect(mensagens(endereco('XX'))).toEqual(['UF inválida']);
    expect(endereco('SP').success).toBe(true);
  });
});

describe('unicidadeRequest', () => {
  const cpf = unicidadeRequest('CPF');

  it("takes the value under the field's own name and the record's code", () => {
    expect(cpf.parse({ CPF: '123', CODIGO: 7 })).toEqual({ valor: '123', CODIGO: 7 });
    expect(cpf.parse({ CPF: '', CODIGO: null })).toEqual({ valor: '', CODIGO: null });
    expect(cpf.parse({ CPF: '123' })).toEqual({ valor: '123' });
  });

  it('refuses the old `valor` body and loose codes', () => {
    expect(cpf.safeParse({ valor: '123' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['CPF'], message: MENSAGENS.campoObrigatorio }),
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['valor'] }),
    ]);
    for (const CODIGO of [true, '1e3', 2_147_483_648])
      expect(mensagens(cpf.safeParse({ CPF: '1', CODIGO }))).toEqual(['Código inválido']);
  });
});

describe('textos bem formados (docs/produto.md §5)', () => {
  it.each([
    'a\u0000b',
    '\u0000',
    'sino\u0007',
    '\u001b[31m',
    'del\u007f',
    'c1\u0085',
    '\ud800',
    'fim\udfff',
    '\udc00\ud800',
  ])('refuses %j: a control character or half a character', (texto) => {
    expect(textoBemFormado(texto)).toBe(false);
  });

  it.each([
    '',
    'José da Silva',
    'linha 1\r\nlinha 2\tfim',
    '\u202Eabc\u200F',
    '😀',
    '％＿＼',
    "'; drop table x; --",
  ])('keeps %j', (texto) => {
    expect(textoBemFormado(texto)).toBe(true);
  });

  it('names each bad text of a schema by its path, at any depth, and changes nothing else', () => {
    const original = z.strictObject({
      NOME: z.string(),
      TELEFONES: z.array(z.object({ NUMERO: z.string() })),
      IDADE: z.number(),
    });
    const esquema = comTextosBemFormados(original);
    const r = esquema.safeParse({
      NOME: 'a\u0000',
      TELEFONES: [{ NUMERO: '1' }, { NUMERO: '\ud800' }],
      IDADE: 3,
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['NOME', MENSAGENS.caractereInvalido],
      ['TELEFONES.1.NUMERO', MENSAGENS.caractereInvalido],
    ]);
    expect(esquema.parse({ NOME: 'Ana', TELEFONES: [], IDADE: 3 })).toEqual({
      NOME: 'Ana',
      TELEFONES: [],
      IDADE: 3,
    });
    // The API's documentation, generated from the schemas, shows the same shape.
    expect(z.toJSONSchema(esquema)).toEqual(z.toJSONSchema(original));
  });
});
