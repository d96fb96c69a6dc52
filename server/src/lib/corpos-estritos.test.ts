import { MENSAGENS } from '@acolher/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app.ts';
import { criarResidente, novaPessoa } from '../../test/support/residentes.ts';
import type { SessaoDeTeste } from '../../test/support/sessoes.ts';
import { entrarComoAdministrador } from '../../test/support/sessoes.ts';
import { beneficio } from '../db/schema.ts';

let t: TestApp;
let s: SessaoDeTeste;

beforeAll(async () => {
  t = await buildTestApp();
  // Level 1 reaches every route, the administrators' included, so each one's body is what answers.
  s = await entrarComoAdministrador(t);
});
afterAll(async () => {
  await t.close();
});

const DESCONHECIDO = 'CAMPO_DESCONHECIDO';
const recusaDoCampo = (campo: string) => ({ campo, mensagem: MENSAGENS.campoDesconhecido(campo) });

const ESCRITAS = ['post', 'put', 'patch', 'delete'];
/** A real-looking value for each path parameter: codes, benefit names, reset tokens, report filters. */
const PARAMETROS: Record<string, string> = { token: 'x'.repeat(24), status: 'ativos' };

/**
 * Every route of the API, read from its own OpenAPI document (none left out by hand): each gets an
 * unknown query key, and each write an unknown body key, whether or not it declares a query or a
 * body at all (lib/entrada-estrita.ts).
 */
function rotasDaApi(): { metodo: string; url: string; onde: 'corpo' | 'query' }[] {
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths).flatMap(([caminho, operacoes]) => {
    const url = caminho.replace(/\{(\w+)\}/g, (_, nome: string) => PARAMETROS[nome] ?? '1');
    return Object.keys(operacoes).flatMap((metodo) => [
      { metodo: metodo.toUpperCase(), url, onde: 'query' as const },
      ...(ESCRITAS.includes(metodo) ? [{ metodo: metodo.toUpperCase(), url, onde: 'corpo' as const }] : []),
    ]);
  });
}

const CORPO_OBRIGATORIO = { campo: 'body', mensagem: 'Valor inválido: era esperado um objeto' };

describe('campos desconhecidos (decisão 0018)', () => {
  it('a lista de rotas vem do próprio app, e traz também as que não declaram corpo nem query', () => {
    const rotas = rotasDaApi().map((r) => `${r.metodo} ${r.url} ${r.onde}`);
    expect(rotas).toEqual(
      expect.arrayContaining([
        'PUT /residente/1 corpo',
        'POST /beneficio corpo',
        'GET /residente query',
        'DELETE /convenio/1 corpo',
        'DELETE /convenio/1 query',
        'POST /pessoa/cpf corpo',
        'POST /login/ corpo',
        'DELETE /residente-ativar/1 corpo',
        'GET /residente/1 query',
        'GET /prova-de-vida query',
      ]),
    );
  });

  it('toda rota recusa uma query que não conhece, e toda escrita um campo de corpo, nomeando-o (400)', async () => {
    const recusas: string[] = [];
    for (const { metodo, url, onde } of rotasDaApi()) {
      const r = await t.app.inject({
        method: metodo as 'POST',
        url: onde === 'query' ? `${url}?${DESCONHECIDO}=1` : url,
        headers: s.headers,
        payload: onde === 'corpo' ? { [DESCONHECIDO]: 1 } : undefined,
      });
      const errors: object[] = r.statusCode === 400 ? (r.json().errors ?? []) : [];
      const nomeia = (e: object) => JSON.stringify(e) === JSON.stringify(recusaDoCampo(DESCONHECIDO));
      // Fastify checks the body before the query: a write whose body is required says so first.
      // That its query is strict too is lib/entrada-estrita.test.ts's to prove.
      const corpoAntes =
        onde === 'query' && errors.some((e) => JSON.stringify(e) === JSON.stringify(CORPO_OBRIGATORIO));
      if (!errors.some(nomeia) && !corpoAntes)
        recusas.push(`${metodo} ${url} (${onde}): ${r.statusCode} ${r.body}`);
    }
    expect(recusas).toEqual([]);
  });

  it('uma escrita sem corpo declarado segue aceitando nenhum corpo, ou um objeto vazio', async () => {
    for (const payload of [undefined, {}]) {
      const fone = await t.app.inject({
        method: 'POST',
        url: '/telefone',
        headers: s.headers,
        payload: { NUMERO: '19999990000' },
      });
      const url = `/telefone/${fone.json().CODIGO}`;
      const apagar = await t.app.inject({ method: 'DELETE', url, headers: s.headers, payload });
      expect(apagar.statusCode, apagar.body).toBe(204);
    }
  });

  it('um corpo válido com VALOR_BENEFICIO em vez de VALOR: 400 nomeando-o, e nada gravado', async () => {
    const { CODIGO_RESIDENTE } = await criarResidente(t.app, s);
    const r = await t.app.inject({
      method: 'POST',
      url: '/beneficio',
      headers: s.headers,
      payload: { CODIGO_RESIDENTE, NOME_BENEFICIO: 'BPC', VALOR_BENEFICIO: 1412.5 },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      message: MENSAGENS.dadosInvalidos,
      errors: [recusaDoCampo('VALOR_BENEFICIO')],
    });
    expect(
      await t.db.select().from(beneficio).where(eq(beneficio.CODIGO_RESIDENTE, CODIGO_RESIDENTE)),
    ).toEqual([]);
  });

  it('um campo desconhecido aninhado vem com o caminho (PESSOA.FOO), e o residente fica como estava', async () => {
    const { CODIGO_RESIDENTE } = await criarResidente(t.app, s);
    const url = `/residente/${CODIGO_RESIDENTE}`;
    const antes = (await t.app.inject({ method: 'GET', url, headers: s.headers })).json();
    const r = await t.app.inject({
      method: 'PUT',
      url,
      headers: s.headers,
      payload: {
        DATA_ACOLHIMENTO: '2024-01-10',
        OBSERVACOES: 'nova',
        PESSOA: novaPessoa({ FOO: 1, BAR: 2 }),
      },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual([recusaDoCampo('PESSOA.FOO'), recusaDoCampo('PESSOA.BAR')]);
    expect((await t.app.inject({ method: 'GET', url, headers: s.headers })).json()).toEqual(antes);
  });
});
