import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/support/db.ts';
import { criarFuncionario, criarPessoa, erroDoBanco, unico, VIOLACAO } from '../../../test/support/linhas.ts';
import { contaBancaria, dependente, funcionario } from './funcionarios.ts';

let banco: TestDb;
beforeAll(async () => {
  banco = await createTestDb();
});
afterAll(() => banco.drop());

async function criarDependente(dados: Partial<typeof dependente.$inferInsert> = {}) {
  const { CODIGO_FUNCIONARIO } = await criarFuncionario(banco.db);
  const valores = {
    CODIGO_FUNCIONARIO,
    NOME: 'Lucas',
    SOBRENOME: 'Simões',
    DATA_NASCIMENTO: '2015-10-12',
    ...dados,
  };
  return banco.db.insert(dependente).values(valores);
}

describe('funcionário', () => {
  it('uma pessoa é funcionária uma vez só', async () => {
    const p = await criarPessoa(banco.db);
    await banco.db
      .insert(funcionario)
      .values({ PESSOA_CODIGO: p.CODIGO, CARGO: 'Enfermeira', DATA_ADMISSAO: '2021-02-01' });
    expect(
      await erroDoBanco(
        banco.db
          .insert(funcionario)
          .values({ PESSOA_CODIGO: p.CODIGO, CARGO: 'Enfermeira', DATA_ADMISSAO: '2021-02-01' }),
      ),
    ).toEqual({ code: VIOLACAO.unico, constraint: 'funcionario_pessoa_unique' });
  });

  it.each([
    ['demitido sem data', { ATIVO: false }, 'funcionario_demissao_check'],
    ['cargo em branco', { CARGO: ' ' }, 'funcionario_cargo_check'],
    ['PIS com pontuação', { PIS: '123.45678.90-1' }, 'funcionario_pis_check'],
  ])('recusa %s', async (_caso, dados, regra) => {
    expect(await erroDoBanco(criarFuncionario(banco.db, dados))).toEqual({
      code: VIOLACAO.check,
      constraint: regra,
    });
  });

  it('aceita um só responsável técnico ativo; um inativo não conta', async () => {
    const rt = await criarFuncionario(banco.db, { RESPONSAVEL_TECNICO: true });
    expect(await erroDoBanco(criarFuncionario(banco.db, { RESPONSAVEL_TECNICO: true }))).toEqual({
      code: VIOLACAO.unico,
      constraint: 'funcionario_responsavel_tecnico_unique',
    });
    await banco.db
      .update(funcionario)
      .set({ ATIVO: false, DATA_DEMISSAO: '2025-01-10', MOTIVO_DEMISSAO: 'Aposentadoria' })
      .where(eq(funcionario.CODIGO_FUNCIONARIO, rt.CODIGO_FUNCIONARIO));
    await criarFuncionario(banco.db, { RESPONSAVEL_TECNICO: true });
  });

  it('guarda o conselho inteiro (sigla, número e UF) ou nada', async () => {
    const conselho = { CONSELHO_SIGLA: 'COREN', CONSELHO_NUMERO: '123456', CONSELHO_UF: 'SP' };
    await criarFuncionario(banco.db, { ...conselho, CONSELHO_VALIDADE: '2027-01-31' });
    for (const faltando of [{ CONSELHO_UF: null }, { CONSELHO_NUMERO: null }, { CONSELHO_SIGLA: null }])
      expect(await erroDoBanco(criarFuncionario(banco.db, { ...conselho, ...faltando }))).toEqual({
        code: VIOLACAO.check,
        constraint: 'funcionario_conselho_check',
      });
    expect(await erroDoBanco(criarFuncionario(banco.db, { CONSELHO_VALIDADE: '2027-01-31' }))).toEqual({
      code: VIOLACAO.check,
      constraint: 'funcionario_conselho_check',
    });
    expect(await erroDoBanco(criarFuncionario(banco.db, { ...conselho, CONSELHO_SIGLA: 'coren' }))).toEqual({
      code: VIOLACAO.check,
      constraint: 'funcionario_conselho_sigla_check',
    });
  });

  it('conta bancária: uma por funcionário, de funcionário existente', async () => {
    const { CODIGO_FUNCIONARIO } = await criarFuncionario(banco.db);
    const conta = { CODIGO_FUNCIONARIO, BANCO: '001', AGENCIA: '1234-5', CONTA: '98765-0' };
    await banco.db.insert(contaBancaria).values(conta);
    expect(await erroDoBanco(banco.db.insert(contaBancaria).values(conta))).toMatchObject({
      code: VIOLACAO.unico,
    });
    expect(
      await erroDoBanco(banco.db.insert(contaBancaria).values({ ...conta, CODIGO_FUNCIONARIO: -1 })),
    ).toEqual({
      code: VIOLACAO.chaveEstrangeira,
      constraint: 'conta_bancaria_codigo_funcionario_fk',
    });
    expect(
      await erroDoBanco(
        banco.db.insert(contaBancaria).values({ ...conta, CODIGO_FUNCIONARIO, TIPO_CONTA: 'cripto' }),
      ),
    ).toMatchObject({ code: VIOLACAO.check, constraint: 'conta_bancaria_tipo_check' });
  });
});

describe('dependente', () => {
  it.each([
    ['CPF', () => ({ CPF: String(unico()).padStart(11, '0') }), 'dependente_cpf_unique'],
    ['RG', () => ({ RG: `MG${unico()}` }), 'dependente_rg_unique'],
    [
      'certidão de nascimento',
      () => ({ NUMERO_CERTIDAO_NASCIMENTO: String(unico()).padStart(32, '1') }),
      'dependente_certidao_nascimento_unique',
    ],
  ])('recusa %s repetido, mesmo de outro funcionário', async (_campo, gerar, regra) => {
    const valor = gerar();
    await criarDependente(valor);
    expect(await erroDoBanco(criarDependente(valor))).toEqual({ code: VIOLACAO.unico, constraint: regra });
  });

  it('um nome por funcionário (sem caixa, acentos nem espaços), repetível em outro funcionário', async () => {
    const { CODIGO_FUNCIONARIO } = await criarFuncionario(banco.db);
    const dependenteDe = (NOME: string, SOBRENOME: string, codigo = CODIGO_FUNCIONARIO) =>
      banco.db
        .insert(dependente)
        .values({ CODIGO_FUNCIONARIO: codigo, NOME, SOBRENOME, DATA_NASCIMENTO: '2015-10-12' });
    await dependenteDe('Lúcas', 'Simões');
    expect(await erroDoBanco(dependenteDe(' lucas ', 'SIMOES'))).toEqual({
      code: VIOLACAO.unico,
      constraint: 'dependente_nome_unique',
    });
    await dependenteDe('Lúcas', 'Simões', (await criarFuncionario(banco.db)).CODIGO_FUNCIONARIO);
  });

  it('termo antigo: repete em outro livro ou cartório, não com as mesmas partes', async () => {
    const termo = {
      NUMERO_CERTIDAO_NASCIMENTO: String(unico()).slice(-6),
      LIVRO_CERTIDAO_NASCIMENTO: 'A-12',
      FOLHA_CERTIDAO_NASCIMENTO: '34',
      CIDADE_CERTIDAO_NASCIMENTO: 'São Paulo',
      ESTADO_CERTIDAO_NASCIMENTO: 'SP',
    };
    await criarDependente(termo);
    await criarDependente({ ...termo, LIVRO_CERTIDAO_NASCIMENTO: 'A-13' });
    expect(
      await erroDoBanco(criarDependente({ ...termo, CIDADE_CERTIDAO_NASCIMENTO: ' sao paulo' })),
    ).toEqual({ code: VIOLACAO.unico, constraint: 'dependente_termo_nascimento_unique' });
  });

  it('aceita vários dependentes sem documentos', async () => {
    await criarDependente();
    await criarDependente();
  });

  it('recusa funcionário inexistente e UF inválida', async () => {
    expect(await erroDoBanco(criarDependente({ CODIGO_FUNCIONARIO: -1 }))).toEqual({
      code: VIOLACAO.chaveEstrangeira,
      constraint: 'dependente_codigo_funcionario_fk',
    });
    expect(await erroDoBanco(criarDependente({ ESTADO_CERTIDAO_NASCIMENTO: 'ZZ' }))).toEqual({
      code: VIOLACAO.check,
      constraint: 'dependente_estado_certidao_check',
    });
  });
});
