import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.ts';
import { criarUsuario, erroDoBanco, RESTRICAO_AO_APAGAR, VIOLACAO } from '../../db/test-support.ts';
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
});
