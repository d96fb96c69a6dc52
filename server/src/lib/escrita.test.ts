import { randomUUID } from 'node:crypto';
import { MENSAGENS, PERMISSAO } from '@acolher/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/support/db.ts';
import { criarConta } from '../../test/support/sessoes.ts';
import { auditoria, pessoa } from '../db/schema.ts';
import type { Autor } from './autor.ts';
import { VersaoDesatualizadaError } from './errors.ts';
import { escrever } from './escrita.ts';

let t: TestDb;
const autor: Autor = { usuarioCodigo: 0, ip: '127.0.0.1', permissao: PERMISSAO.administrador };

beforeAll(async () => {
  t = await createTestDb();
  autor.usuarioCodigo = await criarConta(t.db, {
    login: 'escritora',
    email: 'escritora@lar.org',
    senha: 'segredo1',
  });
});
afterAll(async () => {
  await t.drop();
});

const linhasDe = (entidade: string) =>
  t.db
    .select({
      ACAO: auditoria.ACAO,
      REGISTRO: auditoria.REGISTRO,
      IP: auditoria.IP,
      DETALHES: auditoria.DETALHES,
    })
    .from(auditoria)
    .where(eq(auditoria.ENTIDADE, entidade))
    .orderBy(auditoria.CODIGO);

const PESSOA = { NOME: 'Escrita', SOBRENOME: 'Teste', DATA_NASCIMENTO: '1940-01-01' };

/** A person's create as a service writes it: the insert, and its audit row from what it answered. */
const criarPessoa = (db: Parameters<typeof escrever>[0], quem = autor, entidade = 'pessoa') =>
  escrever(
    db,
    quem,
    { acao: 'criar', entidade, auditoria: (p: { CODIGO: number }) => ({ registro: p.CODIGO }) },
    async (tx) => {
      const [linha] = await tx.insert(pessoa).values(PESSOA).returning();
      if (!linha) throw new Error('sem linha');
      return linha;
    },
  );

describe('escrever', () => {
  it('audita o que a escrita respondeu, com quem e de onde, no mesmo commit', async () => {
    const criada = await criarPessoa(t.db, autor, 'escrita-simples');
    expect(await linhasDe('escrita-simples')).toEqual([
      { ACAO: 'criar', REGISTRO: String(criada.CODIGO), IP: '127.0.0.1', DETALHES: null },
    ]);
  });

  it('as escritas aninhadas entram na transação da de fora; as linhas esperam o fim e vão de uma vez, na ordem em que terminaram', async () => {
    const ordem = (registro: number) => ({
      acao: 'gravar',
      entidade: 'lote',
      auditoria: () => ({ registro }),
    });
    await escrever(
      t.db,
      autor,
      { acao: 'criar', entidade: 'lote', auditoria: () => ({ registro: 3 }) },
      async (tx) => {
        await escrever(tx, autor, ordem(1), async () => {});
        await escrever(tx, autor, ordem(2), async () => {
          expect(await tx.select().from(auditoria).where(eq(auditoria.ENTIDADE, 'lote'))).toEqual([]);
        });
      },
    );
    expect((await linhasDe('lote')).map((l) => [l.ACAO, l.REGISTRO])).toEqual([
      ['gravar', '1'],
      ['gravar', '2'],
      ['criar', '3'],
    ]);
  });

  it('uma escrita que falha não deixa linha nem auditoria, nem as das aninhadas', async () => {
    const pessoas = await t.db.$count(pessoa);
    await expect(
      escrever(
        t.db,
        autor,
        { acao: 'criar', entidade: 'desfeita', auditoria: () => ({ registro: 1 }) },
        async (tx) => {
          await criarPessoa(tx, autor, 'desfeita');
          throw new Error('falhou');
        },
      ),
    ).rejects.toThrow('falhou');
    expect(await linhasDe('desfeita')).toEqual([]);
    expect(await t.db.$count(pessoa)).toBe(pessoas);
  });

  it('uma falha da auditoria (autor sem conta) desfaz a escrita', async () => {
    const pessoas = await t.db.$count(pessoa);
    await expect(criarPessoa(t.db, { ...autor, usuarioCodigo: 2_000_000_000 })).rejects.toThrow();
    expect(await t.db.$count(pessoa)).toBe(pessoas);
  });

  it('auditoria nula: nada a auditar (a escrita não mudou nada)', async () => {
    await escrever(
      t.db,
      autor,
      { acao: 'atualizar', entidade: 'sem-mudanca', auditoria: () => null },
      async () => false,
    );
    expect(await linhasDe('sem-mudanca')).toEqual([]);
  });

  it('sem escrita, a linha da auditoria é a escrita: um só comando, ou uma linha do lote dentro de um', async () => {
    await escrever(t.db, autor, {
      acao: 'emitir',
      entidade: 'evento',
      auditoria: () => ({ registro: 'r', detalhes: { arquivo: 'a.pdf' } }),
    });
    expect(await linhasDe('evento')).toEqual([
      { ACAO: 'emitir', REGISTRO: 'r', IP: '127.0.0.1', DETALHES: { arquivo: 'a.pdf' } },
    ]);
  });

  it('a versão: trava a linha, 404 sem ela, 409 velha sem gravar nada; a regra vem antes da versão', async () => {
    const criada = await criarPessoa(t.db, autor, 'versionada');
    const onde = eq(pessoa.CODIGO, criada.CODIGO);
    const atualizar = (VERSAO: number | undefined, regra?: () => Promise<void>) =>
      escrever(
        t.db,
        autor,
        {
          acao: 'atualizar',
          entidade: 'versionada',
          versao: { tabela: pessoa, onde, VERSAO, colunas: { NOME: pessoa.NOME }, regra },
          auditoria: () => ({ registro: criada.CODIGO }),
        },
        async (tx, linha) => {
          await tx
            .update(pessoa)
            .set({ NOME: `${linha.NOME}!` })
            .where(onde);
          return linha.NOME;
        },
      );
    expect(await atualizar(1)).toBe('Escrita');
    await expect(atualizar(1)).rejects.toBeInstanceOf(VersaoDesatualizadaError);
    await expect(atualizar(1, async () => Promise.reject(new Error('regra')))).rejects.toThrow('regra');
    const semLinha = { tabela: pessoa, onde: eq(pessoa.CODIGO, -1), VERSAO: undefined };
    await expect(
      escrever(t.db, autor, { acao: 'x', entidade: 'versionada', versao: semLinha, auditoria: () => null }),
    ).rejects.toThrow(MENSAGENS.naoEncontrado);
    expect((await linhasDe('versionada')).map((l) => l.ACAO)).toEqual(['criar', 'atualizar']);
  });

  it('a chave de envio: a repetição responde a primeira resposta e não grava nada, nem auditoria', async () => {
    const chave = randomUUID();
    const envio = { chave, rota: 'POST /teste', corpo: { a: 1 } };
    const criar = () =>
      escrever(
        t.db,
        autor,
        { acao: 'criar', entidade: 'enviada', envio, auditoria: (c: number) => ({ registro: c }) },
        async (tx) => {
          const [linha] = await tx.insert(pessoa).values(PESSOA).returning({ CODIGO: pessoa.CODIGO });
          return linha?.CODIGO ?? 0;
        },
      );
    const primeira = await criar();
    const pessoas = await t.db.$count(pessoa);
    expect(await criar()).toBe(primeira);
    expect(await t.db.$count(pessoa)).toBe(pessoas);
    expect(await linhasDe('enviada')).toHaveLength(1);
    const { rows } = await t.db.execute(sql`select resposta from chave_de_envio where chave = ${chave}`);
    expect(rows).toEqual([{ resposta: primeira }]);
  });
});
