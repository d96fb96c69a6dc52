import { PERMISSAO } from '@acolher/contract';
import { and, desc, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/support/db.ts';
import { criarConta } from '../../test/support/sessoes.ts';
import { auditoria, pessoa } from '../db/schema.ts';
import { auditar, auditarNoFim, criacaoAuditada } from './auditoria.ts';
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

describe('criacaoAuditada', () => {
  const criarPessoa = criacaoAuditada(
    pessoa,
    ['NOME', 'SOBRENOME', 'DATA_NASCIMENTO', 'SEXO', 'NACIONALIDADE'],
    'CODIGO',
  );
  const PESSOA = { NOME: 'Lote', SOBRENOME: 'Teste', DATA_NASCIMENTO: '1940-01-01' };
  const entidadesDe = (codigo: number) =>
    t.db
      .select({ ACAO: auditoria.ACAO, ENTIDADE: auditoria.ENTIDADE, IP: auditoria.IP })
      .from(auditoria)
      .where(eq(auditoria.REGISTRO, String(codigo)));

  it('cria a linha e a sua auditoria de um só comando; um campo ausente vai com o padrão da coluna, ou nulo', async () => {
    const criada = await criarPessoa(t.db, autor, PESSOA);
    expect(criada).toMatchObject({ ...PESSOA, SEXO: null, NACIONALIDADE: 'Brasileira', VERSAO: 1 });
    expect(criada.CRIADO_EM).toBeInstanceOf(Date);
    expect(await entidadesDe(criada.CODIGO)).toContainEqual({
      ACAO: 'criar',
      ENTIDADE: 'pessoa',
      IP: '127.0.0.1',
    });
  });

  it('só um campo ausente leva o padrão: um nulo enviado vai nulo (e a coluna obrigatória o recusa)', async () => {
    const pessoas = await t.db.$count(pessoa);
    await expect(
      criarPessoa(t.db, autor, { ...PESSOA, NACIONALIDADE: null as unknown as string }),
    ).rejects.toThrow();
    expect(await t.db.$count(pessoa)).toBe(pessoas);
  });

  it('um campo que a criação não nomeia é recusado, não deixado de fora em silêncio', async () => {
    const pessoas = await t.db.$count(pessoa);
    await expect(criarPessoa(t.db, autor, { ...PESSOA, CPF: '52998224725' })).rejects.toThrow(/CPF/);
    expect(await t.db.$count(pessoa)).toBe(pessoas);
  });

  it('um campo cujo padrão o banco calcula (now()) é recusado ao montar a criação, não gravado nulo', () => {
    expect(() => criacaoAuditada(pessoa, ['NOME', 'CRIADO_EM'], 'CODIGO')).toThrow(/CRIADO_EM/);
  });

  it('uma falha da auditoria (autor sem conta) desfaz a linha criada', async () => {
    const pessoas = await t.db.$count(pessoa);
    const semConta = { ...autor, usuarioCodigo: 2_000_000_000 };
    await expect(criarPessoa(t.db, semConta, PESSOA)).rejects.toThrow();
    expect(await t.db.$count(pessoa)).toBe(pessoas);
  });

  it('dentro de uma transação, é um dos seus comandos: desfeita com ela, linha e auditoria', async () => {
    const pessoas = await t.db.$count(pessoa);
    const auditadas = await t.db.$count(auditoria);
    await expect(
      t.db.transaction(async (tx) => {
        await criarPessoa(tx, autor, PESSOA);
        await criarPessoa(tx, autor, PESSOA);
        expect(await tx.$count(pessoa)).toBe(pessoas + 2);
        throw new Error('desfeita');
      }),
    ).rejects.toThrow('desfeita');
    expect(await t.db.$count(pessoa)).toBe(pessoas);
    expect(await t.db.$count(auditoria)).toBe(auditadas);
  });

  it('dentro de auditarNoFim, a linha da criação espera o lote e fica na ordem em que aconteceu', async () => {
    const criada = await t.db.transaction((tx) =>
      auditarNoFim(tx, async () => {
        await auditar(tx, autor, 'vincular', 'ordem', 1);
        const linha = await criarPessoa(tx, autor, PESSOA);
        await auditar(tx, autor, 'gravar', 'ordem', 3);
        expect(
          await tx
            .select()
            .from(auditoria)
            .where(eq(auditoria.REGISTRO, String(linha.CODIGO))),
        ).toEqual([]);
        return linha;
      }),
    );
    const linhas = await t.db
      .select({ ACAO: auditoria.ACAO, REGISTRO: auditoria.REGISTRO })
      .from(auditoria)
      .where(
        or(
          eq(auditoria.ENTIDADE, 'ordem'),
          and(eq(auditoria.ENTIDADE, 'pessoa'), eq(auditoria.REGISTRO, String(criada.CODIGO))),
        ),
      )
      .orderBy(auditoria.CODIGO);
    expect(linhas).toEqual([
      { ACAO: 'vincular', REGISTRO: '1' },
      { ACAO: 'criar', REGISTRO: String(criada.CODIGO) },
      { ACAO: 'gravar', REGISTRO: '3' },
    ]);
  });
});
