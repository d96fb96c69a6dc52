import { PERMISSAO } from '@acolher/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/support/db.ts';
import { criarConta } from '../../test/support/sessoes.ts';
import { auditoria, pessoa } from '../db/schema.ts';
import { auditar, auditarNoFim, inserirAuditado } from './auditoria.ts';
import type { Autor } from './autor.ts';

let t: TestDb;
const autor: Autor = { usuarioCodigo: 0, ip: '127.0.0.1', permissao: PERMISSAO.administrador };

beforeAll(async () => {
  t = await createTestDb();
  autor.usuarioCodigo = await criarConta(t.db, {
    login: 'auditora',
    email: 'auditora@lar.org',
    senha: 'segredo1',
  });
});
afterAll(async () => {
  await t.drop();
});

async function linhasDe(entidade: string) {
  return t.db
    .select({ ACAO: auditoria.ACAO, REGISTRO: auditoria.REGISTRO })
    .from(auditoria)
    .where(eq(auditoria.ENTIDADE, entidade))
    .orderBy(desc(auditoria.CODIGO));
}

describe('auditarNoFim', () => {
  it('guarda as linhas até o fim e as insere de uma vez, na ordem, dentro da transação', async () => {
    await t.db.transaction((tx) =>
      auditarNoFim(tx, async () => {
        await auditar(tx, autor, 'criar', 'lote', 1);
        await auditarNoFim(tx, () => auditar(tx, autor, 'vincular', 'lote', 2));
        await auditar(tx, autor, 'gravar', 'lote', 3);
        expect(await tx.select().from(auditoria).where(eq(auditoria.ENTIDADE, 'lote'))).toEqual([]);
      }),
    );
    expect((await linhasDe('lote')).reverse()).toEqual([
      { ACAO: 'criar', REGISTRO: '1' },
      { ACAO: 'vincular', REGISTRO: '2' },
      { ACAO: 'gravar', REGISTRO: '3' },
    ]);
  });

  it('não grava nada quando a escrita falha, e auditar volta a inserir na hora depois', async () => {
    await expect(
      t.db.transaction((tx) =>
        auditarNoFim(tx, async () => {
          await auditar(tx, autor, 'criar', 'desfeita', 1);
          throw new Error('falhou');
        }),
      ),
    ).rejects.toThrow('falhou');
    expect(await linhasDe('desfeita')).toEqual([]);
    await t.db.transaction(async (tx) => {
      await auditar(tx, autor, 'criar', 'na-hora', 1);
      expect(await tx.select().from(auditoria).where(eq(auditoria.ENTIDADE, 'na-hora'))).toHaveLength(1);
    });
  });
});

describe('inserirAuditado', () => {
  const novaPessoa = (db: typeof t.db) =>
    db.insert(pessoa).values({ NOME: 'Lote', SOBRENOME: 'Teste', DATA_NASCIMENTO: '1940-01-01' }).returning();

  it('dentro de auditarNoFim, a linha da criação espera o lote e fica na ordem em que aconteceu', async () => {
    const criada = await t.db.transaction((tx) =>
      auditarNoFim(tx, async () => {
        await auditar(tx, autor, 'vincular', 'ordem', 1);
        const linha = await inserirAuditado(tx, autor, novaPessoa(tx), 'ordem', 'CODIGO');
        await auditar(tx, autor, 'gravar', 'ordem', 3);
        expect(await tx.select().from(auditoria).where(eq(auditoria.ENTIDADE, 'ordem'))).toEqual([]);
        return linha;
      }),
    );
    expect((await linhasDe('ordem')).reverse()).toEqual([
      { ACAO: 'vincular', REGISTRO: '1' },
      { ACAO: 'criar', REGISTRO: String(criada.CODIGO) },
      { ACAO: 'gravar', REGISTRO: '3' },
    ]);
  });

  it('fora de um lote, a linha e sua auditoria saem juntas de um só comando, e uma falha leva as duas', async () => {
    const criada = await inserirAuditado(t.db, autor, novaPessoa(t.db), 'sozinha', 'CODIGO');
    expect(await linhasDe('sozinha')).toEqual([{ ACAO: 'criar', REGISTRO: String(criada.CODIGO) }]);
    const semConta = { ...autor, usuarioCodigo: 2_000_000_000 };
    const pessoas = await t.db.$count(pessoa);
    await expect(inserirAuditado(t.db, semConta, novaPessoa(t.db), 'sozinha', 'CODIGO')).rejects.toThrow();
    expect(await t.db.$count(pessoa)).toBe(pessoas);
    expect(await linhasDe('sozinha')).toHaveLength(1);
  });
});
