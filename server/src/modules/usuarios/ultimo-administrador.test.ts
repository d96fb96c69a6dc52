import { MENSAGENS, PERMISSAO } from '@acolher/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { criarFuncionario, inativarFuncionario, unico } from '../../../test/support/linhas.ts';
import { criarConta, entrar, type SessaoDeTeste } from '../../../test/support/sessoes.ts';
import { sessao, usuario } from '../../db/schema.ts';
import { atualizarUsuario, desligarAcessoDoFuncionario } from './service.ts';

/**
 * The last active administrator (decision 0027): never demoted nor inactivated, even by two requests at
 * once. Each test starts from no administrator at all and makes the ones it needs.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.update(usuario).set({ PERMISSAO_ACESSO: PERMISSAO.equipe });
});

interface Administrador {
  codigo: number;
  funcionario: number;
  email: string;
  login: string;
}

async function novoAdministrador(): Promise<Administrador> {
  const { CODIGO_FUNCIONARIO } = await criarFuncionario(t.db);
  const n = unico();
  const conta = { login: `chefe${n}`, email: `chefe${n}@lar.org`, senha: 'segredo1' };
  const codigo = await criarConta(t.db, {
    ...conta,
    permissao: PERMISSAO.administrador,
    codigoFuncionario: CODIGO_FUNCIONARIO,
  });
  return { codigo, funcionario: CODIGO_FUNCIONARIO, email: conta.email, login: conta.login };
}

const autorDe = (a: Administrador) => ({
  usuarioCodigo: a.codigo,
  ip: '127.0.0.1',
  permissao: PERMISSAO.administrador,
});
const rebaixado = (a: Administrador) => ({
  EMAIL: a.email,
  LOGIN: a.login,
  PERMISSAO_ACESSO: PERMISSAO.equipe,
});

async function permissaoDe(a: Administrador): Promise<number | undefined> {
  const [linha] = await t.db.select().from(usuario).where(eq(usuario.CODIGO, a.codigo));
  return linha?.PERMISSAO_ACESSO;
}

describe('o último administrador', () => {
  it('não se rebaixa: 422 com a mensagem, e segue administrador', async () => {
    const unicoAdm = await novoAdministrador();
    const s: SessaoDeTeste = await entrar(t.app, unicoAdm.email, 'segredo1');
    const r = await t.app.inject({
      method: 'PUT',
      url: `/usuario/${unicoAdm.funcionario}`,
      headers: s.headers,
      payload: rebaixado(unicoAdm),
    });
    expect([r.statusCode, r.json()]).toEqual([422, { message: MENSAGENS.ultimoAdministrador }]);
    expect(await permissaoDe(unicoAdm)).toBe(PERMISSAO.administrador);
  });

  it('com outro administrador ativo, o rebaixamento passa', async () => {
    const a = await novoAdministrador();
    await novoAdministrador();
    await atualizarUsuario(t.db, autorDe(a), a.funcionario, rebaixado(a));
    expect(await permissaoDe(a)).toBe(PERMISSAO.equipe);
  });

  it('um administrador de funcionário inativo não conta como o outro', async () => {
    const a = await novoAdministrador();
    const b = await novoAdministrador();
    await inativarFuncionario(t.db, b.funcionario);
    await expect(atualizarUsuario(t.db, autorDe(a), a.funcionario, rebaixado(a))).rejects.toMatchObject({
      status: 422,
    });
  });

  it('a inativação do funcionário (desligarAcessoDoFuncionario) é recusada para o último, e encerra as sessões dos demais', async () => {
    const a = await novoAdministrador();
    await expect(
      t.db.transaction((tx) => desligarAcessoDoFuncionario(tx, a.funcionario)),
    ).rejects.toMatchObject({
      status: 422,
      message: MENSAGENS.ultimoAdministrador,
    });
    const b = await novoAdministrador();
    await entrar(t.app, b.email, 'segredo1');
    await t.db.transaction((tx) => desligarAcessoDoFuncionario(tx, b.funcionario));
    expect(await t.db.select().from(sessao).where(eq(sessao.USUARIO_CODIGO, b.codigo))).toEqual([]);
  });

  /** Two ways out at once, for the only two administrators, a few times over: one always remains. */
  async function aoMesmoTempo(
    saida: (a: Administrador, b: Administrador) => [Promise<unknown>, Promise<unknown>],
  ) {
    for (let rodada = 0; rodada < 5; rodada++) {
      await t.db.update(usuario).set({ PERMISSAO_ACESSO: PERMISSAO.equipe });
      const [a, b] = [await novoAdministrador(), await novoAdministrador()];
      const resultados = await Promise.allSettled(saida(a, b));
      const recusas = resultados.flatMap((r) => (r.status === 'rejected' ? [r.reason.message] : []));
      expect(recusas).toEqual([MENSAGENS.ultimoAdministrador]);
    }
  }

  it('dois rebaixamentos ao mesmo tempo: um passa, o outro é 422', async () => {
    await aoMesmoTempo((a, b) => [
      atualizarUsuario(t.db, autorDe(a), a.funcionario, rebaixado(a)),
      atualizarUsuario(t.db, autorDe(b), b.funcionario, rebaixado(b)),
    ]);
  });

  it('um rebaixamento e uma inativação ao mesmo tempo: uma passa, a outra é 422', async () => {
    await aoMesmoTempo((a, b) => [
      atualizarUsuario(t.db, autorDe(a), a.funcionario, rebaixado(a)),
      t.db.transaction(async (tx) => {
        await desligarAcessoDoFuncionario(tx, b.funcionario);
        await inativarFuncionario(tx, b.funcionario);
      }),
    ]);
  });

  it('inativar um da equipe enquanto ele é promovido e o único administrador se rebaixa: um administrador fica', async () => {
    const x = await novoAdministrador();
    const y = await novoAdministrador();
    await t.db
      .update(usuario)
      .set({ PERMISSAO_ACESSO: PERMISSAO.equipe })
      .where(eq(usuario.CODIGO, y.codigo));
    let soltar = () => {};
    const segura = new Promise<void>((r) => {
      soltar = r;
    });
    // The inactivation of Y's employee reads Y's level, then stays open while the others run.
    const inativacao = t.db.transaction(async (tx) => {
      await desligarAcessoDoFuncionario(tx, y.funcionario);
      await segura;
      await inativarFuncionario(tx, y.funcionario);
    });
    await new Promise((r) => setTimeout(r, 100));
    const promocao = atualizarUsuario(t.db, autorDe(x), y.funcionario, {
      ...rebaixado(y),
      PERMISSAO_ACESSO: PERMISSAO.administrador,
    });
    // The inactivation blocks Y's account, holding its row (decision 0045): the promotion waits for
    // it, and so does the demotion (the advisory lock), whichever of the two then runs first.
    const rebaixamento = atualizarUsuario(t.db, autorDe(x), x.funcionario, rebaixado(x));
    await new Promise((r) => setTimeout(r, 100));
    soltar();
    const [, , final] = await Promise.allSettled([inativacao, promocao, rebaixamento]);
    expect(final.status === 'rejected' && final.reason.message).toBe(MENSAGENS.ultimoAdministrador);
    expect(await permissaoDe(x)).toBe(PERMISSAO.administrador);
  });
});
