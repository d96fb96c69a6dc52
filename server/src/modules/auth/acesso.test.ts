import { MENSAGENS, PERMISSAO } from '@acolher/contract';
import { sql } from 'drizzle-orm';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { criarFuncionario } from '../../../test/support/linhas.ts';
import { criarConta, entrar, type SessaoDeTeste } from '../../../test/support/sessoes.ts';
import { NIVEIS_DE_ACESSO } from '../../lib/acesso.ts';

/**
 * The route walk of issue 10 (decision 0027): every route the real app registers, seen as it is
 * registered, declares who may call it, and the auth hook holds each one to it.
 */
let t: TestApp;
let equipe: SessaoDeTeste;
const rotas: RouteOptions[] = [];

beforeAll(async () => {
  t = await buildTestApp({ aoRegistrarRota: (rota) => void rotas.push(rota) });
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
});
afterAll(async () => {
  await t.close();
});

/** The public routes of the API itself; any other public route is a file or the docs, read-only. */
const API_PUBLICA = ['/health', '/login/', '/logout', '/esqueci-a-senha', '/esqueci-a-senha/:token'];

/**
 * Routes the issue names as the administrator's: employees, their banks and dependants, accounts
 * (the user's own first access apart) and employee reports. The name lists follow-ups read
 * (`/funcionarioNome`, `/nome-cargo-funcionario`) are the team's.
 */
const DO_ADMINISTRADOR =
  /^\/(funcionario(?!Nome$)|conta-bancaria|dependente|usuario|relatorio-funcionario|report-funcionario|telefone_pessoa|endereco_pessoa|conselho-a-vencer)/;
const ehDoAdministrador = (metodo: string, url: string) =>
  DO_ADMINISTRADOR.test(url) && !(metodo === 'POST' && url === '/usuario/:username');

interface Chamada {
  metodo: HTTPMethods;
  url: string;
  molde: string;
  acesso: string | undefined;
}

/** Each route once per method, with a value in each path parameter. */
function chamadas(): Chamada[] {
  return rotas.flatMap((rota) =>
    [rota.method].flat().map((metodo) => ({
      metodo,
      molde: rota.url,
      url: rota.url.replace(/:(\w+)/g, (_, nome: string) => (nome === 'token' ? 'x'.repeat(24) : '1')),
      acesso: rota.config?.acesso,
    })),
  );
}
const daApi = (c: Chamada) => c.acesso !== 'publico';

/** Each table's rows as one digest; the audit log and sessions (last use) are looked at apart. */
async function retratoDasTabelas(): Promise<Record<string, string>> {
  const { rows } = await t.db.execute<{ tabela: string }>(sql`
    select table_name as tabela from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('auditoria', 'auditoria_repeticao', 'sessao')`);
  const retrato: Record<string, string> = {};
  for (const { tabela } of rows) {
    const { rows: [linha] = [] } = await t.db.execute<{ h: string }>(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(tabela)} t`,
    );
    retrato[tabela] = linha?.h ?? '';
  }
  return retrato;
}

describe('a declaração de acesso de cada rota (decisão 0027)', () => {
  it('a lista vem do próprio app, com as rotas de cada módulo', () => {
    const moldes = chamadas().map((c) => `${c.metodo} ${c.molde}`);
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
    expect(semDeclaracao.map((c) => `${c.metodo} ${c.molde}`)).toEqual([]);
  });

  it('só o login, a saída, o esqueci-a-senha e a saúde são públicos na API; o resto público só lê', () => {
    const publicasQueEscrevem = chamadas().filter(
      (c) => !daApi(c) && !API_PUBLICA.includes(c.molde) && !['GET', 'HEAD'].includes(c.metodo),
    );
    expect(publicasQueEscrevem.map((c) => `${c.metodo} ${c.molde}`)).toEqual([]);
    const apiPublica = chamadas().filter((c) => API_PUBLICA.includes(c.molde));
    expect(apiPublica.every((c) => c.acesso === 'publico')).toBe(true);
  });

  it('funcionários, contas, bancos, dependentes e relatórios de funcionários são do administrador', () => {
    const abertas = chamadas().filter(
      (c) => ehDoAdministrador(c.metodo, c.molde) && c.acesso !== 'administrador',
    );
    expect(abertas.map((c) => `${c.metodo} ${c.molde}`)).toEqual([]);
  });

  it('sem sessão, toda rota não pública responde 401', async () => {
    const abertas: string[] = [];
    for (const c of chamadas().filter(daApi)) {
      const r = await t.app.inject({
        method: c.metodo,
        url: c.url,
        payload: c.metodo === 'GET' || c.metodo === 'HEAD' ? undefined : {},
      });
      if (r.statusCode !== 401) abertas.push(`${c.metodo} ${c.url}: ${r.statusCode}`);
    }
    expect(abertas).toEqual([]);
  });

  it('a equipe (nível 2) recebe 403 "Não autorizado" em toda rota do administrador, sem nada gravado além da negação', async () => {
    const doAdministrador = chamadas().filter((c) => c.acesso === 'administrador');
    expect(doAdministrador.length).toBeGreaterThan(0);
    const antes = await retratoDasTabelas();
    const { rows: [marco] = [] } = await t.db.execute<{ max: number }>(
      sql`select coalesce(max(codigo), 0)::int as max from auditoria`,
    );
    const liberadas: string[] = [];
    for (const c of doAdministrador) {
      const r = await t.app.inject({
        method: c.metodo,
        url: c.url,
        headers: equipe.headers,
        payload:
          c.metodo === 'GET' || c.metodo === 'HEAD' ? undefined : { SENHA: 'nova1', PERMISSAO_ACESSO: 1 },
      });
      const negada =
        r.statusCode === 403 && (c.metodo === 'HEAD' || r.json().message === MENSAGENS.naoAutorizado);
      if (!negada) liberadas.push(`${c.metodo} ${c.url}: ${r.statusCode}`);
    }
    expect(liberadas).toEqual([]);
    expect(await retratoDasTabelas()).toEqual(antes);
    const { rows: novas } = await t.db.execute<{ acao: string }>(
      sql`select distinct acao from auditoria where codigo > ${marco?.max ?? 0}`,
    );
    expect(novas).toEqual([{ acao: 'acesso_negado' }]);
  });
});
