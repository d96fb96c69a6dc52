import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { serializadorDaResposta } from './serializador.ts';

const rota = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/teste', httpStatus: '200' });
/** What the app's serializer sends (bytes for an object, lib/serializador.ts), as text. */
const escrito = (schema: z.ZodType, valor: unknown) => String(serializadorDaResposta(rota(schema))(valor));
const pelosDois = (schema: z.ZodType, valor: unknown) => [
  escrito(schema, valor),
  serializerCompiler(rota(schema))(valor),
];

describe('serializadorDaResposta', () => {
  const linha = z.object({
    CODIGO: z.number().int(),
    NOME: z.string(),
    DATA: z.string().nullable(),
    ENDERECO: z.object({ CIDADE: z.string(), UF: z.string().optional() }).nullable(),
    TELEFONES: z.array(z.object({ NUMERO: z.string() })),
  });

  it('writes the bytes zod wrote: declared keys in declared order, unknown keys dropped, at every depth', () => {
    const valor = [
      {
        EXTRA: 'fora',
        TELEFONES: [{ NUMERO: '1133334444', TIPO: 'fora' }],
        ENDERECO: { UF: 'SP', CIDADE: 'São Paulo "Centro"', SENHA: 'fora' },
        DATA: null,
        NOME: 'Zélia\n',
        CODIGO: 1,
      },
      { CODIGO: 2, NOME: 'Ana', DATA: '2025-01-02', ENDERECO: null, TELEFONES: [] },
    ];
    const [nosso, doZod] = pelosDois(z.array(linha), valor);
    expect(nosso).toBe(doZod);
    expect(nosso).not.toContain('fora');
  });

  it('writes an answer object once per route, as bytes: a kept answer, the same object on every request, is not cut again', () => {
    const kept = [{ CODIGO: 1, NOME: 'Ana', DATA: null, ENDERECO: null, TELEFONES: [] }];
    const serializar = serializadorDaResposta(rota(z.array(linha)));
    const primeira = serializar(kept);
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      expect(serializar(kept)).toBe(primeira);
      expect(Buffer.isBuffer(primeira)).toBe(true);
      expect(stringify).not.toHaveBeenCalled();
      // A fresh answer is another object: written for itself.
      const fresca = [{ ...kept[0], NOME: 'Bia' }];
      expect(String(serializar(fresca))).toContain('"Bia"');
      expect(stringify).toHaveBeenCalledTimes(1);
    } finally {
      stringify.mockRestore();
    }
    // Another route cuts the same object by its own schema.
    expect(escrito(z.array(linha.pick({ CODIGO: true })), kept)).toBe('[{"CODIGO":1}]');
  });

  it('leaves to zod what it cannot cut (a union, a default): a value outside the schema still fails', () => {
    const uniao = z.union([z.object({ A: z.string() }), z.object({ B: z.number() })]);
    const [nosso, doZod] = pelosDois(uniao, { B: 1, C: 2 });
    expect(nosso).toBe(doZod);
    expect(() => serializadorDaResposta(rota(uniao))({ A: 1 })).toThrow();
    const comPadrao = z.object({ TIPO: z.string().default('saude'), NOME: z.string() });
    const [nossoPadrao, doZodPadrao] = pelosDois(comPadrao, { NOME: 'Plano', TIPO: 'odonto', X: 1 });
    expect(nossoPadrao).toBe(doZodPadrao);
  });
});
