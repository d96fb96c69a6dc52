import { TOTAL_HEADER } from '@acolher/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { type ContadorDeConsultas, contarConsultas } from '../../../test/support/consultas.ts';
import { criarPessoa, criarResidente } from '../../../test/support/linhas.ts';
import { entrarComoEquipe, enviarComo, type SessaoDeTeste } from '../../../test/support/sessoes.ts';
import { AREA_CONVENIOS } from '../../db/tabelas/versao-dados.ts';

/**
 * Decision 0041: GET /convenio and /convenio-desativados are kept per version of the plans' data, and
 * every write that changes what they answer — through the API or by hand — shows in the next read.
 */
let t: TestApp;
let equipe: SessaoDeTeste;
/** Statements the app's pool sent. */
let consultas: ContadorDeConsultas;

const pedir = enviarComo(
  () => t,
  () => equipe,
);

beforeAll(async () => {
  t = await buildTestApp();
  equipe = await entrarComoEquipe(t);
  consultas = contarConsultas(t.app.pool);
});
afterAll(async () => {
  await t.close();
});

let planos = 0;
interface Plano {
  CODIGO: number;
  NOME: string;
  ENDERECO: { CODIGO: number };
  TELEFONE: { CODIGO: number }[];
}

/** A plan of its own (a name no other test's search finds), in São Paulo, with two phones. */
async function novoPlano(): Promise<Plano> {
  planos += 1;
  const resposta = await pedir('POST', '/convenio', {
    NOME: `Guardado ${'abcdefghij'[planos % 10]}${planos}`,
    ENDERECO: { LOGRADOURO: 'Praça da Sé', CIDADE: 'São Paulo', ESTADO: 'SP' },
    TELEFONE: [{ NUMERO: '(11) 3333-4444' }, { NUMERO: '(11) 5555-6666' }],
  });
  expect(resposta.statusCode, resposta.body).toBe(201);
  return resposta.json();
}

interface LinhaDaLista {
  NOME: string;
  CIDADE: string | null;
  TELEFONE: string | null;
  RESIDENTES_ATIVOS: number;
}

/** The plan's row in the list `rota` (undefined when absent), searched by the plan's own name. */
async function naLista(plano: Plano, rota = '/convenio'): Promise<LinhaDaLista | undefined> {
  const resposta = await pedir('GET', `${rota}?busca=${encodeURIComponent(plano.NOME)}`);
  expect(resposta.statusCode).toBe(200);
  return resposta.json().find((c: { CODIGO: number }) => c.CODIGO === plano.CODIGO);
}

/** A plan with an active member: its list row, read twice so the next read would be the kept one. */
async function planoComMembroLido() {
  const plano = await novoPlano();
  const membro = await criarResidente(t.db);
  const vinculo = await pedir('POST', '/residente_convenio', {
    RESIDENTE_CODIGO: membro.CODIGO_RESIDENTE,
    CONVENIO_CODIGO: plano.CODIGO,
    NUMERO_CONVENIO: '0001',
  });
  expect(vinculo.statusCode, vinculo.body).toBe(201);
  await naLista(plano);
  expect(await naLista(plano)).toMatchObject({ RESIDENTES_ATIVOS: 1 });
  return { plano, membro: membro.CODIGO_RESIDENTE, vinculo: vinculo.json().CODIGO as number };
}

async function versaoDosConvenios(): Promise<number> {
  const { rows } = await t.db.execute<{ versao: string }>(
    sql`select sum(versao)::text as versao from versao_dados where area = ${AREA_CONVENIOS}`,
  );
  return Number(rows[0]?.versao);
}

describe('a lista guardada', () => {
  it('lida de novo sem escrita no meio não calcula nada: dois comandos, a sessão e a versão', async () => {
    const plano = await novoPlano();
    const lista = () => pedir('GET', '/convenio?limite=10');
    await lista();
    const primeira = await lista();
    consultas.zerar();
    const segunda = await lista();
    expect(consultas.total).toBe(2);
    expect(segunda.body).toBe(primeira.body);
    expect(segunda.headers[TOTAL_HEADER]).toBe(primeira.headers[TOTAL_HEADER]);
    // Kept as the bytes the route's serializer made (decision 0043): sent as the JSON they are.
    expect(segunda.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(segunda.body)).toContainEqual(expect.objectContaining({ CODIGO: plano.CODIGO }));

    const alterado = await pedir('PUT', `/convenio/${plano.CODIGO}`, { NOME: plano.NOME, SITE: 'lar.org' });
    expect(alterado.statusCode, alterado.body).toBe(200);
    consultas.zerar();
    await lista();
    expect(consultas.total).toBe(3);
  });

  it('guarda uma resposta por lista, página e busca', async () => {
    const plano = await novoPlano();
    const inativado = await pedir('DELETE', `/convenio/${plano.CODIGO}`);
    expect(inativado.statusCode, inativado.body).toBe(200);
    expect(await naLista(plano)).toBeUndefined();
    expect(await naLista(plano, '/convenio-desativados')).toMatchObject({ NOME: plano.NOME });
    const busca = `busca=${encodeURIComponent(plano.NOME)}`;
    const pagina = (deslocamento: number) =>
      pedir('GET', `/convenio-desativados?${busca}&limite=1&deslocamento=${deslocamento}`);
    expect((await pagina(0)).json()).toHaveLength(1);
    expect((await pagina(1)).json()).toEqual([]);
    const ultimo = await novoPlano();
    const todos = await pedir('GET', '/convenio?busca=guardado');
    expect(todos.json().length).toBeGreaterThan(1);
    expect((await pedir('GET', '/convenio?busca=guardado&limite=1')).json()).toHaveLength(1);
    const sozinho = await pedir('GET', `/convenio?busca=${encodeURIComponent(ultimo.NOME)}`);
    expect(sozinho.json()).toMatchObject([{ CODIGO: ultimo.CODIGO }]);
  });
});

describe('nunca velha: cada escrita pela API aparece na leitura seguinte', () => {
  it('convenio: o nome, e a inativação que o leva à lista dos desativados', async () => {
    const { plano } = await planoComMembroLido();
    const NOME = `${plano.NOME} Novo`;
    expect((await pedir('PUT', `/convenio/${plano.CODIGO}`, { NOME })).statusCode).toBe(200);
    expect(await naLista(plano)).toMatchObject({ NOME });
    await naLista(plano, '/convenio-desativados');
    const inativado = await pedir('DELETE', `/convenio/${plano.CODIGO}?confirmar=true`);
    expect(inativado.statusCode, inativado.body).toBe(200);
    expect(await naLista(plano)).toBeUndefined();
    expect(await naLista(plano, '/convenio-desativados')).toMatchObject({ NOME, RESIDENTES_ATIVOS: 1 });
  });

  it('endereco e endereco_convenio: a cidade do endereço do plano, desligado e ligado outra vez', async () => {
    const { plano } = await planoComMembroLido();
    const endereco = { LOGRADOURO: 'Rua Direita', CIDADE: 'Campinas', ESTADO: 'SP' };
    expect((await pedir('PUT', `/endereco/${plano.ENDERECO.CODIGO}`, endereco)).statusCode).toBe(200);
    expect(await naLista(plano)).toMatchObject({ CIDADE: 'Campinas' });
    expect(
      (await pedir('PUT', `/convenio/${plano.CODIGO}`, { NOME: plano.NOME, ENDERECO: null })).statusCode,
    ).toBe(200);
    expect(await naLista(plano)).toMatchObject({ CIDADE: null });
    const novo = await pedir('POST', '/endereco', { ...endereco, CIDADE: 'Santos' });
    const ligado = await pedir('POST', '/endereco_convenio', {
      CONVENIO_CODIGO: plano.CODIGO,
      ENDERECO_CODIGO: novo.json().CODIGO,
    });
    expect(ligado.statusCode, ligado.body).toBe(201);
    expect(await naLista(plano)).toMatchObject({ CIDADE: 'Santos' });
  });

  it('telefone e telefone_convenio: o número do primeiro telefone, os telefones desligados e um ligado', async () => {
    const { plano } = await planoComMembroLido();
    const [primeiro, segundo] = plano.TELEFONE;
    const alterado = await pedir('PUT', `/telefone/${primeiro?.CODIGO}`, { NUMERO: '(11) 2222-1111' });
    expect(alterado.statusCode, alterado.body).toBe(200);
    expect(await naLista(plano)).toMatchObject({ TELEFONE: '1122221111' });
    const desligar = (telefone: number | undefined) =>
      pedir('DELETE', `/telefone_convenio/${plano.CODIGO}/${telefone}`);
    expect((await desligar(primeiro?.CODIGO)).statusCode).toBe(204);
    expect(await naLista(plano)).toMatchObject({ TELEFONE: '1155556666' });
    expect((await desligar(segundo?.CODIGO)).statusCode).toBe(204);
    expect(await naLista(plano)).toMatchObject({ TELEFONE: null });
    const novo = await pedir('POST', '/telefone', { NUMERO: '(11) 1111-0000' });
    const ligado = await pedir('POST', '/telefone_convenio', {
      CONVENIO_CODIGO: plano.CODIGO,
      TELEFONE_CODIGO: novo.json().CODIGO,
    });
    expect(ligado.statusCode, ligado.body).toBe(201);
    expect(await naLista(plano)).toMatchObject({ TELEFONE: '1111110000' });
  });

  it('residente_convenio: o membro que sai do plano e o que entra', async () => {
    const { plano, membro, vinculo } = await planoComMembroLido();
    expect((await pedir('DELETE', `/residente_convenio/${vinculo}`)).statusCode).toBe(200);
    expect(await naLista(plano)).toMatchObject({ RESIDENTES_ATIVOS: 0 });
    const outraVez = await pedir('POST', '/residente_convenio', {
      RESIDENTE_CODIGO: membro,
      CONVENIO_CODIGO: plano.CODIGO,
      NUMERO_CONVENIO: '0002',
    });
    expect(outraVez.statusCode, outraVez.body).toBe(201);
    expect(await naLista(plano)).toMatchObject({ RESIDENTES_ATIVOS: 1 });
  });

  it('residente: o membro desacolhido deixa de contar, e reacolhido volta a contar', async () => {
    const { plano, membro } = await planoComMembroLido();
    const desacolhido = await pedir('POST', `/residente-inativar/${membro}`, {
      MOTIVO_DESACOLHIMENTO: 'Alta',
    });
    expect(desacolhido.statusCode, desacolhido.body).toBe(200);
    expect(await naLista(plano)).toMatchObject({ RESIDENTES_ATIVOS: 0 });
    const reacolhido = await pedir('DELETE', `/residente-ativar/${membro}`);
    expect(reacolhido.statusCode, reacolhido.body).toBe(200);
    expect(await naLista(plano)).toMatchObject({ RESIDENTES_ATIVOS: 1 });
  });
});

describe('nunca velha: cada escrita à mão (psql, um script) aparece na leitura seguinte', () => {
  const escritas: [string, (p: Plano, membro: number) => SQL, (p: Plano) => Partial<LinhaDaLista>][] = [
    [
      'convenio',
      (p) => sql`update convenio set nome = nome || ' SQL' where codigo = ${p.CODIGO}`,
      (p) => ({ NOME: `${p.NOME} SQL` }),
    ],
    [
      'endereco',
      (p) => sql`update endereco set cidade = 'Sorocaba' where codigo = ${p.ENDERECO.CODIGO}`,
      () => ({ CIDADE: 'Sorocaba' }),
    ],
    [
      'endereco_convenio',
      (p) => sql`delete from endereco_convenio where convenio_codigo = ${p.CODIGO}`,
      () => ({ CIDADE: null }),
    ],
    [
      'telefone',
      (p) => sql`update telefone set numero = '1140040000' where codigo = ${p.TELEFONE[0]?.CODIGO}`,
      () => ({ TELEFONE: '1140040000' }),
    ],
    [
      'telefone_convenio',
      (p) => sql`delete from telefone_convenio where convenio_codigo = ${p.CODIGO}`,
      () => ({ TELEFONE: null }),
    ],
    [
      'residente_convenio',
      (p) => sql`delete from residente_convenio where convenio_codigo = ${p.CODIGO}`,
      () => ({ RESIDENTES_ATIVOS: 0 }),
    ],
    [
      'residente',
      (_p, membro) => sql`update residente set ativo = false, data_desacolhimento = '2025-01-10',
        motivo_desacolhimento = 'Alta' where codigo_residente = ${membro}`,
      () => ({ RESIDENTES_ATIVOS: 0 }),
    ],
  ];
  it.each(escritas)('%s', async (_tabela, escrita, esperado) => {
    const { plano, membro } = await planoComMembroLido();
    await t.db.execute(escrita(plano, membro));
    expect(await naLista(plano)).toMatchObject(esperado(plano));
  });
});

describe('só o que muda a lista avança a sua versão', () => {
  it('outros campos do residente e os contatos de outros donos deixam a lista guardada', async () => {
    await planoComMembroLido();
    const antes = await versaoDosConvenios();
    const { CODIGO_RESIDENTE } = await criarResidente(t.db);
    await t.db.execute(
      sql`update residente set observacoes = 'Sem mudança no plano' where codigo_residente = ${CODIGO_RESIDENTE}`,
    );
    const pessoa = await criarPessoa(t.db);
    await t.db.execute(sql`
      with novo as (insert into endereco (logradouro, cidade, estado) values ('Rua B', 'Itu', 'SP') returning codigo)
      insert into endereco_pessoa (pessoa_codigo, endereco_codigo) select ${pessoa.CODIGO}, codigo from novo`);
    await t.db.execute(sql`update endereco set cidade = 'Salto' where cidade = 'Itu'`);
    expect(await versaoDosConvenios()).toBe(antes);
  });
});

// Last: these empty the links of every plan in this file's database.
describe('nunca velha: um TRUNCATE, que não roda gatilho de linha', () => {
  it.each<[string, string, Partial<LinhaDaLista>]>([
    ['endereco_convenio', 'truncate endereco_convenio', { CIDADE: null }],
    ['telefone_convenio', 'truncate telefone_convenio', { TELEFONE: null }],
    ['residente_convenio', 'truncate residente_convenio cascade', { RESIDENTES_ATIVOS: 0 }],
  ])('%s', async (_tabela, comando, esperado) => {
    const { plano } = await planoComMembroLido();
    await t.db.execute(sql.raw(comando));
    expect(await naLista(plano)).toMatchObject(esperado);
  });
});
