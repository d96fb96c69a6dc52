import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MENSAGENS } from './messages.ts';
import { instalarMensagensPtBr, MENSAGENS_ZOD } from './zod-pt-br.ts';

beforeAll(() => {
  instalarMensagensPtBr();
});

function mensagem(schema: z.ZodType, valor: unknown): string {
  const resultado = schema.safeParse(valor);
  if (resultado.success) throw new Error(`aceitou ${JSON.stringify(valor)}`);
  return resultado.error.issues[0]?.message ?? '';
}

describe('mensagens padrão do zod em português do Brasil', () => {
  it.each([
    ['campo ausente', z.object({ a: z.string() }), {}, MENSAGENS.campoObrigatorio],
    ['tipo errado', z.string(), 12, 'Valor inválido: era esperado um texto'],
    ['inteiro', z.number().int(), 'x', 'Valor inválido: era esperado um número'],
    ['texto vazio', z.string().min(1), '', MENSAGENS.campoObrigatorio],
    ['texto curto', z.string().min(4), 'abc', 'Deve ter no mínimo 4 caracteres'],
    ['texto longo', z.string().max(1), 'ab', 'Deve ter no máximo 1 caractere'],
    ['tamanho exato', z.string().length(8), 'abc', 'Deve ter exatamente 8 caracteres'],
    ['lista longa', z.array(z.number()).max(2), [1, 2, 3], 'Deve ter no máximo 2 itens'],
    ['número pequeno', z.number().min(0), -1, 'Deve ser maior ou igual a 0'],
    ['número grande', z.number().lt(10), 10, 'Deve ser menor que 10'],
    ['e-mail', z.email(), 'x', MENSAGENS.emailInvalido],
    ['URL', z.url(), 'nada', MENSAGENS_ZOD.urlInvalida],
    ['padrão', z.string().regex(/^[A-Za-z0-9_-]{20,100}$/), '%%', MENSAGENS_ZOD.formatoInvalido],
    ['prefixo', z.string().startsWith('smtp://'), 'x', 'Deve começar com "smtp://"'],
    ['enumeração', z.enum(['info', 'warn']), 'x', 'Valor inválido: use um destes: info, warn'],
    ['literal', z.literal(true), false, 'Valor inválido: deve ser true'],
    ['chave a mais', z.strictObject({}), { b: 1, c: 2 }, 'Campos não permitidos: b, c'],
    ['refinamento', z.string().refine(() => false), 'x', MENSAGENS_ZOD.valorInvalido],
    ['múltiplo', z.number().multipleOf(5), 3, 'Deve ser múltiplo de 5'],
  ])('%s', (_caso, schema, valor, esperado) => {
    expect(mensagem(schema, valor)).toBe(esperado);
  });

  it('nunca mostra uma expressão regular nem o português europeu', () => {
    const texto = mensagem(z.string().regex(/^\d{4}$/), 'abc');
    expect(texto).not.toMatch(/[\\^$]|padrão|Demasiado/);
  });

  it('não passa por cima da mensagem que o schema define', () => {
    expect(mensagem(z.string().min(4, 'curta'), 'a')).toBe('curta');
  });
});
