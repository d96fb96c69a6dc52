import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../server/test/support/db.ts';
import { semearVolume } from './volume.ts';

let banco: TestDb;
beforeAll(async () => {
  banco = await createTestDb();
});
afterAll(() => banco.drop());

describe('semeadura da auditoria (--auditoria)', () => {
  it('escreve as linhas pedidas, da mais antiga à mais nova, em 3 anos, de contas que não entram', async () => {
    await banco.db.transaction((tx) =>
      semearVolume(tx, { residentes: 0, acompanhamentos: 0, funcionarios: 12, auditoria: 2000 }),
    );
    const { rows } = await banco.db.execute<{
      linhas: number;
      acoes: number;
      contas: number;
      sem_usuario: number;
      em_ordem: boolean;
      dias: number;
      senhas: string[];
    }>(sql`
      select count(*)::int as linhas, count(distinct acao)::int as acoes,
             count(distinct usuario_codigo)::int as contas, count(*) filter (where usuario_codigo is null)::int as sem_usuario,
             bool_and(em_ordem) as em_ordem, extract(day from max(em) - min(em))::int as dias,
             (select array_agg(distinct senha) from usuario) as senhas
        from (select *, em >= lag(em, 1, em) over (order by codigo) as em_ordem from auditoria) a`);
    expect(rows[0]).toMatchObject({ linhas: 2000, contas: 10, em_ordem: true, senhas: ['!'] });
    expect(rows[0]?.acoes).toBeGreaterThan(10);
    expect(rows[0]?.sem_usuario).toBeGreaterThan(0);
    expect(rows[0]?.dias).toBeGreaterThan(3 * 365 - 2);
    // The bench signs in as employee 1's account: the seed leaves that employee without one.
    const { rows: primeiro } = await banco.db.execute(
      sql`select 1 from usuario where codigo_funcionario = 1`,
    );
    expect(primeiro).toEqual([]);
  });
});
