import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/support/db.ts';
import { criarPessoa, erroDoBanco, unico, VIOLACAO } from '../../../test/support/linhas.ts';
import { nomeContem } from '../colunas.ts';
import { endereco, enderecoPessoa, pessoa, telefone, telefonePessoa } from './cadastro.ts';

let banco: TestDb;
beforeAll(async () => {
  banco = await createTestDb();
});
afterAll(() => banco.drop());

function cpf(): string {
  return String(unico()).padStart(11, '0');
}

describe('pessoa', () => {
  it('recusa CPF e RG repetidos, com o nome da regra', async () => {
    const documento = cpf();
    await criarPessoa(banco.db, { CPF: documento, RG: `RG${documento}` });
    expect(await erroDoBanco(criarPessoa(banco.db, { CPF: documento }))).toEqual({
      code: VIOLACAO.unico,
      constraint: 'pessoa_cpf_unique',
    });
    expect(await erroDoBanco(criarPessoa(banco.db, { RG: `RG${documento}` }))).toEqual({
      code: VIOLACAO.unico,
      constraint: 'pessoa_rg_unique',
    });
  });

  it('aceita várias pessoas sem CPF nem RG', async () => {
    await criarPessoa(banco.db);
    await criarPessoa(banco.db);
  });

  it.each([
    ['CPF com pontuação', { CPF: '123.456.789-09' }, 'pessoa_cpf_check'],
    ['CPF curto', { CPF: '1234567890' }, 'pessoa_cpf_check'],
    ['RG não normalizado', { RG: '12.345.678-x' }, 'pessoa_rg_check'],
    ['estado civil desconhecido', { ESTADO_CIVIL: 'X' }, 'pessoa_estado_civil_check'],
    ['sexo desconhecido', { SEXO: 'Z' }, 'pessoa_sexo_check'],
    ['nome em branco', { NOME: '   ' }, 'pessoa_nome_check'],
    ['sobrenome vazio', { SOBRENOME: '' }, 'pessoa_nome_check'],
    ['UF inexistente', { UF_RG: 'XX' }, 'pessoa_uf_rg_check'],
    ['nascimento impossível', { DATA_NASCIMENTO: '1492-04-22' }, 'pessoa_data_nascimento_check'],
  ])('recusa %s', async (_caso, dados, regra) => {
    expect(await erroDoBanco(criarPessoa(banco.db, dados))).toEqual({
      code: VIOLACAO.check,
      constraint: regra,
    });
  });

  it('aceita cada estado civil documentado', async () => {
    for (const estado of ['S', 'C', 'V', 'D', 'E', 'U'])
      await criarPessoa(banco.db, { ESTADO_CIVIL: estado });
  });
});

describe('busca por nome', () => {
  it('ignora acentos e maiúsculas: "jose" encontra "José"', async () => {
    await criarPessoa(banco.db, { NOME: 'José', SOBRENOME: 'Conceição Araújo' });
    const busca = (termo: string) =>
      banco.db
        .select({ NOME: pessoa.NOME })
        .from(pessoa)
        .where(nomeContem(pessoa.NOME, pessoa.SOBRENOME, termo));
    expect(await busca('jose')).toEqual([{ NOME: 'José' }]);
    expect(await busca('JOSE CONCEICAO')).toEqual([{ NOME: 'José' }]);
    expect(await busca('araujo')).toEqual([{ NOME: 'José' }]);
  });

  it('toma % e _ do termo ao pé da letra', async () => {
    const achados = await banco.db
      .select()
      .from(pessoa)
      .where(nomeContem(pessoa.NOME, pessoa.SOBRENOME, '%'));
    expect(achados).toEqual([]);
  });

  it('usa o índice trigram (a expressão da consulta é a do índice)', async () => {
    const plano = await banco.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select 1 from ${pessoa} where ${nomeContem(pessoa.NOME, pessoa.SOBRENOME, 'jose')}`,
      );
    });
    expect(JSON.stringify(plano.rows)).toContain('pessoa_nome_trgm');
  });
});

describe('endereço e telefone', () => {
  it.each([
    ['UF inexistente', { ESTADO: 'SS' }, 'endereco_estado_check'],
    ['CEP com hífen', { CEP: '01310-100' }, 'endereco_cep_check'],
    ['logradouro em branco', { LOGRADOURO: ' ' }, 'endereco_logradouro_check'],
  ])('endereço: recusa %s', async (_caso, dados, regra) => {
    const valores = { LOGRADOURO: 'Rua das Acácias', CIDADE: 'Campinas', ESTADO: 'SP', ...dados };
    expect(await erroDoBanco(banco.db.insert(endereco).values(valores))).toEqual({
      code: VIOLACAO.check,
      constraint: regra,
    });
  });

  it('telefone: recusa tipo desconhecido e número com máscara', async () => {
    expect(
      await erroDoBanco(banco.db.insert(telefone).values({ NUMERO: '19999990000', TIPO: 'fax' })),
    ).toEqual({
      code: VIOLACAO.check,
      constraint: 'telefone_tipo_check',
    });
    expect(await erroDoBanco(banco.db.insert(telefone).values({ NUMERO: '(19) 99999-0000' }))).toEqual({
      code: VIOLACAO.check,
      constraint: 'telefone_numero_check',
    });
  });

  it('vínculos recusam órfãos e somem junto com o telefone ou endereço apagado', async () => {
    const p = await criarPessoa(banco.db);
    expect(
      await erroDoBanco(
        banco.db.insert(telefonePessoa).values({ PESSOA_CODIGO: p.CODIGO, TELEFONE_CODIGO: -1 }),
      ),
    ).toEqual({
      code: VIOLACAO.chaveEstrangeira,
      constraint: 'telefone_pessoa_telefone_codigo_fk',
    });
    const [e] = await banco.db
      .insert(endereco)
      .values({ LOGRADOURO: 'Av. Brasil', CIDADE: 'Recife', ESTADO: 'PE' })
      .returning();
    const codigoEndereco = e?.CODIGO ?? -1;
    await banco.db
      .insert(enderecoPessoa)
      .values({ PESSOA_CODIGO: p.CODIGO, ENDERECO_CODIGO: codigoEndereco });
    await banco.db.delete(endereco).where(eq(endereco.CODIGO, codigoEndereco));
    expect(
      await banco.db.select().from(enderecoPessoa).where(eq(enderecoPessoa.PESSOA_CODIGO, p.CODIGO)),
    ).toEqual([]);
  });
});
