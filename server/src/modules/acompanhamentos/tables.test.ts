import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/support/db.ts';
import {
  criarFuncionario,
  criarResidente,
  criarUsuario,
  erroDoBanco,
  RESTRICAO_AO_APAGAR,
  VIOLACAO,
} from '../../../test/support/linhas.ts';
import { textoContem } from '../../db/colunas.ts';
import { funcionario } from '../funcionarios/tables.ts';
import { residente } from '../residentes/tables.ts';
import { acompanhamento, acompanhamentoFuncionario, acompanhamentoResidente } from './tables.ts';

let banco: TestDb;
beforeAll(async () => {
  banco = await createTestDb();
});
afterAll(() => banco.drop());

async function criarAcompanhamento(dados: Partial<typeof acompanhamento.$inferInsert> = {}) {
  const valores = { ATIVIDADE: 'Caminhada no jardim', DATA_ACOMPANHAMENTO: '2025-03-10', ...dados };
  const [a] = await banco.db.insert(acompanhamento).values(valores).returning();
  if (!a) throw new Error('acompanhamento não criado');
  return a;
}

describe('acompanhamento', () => {
  it('exige atividade preenchida e usuário autor existente', async () => {
    expect(await erroDoBanco(criarAcompanhamento({ ATIVIDADE: '  ' }))).toEqual({
      code: VIOLACAO.check,
      constraint: 'acompanhamento_atividade_check',
    });
    expect(await erroDoBanco(criarAcompanhamento({ CRIADO_POR: -1 }))).toEqual({
      code: VIOLACAO.chaveEstrangeira,
      constraint: 'acompanhamento_criado_por_fk',
    });
    const u = await criarUsuario(banco.db);
    expect(await criarAcompanhamento({ CRIADO_POR: u.CODIGO })).toMatchObject({ CRIADO_POR: u.CODIGO });
  });

  it('vínculos recusam funcionário, residente e acompanhamento inexistentes', async () => {
    const a = await criarAcompanhamento();
    expect(
      await erroDoBanco(
        banco.db
          .insert(acompanhamentoFuncionario)
          .values({ CODIGO_ACOMPANHAMENTO: a.CODIGO, CODIGO_FUNCIONARIO: -1 }),
      ),
    ).toEqual({
      code: VIOLACAO.chaveEstrangeira,
      constraint: 'acompanhamento_funcionario_codigo_funcionario_fk',
    });
    expect(
      await erroDoBanco(
        banco.db
          .insert(acompanhamentoResidente)
          .values({ CODIGO_ACOMPANHAMENTO: a.CODIGO, CODIGO_RESIDENTE: -1 }),
      ),
    ).toEqual({
      code: VIOLACAO.chaveEstrangeira,
      constraint: 'acompanhamento_residente_codigo_residente_fk',
    });
    const r = await criarResidente(banco.db);
    expect(
      await erroDoBanco(
        banco.db
          .insert(acompanhamentoResidente)
          .values({ CODIGO_ACOMPANHAMENTO: -1, CODIGO_RESIDENTE: r.CODIGO_RESIDENTE }),
      ),
    ).toEqual({
      code: VIOLACAO.chaveEstrangeira,
      constraint: 'acompanhamento_residente_codigo_acompanhamento_fk',
    });
  });

  it('não se apaga residente nem funcionário com acompanhamentos; o mesmo vínculo não se repete', async () => {
    const a = await criarAcompanhamento();
    const r = await criarResidente(banco.db);
    const f = await criarFuncionario(banco.db);
    const vinculoResidente = { CODIGO_ACOMPANHAMENTO: a.CODIGO, CODIGO_RESIDENTE: r.CODIGO_RESIDENTE };
    await banco.db.insert(acompanhamentoResidente).values(vinculoResidente);
    await banco.db
      .insert(acompanhamentoFuncionario)
      .values({ CODIGO_ACOMPANHAMENTO: a.CODIGO, CODIGO_FUNCIONARIO: f.CODIGO_FUNCIONARIO });
    expect(await erroDoBanco(banco.db.insert(acompanhamentoResidente).values(vinculoResidente))).toEqual({
      code: VIOLACAO.unico,
      constraint: 'acompanhamento_residente_pk',
    });
    expect(
      await erroDoBanco(banco.db.delete(residente).where(eq(residente.CODIGO_RESIDENTE, r.CODIGO_RESIDENTE))),
    ).toEqual({
      code: expect.toBeOneOf([...RESTRICAO_AO_APAGAR]),
      constraint: 'acompanhamento_residente_codigo_residente_fk',
    });
    expect(
      await erroDoBanco(
        banco.db.delete(funcionario).where(eq(funcionario.CODIGO_FUNCIONARIO, f.CODIGO_FUNCIONARIO)),
      ),
    ).toEqual({
      code: expect.toBeOneOf([...RESTRICAO_AO_APAGAR]),
      constraint: 'acompanhamento_funcionario_codigo_funcionario_fk',
    });
  });

  it('busca na atividade ignora acentos: "higiene pessoal" encontra "Higiene Pessoal"', async () => {
    await criarAcompanhamento({ ATIVIDADE: 'Auxílio na HIGIÊNE pessoal e troca de roupas' });
    const achados = await banco.db
      .select({ ATIVIDADE: acompanhamento.ATIVIDADE })
      .from(acompanhamento)
      .where(textoContem(acompanhamento.ATIVIDADE, 'higiene pessoal'));
    expect(achados).toEqual([{ ATIVIDADE: 'Auxílio na HIGIÊNE pessoal e troca de roupas' }]);
  });

  it('a lista mais recente primeiro (ORDER BY data DESC, código DESC) usa o índice', async () => {
    const plano = await banco.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const consulta = tx
        .select({ CODIGO: acompanhamento.CODIGO })
        .from(acompanhamento)
        .orderBy(desc(acompanhamento.DATA_ACOMPANHAMENTO), desc(acompanhamento.CODIGO))
        .limit(10)
        .toSQL();
      return tx.execute(sql.raw(`explain ${consulta.sql.replace('$1', '10')}`));
    });
    const texto = JSON.stringify(plano.rows);
    expect(texto).toContain('acompanhamento_data_idx');
    expect(texto).not.toContain('Sort');
  });
});
