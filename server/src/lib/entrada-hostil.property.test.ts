import { MENSAGENS } from '@acolher/contract';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/support/app.ts';
import {
  type Caso,
  casoDaRota,
  esquemaDe,
  INJECOES_HTML,
  urlDoCaso,
} from '../../test/support/entrada-hostil.ts';
import { criarConvenio, criarFuncionario } from '../../test/support/linhas.ts';
import { registrarAcompanhamento } from '../../test/support/prontuario.ts';
import { criarResidente } from '../../test/support/residentes.ts';
import { entrar, entrarComoAdministrador, type SessaoDeTeste } from '../../test/support/sessoes.ts';
import { hashSegredo } from '../modules/auth/session.ts';

/**
 * docs/arquitetura.md §7, "bad input over every route's schema": every API route the app registers gets requests
 * generated from its own zod schemas (test/support/entrada-hostil.ts), as an administrator, who
 * reaches them all. Each answer is judged against the route's schema: input it refuses gets a 4xx
 * JSON `{message}` in Portuguese with nothing written; input it accepts may be served or refused by
 * a rule, never a 500; nothing echoes an HTML injection into a page or a PDF.
 */

const SEMENTE = 12_2026;
/** Cases per route, each one request and one digest of every table; `CASOS_POR_ROTA=500` digs deeper by hand. */
const CASOS_POR_ROTA = Number(process.env.CASOS_POR_ROTA ?? 25);

type Partes = { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType };
interface Rota {
  metodo: string;
  url: string;
  schema: Partes;
}
interface Entrada {
  params: unknown;
  query: unknown;
  body: unknown;
}

let t: TestApp;
let sessao: SessaoDeTeste;
const registradas: RouteOptions[] = [];
/** What the last request carried once Fastify parsed it, just before its schemas judged it. */
let entradaVista: Entrada | undefined;
/** PostgreSQL's refusals of the last request, which its schema should have refused first. */
const errosDoBanco: string[] = [];

/** Records what Fastify parsed for the route, so a case is judged by the schema on what it saw. */
function observarEntrada(rota: RouteOptions): void {
  registradas.push(rota);
  const observar = async (request: { params: unknown; query: unknown; body: unknown }) => {
    entradaVista = { params: request.params, query: request.query, body: request.body };
  };
  rota.preValidation = [...[rota.preValidation ?? []].flat(), observar];
  const anotarErro = async (_request: unknown, _reply: unknown, erro: unknown) => {
    const pg = erroDoPostgres(erro);
    // Uniqueness, links in use and deadlocks are the services' to meet; a data error is a missing rule.
    if (pg && /^(22|23502|23514)/.test(pg.code)) errosDoBanco.push(`${pg.code} ${pg.message}`);
  };
  rota.onError = [...[rota.onError ?? []].flat(), anotarErro] as RouteOptions['onError'];
}

/**
 * A PostgreSQL error in the chain of what the route threw: input the schema let through and the
 * database refused (a NUL byte, an integer out of range), an input rule the contract lacks.
 */
function erroDoPostgres(erro: unknown): { code: string; message: string } | null {
  for (
    let atual = erro;
    typeof atual === 'object' && atual !== null;
    atual = (atual as { cause?: unknown }).cause
  ) {
    const { code, severity, message } = atual as { code?: unknown; severity?: unknown; message?: unknown };
    if (typeof code === 'string' && severity) return { code, message: String(message) };
  }
  return null;
}

/**
 * The API's routes, as registered: those the strict-input hook gave a query schema (the docs and
 * the web app's files have none). HEAD is GET's twin, with no body to read an answer from.
 */
function rotasDaApi(): Rota[] {
  return registradas
    .filter((r) => r.schema?.querystring !== undefined)
    .flatMap((r) =>
      [r.method]
        .flat()
        .filter((m) => m !== 'HEAD')
        .map((metodo) => ({ metodo, url: r.url, schema: r.schema as Partes })),
    );
}

const ESCRITAS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// The per-address limits' counts move with every limited request, refused or not: bookkeeping, no write.
const IGNORADAS_NO_RETRATO = ['auditoria', 'auditoria_repeticao', 'sessao', 'limite_de_pedidos'];

/** Every table's rows as one digest each: denials (auditoria) and sessions' last use are no writes of a case. */
let consultaDoRetrato: SQL | undefined;
async function retrato(): Promise<Record<string, string>> {
  if (!consultaDoRetrato) {
    const { rows } = await t.db.execute<{ tabela: string }>(sql`
      select table_name as tabela from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
      order by 1`);
    const porTabela = rows
      .filter(({ tabela }) => !IGNORADAS_NO_RETRATO.includes(tabela))
      .map(
        ({ tabela }) =>
          sql`select ${tabela} as tabela, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(tabela)} t`,
      );
    consultaDoRetrato = sql.join(porTabela, sql` union all `);
  }
  const { rows } = await t.db.execute<{ tabela: string; h: string }>(consultaDoRetrato);
  return Object.fromEntries(rows.map((r) => [r.tabela, r.h]));
}

/** Whether the schema of the route takes what Fastify parsed out of the request. */
function esquemaAceita(rota: Rota, entrada: Entrada | undefined): boolean {
  if (!entrada) return false;
  const aceita = (parte: z.ZodType | undefined, valor: unknown) => !parte || parte.safeParse(valor).success;
  return (
    aceita(rota.schema.params, entrada.params) &&
    aceita(rota.schema.querystring, entrada.query) &&
    aceita(rota.schema.body, entrada.body)
  );
}

/**
 * Each case from an address of its own, and so the sign-in after a case that signed out: the
 * per-address login limits would otherwise refuse the test's own session halfway through the walk.
 */
const enderecoDoCaso = (indice: number) => `10.12.${(indice >> 8) & 255}.${indice & 255}`;

function requisicao(rota: Rota, caso: Caso, indice: number): InjectOptions {
  const base: InjectOptions = {
    method: rota.metodo as 'POST',
    url: urlDoCaso(rota.url, caso),
    headers: { ...sessao.headers },
    remoteAddress: enderecoDoCaso(indice),
  };
  if (caso.corpo.tipo === 'json')
    return {
      ...base,
      payload: JSON.stringify(caso.corpo.valor) ?? 'null',
      headers: { ...base.headers, 'content-type': 'application/json' },
    };
  if (caso.corpo.tipo === 'cru')
    return {
      ...base,
      payload: caso.corpo.texto,
      headers: { ...base.headers, 'content-type': caso.corpo.contentType },
    };
  return base;
}

/**
 * Words of English that no Portuguese message here uses: zod's and Fastify's defaults ("Invalid
 * input: expected string", "body must be object"), PostgreSQL's ("invalid byte sequence", "out of
 * range") and Node's ("Cannot read properties of undefined").
 */
const INGLES =
  /\b(the|is|are|be|must|should|expected|received|invalid|input|required|cannot|not|found|error|unexpected|unsupported|too|unrecognized|keys?|string|number|object|array|boolean|integer|body|querystring|params|with|and|of|to|for|from|failed|syntax|violates|constraint|relation|column|duplicate|out|range|sequence|byte|encoding|undefined|property|properties|reading|position)\b/;
const RASTRO = /\n\s+at |node_modules|\.ts:\d+|\.js:\d+|drizzle|postgres/i;

/** A message a person reads: Portuguese, no stack, no driver text. Field names it quotes are the client's own. */
function problemaDaMensagem(mensagem: unknown, campos: string[]): string | null {
  if (typeof mensagem !== 'string' || mensagem.trim() === '') return 'sem mensagem';
  const semCampos = campos.reduce((m, campo) => m.replaceAll(campo, ''), mensagem);
  if (INGLES.test(semCampos)) return `inglês: ${mensagem}`;
  if (RASTRO.test(mensagem)) return `rastro: ${mensagem}`;
  return null;
}

function problemasDoErro(resposta: LightMyRequestResponse): string[] {
  if (!String(resposta.headers['content-type']).startsWith('application/json'))
    return [`erro sem JSON: ${resposta.headers['content-type']}`];
  let corpo: { message?: unknown; errors?: { campo?: unknown; mensagem?: unknown }[] };
  try {
    corpo = resposta.json();
  } catch {
    return ['erro com JSON ilegível'];
  }
  const erros = Array.isArray(corpo.errors) ? corpo.errors : [];
  const campos = erros.map((e) => String(e.campo ?? '')).filter(Boolean);
  return [corpo.message, ...erros.map((e) => e.mensagem)]
    .map((m) => problemaDaMensagem(m, campos))
    .filter((p): p is string => p !== null);
}

/**
 * What a browser shows as a document: a page or a PDF. JSON is data, and a CSV is an attachment
 * whose own danger (formulas) its module guards.
 */
const DOCUMENTO = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|application\/pdf)/;

/** A page or a PDF must not carry an HTML injection as it was sent. */
function ecoNaoEscapado(resposta: LightMyRequestResponse): string | null {
  const tipo = String(resposta.headers['content-type'] ?? '');
  if (!DOCUMENTO.test(tipo)) return null;
  const bruto = resposta.rawPayload.toString('latin1');
  const achada = INJECOES_HTML.find((injecao) => bruto.includes(injecao) || resposta.body.includes(injecao));
  return achada ? `${tipo} devolve ${achada} sem escapar` : null;
}

let retratoAtual: Record<string, string> | undefined;

/** Whether the route's schema took the case, and what is wrong with its answer (nothing, mostly). */
async function julgarCaso(
  rota: Rota,
  caso: Caso,
  indice: number,
): Promise<{ valido: boolean; problemas: string[] }> {
  const antes = retratoAtual ?? (await retrato());
  entradaVista = undefined;
  errosDoBanco.length = 0;
  const resposta = await t.app.inject(requisicao(rota, caso, indice));
  const valido = esquemaAceita(rota, entradaVista);
  const problemas: string[] = [];
  const status = resposta.statusCode;
  if (status >= 500 || status < 200) problemas.push(`${status}: ${resposta.body.slice(0, 300)}`);
  if (errosDoBanco.length)
    problemas.push(`o banco recusou o que o schema aceitou: ${errosDoBanco.join(', ')}`);
  if (!valido && status < 400) problemas.push(`${status} a uma entrada que o schema recusa`);
  await manterSessao(indice);
  // The digest after one case is the one before the next.
  const depois = await retrato();
  retratoAtual = depois;
  if (status >= 400) {
    problemas.push(...problemasDoErro(resposta));
    const mudaram = Object.keys(depois).filter((tabela) => depois[tabela] !== antes[tabela]);
    if (mudaram.length) problemas.push(`${status} gravou em ${mudaram.join(', ')}`);
  }
  const eco = ecoNaoEscapado(resposta);
  if (eco) problemas.push(eco);
  return { valido, problemas };
}

/** A case may end the session (`POST /logout` is a route like any other): sign in again. */
async function manterSessao(indice: number): Promise<void> {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from sessao where token_hash = ${hashSegredo(sessao.token)}`,
  );
  if ((rows[0]?.n ?? 0) === 0)
    sessao = await entrar(t.app, 'administrador@lar.org', 'segredo1', enderecoDoCaso(indice));
}

function descrever(caso: Caso): string {
  const curto = (v: unknown) => {
    const texto = JSON.stringify(v) ?? String(v);
    return texto.length > 200 ? `${texto.slice(0, 200)}… (${texto.length})` : texto;
  };
  return curto(caso);
}

beforeAll(async () => {
  t = await buildTestApp({ aoRegistrarRota: observarEntrada });
  sessao = await entrarComoAdministrador(t);
  // Rows behind the small codes the cases send, so valid input reaches the services' rules.
  for (let i = 0; i < 3; i++) {
    const residente = await criarResidente(t.app, sessao);
    const { CODIGO_FUNCIONARIO } = await criarFuncionario(t.db);
    await criarConvenio(t.db);
    await registrarAcompanhamento(t.db, {
      data: '2025-03-10',
      hora: '10:00',
      atividade: `Visita ${INJECOES_HTML[0]}`,
      funcionarios: [CODIGO_FUNCIONARIO],
      residentes: [residente.CODIGO_RESIDENTE],
    });
  }
});
afterAll(async () => {
  await t.close();
});

const enviar = (method: 'GET' | 'POST', url: string, payload?: InjectOptions['payload']) =>
  t.app.inject({ method, url, headers: sessao.headers, payload });
const recusaDoTexto = (campo: string) => ({ campo, mensagem: MENSAGENS.caractereInvalido });

describe('textos que não se gravam como digitados (docs/produto.md §5)', () => {
  async function convenios(): Promise<number> {
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from convenio`);
    return rows[0]?.n ?? 0;
  }

  it('NUL, outro caractere de controle ou meio caractere no corpo: 400 nomeando o campo, nada gravado', async () => {
    const antes = await convenios();
    for (const payload of [
      { NOME: 'Plano\u0000Saúde' },
      { NOME: 'Plano\u0007' },
      // JSON.stringify would write the lone surrogate escaped: the raw text is what a client sends.
      '{"NOME":"Plano \\ud800"}',
    ]) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/convenio',
        headers: { ...sessao.headers, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json()).toEqual({ message: MENSAGENS.dadosInvalidos, errors: [recusaDoTexto('NOME')] });
    }
    expect(await convenios()).toBe(antes);
  });

  it('também na query e no caminho, onde o PostgreSQL recusaria o NUL com 22021', async () => {
    const busca = await enviar('GET', '/residente?busca=a%00b');
    expect(busca.statusCode, busca.body).toBe(400);
    expect(busca.json().errors).toEqual([recusaDoTexto('busca')]);
    const caminho = await enviar('GET', '/dependente/1/Ana%00/Souza');
    expect(caminho.statusCode, caminho.body).toBe(400);
    expect(caminho.json().errors).toEqual([recusaDoTexto('nome')]);
  });

  it('quebras de linha, tabulação, marcas de direção e emoji seguem aceitos', async () => {
    const r = await enviar('POST', '/convenio', {
      NOME: 'Plano\t\u202Eabc\u200F 😀',
      OBSERVACOES: 'linha 1\r\nlinha 2',
    });
    expect(r.statusCode, r.body).toBe(201);
  });
});

/** A list's rows: the answer itself, or the one list in it (a page of the audit log: `{ itens, proximo }`). */
function linhasDe(resposta: LightMyRequestResponse): unknown[] {
  const corpo: unknown = resposta.json();
  if (Array.isArray(corpo)) return corpo;
  return Object.values(corpo as object).find((valor): valor is unknown[] => Array.isArray(valor)) ?? [];
}

describe('curingas de largura total em toda busca (decision 0033)', () => {
  /** The API's lists that take `busca` and answer JSON: read from the routes, none named by hand. */
  const listasComBusca = () =>
    rotasDaApi().filter(
      (r) => r.metodo === 'GET' && !r.url.includes(':') && esquemaDe(r.schema.querystring)?.properties?.busca,
    );

  it('％, ＿ e ＼ (que unaccent torna % _ \\) não acham nada onde nenhum nome os tem', async () => {
    const comLinhas: string[] = [];
    for (const { url } of listasComBusca()) {
      const todas = await enviar('GET', url);
      // The PDF reports and lists that need another filter first share the same search (db/colunas.ts).
      if (todas.statusCode !== 200 || !String(todas.headers['content-type']).startsWith('application/json'))
        continue;
      if (linhasDe(todas).length > 0) comLinhas.push(url);
      for (const curinga of ['％', '＿', '＼', '％＿＼']) {
        const r = await enviar('GET', `${url}?busca=${encodeURIComponent(curinga)}`);
        expect(r.statusCode, `${url} ${curinga}: ${r.body}`).toBe(200);
        expect(linhasDe(r), `${url} ${curinga}`).toEqual([]);
      }
    }
    // The seeded residents, employees, plans, follow-ups and the audit log's sign-ins: rows to match wrongly.
    expect(comLinhas).toEqual(
      expect.arrayContaining(['/residente', '/funcionario', '/convenio', '/acompanhamento', '/auditoria']),
    );
  });
});

describe('entrada hostil em toda rota, gerada do schema de cada uma (docs/arquitetura.md §7)', () => {
  it('a lista vem do próprio app e traz as rotas de cada módulo', () => {
    const rotas = rotasDaApi().map((r) => `${r.metodo} ${r.url}`);
    expect(rotas).toEqual(
      expect.arrayContaining([
        'POST /login/',
        'GET /residente',
        'PUT /pessoa/:id',
        'POST /prontuario',
        'GET /acompanhamento',
      ]),
    );
    expect(rotas.length).toBeGreaterThan(100);
  });

  it(
    'toda rota responde 4xx em português (ou 2xx ao que é válido), nunca 500, sem gravar o que recusa',
    async () => {
      const falhas: string[] = [];
      const contagem: string[] = [];
      let indice = 0;
      for (const rota of rotasDaApi()) {
        let casos = 0;
        let aceitos = 0;
        const inicio = performance.now();
        const resultado = await fc.check(
          fc.asyncProperty(
            casoDaRota({ url: rota.url, escrita: ESCRITAS.has(rota.metodo), schema: rota.schema }),
            async (caso) => {
              casos++;
              const { valido, problemas } = await julgarCaso(rota, caso, indice++);
              if (valido) aceitos++;
              if (problemas.length) throw new Error(problemas.join('; '));
            },
          ),
          { seed: SEMENTE, numRuns: CASOS_POR_ROTA, endOnFailure: true },
        );
        const ms = Math.round(performance.now() - inicio);
        contagem.push(`${rota.metodo} ${rota.url}: ${casos} casos, ${aceitos} aceitos pelo schema, ${ms} ms`);
        if (resultado.failed)
          falhas.push(
            `${rota.metodo} ${rota.url}: ${(resultado.errorInstance as Error)?.message} ← ${descrever(resultado.counterexample?.[0] as Caso)}`,
          );
      }
      console.info(`casos por rota (${contagem.length} rotas):\n${contagem.join('\n')}`);
      expect(falhas).toEqual([]);
    },
    20 * 60_000,
  );
});
