import { MENSAGENS, PERMISSAO } from '@acolher/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/support/db.ts';
import { criarConta } from '../../../test/support/sessoes.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { usuario } from '../../db/schema.ts';
import { verifyPassword } from '../../lib/password.ts';
import { bootstrapAdmin } from './bootstrap.ts';

const log = { info: () => undefined } as unknown as Parameters<typeof bootstrapAdmin>[2];
let testDb: TestDb | undefined;

afterEach(async () => {
  await testDb?.drop();
});

describe('bootstrapAdmin', () => {
  it('creates one administrator with a generated password on an empty database, then never again', async () => {
    testDb = await createTestDb();
    const config = loadConfig({ ADMIN_EMAIL: 'coordenacao@lar.org' });
    const criado = await bootstrapAdmin(testDb.db, config, log);
    expect(criado).toMatchObject({ login: 'admin', email: 'coordenacao@lar.org' });
    expect(criado?.senhaGerada).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const contas = await testDb.db.select().from(usuario);
    expect(contas).toHaveLength(1);
    expect(contas[0]).toMatchObject({
      LOGIN: 'admin',
      PERMISSAO_ACESSO: PERMISSAO.administrador,
      PRIMEIRO_ACESSO: true,
      ATIVO: true,
    });
    expect(await verifyPassword(contas[0]?.SENHA ?? '', criado?.senhaGerada ?? '')).toBe(true);
    expect(await bootstrapAdmin(testDb.db, config, log)).toBeNull();
    expect(await testDb.db.select().from(usuario)).toHaveLength(1);
  });

  it('still creates the administrator when the database already has team accounts (seeded first)', async () => {
    testDb = await createTestDb();
    await criarConta(testDb.db, { login: 'equipe', email: 'equipe@lar.org', senha: 'segredo1' });
    expect(await bootstrapAdmin(testDb.db, loadConfig({}), log)).toMatchObject({ login: 'admin' });
  });

  it('uses ADMIN_PASSWORD when given and does not print it', async () => {
    testDb = await createTestDb();
    const criado = await bootstrapAdmin(testDb.db, loadConfig({ ADMIN_PASSWORD: 'senha-do-lar' }), log);
    expect(criado?.senhaGerada).toBeUndefined();
    const [conta] = await testDb.db.select().from(usuario);
    expect(await verifyPassword(conta?.SENHA ?? '', 'senha-do-lar')).toBe(true);
  });
});

describe('bootstrapAdmin with a weak ADMIN_PASSWORD', () => {
  it.each([
    ['password', MENSAGENS.senhaComum],
    ['Admin', MENSAGENS.senhaIgualAoUsuario],
    ['Coordenacao@Lar.org', MENSAGENS.senhaIgualAoUsuario],
  ])('refuses %s with a start error naming the variable, and creates no one', async (senha, motivo) => {
    testDb = await createTestDb();
    const config = loadConfig({ ADMIN_EMAIL: 'coordenacao@lar.org', ADMIN_PASSWORD: senha });
    const inicio = bootstrapAdmin(testDb.db, config, log);
    await expect(inicio).rejects.toBeInstanceOf(ConfigError);
    await expect(inicio).rejects.toThrow(`ADMIN_PASSWORD: ${motivo}`);
    expect(await testDb.db.select().from(usuario)).toHaveLength(0);
  });
});
