import { MENSAGENS, TELEFONE_PELO_PARENTESCO } from '@acolher/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { contarLinhas, criarResidente } from '../../../test/support/residentes.ts';
import { entrarComoEquipe, enviarComo, type SessaoDeTeste } from '../../../test/support/sessoes.ts';
import { auditoria, convenio, endereco, telefone } from '../../db/schema.ts';
import { familiar } from '../../db/tabelas/residentes.ts';

/** Relatives, plan memberships, benefits and the shared address/phone routes of the residents section. */
let t: TestApp;
let s: SessaoDeTeste;

const ENDERECO = {
  CEP: '13010-000',
  LOGRADOURO: 'Rua das Flores',
  NUMERO: '10',
  CIDADE: 'Campinas',
  ESTADO: 'SP',
};
const FONE = { NUMERO: '(19) 99999-0000', TIPO: 'celular' };

const enviar = enviarComo(
  () => t,
  () => s,
);

async function novoConvenio(ativo = true): Promise<number> {
  const [c] = await t.db
    .insert(convenio)
    .values({ NOME: 'Plano Vida', ATIVO: ativo, DATA_INATIVACAO: ativo ? null : '2024-01-01' })
    .returning({ CODIGO: convenio.CODIGO });
  return c?.CODIGO ?? 0;
}

beforeAll(async () => {
  t = await buildTestApp();
  s = await entrarComoEquipe(t);
});
afterAll(async () => {
  await t.close();
});

describe('relatives', () => {
  it('creates a relative with addresses, phones and the link in one call, reads and updates it', async () => {
    const { CODIGO_RESIDENTE } = await criarResidente(t.app, s);
    const r = await enviar('POST', '/familiar', {
      NOME: 'Clara',
      SOBRENOME: 'Souza',
      EMAIL: 'clara@exemplo.org',
      ENDERECOS: [ENDERECO],
      TELEFONE: [FONE, { NUMERO: '1933334444', TIPO: 'residencial' }],
      VINCULO: { RESIDENTE_CODIGO: CODIGO_RESIDENTE, PARENTESCO: 'Filha', RESPONSAVEL: true },
    });
    expect(r.statusCode).toBe(201);
    const f = r.json();
    expect(f).toMatchObject({
      NOME: 'Clara',
      ENDERECOS: [{ CEP: '13010000' }],
      TELEFONE: [{ NUMERO: '19999990000' }, {}],
    });
    const lista = await enviar('GET', `/residente_familiar/${CODIGO_RESIDENTE}`);
    expect(lista.json()).toEqual([
      expect.objectContaining({ CODIGO: f.CODIGO, PARENTESCO: 'Filha', RESPONSAVEL: true }),
    ]);
    expect((await enviar('GET', `/familiar/${f.CODIGO}`)).json()).toEqual(f);
    expect((await enviar('GET', `/telefone_familiar/${f.CODIGO}`)).json()).toHaveLength(2);
    const editado = await enviar('PUT', `/familiar/${f.CODIGO}`, {
      NOME: 'Clara Maria',
      SOBRENOME: 'Souza',
      VINCULO: { RESIDENTE_CODIGO: CODIGO_RESIDENTE, PARENTESCO: 'Filha mais velha', RESPONSAVEL: false },
    });
    expect(editado.json().NOME).toBe('Clara Maria');
    const depois = (await enviar('GET', `/residente_familiar/${CODIGO_RESIDENTE}`)).json();
    expect(depois[0]).toMatchObject({ PARENTESCO: 'Filha mais velha', RESPONSAVEL: false });
    expect((await enviar('PUT', '/familiar/999999', { NOME: 'x', SOBRENOME: 'y' })).statusCode).toBe(404);
  });

  it('writes nothing when the link in the middle fails (unknown resident, bad phone)', async () => {
    const antes = await contarLinhas(t.db);
    const semResidente = await enviar('POST', '/familiar', {
      NOME: 'Rui',
      SOBRENOME: 'Lima',
      ENDERECOS: [ENDERECO],
      TELEFONE: [FONE],
      VINCULO: { RESIDENTE_CODIGO: 999_999, PARENTESCO: 'Filho' },
    });
    expect(semResidente.statusCode).toBe(404);
    const foneRuim = await enviar('POST', '/familiar', {
      NOME: 'Rui',
      SOBRENOME: 'Lima',
      TELEFONE: [FONE, { NUMERO: '12' }],
    });
    expect(foneRuim.statusCode).toBe(400);
    expect(await contarLinhas(t.db)).toEqual(antes);
  });

  it('works through the spec chain and unlinks: a relative nobody else links goes with its contacts', async () => {
    const a = await criarResidente(t.app, s);
    const b = await criarResidente(t.app, s);
    const f = (await enviar('POST', '/familiar', { NOME: 'Pedro', SOBRENOME: 'Alves' })).json();
    const vinculo = { FAMILIAR_CODIGO: f.CODIGO, PARENTESCO: 'Sobrinho' };
    expect(
      (await enviar('POST', '/residente_familiar', { ...vinculo, RESIDENTE_CODIGO: a.CODIGO_RESIDENTE }))
        .statusCode,
    ).toBe(201);
    expect(
      (await enviar('POST', '/residente_familiar', { ...vinculo, RESIDENTE_CODIGO: b.CODIGO_RESIDENTE }))
        .statusCode,
    ).toBe(201);
    const e = (await enviar('POST', '/endereco', ENDERECO)).json();
    expect(
      (await enviar('POST', '/endereco_familiar', { FAMILIAR_CODIGO: f.CODIGO, ENDERECO_CODIGO: e.CODIGO }))
        .statusCode,
    ).toBe(201);
    const tel = (await enviar('POST', '/telefone', FONE)).json();
    const ligar = { FAMILIAR_CODIGO: f.CODIGO, TELEFONE_CODIGO: tel.CODIGO };
    expect((await enviar('POST', '/telefone_familiar', ligar)).statusCode).toBe(201);
    expect((await enviar('POST', '/telefone_familiar', ligar)).statusCode).toBe(409);
    expect(
      (await enviar('POST', '/telefone_familiar', { ...ligar, TELEFONE_CODIGO: 999_999 })).statusCode,
    ).toBe(404);
    // Another number: one relative takes a number once (decision 0050).
    const tel2 = (await enviar('POST', '/telefone', { ...FONE, NUMERO: '(19) 99999-0001' })).json();
    expect(
      (await enviar('POST', '/telefone_familiar', { ...ligar, TELEFONE_CODIGO: tel2.CODIGO })).statusCode,
    ).toBe(201);
    expect((await enviar('DELETE', `/telefone_familiar/${f.CODIGO}/${tel2.CODIGO}`)).statusCode).toBe(200);
    expect(await t.db.select().from(telefone).where(eq(telefone.CODIGO, tel2.CODIGO))).toEqual([]);
    expect((await enviar('DELETE', `/telefone_familiar/${f.CODIGO}/${tel2.CODIGO}`)).statusCode).toBe(404);

    expect((await enviar('DELETE', `/residente_familiar/${a.CODIGO_RESIDENTE}/${f.CODIGO}`)).statusCode).toBe(
      200,
    );
    expect((await enviar('GET', `/familiar/${f.CODIGO}`)).statusCode).toBe(200);
    expect((await enviar('DELETE', `/residente_familiar/${b.CODIGO_RESIDENTE}/${f.CODIGO}`)).statusCode).toBe(
      200,
    );
    expect(await t.db.select().from(familiar).where(eq(familiar.CODIGO, f.CODIGO))).toEqual([]);
    expect(await t.db.select().from(endereco).where(eq(endereco.CODIGO, e.CODIGO))).toEqual([]);
    expect(await t.db.select().from(telefone).where(eq(telefone.CODIGO, tel.CODIGO))).toEqual([]);
    expect((await enviar('DELETE', `/residente_familiar/${b.CODIGO_RESIDENTE}/${f.CODIGO}`)).statusCode).toBe(
      404,
    );
    expect((await enviar('GET', '/residente_familiar/999999')).statusCode).toBe(404);
    expect((await enviar('GET', '/telefone_familiar/999999')).statusCode).toBe(404);
  });
});

describe('addresses and phones (shared routes)', () => {
  it('creates, reads and updates; 404 for unknown codes; 400 for bad fields', async () => {
    const e = (await enviar('POST', '/endereco', ENDERECO)).json();
    expect((await enviar('GET', `/endereco/${e.CODIGO}`)).json()).toEqual(e);
    const e2 = await enviar('PUT', `/endereco/${e.CODIGO}`, { ...ENDERECO, BAIRRO: 'Centro' });
    expect(e2.json()).toMatchObject({ CODIGO: e.CODIGO, BAIRRO: 'Centro' });
    expect((await enviar('PUT', '/endereco/999999', ENDERECO)).statusCode).toBe(404);
    expect((await enviar('GET', '/endereco/999999')).statusCode).toBe(404);
    expect((await enviar('POST', '/endereco', { ...ENDERECO, ESTADO: 'XX' })).statusCode).toBe(400);
    const f = (await enviar('POST', '/telefone', FONE)).json();
    const f2 = await enviar('PUT', `/telefone/${f.CODIGO}`, { NUMERO: '1940041234', TIPO: 'comercial' });
    expect(f2.json()).toMatchObject({ CODIGO: f.CODIGO, NUMERO: '1940041234', TIPO: 'comercial' });
    expect((await enviar('GET', `/telefone/${f.CODIGO}`)).json().TIPO).toBe('comercial');
    expect((await enviar('GET', '/telefone/999999')).statusCode).toBe(404);
    expect((await enviar('POST', '/telefone', { NUMERO: '12', TIPO: 'fax' })).statusCode).toBe(400);
  });
});

describe('phone links: one rule for every owner (decision 0019)', () => {
  /** A relative, a plan membership and a plan, each able to hold phones through its own link route. */
  async function donos() {
    const { CODIGO_RESIDENTE } = await criarResidente(t.app, s);
    const plano = await novoConvenio();
    const f = (await enviar('POST', '/familiar', { NOME: 'Rita', SOBRENOME: 'Moraes' })).json();
    const v = (
      await enviar('POST', '/residente_convenio', {
        RESIDENTE_CODIGO: CODIGO_RESIDENTE,
        CONVENIO_CODIGO: plano,
        NUMERO_CONVENIO: '7777',
        TELEFONE: [],
      })
    ).json();
    return [
      { rota: 'telefone_familiar', dono: f.CODIGO, corpo: { FAMILIAR_CODIGO: f.CODIGO } },
      { rota: 'telefone_parentesco', dono: v.CODIGO, corpo: { RESIDENTE_CONVENIO_CODIGO: v.CODIGO } },
      { rota: 'telefone_convenio', dono: plano, corpo: { CONVENIO_CODIGO: plano } },
    ];
  }

  async function existe(codigoTelefone: number): Promise<boolean> {
    return (await t.db.select().from(telefone).where(eq(telefone.CODIGO, codigoTelefone))).length > 0;
  }

  it.each([0, 1, 2])('unlinking its only link deletes the phone (owner %i), and audits it', async (i) => {
    const dono = (await donos())[i];
    if (!dono) throw new Error('dono');
    const tel = (await enviar('POST', '/telefone', FONE)).json();
    const ligar = await enviar('POST', `/${dono.rota}`, { ...dono.corpo, TELEFONE_CODIGO: tel.CODIGO });
    expect(ligar.statusCode, ligar.body).toBe(201);
    const desligar = await enviar('DELETE', `/${dono.rota}/${dono.dono}/${tel.CODIGO}`);
    expect(desligar.statusCode, desligar.body).toBeLessThan(300);
    expect(await existe(tel.CODIGO)).toBe(false);
    const trilha = await t.db
      .select({ ACAO: auditoria.ACAO })
      .from(auditoria)
      .where(and(eq(auditoria.ENTIDADE, dono.rota), eq(auditoria.REGISTRO, `${dono.dono}/${tel.CODIGO}`)));
    expect(trilha.map((a) => a.ACAO)).toEqual(['vincular', 'desvincular']);
    expect((await enviar('DELETE', `/${dono.rota}/${dono.dono}/${tel.CODIGO}`)).statusCode).toBe(404);
  });

  it('a phone shared by three owners stays, and DELETE /telefone refuses it, until its last link goes', async () => {
    const tel = (await enviar('POST', '/telefone', FONE)).json();
    const todos = await donos();
    for (const dono of todos) {
      const ligar = await enviar('POST', `/${dono.rota}`, { ...dono.corpo, TELEFONE_CODIGO: tel.CODIGO });
      expect(ligar.statusCode, ligar.body).toBe(201);
    }
    for (const [i, dono] of todos.entries()) {
      expect((await enviar('DELETE', `/telefone/${tel.CODIGO}`)).statusCode).toBe(409);
      expect((await enviar('DELETE', `/${dono.rota}/${dono.dono}/${tel.CODIGO}`)).statusCode).toBeLessThan(
        300,
      );
      expect(await existe(tel.CODIGO)).toBe(i < todos.length - 1);
    }
  });
});

describe('plan memberships', () => {
  it('creates with holder phones, lists, updates, manages phones and removes', async () => {
    const { CODIGO_RESIDENTE } = await criarResidente(t.app, s);
    const plano = await novoConvenio();
    const corpo = {
      RESIDENTE_CODIGO: CODIGO_RESIDENTE,
      CONVENIO_CODIGO: plano,
      NUMERO_CONVENIO: '0001 2345',
      TELEFONE: [FONE],
    };
    const r = await enviar('POST', '/residente_convenio', corpo);
    expect(r.statusCode).toBe(201);
    const v = r.json();
    expect(v).toMatchObject({
      NOME_CONVENIO: 'Plano Vida',
      TITULAR: true,
      TELEFONE: [{ NUMERO: '19999990000' }],
    });
    expect((await enviar('GET', `/residente_convenio/${CODIGO_RESIDENTE}`)).json()).toEqual([v]);
    expect((await enviar('GET', `/residente_convenio/one/${v.CODIGO}`)).json()).toEqual(v);
    const { TELEFONE: _telefones, ...campos } = corpo;
    const editado = await enviar('PUT', `/residente_convenio/${v.CODIGO}`, {
      ...campos,
      TITULAR: false,
      NOME_TITULAR: 'Clara',
    });
    expect(editado.json()).toMatchObject({ TITULAR: false, NOME_TITULAR: 'Clara', TELEFONE: [{}] });
    const tel = (await enviar('POST', '/telefone', { NUMERO: '1933330000' })).json();
    const ligar = { RESIDENTE_CONVENIO_CODIGO: v.CODIGO, TELEFONE_CODIGO: tel.CODIGO };
    expect((await enviar('POST', '/telefone_parentesco', ligar)).statusCode).toBe(201);
    expect((await enviar('POST', '/telefone_parentesco', ligar)).statusCode).toBe(409);
    expect((await enviar('GET', `/telefone_parentesco/${v.CODIGO}`)).json()).toHaveLength(2);
    // docs/produto.md §3 links a membership's phone by NUMERO_CONVENIO (the card, as the membership stores it).
    const outro = (await enviar('POST', '/telefone', { NUMERO: '1944440000' })).json();
    const pelaCarteira = await enviar('POST', '/telefone_parentesco', {
      NUMERO_CONVENIO: '0001 2345',
      TELEFONE_CODIGO: outro.CODIGO,
    });
    expect(pelaCarteira.statusCode).toBe(201);
    expect((await enviar('GET', `/telefone_parentesco/${v.CODIGO}`)).json()).toHaveLength(3);
    const semCarteira = await enviar('POST', '/telefone_parentesco', {
      NUMERO_CONVENIO: 'não existe',
      TELEFONE_CODIGO: outro.CODIGO,
    });
    expect(semCarteira.statusCode).toBe(404);
    const ambos = await enviar('POST', '/telefone_parentesco', { TELEFONE_CODIGO: outro.CODIGO });
    expect(ambos.statusCode).toBe(400);
    expect((await enviar('DELETE', `/telefone_parentesco/${v.CODIGO}/${outro.CODIGO}`)).statusCode).toBe(200);
    expect((await enviar('DELETE', `/telefone_parentesco/${v.CODIGO}/${tel.CODIGO}`)).statusCode).toBe(200);
    expect((await enviar('GET', `/telefone_parentesco/${v.CODIGO}`)).json()).toHaveLength(1);
    expect((await enviar('DELETE', `/residente_convenio/${v.CODIGO}`)).statusCode).toBe(200);
    expect((await enviar('GET', `/residente_convenio/${CODIGO_RESIDENTE}`)).json()).toEqual([]);
    expect((await enviar('DELETE', `/residente_convenio/${v.CODIGO}`)).statusCode).toBe(404);
    expect((await enviar('GET', `/residente_convenio/one/${v.CODIGO}`)).statusCode).toBe(404);
    expect((await enviar('GET', '/telefone_parentesco/999999')).statusCode).toBe(404);
  });

  it('refuses an inactive plan (400 on the field) and writes nothing; unknown resident is 404', async () => {
    const { CODIGO_RESIDENTE } = await criarResidente(t.app, s);
    const inativo = await novoConvenio(false);
    const antes = await contarLinhas(t.db);
    const r = await enviar('POST', '/residente_convenio', {
      RESIDENTE_CODIGO: CODIGO_RESIDENTE,
      CONVENIO_CODIGO: inativo,
      NUMERO_CONVENIO: '1',
      TELEFONE: [FONE],
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual([{ campo: 'CONVENIO_CODIGO', mensagem: 'Convênio inativo' }]);
    const semResidente = await enviar('POST', '/residente_convenio', {
      RESIDENTE_CODIGO: 999_999,
      CONVENIO_CODIGO: await novoConvenio(),
      NUMERO_CONVENIO: '1',
    });
    expect(semResidente.statusCode).toBe(404);
    const { auditoria: _a, ...semAuditoria } = antes;
    expect(await contarLinhas(t.db)).toMatchObject(semAuditoria);
  });
  it('PUT refuses a TELEFONE list (400, holder phones go through /telefone_parentesco) and changes nothing', async () => {
    const { CODIGO_RESIDENTE } = await criarResidente(t.app, s);
    const campos = {
      RESIDENTE_CODIGO: CODIGO_RESIDENTE,
      CONVENIO_CODIGO: await novoConvenio(),
      NUMERO_CONVENIO: '1',
    };
    const v = (await enviar('POST', '/residente_convenio', { ...campos, TELEFONE: [FONE] })).json();
    const antes = await contarLinhas(t.db);
    for (const TELEFONE of [[FONE], []]) {
      const r = await enviar('PUT', `/residente_convenio/${v.CODIGO}`, {
        ...campos,
        NUMERO_CONVENIO: '2',
        TELEFONE,
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual([{ campo: 'TELEFONE', mensagem: TELEFONE_PELO_PARENTESCO }]);
    }
    expect(await contarLinhas(t.db)).toEqual(antes);
    expect((await enviar('GET', `/residente_convenio/one/${v.CODIGO}`)).json()).toMatchObject({
      NUMERO_CONVENIO: '1',
      TELEFONE: [{ NUMERO: '19999990000' }],
    });
  });
});

describe('unknown codes', () => {
  it('answer 404 and write nothing, on every route that takes one', async () => {
    const { CODIGO_RESIDENTE } = await criarResidente(t.app, s);
    const CONVENIO_CODIGO = await novoConvenio();
    const membro = { RESIDENTE_CODIGO: CODIGO_RESIDENTE, CONVENIO_CODIGO, NUMERO_CONVENIO: '1' };
    const v = (await enviar('POST', '/residente_convenio', membro)).json();
    const tel = (await enviar('POST', '/telefone', FONE)).json();
    const f = (await enviar('POST', '/familiar', { NOME: 'Lia', SOBRENOME: 'Reis' })).json();
    const e = (await enviar('POST', '/endereco', ENDERECO)).json();
    const NADA = 999_999;
    const casos: [Parameters<typeof enviar>[0], string, object?][] = [
      ['PUT', `/certidao_casamento/${NADA}`, { NUMERO: '1234' }],
      ['PUT', `/telefone/${NADA}`, FONE],
      ['PUT', `/residente_convenio/${NADA}`, membro],
      ['POST', '/telefone_parentesco', { RESIDENTE_CONVENIO_CODIGO: NADA, TELEFONE_CODIGO: tel.CODIGO }],
      ['POST', '/telefone_parentesco', { RESIDENTE_CONVENIO_CODIGO: v.CODIGO, TELEFONE_CODIGO: NADA }],
      ['DELETE', `/telefone_parentesco/${v.CODIGO}/${tel.CODIGO}`],
      ['DELETE', `/telefone_parentesco/${NADA}/${tel.CODIGO}`],
      ['PUT', `/beneficio/${CODIGO_RESIDENTE}/BPC`, { NOME_BENEFICIO: 'BPC' }],
      ['PUT', `/beneficio/${NADA}/BPC`, { NOME_BENEFICIO: 'BPC' }],
      ['GET', `/familiar/${NADA}`],
      ['POST', '/endereco_familiar', { FAMILIAR_CODIGO: NADA, ENDERECO_CODIGO: e.CODIGO }],
      ['POST', '/endereco_familiar', { FAMILIAR_CODIGO: f.CODIGO, ENDERECO_CODIGO: NADA }],
    ];
    const antes = await contarLinhas(t.db);
    for (const [metodo, url, corpo] of casos) {
      const r = await enviar(metodo, url, corpo);
      expect(r.statusCode, `${metodo} ${url} ${JSON.stringify(corpo)}`).toBe(404);
      expect(r.json()).toEqual({ message: MENSAGENS.naoEncontrado });
    }
    expect(await contarLinhas(t.db)).toEqual(antes);
  });

  it.each([
    ['DELETE', '/residente_familiar/abc/1', 'residente'],
    ['DELETE', '/residente_familiar/1/0', 'familiar'],
    ['DELETE', '/telefone_familiar/x/1', 'familiar'],
    ['DELETE', '/telefone_familiar/1/-1', 'telefone'],
    ['DELETE', '/telefone_parentesco/1.5/1', 'residenteConvenio'],
    ['DELETE', '/telefone_parentesco/1/y', 'telefone'],
    ['GET', '/beneficio/z/BPC', 'residente'],
    ['DELETE', '/telefone_convenio/1/z', 'telefone'],
  ] as const)('%s %s answers 400 naming the path parameter %s', async (metodo, url, campo) => {
    const r = await enviar(metodo, url);
    expect(r.statusCode).toBe(400);
    expect(r.json().errors.map((e: { campo: string }) => e.campo)).toEqual([campo]);
  });

  it('POST /endereco_familiar links once; a repeat is a 409 that writes nothing', async () => {
    const f = (await enviar('POST', '/familiar', { NOME: 'Lia', SOBRENOME: 'Reis' })).json();
    const e = (await enviar('POST', '/endereco', ENDERECO)).json();
    const ligar = { FAMILIAR_CODIGO: f.CODIGO, ENDERECO_CODIGO: e.CODIGO };
    expect((await enviar('POST', '/endereco_familiar', ligar)).statusCode).toBe(201);
    const antes = await contarLinhas(t.db);
    const repetido = await enviar('POST', '/endereco_familiar', ligar);
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().message).toMatch(/já existente$/);
    expect(await contarLinhas(t.db)).toEqual(antes);
    expect((await enviar('GET', `/familiar/${f.CODIGO}`)).json().ENDERECOS).toHaveLength(1);
  });
});

describe('benefits', () => {
  it('creates, reads by name (URL-encoded), renames, checks the name and deletes', async () => {
    const { CODIGO_RESIDENTE } = await criarResidente(t.app, s);
    const r = await enviar('POST', '/beneficio', {
      CODIGO_RESIDENTE,
      NOME_BENEFICIO: 'Pensão por morte',
      PROVAS_VIDA: '2030-05-01',
      VALOR: '1412.50',
    });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({
      NOME_BENEFICIO: 'Pensão por morte',
      VALOR: 1412.5,
      PROVAS_VIDA: '2030-05-01',
    });
    const url = `/beneficio/${CODIGO_RESIDENTE}/${encodeURIComponent('Pensão por morte')}`;
    expect((await enviar('GET', url)).json().VALOR).toBe(1412.5);
    expect((await enviar('GET', `/beneficio/${CODIGO_RESIDENTE}`)).json()).toHaveLength(1);
    const repetido = await enviar('POST', '/beneficio', {
      CODIGO_RESIDENTE,
      NOME_BENEFICIO: 'PENSÃO POR MORTE',
    });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().message).toBe('Benefício já existente');
    const nome = { CODIGO: CODIGO_RESIDENTE, NOME_BENEFICIO: 'pensão por morte' };
    expect((await enviar('POST', '/beneficio/nome', nome)).json()).toEqual({ existente: true });
    expect(
      (
        await enviar('POST', '/beneficio/nome', { ...nome, NOME_BENEFICIO_EDITAR: 'Pensão por morte' })
      ).json(),
    ).toEqual({ existente: false });
    await enviar('POST', '/beneficio', { CODIGO_RESIDENTE, NOME_BENEFICIO: 'BPC' });
    const colide = await enviar('PUT', `/beneficio/${CODIGO_RESIDENTE}/BPC`, {
      NOME_BENEFICIO: 'Pensão por morte',
    });
    expect(colide.statusCode).toBe(409);
    const proprioNome = await enviar('PUT', `/beneficio/${CODIGO_RESIDENTE}/BPC`, { NOME_BENEFICIO: 'bpc' });
    expect(proprioNome.statusCode).toBe(200);
    expect(proprioNome.json().NOME_BENEFICIO).toBe('bpc');
    const emReais = await enviar('PUT', `/beneficio/${CODIGO_RESIDENTE}/bpc`, {
      NOME_BENEFICIO: 'bpc',
      VALOR: '1.412,50',
    });
    expect(emReais.json().VALOR).toBe(1412.5);
    const tresDecimais = await enviar('PUT', `/beneficio/${CODIGO_RESIDENTE}/bpc`, {
      NOME_BENEFICIO: 'bpc',
      VALOR: 1.234,
    });
    expect(tresDecimais.statusCode).toBe(400);
    const renomeado = await enviar('PUT', url, { NOME_BENEFICIO: 'Aposentadoria', PROVAS_VIDA: null });
    expect(renomeado.json()).toMatchObject({
      NOME_BENEFICIO: 'Aposentadoria',
      PROVAS_VIDA: null,
      VALOR: null,
    });
    expect((await enviar('GET', url)).statusCode).toBe(404);
    expect((await enviar('DELETE', `/beneficio/${CODIGO_RESIDENTE}/Aposentadoria`)).statusCode).toBe(200);
    expect((await enviar('DELETE', `/beneficio/${CODIGO_RESIDENTE}/Aposentadoria`)).statusCode).toBe(404);
    expect((await enviar('GET', '/beneficio/999999')).statusCode).toBe(404);
    expect(
      (await enviar('POST', '/beneficio', { CODIGO_RESIDENTE: 999_999, NOME_BENEFICIO: 'X' })).statusCode,
    ).toBe(404);
    expect(
      (await enviar('POST', '/beneficio', { CODIGO_RESIDENTE, NOME_BENEFICIO: 'X', VALOR: -1 })).statusCode,
    ).toBe(400);
  });
});
