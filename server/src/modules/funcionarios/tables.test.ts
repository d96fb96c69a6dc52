import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/support/db.ts';
import { criarFuncionario, criarPessoa, erroDoBanco, unico, VIOLACAO } from '../../../test/support/linhas.ts';
import { contaBancaria, dependente, funcionario } from './tables.ts';

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
    await banco.db.insert(funcionario).values({ PESSOA_CODIGO: p.CODIGO, CARGO: 'Enfermeira' });
    expect(
      await erroDoBanco(
        banco.db.insert(funcionario).values({ PESSOA_CODIGO: p.CODIGO, CARGO: 'Enfermeira' }),
      ),
    ).toEqual({ code: VIOLACAO.unico, constraint: 'funcionario_pessoa_unique' });
  });

  it.each([
    ['desligado sem data', { ATIVO: false }, 'funcionario_desligamento_check'],
    ['cargo em branco', { CARGO: ' ' }, 'funcionario_cargo_check'],
    ['PIS com pontuação', { PIS: '123.45678.90-1' }, 'funcionario_pis_check'],
  ])('recusa %s', async (_caso, dados, regra) => {
    expect(await erroDoBanco(criarFuncionario(banco.db, dados))).toEqual({
      code: VIOLACAO.check,
      constraint: regra,
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
