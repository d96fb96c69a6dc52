import { MENSAGENS } from '@acolher/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/app.ts';
import { ACOLHIMENTO_PASSADO, criarConvenio, criarPessoa } from '../../../test/support/linhas.ts';
import { criarResidente, novoCpf } from '../../../test/support/residentes.ts';
import {
  appComRotas,
  type Chamada,
  chamadasDe,
  ehLeitura,
  marcoDaAuditoria,
  nomeDa,
  retratoDasTabelas,
} from '../../../test/support/rotas.ts';
import {
  entrarComoAdministrador,
  entrarComoEquipe,
  type SessaoDeTeste,
} from '../../../test/support/sessoes.ts';
import { funcionario, residente } from '../../db/schema.ts';

/**
 * Decision 0027: the team (level 2) cannot reach an employee's personal data by changing an id. Every
 * `equipe` route that takes a code in its path, body or query is probed with the code of an
 * employee's person, phone and address (one number for the three, held by no other row), the
 * body's other codes naming real rows the team may use (a resident, a plan, a relative). The same
 * probes as the administrator, who may reach that data, tell which routes do reach it.
 */
let t: TestApp;
let rotas: RouteOptions[] = [];
let equipe: SessaoDeTeste;
let administrador: SessaoDeTeste;

/** The employee's person, phone and address all have this code; nothing else in the database does. */
const DO_FUNCIONARIO = 900_001;
/** A code no row has: what a route answers for a row that is not there. */
const DE_NINGUEM = 900_999;

/** What only the employee's rows hold: none may appear in an answer to the team. */
const SEGREDOS = {
  CPF: novoCpf(),
  RG: 'RG9137SIGILO',
  NOME_MAE: 'Mãe Sigilosa Xavante',
  TELEFONE: '19977716655',
  LOGRADOURO: 'Rua Sigilosa do Funcionário',
};

/** The codes of the rows the team may use, which a probe's other fields name. */
const donos = { residente: 0, convenio: 0, familiar: 0, residenteConvenio: 0 };

async function criarFuncionarioComContatos(): Promise<void> {
  const n = DO_FUNCIONARIO;
  await t.db.execute(sql`
    insert into pessoa (codigo, nome, sobrenome, data_nascimento, cpf, rg, nome_mae) overriding system value
    values (${n}, 'Clara', 'Funcionária', '1985-07-21', ${SEGREDOS.CPF}, ${SEGREDOS.RG}, ${SEGREDOS.NOME_MAE})`);
  await t.db.execute(
    sql`insert into telefone (codigo, numero) overriding system value values (${n}, ${SEGREDOS.TELEFONE})`,
  );
  await t.db.execute(sql`
    insert into endereco (codigo, logradouro, cidade, estado) overriding system value
    values (${n}, ${SEGREDOS.LOGRADOURO}, 'Campinas', 'SP')`);
  await t.db.execute(sql`insert into telefone_pessoa (pessoa_codigo, telefone_codigo) values (${n}, ${n})`);
  await t.db.execute(sql`insert into endereco_pessoa (pessoa_codigo, endereco_codigo) values (${n}, ${n})`);
  await t.db
    .insert(funcionario)
    .values({ PESSOA_CODIGO: n, CARGO: 'Enfermeira', DATA_ADMISSAO: '2020-03-02' });
}

/** A resident with a relative and a plan: the owners a link probe points the employee's rows at. */
async function criarDonos(): Promise<void> {
  const r = await criarResidente(t.app, administrador);
  donos.residente = r.CODIGO_RESIDENTE;
  donos.convenio = (await criarConvenio(t.db)).CODIGO;
  const familiar = await t.app.inject({
    method: 'POST',
    url: '/familiar',
    headers: administrador.headers,
    payload: { NOME: 'Rosa', SOBRENOME: 'Parente', ENDERECOS: [], TELEFONE: [] },
  });
  expect(familiar.statusCode, familiar.body).toBe(201);
  donos.familiar = familiar.json().CODIGO;
  const plano = await t.app.inject({
    method: 'POST',
    url: '/residente_convenio',
    headers: administrador.headers,
    payload: {
      RESIDENTE_CODIGO: donos.residente,
      CONVENIO_CODIGO: donos.convenio,
      NUMERO_CONVENIO: 'CARTEIRA-1',
      TELEFONE: [],
    },
  });
  expect(plano.statusCode, plano.body).toBe(201);
  donos.residenteConvenio = plano.json().CODIGO;
}

beforeAll(async () => {
  ({ t, rotas } = await appComRotas());
  equipe = await entrarComoEquipe(t);
  administrador = await entrarComoAdministrador(t);
  await criarFuncionarioComContatos();
  await criarDonos();
});
afterAll(async () => {
  await t.close();
});

/**
 * The value a field or path parameter of a probe takes, by its name: the employee's code where a
 * person, phone or address is named (or a bare CODIGO, the record a check leaves out), a real
 * owner's where the team's own rows are. Fields are named alike across the contract, so a new route
 * is probed without anyone listing it.
 */
function codigoPara(nome: string, alvo: number): number | undefined {
  const porNome: Record<string, number> = {
    CONVENIO_CODIGO: donos.convenio,
    CODIGO_CONVENIO: donos.convenio,
    convenio: donos.convenio,
    codigo_convenio: donos.convenio,
    FAMILIAR_CODIGO: donos.familiar,
    familiar: donos.familiar,
    RESIDENTE_CODIGO: donos.residente,
    CODIGO_RESIDENTE: donos.residente,
    residente: donos.residente,
    RESIDENTE_CONVENIO_CODIGO: donos.residenteConvenio,
    residenteConvenio: donos.residenteConvenio,
  };
  if (nome in porNome) return porNome[nome];
  const doAlvo = ['PESSOA_CODIGO', 'TELEFONE_CODIGO', 'ENDERECO_CODIGO', 'CODIGO', 'codigo_pessoa'];
  return doAlvo.includes(nome) ? alvo : undefined;
}

interface Esquema {
  safeParse(valor: unknown): { success: boolean };
  shape?: Record<string, Esquema>;
  options?: unknown[];
  element?: Esquema;
  _zod?: { def?: { in?: Esquema; innerType?: Esquema } };
}

/** The object inside a schema's transforms and wrappers, if it is one. */
function formaDe(esquema: Esquema | undefined): Record<string, Esquema> | undefined {
  let atual = esquema;
  while (atual && !atual.shape) atual = atual._zod?.def?.in ?? atual._zod?.def?.innerType;
  return atual?.shape;
}

/**
 * A value the field's own schema accepts, for a required field no probe cares about: the first of a
 * text, a past date, a phone number, a code, a flag, a list, the first option, an object or a
 * one-item list built the same way.
 */
function exemplo(esquema: Esquema, alvo: number): unknown {
  const forma = formaDe(esquema);
  const candidatos = [
    'Sonda',
    ACOLHIMENTO_PASSADO,
    '19912345678',
    1,
    true,
    [],
    esquema.options?.[0],
    ...(forma ? [corpoDe(esquema, alvo)] : []),
    ...(esquema.element ? [[exemplo(esquema.element, alvo)]] : []),
  ];
  return candidatos.find((c) => c !== undefined && esquema.safeParse(c).success);
}

/** Documents a probe sends as the employee's own: a check's answer about them must not give them away. */
const DOCUMENTOS_DO_FUNCIONARIO: Record<string, string> = { CPF: SEGREDOS.CPF, RG: SEGREDOS.RG };

/** A body (or query) for a probe: its code fields as codigoPara says, every other required field filled. */
function corpoDe(esquema: Esquema, alvo: number): Record<string, unknown> {
  const corpo: Record<string, unknown> = {};
  for (const [campo, tipo] of Object.entries(formaDe(esquema) ?? {})) {
    const codigo = codigoPara(campo, alvo);
    if (codigo !== undefined) corpo[campo] = campo === 'codigo_pessoa' ? String(codigo) : codigo;
    else if (campo in DOCUMENTOS_DO_FUNCIONARIO) corpo[campo] = DOCUMENTOS_DO_FUNCIONARIO[campo];
    else if (!tipo.safeParse(undefined).success) corpo[campo] = exemplo(tipo, alvo);
  }
  return corpo;
}

interface Sonda {
  chamada: Chamada;
  payload: InjectOptions['payload'];
  query: Record<string, string> | undefined;
}

const nomeia = (forma: Record<string, unknown> | undefined, alvo: number) =>
  Object.keys(forma ?? {}).some((campo) => codigoPara(campo, alvo) === alvo);

/** Every team route that takes a code, with `alvo` in each place a person, phone or address goes. */
function sondas(alvo: number): Sonda[] {
  const valor = (nome: string) => String(codigoPara(nome, alvo) ?? alvo);
  return chamadasDe(rotas, valor)
    .filter((c) => c.acesso === 'equipe')
    .flatMap((chamada) => {
      const schema = (chamada.rota.schema ?? {}) as { body?: Esquema; querystring?: Esquema };
      const peloCorpo = nomeia(formaDe(schema.body), alvo) || nomeia(formaDe(schema.querystring), alvo);
      if (!peloCorpo && !chamada.molde.includes(':')) return [];
      const payload = schema.body && !ehLeitura(chamada) ? corpoDe(schema.body, alvo) : undefined;
      const query = schema.querystring
        ? (corpoDe(schema.querystring, alvo) as Record<string, string>)
        : undefined;
      return [{ chamada, payload, query }];
    });
}

const enviar = (s: SessaoDeTeste, sonda: Sonda) =>
  t.app.inject({
    method: sonda.chamada.metodo,
    url: sonda.chamada.url,
    query: sonda.query,
    headers: s.headers,
    payload: sonda.payload,
  });

const vazou = (r: LightMyRequestResponse) =>
  Object.values(SEGREDOS).filter((segredo) => r.body.includes(segredo));
const ehSucesso = (r: LightMyRequestResponse) => r.statusCode >= 200 && r.statusCode < 300;

/** The team's answers, kept for the administrator's walk to compare with. */
const daEquipe = new Map<string, LightMyRequestResponse>();

describe('a equipe não chega aos dados de um funcionário trocando um código (decision 0027)', () => {
  it('as sondas vêm das rotas do app e trazem as rotas compartilhadas da decisão 0027', () => {
    const nomes = sondas(DO_FUNCIONARIO).map((s) => nomeDa(s.chamada));
    expect(nomes).toEqual(
      expect.arrayContaining([
        'GET /endereco/:id',
        'GET /telefone/:id',
        'PUT /pessoa/:id',
        'PUT /endereco/:id',
        'PUT /telefone/:id',
        'DELETE /telefone/:id',
        'POST /residente',
        'POST /pessoa/cpf',
        'POST /telefone_familiar',
        'POST /telefone_convenio',
        'POST /endereco_convenio',
        'POST /telefone_parentesco',
        'GET /report-residente',
      ]),
    );
  });

  it('cada corpo e query de sonda é aceito pelo seu esquema: a sonda chega ao serviço', () => {
    const recusados = sondas(DO_FUNCIONARIO).flatMap(({ chamada, payload, query }) => {
      const schema = (chamada.rota.schema ?? {}) as { body?: Esquema; querystring?: Esquema };
      const corpoOk = payload === undefined || schema.body?.safeParse(payload).success;
      const queryOk = query === undefined || schema.querystring?.safeParse(query).success;
      return corpoOk && queryOk ? [] : [`${nomeDa(chamada)} ${JSON.stringify({ payload, query })}`];
    });
    expect(recusados).toEqual([]);
  });

  it('como equipe: nenhuma resposta traz um dado do funcionário, nada é gravado, e as recusas ficam na auditoria', async () => {
    const antes = await retratoDasTabelas(t.db);
    const marco = await marcoDaAuditoria(t.db);
    const vazamentos: string[] = [];
    for (const sonda of sondas(DO_FUNCIONARIO)) {
      const r = await enviar(equipe, sonda);
      daEquipe.set(nomeDa(sonda.chamada), r);
      const segredos = vazou(r);
      const pdf = ehSucesso(r) && String(r.headers['content-type']).includes('pdf');
      if (segredos.length > 0 || pdf)
        vazamentos.push(`${nomeDa(sonda.chamada)}: ${r.statusCode} ${pdf ? 'PDF' : segredos.join(', ')}`);
    }
    expect(vazamentos).toEqual([]);
    expect(await retratoDasTabelas(t.db)).toEqual(antes);
    const { rows: negadas } = await t.db.execute<{ entidade: string }>(sql`
      select distinct entidade from auditoria
      where codigo > ${marco} and acao = 'acesso_negado' and registro = ${String(DO_FUNCIONARIO)}
      order by entidade`);
    expect(negadas.map((n) => n.entidade)).toEqual(['endereco', 'pessoa', 'telefone']);
  });

  it('as rotas da decisão 0027: 403 "Não autorizado" para a equipe; POST /residente, 422 (uma pessoa, um papel, decisão 0027)', () => {
    const resposta = (nome: string) => {
      const r = daEquipe.get(nome);
      return r && { status: r.statusCode, message: r.json().message };
    };
    const negado = { status: 403, message: MENSAGENS.naoAutorizado };
    for (const nome of ['GET /endereco/:id', 'GET /telefone/:id', 'PUT /pessoa/:id', 'PUT /telefone/:id'])
      expect(resposta(nome), nome).toEqual(negado);
    expect(resposta('POST /residente')).toEqual({ status: 422, message: MENSAGENS.pessoaJaEFuncionario });
  });

  it('com uma VERSAO velha no corpo, a recusa segue 403: um 409 diria algo da linha do funcionário', async () => {
    const comVersao = sondas(DO_FUNCIONARIO).filter(
      (s) =>
        daEquipe.get(nomeDa(s.chamada))?.statusCode === 403 &&
        formaDe((s.chamada.rota.schema as { body?: Esquema }).body)?.VERSAO !== undefined,
    );
    expect(comVersao.map((s) => nomeDa(s.chamada))).toEqual(
      expect.arrayContaining(['PUT /pessoa/:id', 'PUT /telefone/:id', 'PUT /endereco/:id']),
    );
    const respostas: string[] = [];
    for (const sonda of comVersao) {
      const r = await enviar(equipe, { ...sonda, payload: { ...(sonda.payload as object), VERSAO: 999 } });
      if (r.statusCode !== 403) respostas.push(`${nomeDa(sonda.chamada)}: ${r.statusCode}`);
    }
    expect(respostas).toEqual([]);
  });

  it('o CODIGO de um telefone do funcionário na lista de um convênio não o alcança: 400, nada muda', async () => {
    const antes = await retratoDasTabelas(t.db);
    const r = await t.app.inject({
      method: 'PUT',
      url: `/convenio/${donos.convenio}`,
      headers: equipe.headers,
      payload: { NOME: 'Plano Sonda', TELEFONE: [{ CODIGO: DO_FUNCIONARIO, NUMERO: '19912345678' }] },
    });
    expect(r.statusCode).toBe(400);
    expect(vazou(r)).toEqual([]);
    expect(await retratoDasTabelas(t.db)).toEqual(antes);
  });

  it('como administrador, as mesmas sondas: toda rota que chega à linha do funcionário é negada à equipe', async () => {
    const alcancadas: string[] = [];
    const abertas: string[] = [];
    const semFuncionario = new Map(sondas(DE_NINGUEM).map((s) => [nomeDa(s.chamada), s]));
    // The administrator's creations last (links of the employee's phone to a plan, say): every
    // other probe then meets the rows the team's met, not a link the administrator just made.
    const criacoesPorUltimo = (s: Sonda) => (s.chamada.metodo === 'POST' ? 1 : 0);
    const emOrdem = sondas(DO_FUNCIONARIO).sort((a, b) => criacoesPorUltimo(a) - criacoesPorUltimo(b));
    for (const sonda of emOrdem) {
      const nome = nomeDa(sonda.chamada);
      const r = await enviar(administrador, sonda);
      const controle = semFuncionario.get(nome);
      if (!controle) throw new Error(`sem sonda de controle: ${nome}`);
      const semLinha = await enviar(administrador, controle);
      // Reached: it succeeds with the employee's code and answers otherwise for a code no row has.
      const alcancou =
        ehSucesso(r) &&
        (r.statusCode !== semLinha.statusCode ||
          r.body.replaceAll(String(DO_FUNCIONARIO), String(DE_NINGUEM)) !== semLinha.body);
      if (!alcancou) continue;
      alcancadas.push(nome);
      if (daEquipe.get(nome)?.statusCode !== 403)
        abertas.push(`${nome}: ${daEquipe.get(nome)?.statusCode} para a equipe`);
    }
    expect(alcancadas).toEqual(
      expect.arrayContaining([
        'GET /endereco/:id',
        'GET /telefone/:id',
        'PUT /pessoa/:id',
        'POST /telefone_familiar',
        // With and without the employee's person left out, the check tells whether the CPF is theirs.
        'POST /pessoa/cpf',
      ]),
    );
    expect(abertas).toEqual([]);
  });

  it('um par antigo de residente e funcionário: as escritas do residente, que respondem a pessoa, são negadas à equipe', async () => {
    const cpf = novoCpf();
    const { CODIGO: PESSOA_CODIGO } = await criarPessoa(t.db, { CPF: cpf, DATA_NASCIMENTO: '1950-02-03' });
    await t.db
      .insert(funcionario)
      .values({ PESSOA_CODIGO, CARGO: 'Cozinheira', DATA_ADMISSAO: '2019-01-07' });
    // Made before one person, one role (decision 0027): the database alone allows it.
    const [legado] = await t.db
      .insert(residente)
      .values({ PESSOA_CODIGO, DATA_ACOLHIMENTO: ACOLHIMENTO_PASSADO })
      .returning();
    const codigo = legado?.CODIGO_RESIDENTE ?? 0;
    const escritas = [
      { method: 'PUT', url: `/residente/${codigo}`, payload: { DATA_ACOLHIMENTO: ACOLHIMENTO_PASSADO } },
      { method: 'PUT', url: `/residente/${codigo}`, payload: { DATA_ACOLHIMENTO: '2024-01-16', VERSAO: 99 } },
      { method: 'POST', url: `/residente-inativar/${codigo}`, payload: { MOTIVO_DESACOLHIMENTO: 'Sonda' } },
      { method: 'DELETE', url: `/residente-ativar/${codigo}` },
    ] as const;
    const antes = await retratoDasTabelas(t.db);
    for (const escrita of escritas) {
      const r = await t.app.inject({ ...escrita, headers: equipe.headers });
      expect([r.statusCode, r.json()], `${escrita.method} ${escrita.url}`).toEqual([
        403,
        { message: MENSAGENS.naoAutorizado },
      ]);
      expect(r.body).not.toContain(cpf);
    }
    expect(await retratoDasTabelas(t.db)).toEqual(antes);
    const doAdministrador = await t.app.inject({ ...escritas[0], headers: administrador.headers });
    expect(doAdministrador.json().PESSOA.CPF).toBe(cpf);
  });
});
