import { MENSAGENS, PERMISSAO } from '@acolher/contract';
import { and, count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { criarFuncionario, unico } from '../../../test/support/linhas.ts';
import {
  criarConta,
  enderecoNovo,
  entrarComoAdministrador,
  entrar as entrarNoApp,
  type SessaoDeTeste,
} from '../../../test/support/sessoes.ts';
import { auditoria, usuario } from '../../db/schema.ts';

/**
 * Decision 0031: every route that sets a password refuses a common one and one equal to the login or the
 * e-mail (400, on the field), and every new password voids the reset links still open.
 */
let t: TestApp;
let administrador: SessaoDeTeste;

const injetar = (opcoes: InjectOptions) => t.app.inject({ remoteAddress: enderecoNovo(), ...opcoes });
const entrar = (email: string, senha: string) => entrarNoApp(t.app, email, senha, enderecoNovo());

beforeAll(async () => {
  t = await buildTestApp();
  administrador = await entrarComoAdministrador(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.mails.length = 0;
});

async function novaConta(primeiroAcesso = false) {
  const n = unico();
  const conta = {
    login: `Cuidadora.${n}`,
    email: `Cuidadora${n}@Lar.org`,
    senha: 'segredo1',
    primeiroAcesso,
  };
  return { ...conta, codigo: await criarConta(t.db, conta) };
}

const senhaGuardada = async (codigo: number) =>
  (await t.db.select({ SENHA: usuario.SENHA }).from(usuario).where(eq(usuario.CODIGO, codigo)))[0]?.SENHA;

/** A reset link mailed to `email`, its token. */
async function pedirLink(email: string): Promise<string> {
  t.mails.length = 0;
  await injetar({ method: 'POST', url: '/esqueci-a-senha', payload: { EMAIL: email } });
  return /#\/esqueci-a-senha\/([A-Za-z0-9_-]+)/.exec(t.mails[0]?.text ?? '')?.[1] ?? '';
}

const alterarSenha = (s: SessaoDeTeste, LOGIN: string, SENHA_ATUAL: string, NOVA_SENHA: string) =>
  injetar({
    method: 'POST',
    url: '/alterar-senha',
    headers: s.headers,
    payload: { SENHA_ATUAL, NOVA_SENHA, LOGIN },
  });

const redefinir = (token: string, senha: string) =>
  injetar({
    method: 'POST',
    url: `/esqueci-a-senha/${token}`,
    payload: { newPassword: senha, verifyPassword: senha },
  });

function recusada(resposta: { statusCode: number; json(): unknown }, campo: string, mensagem: string): void {
  expect(resposta.statusCode).toBe(400);
  expect(resposta.json()).toEqual({ message: mensagem, errors: [{ campo, mensagem }] });
}

describe('a new password that is common, or the login or e-mail, is a 400 on its field', () => {
  it('on first access, and the flag stays up', async () => {
    const conta = await novaConta(true);
    const s = await entrar(conta.email, conta.senha);
    const definir = (senha: string) =>
      injetar({
        method: 'POST',
        url: `/usuario/${conta.login}`,
        headers: s.headers,
        payload: { senha, confirmaSenha: senha },
      });
    recusada(await definir('sunshine'), 'senha', MENSAGENS.senhaComum);
    recusada(await definir(conta.login.toUpperCase()), 'senha', MENSAGENS.senhaIgualAoUsuario);
    const [linha] = await t.db.select().from(usuario).where(eq(usuario.CODIGO, conta.codigo));
    expect(linha?.PRIMEIRO_ACESSO).toBe(true);
    expect((await definir('cuidar-bem-1')).json()).toEqual({ message: MENSAGENS.senhaDefinida });
  });

  it('on "Alterar senha", before the current password is judged or counted', async () => {
    const conta = await novaConta();
    const s = await entrar(conta.email, conta.senha);
    const antes = await senhaGuardada(conta.codigo);
    const alterar = (atual: string, nova: string) => alterarSenha(s, conta.login, atual, nova);
    recusada(await alterar('errada1', 'iloveyou'), 'NOVA_SENHA', MENSAGENS.senhaComum);
    recusada(
      await alterar(conta.senha, conta.email.toLowerCase()),
      'NOVA_SENHA',
      MENSAGENS.senhaIgualAoUsuario,
    );
    expect(await senhaGuardada(conta.codigo)).toBe(antes);
    const [falhas] = await t.db
      .select({ n: count() })
      .from(auditoria)
      .where(and(eq(auditoria.ACAO, 'alterar_senha_falhou'), eq(auditoria.USUARIO_CODIGO, conta.codigo)));
    expect(falhas?.n).toBe(0);
  });

  it('through a reset link, which stays good for a password that passes', async () => {
    const conta = await novaConta();
    const token = await pedirLink(conta.email);
    recusada(await redefinir(token, 'football'), 'newPassword', MENSAGENS.senhaComum);
    recusada(await redefinir(token, conta.email.toUpperCase()), 'newPassword', MENSAGENS.senhaIgualAoUsuario);
    expect((await redefinir(token, 'cuidar-bem-1')).json()).toEqual({ message: MENSAGENS.senhaRedefinida });
  });

  it("on an administrator's new account, and nothing is created", async () => {
    const { CODIGO_FUNCIONARIO } = await criarFuncionario(t.db);
    const criar = (SENHA: string) =>
      injetar({
        method: 'POST',
        url: '/usuario',
        headers: administrador.headers,
        payload: {
          CODIGO_FUNCIONARIO,
          EMAIL: 'Tecnica.Nova@Lar.org',
          LOGIN: 'tecnica.nova',
          SENHA,
          PERMISSAO_ACESSO: PERMISSAO.equipe,
        },
      });
    recusada(await criar('password1'), 'SENHA', MENSAGENS.senhaComum);
    recusada(await criar('TECNICA.NOVA'), 'SENHA', MENSAGENS.senhaIgualAoUsuario);
    recusada(await criar('tecnica.nova@lar.org'), 'SENHA', MENSAGENS.senhaIgualAoUsuario);
    const [contas] = await t.db.select({ n: count() }).from(usuario).where(eq(usuario.LOGIN, 'tecnica.nova'));
    expect(contas?.n).toBe(0);
    expect((await criar('inicial-da-tecnica')).statusCode).toBe(201);
  });

  it("on an administrator's reset of an account's initial password, which stays as it was", async () => {
    const { CODIGO_FUNCIONARIO } = await criarFuncionario(t.db);
    const n = unico();
    const codigo = await criarConta(t.db, {
      login: `enfermeira.${n}`,
      email: `enfermeira${n}@lar.org`,
      senha: 'segredo1',
      codigoFuncionario: CODIGO_FUNCIONARIO,
    });
    const antes = await senhaGuardada(codigo);
    const resposta = await injetar({
      method: 'POST',
      url: `/usuario-redefinir-senha/${CODIGO_FUNCIONARIO}`,
      headers: administrador.headers,
      payload: { SENHA: `Enfermeira.${n}` },
    });
    recusada(resposta, 'SENHA', MENSAGENS.senhaIgualAoUsuario);
    expect(await senhaGuardada(codigo)).toBe(antes);
  });
});

describe('every new password voids the reset links still open', () => {
  it('a reset: the other link asked before it no longer works', async () => {
    const conta = await novaConta();
    const primeiro = await pedirLink(conta.email);
    const segundo = await pedirLink(conta.email);
    expect((await redefinir(segundo, 'cuidar-bem-1')).statusCode).toBe(200);
    const antigo = await redefinir(primeiro, 'cuidar-bem-2');
    expect(antigo.statusCode).toBe(400);
    expect(antigo.json()).toEqual({ message: MENSAGENS.linkInvalido });
    await entrar(conta.email, 'cuidar-bem-1');
  });

  it('a change of password', async () => {
    const conta = await novaConta();
    const link = await pedirLink(conta.email);
    const s = await entrar(conta.email, conta.senha);
    const alterada = await alterarSenha(s, conta.login, conta.senha, 'cuidar-bem-1');
    expect(alterada.json()).toEqual({ message: MENSAGENS.senhaAlterada, changed: true });
    expect((await redefinir(link, 'cuidar-bem-2')).json()).toEqual({ message: MENSAGENS.linkInvalido });
    await entrar(conta.email, 'cuidar-bem-1');
  });

  it('a first access', async () => {
    const conta = await novaConta(true);
    const link = await pedirLink(conta.email);
    const s = await entrar(conta.email, conta.senha);
    const definida = await injetar({
      method: 'POST',
      url: `/usuario/${conta.login}`,
      headers: s.headers,
      payload: { senha: 'cuidar-bem-1', confirmaSenha: 'cuidar-bem-1' },
    });
    expect(definida.json()).toEqual({ message: MENSAGENS.senhaDefinida });
    expect((await redefinir(link, 'cuidar-bem-2')).json()).toEqual({ message: MENSAGENS.linkInvalido });
    await entrar(conta.email, 'cuidar-bem-1');
  });
});
