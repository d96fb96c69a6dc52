import { ACESSO_JA_ATIVO, MENSAGENS, PERMISSAO } from '@acolher/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { criarFuncionario, inativarFuncionario, primeira, unico } from '../../../test/support/linhas.ts';
import {
  entrar,
  entrarComoAdministrador,
  entrarComoEquipe,
  enviarComo,
  type SessaoDeTeste,
} from '../../../test/support/sessoes.ts';
import { auditoria, sessao, usuario } from '../../db/schema.ts';

/** Accounts (decision 0027): created, edited and reset by an administrator only. */
let t: TestApp;
let administrador: SessaoDeTeste;
const comoAdministrador = enviarComo(
  () => t,
  () => administrador,
);

beforeAll(async () => {
  t = await buildTestApp();
  administrador = await entrarComoAdministrador(t);
});
afterAll(async () => {
  await t.close();
});

/** A new employee and the body of an account for it, e-mail and login never used before. */
async function novaContaDeFuncionario(extra: Record<string, unknown> = {}) {
  const { CODIGO_FUNCIONARIO } = await criarFuncionario(t.db);
  const n = unico();
  return {
    CODIGO_FUNCIONARIO,
    EMAIL: `Tecnica${n}@Lar.org`,
    LOGIN: `tecnica.${n}`,
    SENHA: 'inicial1',
    PERMISSAO_ACESSO: PERMISSAO.equipe,
    ...extra,
  };
}

async function criarContaPelaRota(extra: Record<string, unknown> = {}) {
  const corpo = await novaContaDeFuncionario(extra);
  const r = await comoAdministrador('POST', '/usuario', corpo);
  if (r.statusCode !== 201) throw new Error(`usuário não criado: ${r.statusCode} ${r.body}`);
  return { corpo, conta: r.json() };
}

async function contas(): Promise<number> {
  const [linha] = await t.db.select({ n: count() }).from(usuario);
  return linha?.n ?? 0;
}

async function sessoesDe(usuarioCodigo: number): Promise<number> {
  const [linha] = await t.db
    .select({ n: count() })
    .from(sessao)
    .where(eq(sessao.USUARIO_CODIGO, usuarioCodigo));
  return linha?.n ?? 0;
}

/** A signed-in session still alive: its next request is answered, not 401. */
async function viva(s: SessaoDeTeste): Promise<boolean> {
  return (await t.app.inject({ method: 'GET', url: '/sessao', headers: s.headers })).statusCode === 200;
}

describe('POST /usuario e o primeiro acesso', () => {
  it('cria a conta em primeiro acesso, sem devolver a senha, e registra na auditoria', async () => {
    const { corpo, conta } = await criarContaPelaRota();
    expect(conta).toEqual({
      CODIGO: expect.any(Number),
      CODIGO_FUNCIONARIO: corpo.CODIGO_FUNCIONARIO,
      EMAIL: corpo.EMAIL,
      LOGIN: corpo.LOGIN,
      PERMISSAO_ACESSO: PERMISSAO.equipe,
      primeiro_acesso: true,
      ATIVO: true,
      VERSAO: expect.any(Number),
    });
    expect((await comoAdministrador('GET', `/usuario/${corpo.CODIGO_FUNCIONARIO}`)).json()).toEqual(conta);
    const [guardada] = await t.db.select().from(usuario).where(eq(usuario.CODIGO, conta.CODIGO));
    expect(guardada?.SENHA).toMatch(/^\$argon2id\$/);
    const [evento] = await t.db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.ACAO, 'criar'),
          eq(auditoria.ENTIDADE, 'usuario'),
          eq(auditoria.REGISTRO, String(conta.CODIGO)),
        ),
      );
    expect(evento?.DETALHES).toEqual({ CODIGO_FUNCIONARIO: corpo.CODIGO_FUNCIONARIO });
  });

  it('a nova usuária entra com a senha inicial, vê o primeiro acesso e define a sua senha', async () => {
    const { corpo } = await criarContaPelaRota();
    const sessaoNova = await entrar(t.app, corpo.EMAIL, corpo.SENHA);
    expect(sessaoNova.resposta.json()).toMatchObject({ login: corpo.LOGIN, primeiro_acesso: true });
    const definida = await t.app.inject({
      method: 'POST',
      url: `/usuario/${corpo.LOGIN}`,
      headers: sessaoNova.headers,
      payload: { senha: 'minhaSenha', confirmaSenha: 'minhaSenha' },
    });
    expect(definida.json()).toEqual({ message: MENSAGENS.senhaDefinida });
    const depois = await entrar(t.app, corpo.EMAIL, 'minhaSenha');
    expect(depois.resposta.json().primeiro_acesso).toBe(false);
  });

  it('uma conta por funcionário: a segunda é 409 e nada é gravado', async () => {
    const { corpo } = await criarContaPelaRota();
    const antes = await contas();
    const n = unico();
    const r = await comoAdministrador('POST', '/usuario', {
      ...corpo,
      EMAIL: `outra${n}@lar.org`,
      LOGIN: `outra${n}`,
    });
    expect([r.statusCode, r.json()]).toEqual([409, { message: MENSAGENS.funcionarioJaTemUsuario }]);
    expect(await contas()).toBe(antes);
  });

  it('funcionário inexistente é 404 e inativo é 422, sem conta criada', async () => {
    const antes = await contas();
    const inexistente = await comoAdministrador('POST', '/usuario', {
      ...(await novaContaDeFuncionario()),
      CODIGO_FUNCIONARIO: 2_000_000_000,
    });
    expect(inexistente.statusCode).toBe(404);
    const corpo = await novaContaDeFuncionario();
    await inativarFuncionario(t.db, corpo.CODIGO_FUNCIONARIO);
    const inativo = await comoAdministrador('POST', '/usuario', corpo);
    expect([inativo.statusCode, inativo.json()]).toEqual([
      422,
      { message: MENSAGENS.funcionarioInativoSemUsuario },
    ]);
    expect(await contas()).toBe(antes);
  });

  it.each([
    ['sem senha', { SENHA: undefined }],
    ['senha curta', { SENHA: 'abc' }],
    ['perfil 3', { PERMISSAO_ACESSO: 3 }],
    ['e-mail inválido', { EMAIL: 'sem-arroba' }],
    ['login com espaço', { LOGIN: 'ana souza' }],
    ['código de funcionário em texto', { CODIGO_FUNCIONARIO: 'um' }],
    ['campo desconhecido', { SENHA_HASH: 'x' }],
  ])('corpo malformado (%s): 400 e nada gravado', async (_, troca) => {
    const antes = await contas();
    const r = await comoAdministrador('POST', '/usuario', await novaContaDeFuncionario(troca));
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toEqual(expect.any(String));
    expect(await contas()).toBe(antes);
  });
});

describe('unicidade de e-mail e login', () => {
  it('POST /usuario/email e /usuario/login respondem como as demais checagens, sem achar a própria conta', async () => {
    const { corpo } = await criarContaPelaRota();
    const outro = await criarFuncionario(t.db);
    const checar = async (campo: 'email' | 'login', valor: string, CODIGO?: number) =>
      (await comoAdministrador('POST', `/usuario/${campo}`, { [campo.toUpperCase()]: valor, CODIGO })).json();
    expect(await checar('email', corpo.EMAIL.toUpperCase(), outro.CODIGO_FUNCIONARIO)).toEqual({
      existente: true,
    });
    expect(await checar('email', corpo.EMAIL, corpo.CODIGO_FUNCIONARIO)).toEqual({ existente: false });
    expect(await checar('login', corpo.LOGIN.toUpperCase())).toEqual({ existente: true });
    expect(await checar('login', corpo.LOGIN, corpo.CODIGO_FUNCIONARIO)).toEqual({ existente: false });
    expect(await checar('login', 'ninguem.tem.este')).toEqual({ existente: false });
  });

  it('na escrita: e-mail ou login já usados são 409 "{rótulo} já existente", ao criar e ao editar', async () => {
    const { corpo } = await criarContaPelaRota();
    const repetido = await comoAdministrador(
      'POST',
      '/usuario',
      await novaContaDeFuncionario({ EMAIL: corpo.EMAIL.toLowerCase() }),
    );
    expect([repetido.statusCode, repetido.json().message]).toEqual([409, MENSAGENS.jaExistente('E-mail')]);
    const { corpo: outro } = await criarContaPelaRota();
    const editado = await comoAdministrador('PUT', `/usuario/${outro.CODIGO_FUNCIONARIO}`, {
      EMAIL: outro.EMAIL,
      LOGIN: corpo.LOGIN.toUpperCase(),
      PERMISSAO_ACESSO: PERMISSAO.equipe,
    });
    expect([editado.statusCode, editado.json().message]).toEqual([409, MENSAGENS.jaExistente('Login')]);
  });

  it('os logins "email" e "login" são recusados: a URL de primeiro acesso os leria como checagem', async () => {
    const antes = await contas();
    for (const LOGIN of ['email', 'Login']) {
      const r = await comoAdministrador('POST', '/usuario', await novaContaDeFuncionario({ LOGIN }));
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual([{ campo: 'LOGIN', mensagem: MENSAGENS.loginReservado }]);
    }
    expect(await contas()).toBe(antes);
    const { corpo } = await criarContaPelaRota();
    const editado = await comoAdministrador('PUT', `/usuario/${corpo.CODIGO_FUNCIONARIO}`, {
      EMAIL: corpo.EMAIL,
      LOGIN: 'email',
      PERMISSAO_ACESSO: PERMISSAO.equipe,
    });
    expect(editado.statusCode).toBe(400);
  });

  it('nas duas direções: a checagem não define senha, e o primeiro acesso não vira checagem', async () => {
    const { corpo } = await criarContaPelaRota({ LOGIN: `email.${unico()}` });
    const dela = await entrar(t.app, corpo.EMAIL, corpo.SENHA);
    const senhaNaChecagem = await t.app.inject({
      method: 'POST',
      url: '/usuario/email',
      headers: administrador.headers,
      payload: { senha: 'tomada1', confirmaSenha: 'tomada1' },
    });
    expect(senhaNaChecagem.statusCode).toBe(400);
    const checagemNoPrimeiroAcesso = await t.app.inject({
      method: 'POST',
      url: `/usuario/${corpo.LOGIN}`,
      headers: dela.headers,
      payload: { EMAIL: corpo.EMAIL, CODIGO: corpo.CODIGO_FUNCIONARIO },
    });
    expect(checagemNoPrimeiroAcesso.statusCode).toBe(400);
    expect((await entrar(t.app, corpo.EMAIL, corpo.SENHA)).resposta.json().primeiro_acesso).toBe(true);
    const definida = await t.app.inject({
      method: 'POST',
      url: `/usuario/${corpo.LOGIN}`,
      headers: dela.headers,
      payload: { senha: 'minhaSenha', confirmaSenha: 'minhaSenha' },
    });
    expect(definida.statusCode).toBe(200);
  });
});

describe('PUT /usuario/{funcionario}, redefinir senha e vincular', () => {
  it('mudar o perfil, o e-mail ou o login encerra as sessões do usuário; salvar sem mudança não', async () => {
    for (const troca of [
      { PERMISSAO_ACESSO: PERMISSAO.administrador },
      { EMAIL: `novo${unico()}@lar.org` },
      { LOGIN: `novo.${unico()}` },
    ]) {
      const { corpo, conta } = await criarContaPelaRota();
      const dela = await entrar(t.app, corpo.EMAIL, corpo.SENHA);
      const mesmo = { EMAIL: corpo.EMAIL, LOGIN: corpo.LOGIN, PERMISSAO_ACESSO: corpo.PERMISSAO_ACESSO };
      expect((await comoAdministrador('PUT', `/usuario/${corpo.CODIGO_FUNCIONARIO}`, mesmo)).statusCode).toBe(
        200,
      );
      expect(await viva(dela)).toBe(true);
      const r = await comoAdministrador('PUT', `/usuario/${corpo.CODIGO_FUNCIONARIO}`, {
        ...mesmo,
        ...troca,
      });
      expect(r.json()).toMatchObject(troca);
      expect(await viva(dela)).toBe(false);
      expect(await sessoesDe(conta.CODIGO)).toBe(0);
    }
  });

  it('um formulário velho (VERSAO lida antes de outra mudança) é 409 e não repromove quem foi rebaixado', async () => {
    const { corpo, conta } = await criarContaPelaRota({ PERMISSAO_ACESSO: PERMISSAO.administrador });
    const url = `/usuario/${corpo.CODIGO_FUNCIONARIO}`;
    const campos = { EMAIL: corpo.EMAIL, LOGIN: corpo.LOGIN };
    const rebaixada = await comoAdministrador('PUT', url, {
      ...campos,
      PERMISSAO_ACESSO: PERMISSAO.equipe,
      VERSAO: conta.VERSAO,
    });
    expect([rebaixada.statusCode, rebaixada.json().VERSAO]).toEqual([200, conta.VERSAO + 1]);
    const velho = await comoAdministrador('PUT', url, {
      ...campos,
      EMAIL: `outro.${unico()}@lar.org`,
      PERMISSAO_ACESSO: PERMISSAO.administrador,
      VERSAO: conta.VERSAO,
    });
    expect([velho.statusCode, velho.json().message]).toEqual([409, MENSAGENS.registroAlterado]);
    const agora = (await comoAdministrador('GET', url)).json();
    expect([agora.PERMISSAO_ACESSO, agora.EMAIL]).toEqual([PERMISSAO.equipe, corpo.EMAIL]);
  });

  it('PUT malformado ou de funcionário sem conta: 4xx e nada muda', async () => {
    const { corpo } = await criarContaPelaRota();
    const url = `/usuario/${corpo.CODIGO_FUNCIONARIO}`;
    const r = await comoAdministrador('PUT', url, {
      EMAIL: corpo.EMAIL,
      LOGIN: corpo.LOGIN,
      PERMISSAO_ACESSO: 9,
    });
    expect(r.statusCode).toBe(400);
    const semSenha = await comoAdministrador('PUT', url, { ...corpo, CODIGO_FUNCIONARIO: undefined });
    expect(semSenha.json().errors).toEqual([
      { campo: 'SENHA', mensagem: MENSAGENS.campoDesconhecido('SENHA') },
    ]);
    const semConta = await criarFuncionario(t.db);
    const mesmo = { EMAIL: `x${unico()}@lar.org`, LOGIN: `x${unico()}`, PERMISSAO_ACESSO: 2 };
    expect(
      (await comoAdministrador('PUT', `/usuario/${semConta.CODIGO_FUNCIONARIO}`, mesmo)).statusCode,
    ).toBe(404);
    expect((await comoAdministrador('GET', url)).json()).toMatchObject({
      PERMISSAO_ACESSO: PERMISSAO.equipe,
    });
  });

  it('redefinir senha: nova senha inicial, primeiro acesso outra vez, sessões encerradas', async () => {
    const { corpo, conta } = await criarContaPelaRota();
    const dela = await entrar(t.app, corpo.EMAIL, corpo.SENHA);
    await t.app.inject({
      method: 'POST',
      url: `/usuario/${corpo.LOGIN}`,
      headers: dela.headers,
      payload: { senha: 'minhaSenha', confirmaSenha: 'minhaSenha' },
    });
    const url = `/usuario-redefinir-senha/${corpo.CODIGO_FUNCIONARIO}`;
    expect((await comoAdministrador('POST', url, { SENHA: 'ab' })).statusCode).toBe(400);
    expect(await viva(dela)).toBe(true);
    const r = await comoAdministrador('POST', url, { SENHA: 'recomeco1' });
    expect(r.json()).toEqual({ message: MENSAGENS.senhaInicialRedefinida });
    expect(await viva(dela)).toBe(false);
    expect(await sessoesDe(conta.CODIGO)).toBe(0);
    const outraVez = await entrar(t.app, corpo.EMAIL, 'recomeco1');
    expect(outraVez.resposta.json().primeiro_acesso).toBe(true);
    const antiga = await t.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { email: corpo.EMAIL, senha: 'minhaSenha' },
    });
    expect(antiga.statusCode).toBe(401);
  });

  it('vincular: uma conta sem funcionário (o admin inicial) passa a ser de um funcionário, uma vez só', async () => {
    const { CODIGO_FUNCIONARIO } = await criarFuncionario(t.db);
    const vinculado = await comoAdministrador('PUT', '/usuario-vincular', {
      LOGIN: 'administrador',
      CODIGO_FUNCIONARIO,
    });
    expect(vinculado.json()).toMatchObject({ LOGIN: 'administrador', CODIGO_FUNCIONARIO });
    const [evento] = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.ACAO, 'vincular'), eq(auditoria.ENTIDADE, 'usuario')));
    expect(evento?.DETALHES).toEqual({ CODIGO_FUNCIONARIO });
    const outro = await criarFuncionario(t.db);
    const deNovo = await comoAdministrador('PUT', '/usuario-vincular', {
      LOGIN: 'administrador',
      CODIGO_FUNCIONARIO: outro.CODIGO_FUNCIONARIO,
    });
    expect([deNovo.statusCode, deNovo.json()]).toEqual([409, { message: MENSAGENS.usuarioJaVinculado }]);
    expect((await comoAdministrador('GET', `/usuario/${CODIGO_FUNCIONARIO}`)).json().LOGIN).toBe(
      'administrador',
    );
  });

  it('vincular e checagens malformados: 400, e o vínculo não muda', async () => {
    const { CODIGO_FUNCIONARIO } = await criarFuncionario(t.db);
    for (const corpo of [
      { LOGIN: 'administrador' },
      { LOGIN: '', CODIGO_FUNCIONARIO },
      { CODIGO_FUNCIONARIO: '0' },
    ]) {
      expect((await comoAdministrador('PUT', '/usuario-vincular', corpo)).statusCode).toBe(400);
    }
    expect((await comoAdministrador('GET', `/usuario/${CODIGO_FUNCIONARIO}`)).statusCode).toBe(404);
    expect((await comoAdministrador('POST', '/usuario/email', { CODIGO: 1 })).statusCode).toBe(400);
    expect((await comoAdministrador('POST', '/usuario/login', { LOGIN: 'x', CODIGO: 'um' })).statusCode).toBe(
      400,
    );
  });

  it('a equipe não gerencia contas (403)', async () => {
    const equipe = await entrarComoEquipe(t);
    const r = await t.app.inject({
      method: 'POST',
      url: '/usuario',
      headers: equipe.headers,
      payload: await novaContaDeFuncionario(),
    });
    expect(r.statusCode).toBe(403);
  });
});

describe('funcionário inativo', () => {
  it('a sessão aberta termina na próxima requisição, e o login diz "Usuário inativo"', async () => {
    const { corpo } = await criarContaPelaRota();
    const dela = await entrar(t.app, corpo.EMAIL, corpo.SENHA);
    expect(await viva(dela)).toBe(true);
    // By hand, as a seed would: the next request reads the session with its employee (decision 0052).
    await inativarFuncionario(t.db, corpo.CODIGO_FUNCIONARIO);
    expect(await viva(dela)).toBe(false);
    const login = await t.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { email: corpo.EMAIL, senha: corpo.SENHA },
    });
    expect([login.statusCode, login.json()]).toEqual([403, { message: MENSAGENS.usuarioInativo }]);
    t.mails.length = 0;
    await t.app.inject({ method: 'POST', url: '/esqueci-a-senha', payload: { EMAIL: corpo.EMAIL } });
    expect(t.mails).toEqual([]);
  });
});

describe('POST /usuario-reativar/{funcionario}: o acesso volta só por decisão do administrador', () => {
  const reativar = (codigo: number, corpo: Record<string, unknown> = {}) =>
    comoAdministrador('POST', `/usuario-reativar/${codigo}`, corpo);
  const login = (corpo: { EMAIL: string; SENHA: string }) =>
    t.app.inject({ method: 'POST', url: '/login/', payload: { email: corpo.EMAIL, senha: corpo.SENHA } });

  it('a demissão bloqueia a conta; a readmissão não a libera; reativar o acesso sim, auditado', async () => {
    const { corpo, conta } = await criarContaPelaRota();
    const codigo = corpo.CODIGO_FUNCIONARIO;
    await comoAdministrador('DELETE', `/funcionario/${codigo}`, { MOTIVO_DEMISSAO: 'Fim do contrato' });
    const bloqueada = primeira(await t.db.select().from(usuario).where(eq(usuario.CODIGO, conta.CODIGO)));
    expect(bloqueada.ATIVO).toBe(false);
    expect((await comoAdministrador('DELETE', `/funcionario-ativar/${codigo}`)).statusCode).toBe(200);
    expect((await login(corpo)).statusCode).toBe(403);

    const r = await reativar(codigo, { VERSAO: bloqueada.VERSAO });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ CODIGO: conta.CODIGO, ATIVO: true });
    expect((await login(corpo)).statusCode).toBe(200);
    const [auditado] = await t.db
      .select({ n: count() })
      .from(auditoria)
      .where(
        and(
          eq(auditoria.ACAO, 'reativar'),
          eq(auditoria.ENTIDADE, 'usuario'),
          eq(auditoria.REGISTRO, String(conta.CODIGO)),
        ),
      );
    expect(auditado?.n).toBe(1);
  });

  it('recusa conta já ativa (409), funcionário ainda demitido (422), VERSAO velha (409), sem conta (404)', async () => {
    const { corpo, conta } = await criarContaPelaRota();
    const codigo = corpo.CODIGO_FUNCIONARIO;
    const ativa = await reativar(codigo);
    expect([ativa.statusCode, ativa.json().message]).toEqual([409, ACESSO_JA_ATIVO]);
    await comoAdministrador('DELETE', `/funcionario/${codigo}`, { MOTIVO_DEMISSAO: 'Fim do contrato' });
    const demitido = await reativar(codigo);
    expect([demitido.statusCode, demitido.json().message]).toEqual([
      422,
      MENSAGENS.funcionarioInativoSemUsuario,
    ]);
    await comoAdministrador('DELETE', `/funcionario-ativar/${codigo}`);
    const velha = await reativar(codigo, { VERSAO: conta.VERSAO });
    expect([velha.statusCode, velha.json().message]).toEqual([409, MENSAGENS.registroAlterado]);
    expect((await reativar(codigo, { ATIVO: true })).statusCode).toBe(400);
    const semConta = (await criarFuncionario(t.db)).CODIGO_FUNCIONARIO;
    expect((await reativar(semConta)).statusCode).toBe(404);
    const linha = primeira(await t.db.select().from(usuario).where(eq(usuario.CODIGO, conta.CODIGO)));
    expect(linha.ATIVO).toBe(false);
    expect((await login(corpo)).statusCode).toBe(403);
  });
});

describe('links de redefinição pedidos antes de uma mudança do administrador', () => {
  /** The user asks for a reset link by e-mail; the link's token, as the e-mail carries it. */
  async function linkPedido(email: string): Promise<string> {
    t.mails.length = 0;
    await t.app.inject({ method: 'POST', url: '/esqueci-a-senha', payload: { EMAIL: email } });
    const token = /#\/esqueci-a-senha\/([A-Za-z0-9_-]+)/.exec(t.mails[0]?.text ?? '')?.[1];
    if (!token) throw new Error('link não enviado');
    return token;
  }

  async function usar(token: string) {
    const payload = { newPassword: 'tomada1', verifyPassword: 'tomada1' };
    return t.app.inject({ method: 'POST', url: `/esqueci-a-senha/${token}`, payload });
  }

  const LINK_INVALIDO = [400, MENSAGENS.linkInvalido];

  it('trocar o e-mail anula o link mandado ao endereço antigo', async () => {
    const { corpo } = await criarContaPelaRota();
    const token = await linkPedido(corpo.EMAIL);
    const novo = { EMAIL: `novo.${unico()}@lar.org`, LOGIN: corpo.LOGIN, PERMISSAO_ACESSO: PERMISSAO.equipe };
    expect((await comoAdministrador('PUT', `/usuario/${corpo.CODIGO_FUNCIONARIO}`, novo)).statusCode).toBe(
      200,
    );
    const r = await usar(token);
    expect([r.statusCode, r.json().message]).toEqual(LINK_INVALIDO);
  });

  it('a senha redefinida pelo administrador não é desfeita por um link antigo', async () => {
    const { corpo } = await criarContaPelaRota();
    const token = await linkPedido(corpo.EMAIL);
    const url = `/usuario-redefinir-senha/${corpo.CODIGO_FUNCIONARIO}`;
    expect((await comoAdministrador('POST', url, { SENHA: 'recomeco1' })).statusCode).toBe(200);
    const r = await usar(token);
    expect([r.statusCode, r.json().message]).toEqual(LINK_INVALIDO);
    expect((await entrar(t.app, corpo.EMAIL, 'recomeco1')).resposta.json().primeiro_acesso).toBe(true);
  });

  it('inativado, o link não vale mais, nem depois de reativado', async () => {
    const { corpo } = await criarContaPelaRota();
    const token = await linkPedido(corpo.EMAIL);
    const codigo = corpo.CODIGO_FUNCIONARIO;
    const saida = await comoAdministrador('DELETE', `/funcionario/${codigo}`, {
      MOTIVO_DEMISSAO: 'Fim do contrato',
    });
    expect(saida.statusCode).toBe(200);
    expect((await comoAdministrador('DELETE', `/funcionario-ativar/${codigo}`)).statusCode).toBe(200);
    const r = await usar(token);
    expect([r.statusCode, r.json().message]).toEqual(LINK_INVALIDO);
  });

  it('um link de conta inativa não define senha', async () => {
    const { corpo } = await criarContaPelaRota();
    const token = await linkPedido(corpo.EMAIL);
    await inativarFuncionario(t.db, corpo.CODIGO_FUNCIONARIO);
    const r = await usar(token);
    expect([r.statusCode, r.json().message]).toEqual(LINK_INVALIDO);
  });
});
