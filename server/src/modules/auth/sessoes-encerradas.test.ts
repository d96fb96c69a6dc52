import { MENSAGENS, PERMISSAO, SESSAO_INATIVIDADE_MS } from '@acolher/contract';
import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/app.ts';
import { criarFuncionario, inativarFuncionario } from '../../../test/support/linhas.ts';
import { appComRotas, chamadasDe, daApi, ehLeitura, retratoDasTabelas } from '../../../test/support/rotas.ts';
import {
  criarConta,
  entrar,
  entrarComoAdministrador,
  type SessaoDeTeste,
} from '../../../test/support/sessoes.ts';
import { sessao, usuario } from '../../db/schema.ts';
import { hashSegredo } from './session.ts';

/**
 * Decision 0052: a session that has ended, or whose user may no longer sign in, opens nothing. Each
 * session below belongs to an administrator, who would reach every route: a 401 can only come from
 * the session itself. Every non-public route the app registers is walked, by cookie (with the XSRF
 * echo a browser sends) and by Bearer.
 */
let t: TestApp;
let rotas: RouteOptions[] = [];
/** Another administrator: the one who resets a user's password. */
let coordenacao: SessaoDeTeste;

beforeAll(async () => {
  ({ t, rotas } = await appComRotas());
  coordenacao = await entrarComoAdministrador(t);
});
afterAll(async () => {
  await t.close();
});

/** A new administrator with an employee, signed in; `login` names it. */
async function administradorComFuncionario(login: string) {
  const { CODIGO_FUNCIONARIO } = await criarFuncionario(t.db);
  const email = `${login}@lar.org`;
  const codigo = await criarConta(t.db, {
    login,
    email,
    senha: 'segredo1',
    permissao: PERMISSAO.administrador,
    codigoFuncionario: CODIGO_FUNCIONARIO,
  });
  const sessao = await entrar(t.app, email, 'segredo1');
  // The walk's control: the session opens the app before it ends.
  expect(await abre(sessao)).toEqual([true, true]);
  return { codigo, CODIGO_FUNCIONARIO, email, sessao };
}

const porCookie = (s: SessaoDeTeste) => s.headers;
const porBearer = (s: SessaoDeTeste) => ({ authorization: `Bearer ${s.token}` });

/** Whether the session opens GET /sessao, by cookie and by Bearer: the walk's control. */
async function abre(s: SessaoDeTeste): Promise<boolean[]> {
  const abertas: boolean[] = [];
  for (const headers of [porCookie(s), porBearer(s)]) {
    const r = await t.app.inject({ method: 'GET', url: '/sessao', headers });
    abertas.push(r.statusCode === 200);
  }
  return abertas;
}

/** Every non-public route, by cookie and by Bearer: those that did not answer 401 "Sessão expirada…". */
async function rotasQueAbrem(s: SessaoDeTeste): Promise<string[]> {
  const abertas: string[] = [];
  for (const c of chamadasDe(rotas).filter(daApi)) {
    for (const [via, headers] of [
      ['cookie', porCookie(s)],
      ['bearer', porBearer(s)],
    ] as const) {
      const r = await t.app.inject({
        method: c.metodo,
        url: c.url,
        headers,
        payload: ehLeitura(c) ? undefined : { SENHA: 'nova1', PERMISSAO_ACESSO: 1 },
      });
      const recusada =
        r.statusCode === 401 && (c.metodo === 'HEAD' || r.json().message === MENSAGENS.naoAutenticado);
      if (!recusada) abertas.push(`${c.metodo} ${c.url} (${via}): ${r.statusCode}`);
    }
  }
  return abertas;
}

/** Moves the session's clock by hand: its last use or its end. */
async function envelhecerSessao(s: SessaoDeTeste, campos: Partial<typeof sessao.$inferInsert>) {
  await t.db
    .update(sessao)
    .set(campos)
    .where(eq(sessao.TOKEN_HASH, hashSegredo(s.token)));
}

describe('sessões encerradas e usuários inativos: 401 em toda rota não pública (decision 0052)', () => {
  it.each([
    [
      'o funcionário do usuário inativado fora do app (a sessão segue na tabela)',
      async () => {
        const a = await administradorComFuncionario('demitida');
        await inativarFuncionario(t.db, a.CODIGO_FUNCIONARIO);
        return a.sessao;
      },
    ],
    [
      'o funcionário do usuário inativado pelo app',
      async () => {
        const a = await administradorComFuncionario('desligada');
        const r = await t.app.inject({
          method: 'DELETE',
          url: `/funcionario/${a.CODIGO_FUNCIONARIO}`,
          headers: coordenacao.headers,
          payload: { DATA_DEMISSAO: '2026-01-31', MOTIVO_DEMISSAO: 'Pedido de demissão' },
        });
        expect(r.statusCode, r.body).toBe(200);
        return a.sessao;
      },
    ],
    [
      'a conta desativada',
      async () => {
        const a = await administradorComFuncionario('desativada');
        await t.db.update(usuario).set({ ATIVO: false }).where(eq(usuario.CODIGO, a.codigo));
        return a.sessao;
      },
    ],
    [
      'a saída (POST /logout)',
      async () => {
        const { sessao: s } = await administradorComFuncionario('saiu');
        const r = await t.app.inject({ method: 'POST', url: '/logout', headers: s.headers });
        expect(r.statusCode).toBe(200);
        return s;
      },
    ],
    [
      'as 12 horas da sessão vencidas',
      async () => {
        const { sessao: s } = await administradorComFuncionario('vencida');
        await envelhecerSessao(s, { EXPIRA_EM: new Date(Date.now() - 1000) });
        return s;
      },
    ],
    [
      'uma hora sem uso',
      async () => {
        const { sessao: s } = await administradorComFuncionario('parada');
        await envelhecerSessao(s, { ULTIMO_USO_EM: new Date(Date.now() - SESSAO_INATIVIDADE_MS - 1000) });
        return s;
      },
    ],
    [
      'a senha trocada em outro aparelho',
      async () => {
        const { email, sessao: s } = await administradorComFuncionario('trocou');
        const outro = await entrar(t.app, email, 'segredo1');
        const r = await t.app.inject({
          method: 'POST',
          url: '/alterar-senha',
          headers: outro.headers,
          payload: { LOGIN: 'trocou', SENHA_ATUAL: 'segredo1', NOVA_SENHA: 'outra-senha-9' },
        });
        expect(r.statusCode, r.body).toBe(200);
        expect(await abre(outro)).toEqual([true, true]);
        return s;
      },
    ],
    [
      'a senha redefinida pelo administrador',
      async () => {
        const a = await administradorComFuncionario('redefinida');
        const r = await t.app.inject({
          method: 'POST',
          url: `/usuario-redefinir-senha/${a.CODIGO_FUNCIONARIO}`,
          headers: coordenacao.headers,
          payload: { SENHA: 'inicial-7' },
        });
        expect(r.statusCode, r.body).toBe(200);
        return a.sessao;
      },
    ],
  ])('%s', async (_, encerrar) => {
    const s = await encerrar();
    const antes = await retratoDasTabelas(t.db);
    expect(await abre(s)).toEqual([false, false]);
    expect(await rotasQueAbrem(s)).toEqual([]);
    expect(await retratoDasTabelas(t.db)).toEqual(antes);
  });
});
