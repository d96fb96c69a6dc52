import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/support/db.ts';
import { criarUsuario, erroDoBanco, RESTRICAO_AO_APAGAR, VIOLACAO } from '../../../test/support/linhas.ts';
import { usuario } from '../auth/tables.ts';
import { auditoria } from './tables.ts';

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
    expect(planos.conta).toContain('auditoria_acao_registro_em_idx');
    expect(planos.ip).toContain('auditoria_acao_ip_em_idx');
  });
});
