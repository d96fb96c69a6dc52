import { eq, sql } from 'drizzle-orm';
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
import { textoContem } from '../colunas.ts';
import {
  acompanhamento,
  acompanhamentoFuncionario,
  acompanhamentoResidente,
  acompanhamentoVersao,
} from './acompanhamentos.ts';
import { funcionario } from './funcionarios.ts';
import { residente } from './residentes.ts';

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
    expect(await erroDoBanco(criarAcompanhamento({ REGISTRADO_POR: -1 }))).toEqual({
      code: VIOLACAO.chaveEstrangeira,
      constraint: 'acompanhamento_registrado_por_fk',
    });
    const u = await criarUsuario(banco.db);
    expect(await criarAcompanhamento({ REGISTRADO_POR: u.CODIGO })).toMatchObject({
      REGISTRADO_POR: u.CODIGO,
    });
  });

  it('vínculos recusam funcionário, residente e acompanhamento inexistentes', async () => {
    const a = await criarAcompanhamento();
    expect(
      await erroDoBanco(
        banco.db
          .insert(acompanhamentoFuncionario)
          .values({ ACOMPANHAMENTO_CODIGO: a.CODIGO, CODIGO_FUNCIONARIO: -1 }),
      ),
    ).toEqual({
      code: VIOLACAO.chaveEstrangeira,
      constraint: 'acompanhamento_funcionario_codigo_funcionario_fk',
    });
    expect(
      await erroDoBanco(
        banco.db
          .insert(acompanhamentoResidente)
          .values({ ACOMPANHAMENTO_CODIGO: a.CODIGO, CODIGO_RESIDENTE: -1 }),
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
          .values({ ACOMPANHAMENTO_CODIGO: -1, CODIGO_RESIDENTE: r.CODIGO_RESIDENTE }),
      ),
    ).toEqual({
      code: VIOLACAO.chaveEstrangeira,
      constraint: 'acompanhamento_residente_acompanhamento_codigo_fk',
    });
  });

  it('não se apaga residente nem funcionário com acompanhamentos; o mesmo vínculo não se repete', async () => {
    const a = await criarAcompanhamento();
    const r = await criarResidente(banco.db);
    const f = await criarFuncionario(banco.db);
    const vinculoResidente = { ACOMPANHAMENTO_CODIGO: a.CODIGO, CODIGO_RESIDENTE: r.CODIGO_RESIDENTE };
    await banco.db.insert(acompanhamentoResidente).values(vinculoResidente);
    await banco.db
      .insert(acompanhamentoFuncionario)
      .values({ ACOMPANHAMENTO_CODIGO: a.CODIGO, CODIGO_FUNCIONARIO: f.CODIGO_FUNCIONARIO });
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

  it('a lista mais recente primeiro (data, hora, código, DESC) usa o índice, sem ordenar', async () => {
    const plano = await banco.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select codigo from acompanhamento
            order by data_acompanhamento desc, hora_acompanhamento desc nulls last, codigo desc limit 10`,
      );
    });
    const texto = JSON.stringify(plano.rows);
    expect(texto).toContain('acompanhamento_recentes_idx');
    expect(texto).not.toContain('Sort');
  });

  it('nunca se apaga um acompanhamento; o histórico só recebe linhas novas', async () => {
    const a = await criarAcompanhamento();
    const u = await criarUsuario(banco.db);
    const apagar = banco.db.delete(acompanhamento).where(eq(acompanhamento.CODIGO, a.CODIGO));
    expect(await erroDoBanco(apagar)).toMatchObject({ code: '23001' });
    await banco.db.insert(acompanhamentoVersao).values({
      ACOMPANHAMENTO_CODIGO: a.CODIGO,
      VERSAO: 1,
      DATA_ACOMPANHAMENTO: a.DATA_ACOMPANHAMENTO,
      ATIVIDADE: a.ATIVIDADE,
      FUNCIONARIOS: [],
      RESIDENTES: [],
      ALTERADO_POR: u.CODIGO,
    });
    const daVersao = eq(acompanhamentoVersao.ACOMPANHAMENTO_CODIGO, a.CODIGO);
    expect(
      await erroDoBanco(banco.db.update(acompanhamentoVersao).set({ ATIVIDADE: 'outra' }).where(daVersao)),
    ).toMatchObject({ code: '23001' });
    expect(await erroDoBanco(banco.db.delete(acompanhamentoVersao).where(daVersao))).toMatchObject({
      code: '23001',
    });
  });

  it('a VERSAO avança uma vez por transação, também quando muda um participante', async () => {
    const a = await criarAcompanhamento();
    const f = await criarFuncionario(banco.db);
    const versao = async () =>
      (
        await banco.db
          .select({ v: acompanhamento.VERSAO })
          .from(acompanhamento)
          .where(eq(acompanhamento.CODIGO, a.CODIGO))
      )[0]?.v;
    const vinculo = { ACOMPANHAMENTO_CODIGO: a.CODIGO, CODIGO_FUNCIONARIO: f.CODIGO_FUNCIONARIO };
    await banco.db.insert(acompanhamentoFuncionario).values(vinculo);
    expect(await versao()).toBe(2);
    await banco.db.transaction(async (tx) => {
      await tx
        .update(acompanhamento)
        .set({ ATIVIDADE: 'Leitura' })
        .where(eq(acompanhamento.CODIGO, a.CODIGO));
      await tx
        .delete(acompanhamentoFuncionario)
        .where(eq(acompanhamentoFuncionario.ACOMPANHAMENTO_CODIGO, a.CODIGO));
    });
    expect(await versao()).toBe(3);
  });

  it('uma correção aponta um acompanhamento existente, nunca a si mesma', async () => {
    const a = await criarAcompanhamento();
    expect(await erroDoBanco(criarAcompanhamento({ CORRIGE_CODIGO: -1 }))).toEqual({
      code: VIOLACAO.chaveEstrangeira,
      constraint: 'acompanhamento_corrige_codigo_fk',
    });
    const c = await criarAcompanhamento({ CORRIGE_CODIGO: a.CODIGO });
    expect(
      await erroDoBanco(
        banco.db
          .update(acompanhamento)
          .set({ CORRIGE_CODIGO: c.CODIGO })
          .where(eq(acompanhamento.CODIGO, c.CODIGO)),
      ),
    ).toEqual({ code: VIOLACAO.check, constraint: 'acompanhamento_corrige_check' });
  });
});
