import { LIMITE_QUADRO_INICIO, PERMISSAO, TOTAL_HEADER } from '@acolher/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { criarPessoa } from '../../../test/support/linhas.ts';
import {
  criarConta,
  entrar,
  entrarComoAdministrador,
  type SessaoDeTeste,
} from '../../../test/support/sessoes.ts';
import { funcionario, pessoa } from '../../db/schema.ts';
import { beneficio, residente } from '../../db/tabelas/residentes.ts';

let t: TestApp;
let equipe: SessaoDeTeste;
let administrador: SessaoDeTeste;
/** The home's today, as the server computes it (TZ_LAR), so the test holds on any day and hour. */
let hoje: string;

async function diaRelativo(dias: number): Promise<string> {
  const { rows } = await t.db.execute<{ d: string }>(
    sql`select to_char((now() at time zone ${t.app.config.TZ_LAR})::date + ${dias}::int, 'YYYY-MM-DD') as d`,
  );
  return rows[0]?.d ?? '';
}

async function residenteCom(nome: string, nascimento: string, ativo = true) {
  const [p] = await t.db
    .insert(pessoa)
    .values({ NOME: nome, SOBRENOME: 'Teste', DATA_NASCIMENTO: nascimento })
    .returning({ CODIGO: pessoa.CODIGO });
  const [r] = await t.db
    .insert(residente)
    .values({
      PESSOA_CODIGO: p?.CODIGO ?? 0,
      ATIVO: ativo,
      DATA_DESACOLHIMENTO: ativo ? null : hoje,
      MOTIVO_DESACOLHIMENTO: ativo ? null : 'Transferência',
    })
    .returning({ CODIGO_RESIDENTE: residente.CODIGO_RESIDENTE });
  return r?.CODIGO_RESIDENTE ?? 0;
}

beforeAll(async () => {
  t = await buildTestApp();
  await criarConta(t.db, {
    login: 'cuidadora',
    email: 'cuidadora@lar.org',
    senha: 'segredo1',
    permissao: PERMISSAO.equipe,
  });
  equipe = await entrar(t.app, 'cuidadora@lar.org', 'segredo1');
  administrador = await entrarComoAdministrador(t);
  hoje = await diaRelativo(0);
});
afterAll(async () => {
  await t.close();
});

describe('GET /prova-de-vida', () => {
  it('lists benefits of active residents due within 60 days or overdue, soonest first', async () => {
    const ana = await residenteCom('Ana', '1940-03-10');
    const joao = await residenteCom('João', '1938-07-21');
    const saiu = await residenteCom('Zélia', '1941-01-01', false);
    await t.db.insert(beneficio).values([
      { CODIGO_RESIDENTE: ana, NOME_BENEFICIO: 'Aposentadoria', PROVAS_VIDA: await diaRelativo(60) },
      { CODIGO_RESIDENTE: ana, NOME_BENEFICIO: 'Pensão', PROVAS_VIDA: await diaRelativo(61) },
      { CODIGO_RESIDENTE: joao, NOME_BENEFICIO: 'BPC', PROVAS_VIDA: await diaRelativo(-3) },
      { CODIGO_RESIDENTE: joao, NOME_BENEFICIO: 'Sem data', PROVAS_VIDA: null },
      { CODIGO_RESIDENTE: saiu, NOME_BENEFICIO: 'Aposentadoria', PROVAS_VIDA: await diaRelativo(1) },
    ]);
    const resposta = await t.app.inject({ method: 'GET', url: '/prova-de-vida', headers: equipe.headers });
    expect(resposta.statusCode).toBe(200);
    expect(resposta.json()).toEqual([
      {
        CODIGO_RESIDENTE: joao,
        NOME: 'João',
        SOBRENOME: 'Teste',
        NOME_BENEFICIO: 'BPC',
        PROVAS_VIDA: await diaRelativo(-3),
        DIAS_VENCIDA: 3,
      },
      {
        CODIGO_RESIDENTE: ana,
        NOME: 'Ana',
        SOBRENOME: 'Teste',
        NOME_BENEFICIO: 'Aposentadoria',
        PROVAS_VIDA: await diaRelativo(60),
        DIAS_VENCIDA: null,
      },
    ]);
  });

  it('shows a change made after the box was read: a new benefit, then its resident discharged', async () => {
    const olga = await residenteCom('Olga', '1939-09-09');
    const daOlga = async () => {
      const r = await t.app.inject({ method: 'GET', url: '/prova-de-vida', headers: equipe.headers });
      return r.json().filter((l: { NOME: string }) => l.NOME === 'Olga');
    };
    expect(await daOlga()).toEqual([]);
    const vencida = await diaRelativo(-400);
    await t.db
      .insert(beneficio)
      .values({ CODIGO_RESIDENTE: olga, NOME_BENEFICIO: 'Pensão', PROVAS_VIDA: vencida });
    expect(await daOlga()).toEqual([
      {
        CODIGO_RESIDENTE: olga,
        NOME: 'Olga',
        SOBRENOME: 'Teste',
        NOME_BENEFICIO: 'Pensão',
        PROVAS_VIDA: vencida,
        DIAS_VENCIDA: 400,
      },
    ]);
    await t.db
      .update(residente)
      .set({ ATIVO: false, DATA_DESACOLHIMENTO: hoje, MOTIVO_DESACOLHIMENTO: 'Transferência' })
      .where(eq(residente.CODIGO_RESIDENTE, olga));
    expect(await daOlga()).toEqual([]);
  });

  it('lists the overdue first, each saying by how many days; one due today is not overdue yet', async () => {
    const rita = await residenteCom('Rita', '1937-04-04');
    await t.db.insert(beneficio).values([
      { CODIGO_RESIDENTE: rita, NOME_BENEFICIO: 'Hoje', PROVAS_VIDA: hoje },
      { CODIGO_RESIDENTE: rita, NOME_BENEFICIO: 'Ontem', PROVAS_VIDA: await diaRelativo(-1) },
      { CODIGO_RESIDENTE: rita, NOME_BENEFICIO: 'Amanhã', PROVAS_VIDA: await diaRelativo(1) },
    ]);
    const resposta = await t.app.inject({ method: 'GET', url: '/prova-de-vida', headers: equipe.headers });
    const linhas: { NOME: string; NOME_BENEFICIO: string; DIAS_VENCIDA: number | null }[] = resposta.json();
    const vencidas = linhas.map((l) => l.DIAS_VENCIDA !== null);
    expect(vencidas.indexOf(false), 'nenhuma vencida depois de uma em dia').toBe(
      vencidas.lastIndexOf(true) + 1,
    );
    expect(linhas.filter((l) => l.NOME === 'Rita').map((l) => [l.NOME_BENEFICIO, l.DIAS_VENCIDA])).toEqual([
      ['Ontem', 1],
      ['Hoje', null],
      ['Amanhã', null],
    ]);
  });

  it('keeps the first 100 rows, soonest first, and sends the total in X-Total-Count', async () => {
    const codigo = await residenteCom('Muitos', '1935-05-05');
    await t.db.execute(sql`
      insert into beneficio (codigo_residente, nome_beneficio, provas_vida)
      select ${codigo}, 'Benefício ' || n, (now() at time zone ${t.app.config.TZ_LAR})::date - n
        from generate_series(1, 150) n`);
    const resposta = await t.app.inject({ method: 'GET', url: '/prova-de-vida', headers: equipe.headers });
    const linhas = resposta.json();
    expect(linhas).toHaveLength(LIMITE_QUADRO_INICIO);
    expect(Number(resposta.headers[TOTAL_HEADER])).toBeGreaterThanOrEqual(150);
    expect(linhas[0]).toMatchObject({
      NOME_BENEFICIO: 'Benefício 150',
      PROVAS_VIDA: await diaRelativo(-150),
    });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/prova-de-vida' })).statusCode).toBe(401);
  });
});

describe('GET /aniversariante', () => {
  it("lists active residents born in the home's month by day, with the age they turn this year", async () => {
    const [ano, mes] = hoje.split('-');
    const outroMes = mes === '12' ? '01' : String(Number(mes) + 1).padStart(2, '0');
    const benedita = await residenteCom('Benedita', `1930-${mes}-28`);
    const carmem = await residenteCom('Carmem', `1945-${mes}-02`);
    await residenteCom('Dirceu', `1944-${outroMes}-15`);
    await residenteCom('Elza', `1950-${mes}-05`, false);
    const resposta = await t.app.inject({ method: 'GET', url: '/aniversariante', headers: equipe.headers });
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers[TOTAL_HEADER]).toBe(String(resposta.json().length));
    const doMes = resposta
      .json()
      .filter((r: { NOME: string }) => ['Benedita', 'Carmem', 'Dirceu', 'Elza'].includes(r.NOME));
    expect(doMes).toEqual([
      {
        CODIGO_RESIDENTE: carmem,
        NOME: 'Carmem',
        SOBRENOME: 'Teste',
        IDADE: Number(ano) - 1945,
        DATA_NASCIMENTO: `1945-${mes}-02`,
      },
      {
        CODIGO_RESIDENTE: benedita,
        NOME: 'Benedita',
        SOBRENOME: 'Teste',
        IDADE: Number(ano) - 1930,
        DATA_NASCIMENTO: `1930-${mes}-28`,
      },
    ]);
  });
});

/** An employee of the home with a council registration valid until `validade` (a day relative to today). */
async function funcionarioComConselho(nome: string, validade: number | null, ativo = true) {
  const p = await criarPessoa(t.db, { NOME: nome, SOBRENOME: 'Conselho', DATA_NASCIMENTO: '1980-01-01' });
  const [f] = await t.db
    .insert(funcionario)
    .values({
      PESSOA_CODIGO: p.CODIGO,
      CARGO: 'Enfermeira',
      DATA_ADMISSAO: '2020-01-01',
      CONSELHO_SIGLA: 'COREN',
      CONSELHO_NUMERO: `${nome.length}23.456`,
      CONSELHO_UF: 'CE',
      CONSELHO_VALIDADE: validade === null ? null : await diaRelativo(validade),
      ATIVO: ativo,
      DATA_DEMISSAO: ativo ? null : hoje,
      MOTIVO_DEMISSAO: ativo ? null : 'Pedido de demissão',
    })
    .returning({ CODIGO_FUNCIONARIO: funcionario.CODIGO_FUNCIONARIO });
  return f?.CODIGO_FUNCIONARIO ?? 0;
}

describe('GET /conselho-a-vencer', () => {
  const pedir = (sessao: SessaoDeTeste) =>
    t.app.inject({ method: 'GET', url: '/conselho-a-vencer', headers: sessao.headers });

  it('lists active employees whose registration ends within 60 days or has ended, ended first, with the days left', async () => {
    const vencida = await funcionarioComConselho('Vera', -10);
    const hojeVence = await funcionarioComConselho('Helena', 0);
    const limite = await funcionarioComConselho('Lúcia', 60);
    await funcionarioComConselho('Fora', 61);
    await funcionarioComConselho('Sem validade', null);
    await funcionarioComConselho('Demitida', -5, false);
    await criarPessoa(t.db, { NOME: 'Sem conselho' });
    const resposta = await pedir(administrador);
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers[TOTAL_HEADER]).toBe('3');
    const linha = (CODIGO_FUNCIONARIO: number, NOME: string, dias: number, DIAS_RESTANTES: number | null) =>
      diaRelativo(dias).then((CONSELHO_VALIDADE) => ({
        CODIGO_FUNCIONARIO,
        NOME,
        SOBRENOME: 'Conselho',
        CONSELHO_SIGLA: 'COREN',
        CONSELHO_NUMERO: `${NOME.length}23.456`,
        CONSELHO_UF: 'CE',
        CONSELHO_VALIDADE,
        DIAS_RESTANTES,
      }));
    expect(resposta.json()).toEqual([
      await linha(vencida, 'Vera', -10, null),
      await linha(hojeVence, 'Helena', 0, 0),
      await linha(limite, 'Lúcia', 60, 60),
    ]);
  });

  it('keeps the first 100 and sends the total in X-Total-Count', async () => {
    const p = await criarPessoa(t.db, { NOME: 'Muitos' });
    await t.db.execute(sql`
      with pessoas as (
        insert into pessoa (nome, sobrenome, data_nascimento)
        select 'Enfermeira', 'Número ' || n, '1980-01-01' from generate_series(1, 120) n returning codigo)
      insert into funcionario (pessoa_codigo, cargo, data_admissao, conselho_sigla, conselho_numero, conselho_uf, conselho_validade)
      select codigo, 'Enfermeira', '2020-01-01', 'COREN', codigo::text, 'SP',
             (now() at time zone ${t.app.config.TZ_LAR})::date - 100 + (codigo % 50)
        from pessoas where codigo > ${p.CODIGO}`);
    const resposta = await pedir(administrador);
    expect(resposta.json()).toHaveLength(LIMITE_QUADRO_INICIO);
    expect(Number(resposta.headers[TOTAL_HEADER])).toBeGreaterThanOrEqual(120);
    expect(resposta.json()[0].CONSELHO_VALIDADE).toBe(await diaRelativo(-100));
  });

  it("is the administrator's: the team gets 403 and no row", async () => {
    const resposta = await pedir(equipe);
    expect(resposta.statusCode).toBe(403);
    expect(resposta.json()).not.toBeInstanceOf(Array);
    expect((await t.app.inject({ method: 'GET', url: '/conselho-a-vencer' })).statusCode).toBe(401);
  });
});
