import { MENSAGENS } from '@acolher/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { beneficio } from '../db/schema.ts';
import type { SessaoDeTeste } from '../modules/auth/fixtures.ts';
import { entrarComoEquipe } from '../modules/cadastro/fixtures.ts';
import { criarResidente, novaPessoa } from '../modules/residentes/fixtures.ts';

let t: TestApp;
let s: SessaoDeTeste;

beforeAll(async () => {
  t = await buildTestApp();
  s = await entrarComoEquipe(t);
});
afterAll(async () => {
  await t.close();
});

const DESCONHECIDO = 'CAMPO_DESCONHECIDO';
const recusaDoCampo = (campo: string) => ({ campo, mensagem: MENSAGENS.campoDesconhecido(campo) });

interface Operacao {
  requestBody?: unknown;
  parameters?: { in: string }[];
}

/** Every route the app registered, read from its own OpenAPI document: none is left out by hand. */
function rotasComEntrada(): { metodo: string; url: string; onde: 'corpo' | 'query' }[] {
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, Operacao>> }).paths;
  return Object.entries(paths).flatMap(([caminho, operacoes]) => {
    // A real-looking value for each path parameter: codes, benefit names, reset tokens.
    const url = caminho.replace(/\{(\w+)\}/g, (_, nome: string) => (nome === 'token' ? 'x'.repeat(24) : '1'));
    return Object.entries(operacoes).flatMap(([metodo, op]) => [
      ...(op.requestBody ? [{ metodo: metodo.toUpperCase(), url, onde: 'corpo' as const }] : []),
      ...(op.parameters?.some((p) => p.in === 'query')
        ? [{ metodo: metodo.toUpperCase(), url, onde: 'query' as const }]
        : []),
    ]);
  });
}

describe('campos desconhecidos (decisão 0018)', () => {
  it('a lista de rotas vem do próprio app', () => {
    const rotas = rotasComEntrada().map((r) => `${r.metodo} ${r.url} ${r.onde}`);
    expect(rotas).toEqual(
      expect.arrayContaining([
        'PUT /residente/1 corpo',
        'POST /beneficio corpo',
        'GET /residente query',
        'DELETE /convenio/1 corpo',
        'DELETE /convenio/1 query',
        'POST /pessoa/cpf corpo',
        'POST /login/ corpo',
      ]),
    );
  });

  it('toda rota com corpo ou query recusa um campo que não conhece, nomeando-o (400)', async () => {
    const recusas: string[] = [];
    for (const { metodo, url, onde } of rotasComEntrada()) {
      const r = await t.app.inject({
        method: metodo as 'POST',
        url: onde === 'query' ? `${url}?${DESCONHECIDO}=1` : url,
        headers: s.headers,
        payload: onde === 'corpo' ? { [DESCONHECIDO]: 1 } : undefined,
      });
      const errors = r.statusCode === 400 ? (r.json().errors ?? []) : [];
      if (!errors.some((e: object) => JSON.stringify(e) === JSON.stringify(recusaDoCampo(DESCONHECIDO))))
        recusas.push(`${metodo} ${url} (${onde}): ${r.statusCode} ${r.body}`);
    }
    expect(recusas).toEqual([]);
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
