import { enderecoInput, telefoneInput } from '@acolher/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { criarConta } from '../../../test/support/sessoes.ts';
import { VINCULOS_DE_ENDERECO, VINCULOS_DE_TELEFONE, type Vinculo } from '../../db/vinculos.ts';
import type { Autor } from '../../lib/autor.ts';
import { NotFoundError } from '../../lib/errors.ts';
import * as cadastro from './service.ts';

/**
 * Decision 0019 under concurrency: a phone or address goes with its last link, and only then. Two
 * unlinks of the same shared row at once must not leave it orphaned; a link made while the only
 * owner unlinks either lands on a row that stays, or is refused: never "OK", then gone.
 */
let t: TestApp;
let autor: Autor;
const RODADAS = 15;

beforeAll(async () => {
  t = await buildTestApp();
  const usuarioCodigo = await criarConta(t.db, {
    login: 'concorrencia',
    email: 'concorrencia@lar.org',
    senha: 'segredo1',
    permissao: 2,
  });
  autor = { usuarioCodigo, ip: '127.0.0.1', permissao: 2 };
});
afterAll(async () => {
  await t.close();
});

async function novaPessoa(): Promise<number> {
  const p = await cadastro.criarPessoa(t.db, autor, {
    NOME: 'Concorrente',
    SOBRENOME: 'Teste',
    DATA_NASCIMENTO: '1950-01-01',
  } as Parameters<typeof cadastro.criarPessoa>[2]);
  return p.CODIGO;
}

/** The same races, for phones and for addresses, through cadastro's one link and unlink. */
const CONTATOS = [
  {
    nome: 'telefone',
    vinculo: VINCULOS_DE_TELEFONE.pessoa,
    criar: async () =>
      (await cadastro.criarTelefone(t.db, autor, telefoneInput.parse({ NUMERO: '19999990000' }))).CODIGO,
  },
  {
    nome: 'endereço',
    vinculo: VINCULOS_DE_ENDERECO.pessoa,
    criar: async () =>
      (
        await cadastro.criarEndereco(
          t.db,
          autor,
          enderecoInput.parse({ LOGRADOURO: 'Rua A', CIDADE: 'Campinas', ESTADO: 'SP' }),
        )
      ).CODIGO,
  },
];

async function existe(vinculo: Vinculo, codigo: number): Promise<boolean> {
  const { contato } = vinculo;
  return (await t.db.select().from(contato).where(eq(contato.CODIGO, codigo))).length > 0;
}

async function vinculado(vinculo: Vinculo, dono: number, codigo: number): Promise<boolean> {
  const linhas = await t.db
    .select()
    .from(vinculo.tabela)
    .where(and(eq(vinculo.dono, dono), eq(vinculo.item, codigo)));
  return linhas.length > 0;
}

describe.each(CONTATOS)('vínculos de $nome concorrentes (decisão 0019)', ({ vinculo, criar }) => {
  const vincular = (dono: number, codigo: number) =>
    cadastro.vincularContato(t.db, autor, vinculo, dono, codigo);
  const desvincular = (dono: number, codigo: number) =>
    cadastro.desvincularContato(t.db, autor, vinculo, dono, codigo);

  it('dois donos desvinculando o mesmo ao mesmo tempo: ele se vai, sem órfão', async () => {
    const orfaos: number[] = [];
    for (let rodada = 0; rodada < RODADAS; rodada++) {
      const [a, b, codigo] = [await novaPessoa(), await novaPessoa(), await criar()];
      await vincular(a, codigo);
      await vincular(b, codigo);
      await Promise.all([desvincular(a, codigo), desvincular(b, codigo)]);
      if (await existe(vinculo, codigo)) orfaos.push(rodada);
    }
    expect(orfaos).toEqual([]);
  });

  it('vincular a um segundo dono enquanto o único desvincula: ou o vínculo fica, ou é recusado', async () => {
    const problemas: string[] = [];
    for (let rodada = 0; rodada < RODADAS; rodada++) {
      const [a, b, codigo] = [await novaPessoa(), await novaPessoa(), await criar()];
      await vincular(a, codigo);
      const [, ligacao] = await Promise.allSettled([desvincular(a, codigo), vincular(b, codigo)]);
      const ficou = await vinculado(vinculo, b, codigo);
      const ficouOContato = await existe(vinculo, codigo);
      if (ligacao.status === 'fulfilled' && !ficou) problemas.push(`${rodada}: vinculado e depois sumiu`);
      if (ligacao.status === 'rejected' && !(ligacao.reason instanceof NotFoundError))
        problemas.push(`${rodada}: recusado com ${String(ligacao.reason)}`);
      if (ficouOContato !== ficou) problemas.push(`${rodada}: existe=${ficouOContato}, vinculado=${ficou}`);
    }
    expect(problemas).toEqual([]);
  });
});
