import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/support/db.ts';
import { convenio, pessoa } from '../db/schema.ts';
import { lerDoCadastro, MAX_RESPOSTAS } from './cache-do-cadastro.ts';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.drop();
});

/** A computation that counts its runs and answers its run number. */
function contador() {
  let vezes = 0;
  return {
    calcular: async () => ++vezes,
    get vezes() {
      return vezes;
    },
  };
}

const novaPessoa = (nome: string) => ({ NOME: nome, SOBRENOME: 'Teste', DATA_NASCIMENTO: '1940-01-01' });

async function versao(): Promise<number> {
  const { rows } = await t.db.execute<{ versao: string }>(
    sql`select sum(versao) as versao from versao_dados where area = 'cadastro'`,
  );
  return Number(rows[0]?.versao);
}

describe('answers kept until the residents records change', () => {
  it('computes once while nothing is written', async () => {
    const c = contador();
    expect(await lerDoCadastro(t.db, 'estavel', c.calcular)).toBe(1);
    expect(await lerDoCadastro(t.db, 'estavel', c.calcular)).toBe(1);
    expect(c.vezes).toBe(1);
  });

  it('computes again after a commit from anywhere, here plain SQL outside the app', async () => {
    const c = contador();
    await lerDoCadastro(t.db, 'depois-de-gravar', c.calcular);
    await t.db.insert(pessoa).values(novaPessoa('Ana'));
    expect(await lerDoCadastro(t.db, 'depois-de-gravar', c.calcular)).toBe(2);
  });

  it('reads the version before computing: a commit during the computation makes the next read compute again', async () => {
    let vezes = 0;
    const gravaEnquantoCalcula = async () => {
      vezes += 1;
      await t.db.insert(pessoa).values(novaPessoa(`Durante ${vezes}`));
      return vezes;
    };
    await lerDoCadastro(t.db, 'durante', gravaEnquantoCalcula);
    expect(await lerDoCadastro(t.db, 'durante', async () => -1)).toBe(-1);
  });

  it('advances the version once per transaction, at commit, and not at all on rollback', async () => {
    const antes = await versao();
    await t.db.transaction(async (tx) => {
      await tx.insert(pessoa).values([novaPessoa('Bia'), novaPessoa('Caio'), novaPessoa('Davi')]);
      await tx.update(pessoa).set({ SOBRENOME: 'Alterado' }).where(sql`nome = 'Bia'`);
      // Not yet: an answer computed now, before the commit, must not be tagged as the new version.
      expect(await versao()).toBe(antes);
    });
    expect(await versao()).toBe(antes + 1);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(pessoa).values(novaPessoa('Eva'));
        throw new Error('desfeita');
      }),
    ).rejects.toThrow('desfeita');
    expect(await versao()).toBe(antes + 1);
  });

  it('is not moved by tables the kept answers do not read', async () => {
    const antes = await versao();
    await t.db.insert(convenio).values({ NOME: 'Plano Teste' });
    expect(await versao()).toBe(antes);
  });

  it('advances on TRUNCATE too', async () => {
    const antes = await versao();
    await t.db.execute(sql`truncate beneficio`);
    expect(await versao()).toBe(antes + 1);
  });

  it('shares one computation among requests for the same key at once', async () => {
    const c = contador();
    const respostas = await Promise.all(
      Array.from({ length: 5 }, () => lerDoCadastro(t.db, 'simultaneas', c.calcular)),
    );
    expect(respostas).toEqual([1, 1, 1, 1, 1]);
    expect(c.vezes).toBe(1);
  });

  it('does not keep a failure', async () => {
    let vezes = 0;
    const falhaUmaVez = async () => {
      vezes += 1;
      if (vezes === 1) throw new Error('banco indisponível');
      return 'ok';
    };
    await expect(lerDoCadastro(t.db, 'falha', falhaUmaVez)).rejects.toThrow('banco indisponível');
    expect(await lerDoCadastro(t.db, 'falha', falhaUmaVez)).toBe('ok');
  });

  it(`keeps at most ${MAX_RESPOSTAS} answers, dropping the least recently used`, async () => {
    const c = contador();
    await lerDoCadastro(t.db, 'lru-0', c.calcular);
    await lerDoCadastro(t.db, 'lru-1', c.calcular);
    for (let i = 2; i <= MAX_RESPOSTAS; i++) await lerDoCadastro(t.db, `lru-${i}`, async () => i);
    await lerDoCadastro(t.db, 'lru-1', c.calcular);
    await lerDoCadastro(t.db, 'lru-0', c.calcular);
    expect(c.vezes).toBe(3);
  });

  it('does not make a writer wait for another that is committing (migration 0019: one slot each)', async () => {
    const antes = await versao();
    const primeiro = new pg.Client({ connectionString: t.url });
    const segundo = new pg.Client({ connectionString: t.url });
    await primeiro.connect();
    await segundo.connect();
    try {
      await primeiro.query('begin');
      await primeiro.query(
        "insert into pessoa (nome, sobrenome, data_nascimento) values ('Fabi', 'Teste', '1940-01-01')",
      );
      // Fires the deferred trigger now: the first writer holds its slot until it commits, as it
      // would for the instant of its commit.
      await primeiro.query('set constraints all immediate');
      // With one row per area the second commit would queue behind it and time out here.
      await segundo.query("set lock_timeout = '2s'");
      await segundo.query(
        "insert into pessoa (nome, sobrenome, data_nascimento) values ('Gil', 'Teste', '1940-01-01')",
      );
      expect(await versao()).toBe(antes + 1);
      await primeiro.query('commit');
      expect(await versao()).toBe(antes + 2);
    } finally {
      await primeiro.end();
      await segundo.end();
    }
  });

  it('advances the version by exactly one per committed transaction, with many writers at once', async () => {
    const antes = await versao();
    const escritores = 25;
    await Promise.all(
      Array.from({ length: escritores }, (_, i) =>
        t.db.transaction(async (tx) => {
          await tx.insert(pessoa).values(novaPessoa(`Simultânea ${i}`));
          await tx.insert(pessoa).values(novaPessoa(`Simultânea ${i}b`));
        }),
      ),
    );
    expect(await versao()).toBe(antes + escritores);
  });
});
