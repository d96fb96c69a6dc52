import { TOTAL_HEADER } from '@acolher/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app.ts';
import { entrarComoEquipe, enviarComo, type SessaoDeTeste } from '../../test/support/sessoes.ts';
import { nomeContem } from './colunas.ts';
import { convenio, pessoa, residente } from './schema.ts';

/** The lists' name search (db/colunas.ts), as the residents' and plans' screens ask for it. */

let t: TestApp;
let s: SessaoDeTeste;
const enviar = enviarComo(
  () => t,
  () => s,
);

async function novoResidente(NOME: string, SOBRENOME: string, ATIVO = true) {
  const [p] = await t.db
    .insert(pessoa)
    .values({ NOME, SOBRENOME, DATA_NASCIMENTO: '1944-02-03' })
    .returning({ CODIGO: pessoa.CODIGO });
  await t.db.insert(residente).values({
    PESSOA_CODIGO: p?.CODIGO ?? 0,
    ATIVO,
    DATA_DESACOLHIMENTO: ATIVO ? null : '2025-01-02',
    MOTIVO_DESACOLHIMENTO: ATIVO ? null : 'Mudou-se',
  });
}

async function nomesDe(url: string): Promise<string[]> {
  const resposta = await enviar('GET', url);
  expect(resposta.statusCode, resposta.body).toBe(200);
  return resposta
    .json()
    .map((r: { NOME: string; SOBRENOME?: string }) => `${r.NOME} ${r.SOBRENOME ?? ''}`.trim());
}

const buscar = (caminho: string, busca: string, extra = '') =>
  nomesDe(`${caminho}?busca=${encodeURIComponent(busca)}${extra}`);

beforeAll(async () => {
  t = await buildTestApp();
  s = await entrarComoEquipe(t);
  await novoResidente('Aparecida', 'da Silva Câmara');
  await novoResidente('Aparecida', 'Souza');
  await novoResidente('Zélia', 'Câmara Lima');
  await novoResidente('Zilda', 'Aparecida Ramos', false);
  await novoResidente('Zelão', 'Percentual');
  await t.db
    .insert(convenio)
    .values([{ NOME: 'Vida Plena Saúde' }, { NOME: 'Saúde 100% Vida' }, { NOME: 'Saúde 1000 Vida' }]);
});
afterAll(async () => {
  await t.close();
});

describe('busca por nome nas listas', () => {
  it('acha quem tem todas as palavras, em qualquer ordem, sem acentos nem caixa', async () => {
    expect(await buscar('/residente', 'Aparecida Câmara')).toEqual(['Aparecida da Silva Câmara']);
    expect(await buscar('/residente', 'CAMARA   aparecida')).toEqual(['Aparecida da Silva Câmara']);
    expect(await buscar('/residente', 'silva aparecida câmara')).toEqual(['Aparecida da Silva Câmara']);
    expect(await buscar('/residente', 'aparecida')).toEqual(['Aparecida da Silva Câmara', 'Aparecida Souza']);
    expect(await buscar('/residente', 'Aparecida Lima')).toEqual([]);
    expect(await buscar('/residente', 'Câmara, Aparecida')).toEqual(['Aparecida da Silva Câmara']);
    expect(await buscar('/residente', 'Aparecida S. Câmara')).toEqual(['Aparecida da Silva Câmara']);
  });

  it('vale na página da tela (com o total), e na aba de inativos', async () => {
    const pagina = await enviar('GET', `/residente?busca=${encodeURIComponent('câmara z')}&limite=10`);
    expect(pagina.json().map((r: { NOME: string }) => r.NOME)).toEqual(['Zélia']);
    expect(pagina.headers[TOTAL_HEADER]).toBe('1');
    expect(await buscar('/residente-inativos', 'ramos aparecida')).toEqual(['Zilda Aparecida Ramos']);
    expect(await buscar('/residente-inativos', 'aparecida câmara')).toEqual([]);
  });

  it('vale nos convênios', async () => {
    expect(await buscar('/convenio', 'saude vida')).toEqual([
      'Saúde 100% Vida',
      'Saúde 1000 Vida',
      'Vida Plena Saúde',
    ]);
    expect(await buscar('/convenio', 'plena SAUDE')).toEqual(['Vida Plena Saúde']);
  });

  it('curingas do LIKE digitados valem como texto', async () => {
    expect(await buscar('/convenio', '100% vida')).toEqual(['Saúde 100% Vida']);
    expect(await buscar('/convenio', '%')).toEqual(['Saúde 100% Vida']);
    expect(await buscar('/residente', 'z_lia')).toEqual([]);
    expect(await buscar('/residente', 'z%a')).toEqual([]);
    expect(await buscar('/residente', '\\')).toEqual([]);
  });

  it('curingas de largura total (％ ＿ ＼) também: unaccent os torna % _ \\ depois do escape', async () => {
    expect(await buscar('/residente', 'z％a')).toEqual([]);
    expect(await buscar('/residente', 'z＿lia')).toEqual([]);
    expect(await buscar('/residente', '＼')).toEqual([]);
    expect(await buscar('/convenio', '100％ vida')).toEqual(['Saúde 100% Vida']);
  });

  it('cada palavra pode ser servida pelo índice de trigramas do nome', async () => {
    const plano = await t.db.transaction(async (tx) => {
      // Five rows would always be read sequentially: forbid that to see whether the index can serve the search.
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select 1 from ${pessoa} where ${nomeContem(pessoa.NOME, pessoa.SOBRENOME, 'aparecida câmara')}`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plano).toContain('pessoa_nome_trgm');
    expect(plano).not.toMatch(/Filter:/);
  });
});
