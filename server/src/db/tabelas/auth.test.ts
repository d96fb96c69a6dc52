import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/support/db.ts';
import {
  criarFuncionario,
  criarUsuario,
  erroDoBanco,
  unico,
  VIOLACAO,
} from '../../../test/support/linhas.ts';
import { sessao, tokenRedefinicao, usuario } from './auth.ts';

let banco: TestDb;
beforeAll(async () => {
  banco = await createTestDb();
});
afterAll(() => banco.drop());

function hashDeToken(): string {
  return createHash('sha256').update(`token-${unico()}`).digest('hex');
}

const daquiAUmaHora = () => new Date(Date.now() + 3_600_000);

describe('usuário', () => {
  it('e-mail e login únicos sem diferenciar maiúsculas', async () => {
    await criarUsuario(banco.db, { EMAIL: 'Rita.Lopes@acolher.test', LOGIN: 'rita.lopes' });
    expect(await erroDoBanco(criarUsuario(banco.db, { EMAIL: 'rita.lopes@ACOLHER.test' }))).toEqual({
      code: VIOLACAO.unico,
      constraint: 'usuario_email_unique',
    });
    expect(await erroDoBanco(criarUsuario(banco.db, { LOGIN: 'RITA.LOPES' }))).toEqual({
      code: VIOLACAO.unico,
      constraint: 'usuario_login_unique',
    });
  });

  it('um usuário por funcionário; vários sem funcionário (administradores)', async () => {
    const { CODIGO_FUNCIONARIO } = await criarFuncionario(banco.db);
    await criarUsuario(banco.db, { CODIGO_FUNCIONARIO });
    expect(await erroDoBanco(criarUsuario(banco.db, { CODIGO_FUNCIONARIO }))).toEqual({
      code: VIOLACAO.unico,
      constraint: 'usuario_funcionario_unique',
    });
    await criarUsuario(banco.db, { PERMISSAO_ACESSO: 1 });
    await criarUsuario(banco.db, { PERMISSAO_ACESSO: 1 });
    expect(await erroDoBanco(criarUsuario(banco.db, { CODIGO_FUNCIONARIO: -1 }))).toEqual({
      code: VIOLACAO.chaveEstrangeira,
      constraint: 'usuario_codigo_funcionario_fk',
    });
  });

  it('nasce como equipe, ativo e em primeiro acesso', async () => {
    const u = await criarUsuario(banco.db);
    expect(u).toMatchObject({ PERMISSAO_ACESSO: 2, ATIVO: true, PRIMEIRO_ACESSO: true });
  });

  it.each([
    ['permissão 3', { PERMISSAO_ACESSO: 3 }, 'usuario_permissao_check'],
    ['login com espaço', { LOGIN: 'maria silva' }, 'usuario_login_check'],
    ['login com barra', { LOGIN: 'a/b' }, 'usuario_login_check'],
    ['e-mail sem arroba', { EMAIL: 'sem-arroba' }, 'usuario_email_check'],
    ['e-mail longo demais', { EMAIL: `${'a'.repeat(64)}@${'b'.repeat(190)}.com` }, 'usuario_email_check'],
    ['senha vazia', { SENHA: '' }, 'usuario_senha_check'],
  ])('recusa %s', async (_caso, dados, regra) => {
    expect(await erroDoBanco(criarUsuario(banco.db, dados))).toEqual({
      code: VIOLACAO.check,
      constraint: regra,
    });
  });
});

describe('sessão e token de redefinição', () => {
  it('sessão: hash único e em hex; some com o usuário', async () => {
    const u = await criarUsuario(banco.db);
    const nova = (TOKEN_HASH: string) =>
      banco.db
        .insert(sessao)
        .values({ TOKEN_HASH, XSRF_TOKEN: 'x', USUARIO_CODIGO: u.CODIGO, EXPIRA_EM: daquiAUmaHora() });
    const hash = hashDeToken();
    await nova(hash);
    expect(await erroDoBanco(nova(hash))).toEqual({
      code: VIOLACAO.unico,
      constraint: 'sessao_token_hash_unique',
    });
    expect(await erroDoBanco(nova('token-em-claro'))).toEqual({
      code: VIOLACAO.check,
      constraint: 'sessao_token_hash_check',
    });
    await banco.db.delete(usuario).where(eq(usuario.CODIGO, u.CODIGO));
    expect(await banco.db.select().from(sessao).where(eq(sessao.TOKEN_HASH, hash))).toEqual([]);
  });

  it('token: usuário existente, hash em hex', async () => {
    const u = await criarUsuario(banco.db);
    const novo = (dados: Partial<typeof tokenRedefinicao.$inferInsert>) =>
      banco.db.insert(tokenRedefinicao).values({
        TOKEN_HASH: hashDeToken(),
        USUARIO_CODIGO: u.CODIGO,
        EXPIRA_EM: daquiAUmaHora(),
        ...dados,
      });
    await novo({});
    expect(await erroDoBanco(novo({ USUARIO_CODIGO: -1 }))).toEqual({
      code: VIOLACAO.chaveEstrangeira,
      constraint: 'token_redefinicao_usuario_codigo_fk',
    });
    expect(await erroDoBanco(novo({ TOKEN_HASH: 'ABC' }))).toEqual({
      code: VIOLACAO.check,
      constraint: 'token_redefinicao_hash_check',
    });
  });
});
