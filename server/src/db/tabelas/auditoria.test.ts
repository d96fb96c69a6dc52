import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelhecerAuditoria } from '../../../test/support/auditoria.ts';
import { createTestDb, type TestDb } from '../../../test/support/db.ts';
import { criarUsuario, erroDoBanco, RESTRICAO_AO_APAGAR, VIOLACAO } from '../../../test/support/linhas.ts';
import { JANELA_DA_REPETICAO_MS, registrarEventoRepetido } from '../../lib/auditoria.ts';
import { auditoria, auditoriaRepeticao } from './auditoria.ts';
import { usuario } from './auth.ts';

let banco: TestDb;
beforeAll(async () => {
  banco = await createTestDb();
});
afterAll(() => banco.drop());

describe('auditoria', () => {
  it('registra tentativa sem usuário, com instante automático e detalhes em JSON', async () => {
    const [linha] = await banco.db
      .insert(auditoria)
      .values({
        ACAO: 'login_falhou',
        REGISTRO: 'maria@acolher.test',
        IP: '127.0.0.1',
        DETALHES: { motivo: 'senha' },
      })
      .returning();
    expect(linha?.EM).toBeInstanceOf(Date);
    expect(linha?.DETALHES).toEqual({ motivo: 'senha' });
    expect(linha?.USUARIO_CODIGO).toBeNull();
  });

  it('recusa usuário inexistente e impede apagar quem tem histórico', async () => {
    expect(
      await erroDoBanco(banco.db.insert(auditoria).values({ ACAO: 'login', USUARIO_CODIGO: -1 })),
    ).toEqual({
      code: VIOLACAO.chaveEstrangeira,
      constraint: 'auditoria_usuario_codigo_fk',
    });
    const u = await criarUsuario(banco.db);
    await banco.db.insert(auditoria).values({ ACAO: 'login', USUARIO_CODIGO: u.CODIGO });
    expect(await erroDoBanco(banco.db.delete(usuario).where(eq(usuario.CODIGO, u.CODIGO)))).toEqual({
      code: expect.toBeOneOf([...RESTRICAO_AO_APAGAR]),
      constraint: 'auditoria_usuario_codigo_fk',
    });
  });

  it('conta as falhas de login de uma conta e de um endereço por índice, sem varrer a tabela', async () => {
    const planos = await banco.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plano = async (alvo: ReturnType<typeof sql>) =>
        JSON.stringify(
          (
            await tx.execute(
              sql`explain select count(*) from auditoria where acao = 'login_falhou' and ${alvo} and em > now() - interval '15 minutes'`,
            )
          ).rows,
        );
      return { conta: await plano(sql`registro = 'a@lar.org'`), ip: await plano(sql`ip = '10.0.0.1'`) };
    });
    // Either index of the action's window serves (on an empty table the planner may take either):
    // what matters is that the count reads the last 15 minutes by index, never the whole log.
    for (const plano of [planos.conta, planos.ip]) {
      expect(plano).not.toContain('Seq Scan');
      expect(plano).toMatch(/Index Cond: [^"]*acao = 'login_falhou'[^"]*em > /);
    }
  });
});

describe('auditoria só acrescenta (decision 0032, migração 0016)', () => {
  it('recusa UPDATE, DELETE e TRUNCATE, até do dono da tabela', async () => {
    await banco.db.insert(auditoria).values({ ACAO: 'login', REGISTRO: 'x' });
    for (const comando of [
      sql`update auditoria set acao = 'outra'`,
      sql`delete from auditoria`,
      sql`truncate auditoria cascade`,
    ]) {
      expect(await erroDoBanco(banco.db.execute(comando))).toMatchObject({ code: '42501' });
    }
    const [{ total } = { total: 0 }] = await banco.db.select({ total: count() }).from(auditoria);
    expect(total).toBeGreaterThan(0);
  });
});

describe('registrarEventoRepetido', () => {
  const negado = (ip: string) => ({ acao: 'acesso_negado', entidade: 'rota', registro: 'GET /usuario', ip });

  it('uma rajada vira uma linha com a contagem, mesmo em paralelo; outro endereço abre outra linha', async () => {
    const contagens = await Promise.all(
      Array.from({ length: 20 }, () => registrarEventoRepetido(banco.db, negado('10.9.9.1'))),
    );
    expect(contagens.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await registrarEventoRepetido(banco.db, negado('10.9.9.2'));
    const linhas = await banco.db
      .select({ ip: auditoria.IP, contagem: auditoriaRepeticao.CONTAGEM })
      .from(auditoria)
      .innerJoin(auditoriaRepeticao, eq(auditoriaRepeticao.AUDITORIA_CODIGO, auditoria.CODIGO))
      .where(eq(auditoria.REGISTRO, 'GET /usuario'))
      .orderBy(auditoria.IP);
    expect(linhas).toEqual([
      { ip: '10.9.9.1', contagem: 20 },
      { ip: '10.9.9.2', contagem: 1 },
    ]);
  });

  it('depois de 15 minutos de silêncio, a repetição abre uma nova linha', async () => {
    await registrarEventoRepetido(banco.db, negado('10.9.9.3'));
    await envelhecerAuditoria(banco.db, sql`ip = '10.9.9.3'`, JANELA_DA_REPETICAO_MS + 1000);
    expect(await registrarEventoRepetido(banco.db, negado('10.9.9.3'))).toBe(1);
    const [{ total } = { total: 0 }] = await banco.db
      .select({ total: count() })
      .from(auditoria)
      .where(eq(auditoria.IP, '10.9.9.3'));
    expect(total).toBe(2);
  });
});

describe('a contagem de uma repetição só cresce (migração 0018)', () => {
  it('recusa baixar a contagem, voltar no tempo, trocar a linha contada, apagar e truncar', async () => {
    await registrarEventoRepetido(banco.db, {
      acao: 'acesso_negado',
      entidade: 'rota',
      registro: 'GET /x',
      ip: '10.8.0.1',
    });
    await registrarEventoRepetido(banco.db, {
      acao: 'acesso_negado',
      entidade: 'rota',
      registro: 'GET /x',
      ip: '10.8.0.1',
    });
    for (const comando of [
      sql`update auditoria_repeticao set contagem = 1`,
      sql`update auditoria_repeticao set ultima_em = ultima_em - interval '1 hour'`,
      sql`update auditoria_repeticao set auditoria_codigo = auditoria_codigo + 1000000`,
      sql`update auditoria_repeticao set chave = 'outra'`,
      sql`delete from auditoria_repeticao`,
      sql`truncate auditoria_repeticao`,
    ]) {
      expect(await erroDoBanco(banco.db.execute(comando))).toMatchObject({ code: '42501' });
    }
    const [{ contagem } = { contagem: 0 }] = await banco.db
      .select({ contagem: auditoriaRepeticao.CONTAGEM })
      .from(auditoriaRepeticao)
      .innerJoin(auditoria, eq(auditoria.CODIGO, auditoriaRepeticao.AUDITORIA_CODIGO))
      .where(eq(auditoria.IP, '10.8.0.1'));
    expect(contagem).toBe(2);
  });
});
