import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contrato from './index.ts';

/**
 * Request schemas are named after what they read: bodies (…Input, …Request, …Atualizacao), queries,
 * and the pieces bodies are built from (…Campos, vinculo…, a plan's phone row, the password form).
 */
const PEDIDO = /(Input|Request|Atualizacao|Query|Campos|Form)$|^vinculo|^telefoneConvenioItem$/;

const esquemas = Object.entries(contrato as Record<string, unknown>).filter(
  (par): par is [string, z.ZodType] => par[1] instanceof z.ZodType,
);
const pedidos = esquemas.filter(([nome]) => PEDIDO.test(nome));
const respostas = esquemas.filter(([nome, esquema]) => !PEDIDO.test(nome) && esquema instanceof z.ZodObject);

/** A body that may be one item or a list of them (`umOuVarios`) reports each option's issues inside its union's. */
function semUniao(issues: z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((issue) =>
    issue.code === 'invalid_union' ? semUniao(issue.errors.flat()) : [issue],
  );
}

describe('pedidos estritos, respostas abertas (decisão 0018)', () => {
  it('acha os esquemas pelos nomes', () => {
    expect(pedidos.map(([nome]) => nome)).toEqual(
      expect.arrayContaining(['residenteAtualizacao', 'beneficioAtualizacao', 'listaQuery', 'loginRequest']),
    );
    expect(respostas.map(([nome]) => nome)).toEqual(expect.arrayContaining(['residente', 'convenioFull']));
  });

  it.each(pedidos)('%s recusa um campo desconhecido, nomeando-o', (_nome, esquema) => {
    const issues = semUniao(esquema.safeParse({ CAMPO_DESCONHECIDO: 1 }).error?.issues ?? []);
    expect(issues).toContainEqual(
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['CAMPO_DESCONHECIDO'], path: [] }),
    );
  });

  it('a checagem de unicidade, feita por campo, também é estrita', () => {
    expect(contrato.unicidadeRequest('CPF').safeParse({ CPF: '1', FOO: 1 }).error?.issues).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['FOO'] }),
    ]);
  });

  it('um objeto aninhado também recusa o que não conhece, no seu caminho', () => {
    const issues = contrato.residenteAtualizacao.safeParse({ PESSOA: { FOO: 1 } }).error?.issues ?? [];
    expect(issues).toContainEqual(
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['FOO'], path: ['PESSOA'] }),
    );
  });

  it.each(respostas)('%s aceita chaves a mais (o servidor pode acrescentar campos)', (_nome, esquema) => {
    expect((esquema as z.ZodObject).def.catchall).toBeUndefined();
  });

  it('as linhas de telefone do formulário perdem o CODIGO, e só ele', () => {
    const esquema = contrato.semCodigoNosTelefones(contrato.residenteConvenioInput);
    const linha = { CODIGO: 3, NUMERO: '81988887777', TIPO: 'celular', OBSERVACAO: '' };
    const valores = { RESIDENTE_CODIGO: 1, CONVENIO_CODIGO: 2, NUMERO_CONVENIO: 'X', TELEFONE: [linha] };
    expect(esquema.parse(valores).TELEFONE).toEqual([
      { NUMERO: '81988887777', TIPO: 'celular', OBSERVACAO: null },
    ]);
    expect(esquema.safeParse({ ...valores, TELEFONE: [{ ...linha, FOO: 1 }] }).error?.issues).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['FOO'], path: ['TELEFONE', 0] }),
    ]);
  });
});
