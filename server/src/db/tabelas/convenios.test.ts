import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/support/db.ts';
import {
  criarConvenio,
  criarResidente,
  erroDoBanco,
  RESTRICAO_AO_APAGAR,
  VIOLACAO,
} from '../../../test/support/linhas.ts';
import { convenio, telefoneConvenio } from './convenios.ts';
import { residenteConvenio } from './residentes.ts';

let banco: TestDb;
beforeAll(async () => {
  banco = await createTestDb();
});
afterAll(() => banco.drop());

describe('convênio', () => {
  it.each([
    ['inativo sem data', { ATIVO: false }, 'convenio_inativacao_check'],
    ['ativo com data de inativação', { DATA_INATIVACAO: '2024-06-30' }, 'convenio_inativacao_check'],
    ['tipo desconhecido', { TIPO: 'seguro-carro' }, 'convenio_tipo_check'],
    ['CNPJ com máscara', { CNPJ: '12.345.678/0001-90' }, 'convenio_cnpj_check'],
    ['registro ANS com 5 dígitos', { REGISTRO_ANS: '12345' }, 'convenio_registro_ans_check'],
    ['nome em branco', { NOME: '' }, 'convenio_nome_check'],
  ])('recusa %s', async (_caso, dados, regra) => {
    expect(await erroDoBanco(criarConvenio(banco.db, dados))).toEqual({
      code: VIOLACAO.check,
      constraint: regra,
    });
  });

  it('inativado guarda data e motivo', async () => {
    const c = await criarConvenio(banco.db, {
      ATIVO: false,
      DATA_INATIVACAO: '2025-01-15',
      MOTIVO_INATIVACAO: 'Contrato encerrado',
    });
    expect(c).toMatchObject({ ATIVO: false, DATA_INATIVACAO: '2025-01-15', TIPO: 'saude' });
  });

  it('não se apaga convênio com residentes vinculados', async () => {
    const c = await criarConvenio(banco.db);
    const r = await criarResidente(banco.db);
    await banco.db
      .insert(residenteConvenio)
      .values({ RESIDENTE_CODIGO: r.CODIGO_RESIDENTE, CONVENIO_CODIGO: c.CODIGO, NUMERO_CONVENIO: '889900' });
    expect(await erroDoBanco(banco.db.delete(convenio).where(eq(convenio.CODIGO, c.CODIGO)))).toEqual({
      code: expect.toBeOneOf([...RESTRICAO_AO_APAGAR]),
      constraint: 'residente_convenio_convenio_codigo_fk',
    });
  });

  it('telefone do convênio recusa órfãos', async () => {
    const c = await criarConvenio(banco.db);
    expect(
      await erroDoBanco(
        banco.db.insert(telefoneConvenio).values({ CONVENIO_CODIGO: c.CODIGO, TELEFONE_CODIGO: -1 }),
      ),
    ).toEqual({ code: VIOLACAO.chaveEstrangeira, constraint: 'telefone_convenio_telefone_codigo_fk' });
  });
});
