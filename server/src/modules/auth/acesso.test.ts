import { MENSAGENS, PERMISSAO, XSRF_HEADER } from '@acolher/contract';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/app.ts';
import { criarFuncionario } from '../../../test/support/linhas.ts';
import {
  appComRotas,
  chamadasDe,
  daApi,
  ehLeitura,
  marcoDaAuditoria,
  nomeDa,
  retratoDasTabelas,
} from '../../../test/support/rotas.ts';
import { criarConta, entrar, type SessaoDeTeste } from '../../../test/support/sessoes.ts';
import { NIVEIS_DE_ACESSO } from '../../lib/acesso.ts';
import { negacoesDe } from './plugin.ts';

/**
 * The route walk (decision 0027): every route the real app registers, seen as
 * it is registered, declares who may call it, and the auth hook holds each one to it.
 */
let t: TestApp;
let equipe: SessaoDeTeste;
let administrador: SessaoDeTeste;
let rotas: RouteOptions[] = [];

beforeAll(async () => {
  ({ t, rotas } = await appComRotas());
  // Rows an administrator's route could change, so "nothing written" has something to keep.
  const { CODIGO_FUNCIONARIO } = await criarFuncionario(t.db);
  await criarConta(t.db, {
    login: 'ana',
    email: 'ana@lar.org',
    senha: 'segredo1',
    permissao: PERMISSAO.administrador,
    codigoFuncionario: CODIGO_FUNCIONARIO,
  });
  await criarConta(t.db, { login: 'equipe', email: 'equipe@lar.org', senha: 'segredo1' });
  equipe = await entrar(t.app, 'equipe@lar.org', 'segredo1');
  administrador = await entrar(t.app, 'ana@lar.org', 'segredo1');
});
afterAll(async () => {
  await t.close();
});

/** The public routes of the API itself; any other public route is a file or the docs, read-only. */
const API_PUBLICA = ['/health', '/login/', '/logout', '/esqueci-a-senha', '/esqueci-a-senha/:token'];

/**
 * Routes decision 0027 names as the administrator's: employees, their banks and dependants, accounts
 * (the user's own first access apart) and employee reports. The name lists follow-ups read
 * (`/funcionarioNome`, `/nome-cargo-funcionario`) are the team's.
 */
const DO_ADMINISTRADOR =
  /^\/(funcionario(?!Nome$)|conta-bancaria|dependente|usuario|relatorio-funcionario|report-funcionario|telefone_pessoa|endereco_pessoa|conselho-a-vencer)/;
const ehDoAdministrador = (metodo: string, url: string) =>
  DO_ADMINISTRADOR.test(url) && !(metodo === 'POST' && url === '/usuario/:username');

const chamadas = () => chamadasDe(rotas);

describe('a declaração de acesso de cada rota (decisão 0027)', () => {
  it('a lista vem do próprio app, com as rotas de cada módulo', () => {
    const moldes = chamadas().map(nomeDa);
    expect(moldes).toEqual(
      expect.arrayContaining([
        'POST /login/',
        'GET /residente/:id',
        'PUT /pessoa/:id',
        'POST /usuario',
        'POST /usuario/:username',
        'POST /usuario/email',
        'GET /health',
      ]),
    );
    expect(moldes.length).toBeGreaterThan(80);
  });

  it('toda rota declara publico, equipe ou administrador', () => {
    const semDeclaracao = chamadas().filter(
      (c) => c.acesso === undefined || !(NIVEIS_DE_ACESSO as readonly string[]).includes(c.acesso),
    );
    expect(semDeclaracao.map(nomeDa)).toEqual([]);
  });

  it('só o login, a saída, o esqueci-a-senha e a saúde são públicos na API, um a um; arquivos e docs só leem', () => {
    const publicasDaApi = chamadas().filter((c) => !daApi(c) && !c.rota.config?.arquivo);
    expect([...new Set(publicasDaApi.map((c) => c.molde))].sort()).toEqual([...API_PUBLICA].sort());
    const arquivosQueEscrevem = chamadas().filter((c) => c.rota.config?.arquivo && !ehLeitura(c));
    expect(arquivosQueEscrevem.map(nomeDa)).toEqual([]);
  });

  it('funcionários, contas, bancos, dependentes e relatórios de funcionários são do administrador', () => {
    const abertas = chamadas().filter(
      (c) => ehDoAdministrador(c.metodo, c.molde) && c.acesso !== 'administrador',
    );
    expect(abertas.map(nomeDa)).toEqual([]);
  });

  it('sem sessão, toda rota não pública responde 401', async () => {
    const abertas: string[] = [];
    for (const c of chamadas().filter(daApi)) {
      const r = await t.app.inject({
        method: c.metodo,
        url: c.url,
        payload: ehLeitura(c) ? undefined : {},
      });
      if (r.statusCode !== 401) abertas.push(`${c.metodo} ${c.url}: ${r.statusCode}`);
    }
    expect(abertas).toEqual([]);
  });

  it('a equipe (nível 2) recebe 403 "Não autorizado" em toda rota do administrador, sem nada gravado além da negação', async () => {
    const doAdministrador = chamadas().filter((c) => c.acesso === 'administrador');
    expect(doAdministrador.length).toBeGreaterThan(0);
    const antes = await retratoDasTabelas(t.db);
    const marco = await marcoDaAuditoria(t.db);
    const liberadas: string[] = [];
    for (const c of doAdministrador) {
      const r = await t.app.inject({
        method: c.metodo,
        url: c.url,
        headers: equipe.headers,
        payload: ehLeitura(c) ? undefined : { SENHA: 'nova1', PERMISSAO_ACESSO: 1 },
      });
      const negada =
        r.statusCode === 403 && (c.metodo === 'HEAD' || r.json().message === MENSAGENS.naoAutorizado);
      if (!negada) liberadas.push(`${c.metodo} ${c.url}: ${r.statusCode}`);
    }
    expect(liberadas).toEqual([]);
    expect(await retratoDasTabelas(t.db)).toEqual(antes);
    // The walk's denials come faster than the brake writes runs apart: flushed, they are all there.
    await negacoesDe(t.app).descarregar();
    const { rows: novas } = await t.db.execute<{ acao: string }>(
      sql`select distinct acao from auditoria where codigo > ${marco}`,
    );
    expect(novas).toEqual([{ acao: 'acesso_negado' }]);
  });
});

/**
 * A write that another site could make the browser send carries the cookies but cannot read the
 * XSRF cookie: every write (public ones too: /logout) with a cookie session and no X-XSRF-TOKEN,
 * or a wrong one, is refused before its handler runs.
 */
describe('XSRF em toda escrita com sessão por cookie (decision 0001)', () => {
  const SEM_TOKEN = undefined;
  /** A real token, but another session's: the one a forger could most plausibly hold. */
  const tokenErrado = () => equipe.xsrf;

  it.each([
    ['sem X-XSRF-TOKEN', () => SEM_TOKEN],
    ['com o X-XSRF-TOKEN de outra sessão', tokenErrado],
  ])('%s: 403 em toda escrita, nada gravado, e a sessão segue viva', async (_, token) => {
    const escritas = chamadas().filter((c) => !ehLeitura(c));
    expect(escritas.map(nomeDa)).toEqual(expect.arrayContaining(['POST /logout', 'PUT /pessoa/:id']));
    const antes = await retratoDasTabelas(t.db);
    const xsrf = token();
    const aceitas: string[] = [];
    for (const c of escritas) {
      const r = await t.app.inject({
        method: c.metodo,
        url: c.url,
        headers: { cookie: administrador.headers.cookie, ...(xsrf ? { [XSRF_HEADER]: xsrf } : {}) },
        // The administrator's level reaches every route: only the missing echo can refuse it.
        payload: { SENHA: 'nova1', PERMISSAO_ACESSO: 1 },
      });
      if (r.statusCode !== 403 || r.json().message !== MENSAGENS.xsrfInvalido)
        aceitas.push(`${c.metodo} ${c.url}: ${r.statusCode} ${r.body}`);
    }
    expect(aceitas).toEqual([]);
    expect(await retratoDasTabelas(t.db)).toEqual(antes);
    // POST /logout was refused too: the session it would have ended still answers.
    const sessao = await t.app.inject({ method: 'GET', url: '/sessao', headers: administrador.headers });
    expect(sessao.statusCode).toBe(200);
  });

  it('o mesmo corpo com o token certo passa pela verificação (o 403 acima vem só do token)', async () => {
    const r = await t.app.inject({
      method: 'PUT',
      url: '/usuario-vincular',
      headers: administrador.headers,
      payload: { SENHA: 'nova1', PERMISSAO_ACESSO: 1 },
    });
    expect(r.statusCode).toBe(400);
  });
});
