import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/support/db.ts';
import {
  criarConvenio,
  criarPessoa,
  criarResidente,
  erroDoBanco,
  RESTRICAO_AO_APAGAR,
  unico,
  VIOLACAO,
} from '../../../test/support/linhas.ts';
import { pessoa, telefone } from './cadastro.ts';
import {
  beneficio,
  certidaoCasamento,
  familiar,
  residente,
  residenteConvenio,
  residenteFamiliar,
  telefoneParentesco,
} from './residentes.ts';

let banco: TestDb;
beforeAll(async () => {
  banco = await createTestDb();
});
afterAll(() => banco.drop());

function numero(digitos: number): string {
  return String(unico()).padStart(digitos, '9');
}

describe('residente: unicidade (docs/produto.md §5)', () => {
  it.each([
    ['CARTAO_SAMS', () => `SAMS${numero(6)}`, 'residente_cartao_sams_unique'],
    ['CARTAO_SUS', () => numero(15), 'residente_cartao_sus_unique'],
    ['CONTA_INSS', () => numero(9), 'residente_conta_inss_unique'],
    ['NUMERO_INSS', () => numero(10), 'residente_numero_inss_unique'],
    ['NUMERO_CERTIDAO_NASCIMENTO', () => numero(32), 'residente_certidao_nascimento_unique'],
    ['TITULO_ELEITOR', () => numero(12), 'residente_titulo_eleitor_unique'],
  ] as const)('recusa %s repetido', async (campo, gerar, regra) => {
    const valor = gerar();
    await criarResidente(banco.db, { [campo]: valor });
    expect(await erroDoBanco(criarResidente(banco.db, { [campo]: valor }))).toEqual({
      code: VIOLACAO.unico,
      constraint: regra,
    });
  });

  it('aceita vários residentes sem nenhum desses documentos', async () => {
    await criarResidente(banco.db);
    await criarResidente(banco.db);
  });

  it('uma pessoa é residente uma vez só', async () => {
    const p = await criarPessoa(banco.db);
    await banco.db.insert(residente).values({ PESSOA_CODIGO: p.CODIGO });
    expect(await erroDoBanco(banco.db.insert(residente).values({ PESSOA_CODIGO: p.CODIGO }))).toEqual({
      code: VIOLACAO.unico,
      constraint: 'residente_pessoa_unique',
    });
  });
});

describe('residente: formatos e estado', () => {
  it.each([
    ['Cartão SUS com 14 dígitos', { CARTAO_SUS: '12345678901234' }, 'residente_cartao_sus_check'],
    ['título com máscara', { TITULO_ELEITOR: '1234 5678 9012' }, 'residente_titulo_eleitor_check'],
    [
      'certidão com 33 dígitos',
      { NUMERO_CERTIDAO_NASCIMENTO: '1'.repeat(33) },
      'residente_certidao_nascimento_check',
    ],
    ['inativo sem data de desacolhimento', { ATIVO: false }, 'residente_desacolhimento_check'],
    [
      'ativo com data de desacolhimento',
      { DATA_DESACOLHIMENTO: '2024-01-02' },
      'residente_desacolhimento_check',
    ],
  ])('recusa %s', async (_caso, dados, regra) => {
    expect(await erroDoBanco(criarResidente(banco.db, dados))).toEqual({
      code: VIOLACAO.check,
      constraint: regra,
    });
  });

  it('aceita termo antigo (livro e folha) e matrícula de 32 dígitos', async () => {
    await criarResidente(banco.db, {
      NUMERO_CERTIDAO_NASCIMENTO: numero(5),
      LIVRO_CERTIDAO_NASCIMENTO: 'A-12',
      FOLHA_CERTIDAO_NASCIMENTO: '087',
      CIDADE_CERTIDAO_NASCIMENTO: 'Ouro Preto',
      ESTADO_CERTIDAO_NASCIMENTO: 'MG',
    });
    await criarResidente(banco.db, { NUMERO_CERTIDAO_NASCIMENTO: numero(32) });
  });

  it('desacolhido guarda data e motivo', async () => {
    const r = await criarResidente(banco.db, {
      ATIVO: false,
      DATA_DESACOLHIMENTO: '2025-02-03',
      MOTIVO_DESACOLHIMENTO: 'Retorno à família',
    });
    expect(r.DATA_DESACOLHIMENTO).toBe('2025-02-03');
  });

  it('não se apaga a pessoa de um residente nem um residente com histórico', async () => {
    const r = await criarResidente(banco.db);
    expect(await erroDoBanco(banco.db.delete(pessoa).where(eq(pessoa.CODIGO, r.PESSOA_CODIGO)))).toEqual({
      code: expect.toBeOneOf([...RESTRICAO_AO_APAGAR]),
      constraint: 'residente_pessoa_codigo_fk',
    });
    await banco.db.insert(beneficio).values({ CODIGO_RESIDENTE: r.CODIGO_RESIDENTE, NOME_BENEFICIO: 'BPC' });
    expect(
      await erroDoBanco(banco.db.delete(residente).where(eq(residente.CODIGO_RESIDENTE, r.CODIGO_RESIDENTE))),
    ).toEqual({
      code: expect.toBeOneOf([...RESTRICAO_AO_APAGAR]),
      constraint: 'beneficio_codigo_residente_fk',
    });
  });

  it('recusa residente de pessoa inexistente', async () => {
    expect(await erroDoBanco(banco.db.insert(residente).values({ PESSOA_CODIGO: -1 }))).toEqual({
      code: VIOLACAO.chaveEstrangeira,
      constraint: 'residente_pessoa_codigo_fk',
    });
  });
});

describe('benefício', () => {
  it('nome único por residente, sem diferenciar maiúsculas', async () => {
    const r = await criarResidente(banco.db);
    const outro = await criarResidente(banco.db);
    await banco.db
      .insert(beneficio)
      .values({ CODIGO_RESIDENTE: r.CODIGO_RESIDENTE, NOME_BENEFICIO: 'Aposentadoria' });
    const repetir = (nome: string, codigo = r.CODIGO_RESIDENTE) =>
      erroDoBanco(banco.db.insert(beneficio).values({ CODIGO_RESIDENTE: codigo, NOME_BENEFICIO: nome }));
    expect(await repetir('APOSENTADORIA')).toEqual({
      code: VIOLACAO.unico,
      constraint: 'beneficio_nome_unique',
    });
    expect(await repetir('Aposentadoria')).toEqual({ code: VIOLACAO.unico, constraint: 'beneficio_pk' });
    await banco.db.insert(beneficio).values({
      CODIGO_RESIDENTE: outro.CODIGO_RESIDENTE,
      NOME_BENEFICIO: 'Aposentadoria',
      PROVAS_VIDA: '2026-01-31',
    });
  });

  it('recusa valor negativo, nome em branco e residente inexistente', async () => {
    const r = await criarResidente(banco.db);
    const inserir = (dados: Partial<typeof beneficio.$inferInsert>) =>
      erroDoBanco(
        banco.db
          .insert(beneficio)
          .values({ CODIGO_RESIDENTE: r.CODIGO_RESIDENTE, NOME_BENEFICIO: 'Pensão', ...dados }),
      );
    expect(await inserir({ VALOR: '-1.00' })).toEqual({
      code: VIOLACAO.check,
      constraint: 'beneficio_valor_check',
    });
    expect(await inserir({ NOME_BENEFICIO: ' ' })).toEqual({
      code: VIOLACAO.check,
      constraint: 'beneficio_nome_check',
    });
    expect(await inserir({ CODIGO_RESIDENTE: -1 })).toEqual({
      code: VIOLACAO.chaveEstrangeira,
      constraint: 'beneficio_codigo_residente_fk',
    });
  });
});

describe('certidão de casamento, familiares e convênios', () => {
  it('certidão: uma por residente, de residente existente', async () => {
    const r = await criarResidente(banco.db);
    await banco.db.insert(certidaoCasamento).values({ CODIGO_RESIDENTE: r.CODIGO_RESIDENTE, NUMERO: '4521' });
    expect(
      await erroDoBanco(banco.db.insert(certidaoCasamento).values({ CODIGO_RESIDENTE: r.CODIGO_RESIDENTE })),
    ).toMatchObject({ code: VIOLACAO.unico });
    expect(await erroDoBanco(banco.db.insert(certidaoCasamento).values({ CODIGO_RESIDENTE: -1 }))).toEqual({
      code: VIOLACAO.chaveEstrangeira,
      constraint: 'certidao_casamento_codigo_residente_fk',
    });
  });

  it('familiar: vínculo exige parentesco e recusa órfãos', async () => {
    const r = await criarResidente(banco.db);
    const [f] = await banco.db.insert(familiar).values({ NOME: 'Ana', SOBRENOME: 'Gonçalves' }).returning();
    const vinculo = { RESIDENTE_CODIGO: r.CODIGO_RESIDENTE, FAMILIAR_CODIGO: f?.CODIGO ?? -1 };
    expect(
      await erroDoBanco(banco.db.insert(residenteFamiliar).values({ ...vinculo, PARENTESCO: '' })),
    ).toEqual({
      code: VIOLACAO.check,
      constraint: 'residente_familiar_parentesco_check',
    });
    expect(
      await erroDoBanco(
        banco.db.insert(residenteFamiliar).values({ ...vinculo, FAMILIAR_CODIGO: -1, PARENTESCO: 'Filha' }),
      ),
    ).toEqual({ code: VIOLACAO.chaveEstrangeira, constraint: 'residente_familiar_familiar_codigo_fk' });
    await banco.db.insert(residenteFamiliar).values({ ...vinculo, PARENTESCO: 'Filha', RESPONSAVEL: true });
  });

  it('convênio do residente: exige convênio existente; telefone ligado some com ele', async () => {
    const r = await criarResidente(banco.db);
    const c = await criarConvenio(banco.db);
    const carteirinha = { RESIDENTE_CODIGO: r.CODIGO_RESIDENTE, NUMERO_CONVENIO: '0 123 456789' };
    expect(
      await erroDoBanco(banco.db.insert(residenteConvenio).values({ ...carteirinha, CONVENIO_CODIGO: -1 })),
    ).toEqual({
      code: VIOLACAO.chaveEstrangeira,
      constraint: 'residente_convenio_convenio_codigo_fk',
    });
    const [vinculo] = await banco.db
      .insert(residenteConvenio)
      .values({ ...carteirinha, CONVENIO_CODIGO: c.CODIGO })
      .returning();
    const [fone] = await banco.db
      .insert(telefone)
      .values({ NUMERO: '1133334444', TIPO: 'residencial' })
      .returning();
    const codigoVinculo = vinculo?.CODIGO ?? -1;
    await banco.db
      .insert(telefoneParentesco)
      .values({ RESIDENTE_CONVENIO_CODIGO: codigoVinculo, TELEFONE_CODIGO: fone?.CODIGO ?? -1 });
    await banco.db.delete(residenteConvenio).where(eq(residenteConvenio.CODIGO, codigoVinculo));
    expect(
      await banco.db
        .select()
        .from(telefoneParentesco)
        .where(eq(telefoneParentesco.RESIDENTE_CONVENIO_CODIGO, codigoVinculo)),
    ).toEqual([]);
  });
});
