import {
  CERTIDAO_CASAMENTO_OBRIGATORIA,
  MENSAGENS,
  RESIDENTE_JA_ATIVO,
  RESIDENTE_JA_DESACOLHIDO,
  TOTAL_HEADER,
} from '@acolher/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { auditoria } from '../../db/schema.ts';
import type { SessaoDeTeste } from '../auth/fixtures.ts';
import { entrarComoEquipe } from '../cadastro/fixtures.ts';
import { contarLinhas, criarResidente, novaPessoa, novoCpf, novoResidente } from './fixtures.ts';
import { certidaoCasamento } from './tables.ts';

let t: TestApp;
let s: SessaoDeTeste;

const CERTIDAO = { NUMERO: '1234', LIVRO: 'B-12', FOLHA: '34', CIDADE: 'Campinas', ESTADO: 'SP' };

function enviar(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: s.headers, payload: payload as object | undefined });
}

beforeAll(async () => {
  t = await buildTestApp();
  s = await entrarComoEquipe(t);
});
afterAll(async () => {
  await t.close();
});

describe('POST /residente and GET /residente/{id}', () => {
  it('creates the person, the resident and the certificate in one call (role 2 allowed), audited', async () => {
    const cpf = novoCpf();
    const r = await enviar('POST', '/residente', {
      PESSOA: novaPessoa({
        CPF: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
        ESTADO_CIVIL: 'C',
      }),
      CERTIDAO_CASAMENTO: CERTIDAO,
      CARTAO_SUS: '',
      DATA_ACOLHIMENTO: '2024-01-10',
    });
    expect(r.statusCode).toBe(201);
    const criado = r.json();
    expect(criado).toMatchObject({
      ATIVO: true,
      CARTAO_SUS: null,
      DATA_ACOLHIMENTO: '2024-01-10',
      PESSOA: { CPF: cpf, ESTADO_CIVIL: 'C', NOME: 'José' },
      CERTIDAO_CASAMENTO: { CODIGO_RESIDENTE: criado.CODIGO_RESIDENTE, NUMERO: '1234' },
    });
    const lido = await enviar('GET', `/residente/${criado.CODIGO_RESIDENTE}`);
    expect(lido.json()).toEqual(criado);
    const eventos = await t.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.REGISTRO, String(criado.CODIGO_RESIDENTE)));
    expect(eventos.map((e) => `${e.ACAO} ${e.ENTIDADE}`)).toEqual(
      expect.arrayContaining(['criar residente', 'gravar certidao_casamento']),
    );
  });

  it("refuses 'C' without a certificate (400 on the field) and writes no certificate for 'S'", async () => {
    const antes = await contarLinhas(t.db);
    const semCertidao = await enviar('POST', '/residente', { PESSOA: novaPessoa({ ESTADO_CIVIL: 'V' }) });
    expect(semCertidao.statusCode).toBe(400);
    expect(semCertidao.json().errors).toContainEqual({
      campo: 'CERTIDAO_CASAMENTO',
      mensagem: CERTIDAO_CASAMENTO_OBRIGATORIA,
    });
    expect(await contarLinhas(t.db)).toEqual(antes);
    const solteiro = await enviar('POST', '/residente', novoResidente({ CERTIDAO_CASAMENTO: CERTIDAO }));
    expect(solteiro.statusCode).toBe(201);
    expect(solteiro.json().CERTIDAO_CASAMENTO).toBeNull();
    const semEstado = await enviar('POST', '/residente', { PESSOA: novaPessoa({ ESTADO_CIVIL: null }) });
    expect(semEstado.json().CERTIDAO_CASAMENTO).toBeNull();
  });

  it('leaves no row behind when the nested person breaks a rule in the middle (duplicate CPF)', async () => {
    const cpf = novoCpf();
    await criarResidente(t.app, s, novoResidente({ PESSOA: novaPessoa({ CPF: cpf }) }));
    const antes = await contarLinhas(t.db);
    const r = await enviar('POST', '/residente', {
      PESSOA: novaPessoa({ CPF: cpf, ESTADO_CIVIL: 'C' }),
      CERTIDAO_CASAMENTO: CERTIDAO,
    });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({
      message: 'CPF já existente',
      errors: [{ campo: 'CPF', mensagem: 'CPF já existente' }],
    });
    expect(await contarLinhas(t.db)).toEqual(antes);
  });

  it('leaves no person behind when the resident part fails after it (duplicate SUS card)', async () => {
    const sus = '898001000000011';
    await criarResidente(t.app, s, novoResidente({ CARTAO_SUS: sus }));
    const antes = await contarLinhas(t.db);
    const r = await enviar(
      'POST',
      '/residente',
      novoResidente({ PESSOA: novaPessoa({ CPF: novoCpf() }), CARTAO_SUS: sus }),
    );
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('Cartão SUS já existente');
    expect(await contarLinhas(t.db)).toEqual(antes);
  });

  it('works through the spec chain: POST /pessoa, POST /residente with PESSOA_CODIGO, POST /certidao_casamento', async () => {
    const p = await enviar('POST', '/pessoa', novaPessoa({ ESTADO_CIVIL: 'C', NOME: 'Maria' }));
    expect(p.statusCode).toBe(201);
    const r = await enviar('POST', '/residente', { PESSOA_CODIGO: p.json().CODIGO });
    expect(r.statusCode).toBe(201);
    const codigo = r.json().CODIGO_RESIDENTE;
    expect((await enviar('GET', `/certidao_casamento/${codigo}`)).statusCode).toBe(404);
    const c = await enviar('POST', '/certidao_casamento', { ...CERTIDAO, CODIGO_RESIDENTE: codigo });
    expect(c.statusCode).toBe(201);
    const repetida = await enviar('POST', '/certidao_casamento', { ...CERTIDAO, CODIGO_RESIDENTE: codigo });
    expect(repetida.statusCode).toBe(409);
    expect(repetida.json().message).toBe('Certidão de casamento já existente');
    const editada = await enviar('PUT', `/certidao_casamento/${codigo}`, { ...CERTIDAO, NUMERO: '999' });
    expect(editada.json()).toMatchObject({ CODIGO_RESIDENTE: codigo, NUMERO: '999' });
    expect((await enviar('GET', `/certidao_casamento/${codigo}`)).json().NUMERO).toBe('999');
    expect((await enviar('GET', `/residente/${codigo}`)).json().PESSOA.NOME).toBe('Maria');
  });

  it('refuses both or neither of PESSOA and PESSOA_CODIGO, an unknown person, and a person already a resident', async () => {
    expect((await enviar('POST', '/residente', {})).statusCode).toBe(400);
    const { PESSOA_CODIGO } = await criarResidente(t.app, s);
    expect((await enviar('POST', '/residente', { PESSOA: novaPessoa(), PESSOA_CODIGO })).statusCode).toBe(
      400,
    );
    const desconhecida = await enviar('POST', '/residente', { PESSOA_CODIGO: 999_999 });
    expect(desconhecida.statusCode).toBe(404);
    const repetido = await enviar('POST', '/residente', { PESSOA_CODIGO });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().message).toBe('Residente já existente');
  });

  it('validates documents with the contract (CPF and SUS check digits) → 400 with the field', async () => {
    const r = await enviar(
      'POST',
      '/residente',
      novoResidente({ PESSOA: novaPessoa({ CPF: '111.111.111-12' }), CARTAO_SUS: '1' }),
    );
    expect(r.statusCode).toBe(400);
    const campos = r.json().errors.map((e: { campo: string }) => e.campo);
    expect(campos).toEqual(expect.arrayContaining(['PESSOA.CPF', 'CARTAO_SUS']));
  });
});

describe('PUT /residente/{id}', () => {
  it('updates person and resident atomically, keeping its own CPF, and creates then updates the certificate', async () => {
    const cpf = novoCpf();
    const { CODIGO_RESIDENTE } = await criarResidente(
      t.app,
      s,
      novoResidente({ PESSOA: novaPessoa({ CPF: cpf }) }),
    );
    const mesmo = await enviar('PUT', `/residente/${CODIGO_RESIDENTE}`, {
      PESSOA: novaPessoa({ CPF: cpf, NOME: 'Josué', ESTADO_CIVIL: 'C' }),
      CERTIDAO_CASAMENTO: CERTIDAO,
      TITULO_ELEITOR: null,
    });
    expect(mesmo.statusCode).toBe(200);
    expect(mesmo.json()).toMatchObject({
      PESSOA: { NOME: 'Josué', CPF: cpf },
      CERTIDAO_CASAMENTO: { NUMERO: '1234' },
    });
    const denovo = await enviar('PUT', `/residente/${CODIGO_RESIDENTE}`, {
      PESSOA: novaPessoa({ CPF: cpf, ESTADO_CIVIL: 'C' }),
      CERTIDAO_CASAMENTO: { ...CERTIDAO, NUMERO: '5678' },
    });
    expect(denovo.json().CERTIDAO_CASAMENTO.NUMERO).toBe('5678');
    const certidoes = await t.db
      .select()
      .from(certidaoCasamento)
      .where(eq(certidaoCasamento.CODIGO_RESIDENTE, CODIGO_RESIDENTE));
    expect(certidoes).toHaveLength(1);
    const semCertidao = await enviar('PUT', `/residente/${CODIGO_RESIDENTE}`, {
      PESSOA: novaPessoa({ CPF: cpf, ESTADO_CIVIL: 'D' }),
    });
    expect(semCertidao.statusCode).toBe(400);
  });

  it("writes no certificate on update when the status is 'S' or none", async () => {
    const { CODIGO_RESIDENTE } = await criarResidente(t.app, s);
    for (const ESTADO_CIVIL of ['S', null]) {
      const r = await enviar('PUT', `/residente/${CODIGO_RESIDENTE}`, {
        PESSOA: novaPessoa({ ESTADO_CIVIL }),
        CERTIDAO_CASAMENTO: CERTIDAO,
      });
      expect(r.statusCode).toBe(200);
      expect(r.json().CERTIDAO_CASAMENTO).toBeNull();
    }
  });

  it("refuses another resident's CPF with 409 and changes nothing (person and resident roll back)", async () => {
    const outro = novoCpf();
    await criarResidente(t.app, s, novoResidente({ PESSOA: novaPessoa({ CPF: outro }) }));
    const { CODIGO_RESIDENTE } = await criarResidente(
      t.app,
      s,
      novoResidente({ PESSOA: novaPessoa({ NOME: 'Ana' }) }),
    );
    const r = await enviar('PUT', `/residente/${CODIGO_RESIDENTE}`, {
      PESSOA: novaPessoa({ NOME: 'Mudou', CPF: outro }),
      OBSERVACOES: 'mudou',
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('CPF já existente');
    const lido = (await enviar('GET', `/residente/${CODIGO_RESIDENTE}`)).json();
    expect(lido.PESSOA.NOME).toBe('Ana');
    expect(lido.OBSERVACOES).toBeNull();
  });

  it('answers 404 for an unknown resident and 400 for a malformed code', async () => {
    const r = await enviar('PUT', '/residente/999999', novoResidente());
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ message: MENSAGENS.naoEncontrado });
    expect((await enviar('GET', '/residente/999999')).statusCode).toBe(404);
    expect((await enviar('GET', '/residente/abc')).statusCode).toBe(400);
  });
});

describe('PUT /pessoa/{id}', () => {
  it('updates a person, keeps its own CPF and refuses one of somebody else', async () => {
    const a = (await enviar('POST', '/pessoa', novaPessoa({ CPF: novoCpf() }))).json();
    const b = (await enviar('POST', '/pessoa', novaPessoa({ CPF: novoCpf() }))).json();
    const mesmo = await enviar('PUT', `/pessoa/${a.CODIGO}`, novaPessoa({ CPF: a.CPF, NOME: 'Ana' }));
    expect(mesmo.json()).toMatchObject({ CODIGO: a.CODIGO, NOME: 'Ana', CPF: a.CPF });
    const dele = await enviar('PUT', `/pessoa/${a.CODIGO}`, novaPessoa({ CPF: b.CPF }));
    expect(dele.statusCode).toBe(409);
    expect((await enviar('PUT', '/pessoa/999999', novaPessoa())).statusCode).toBe(404);
  });
});

describe('GET /residente and /residente-inativos', () => {
  it('lists by name, ignores accents and case in the search, pages, and always sends X-Total-Count', async () => {
    for (const nome of ['Zuleica', 'Zélia', 'Zacarias'])
      await criarResidente(
        t.app,
        s,
        novoResidente({ PESSOA: novaPessoa({ NOME: nome, SOBRENOME: 'Buscável' }) }),
      );
    const todos = await enviar('GET', '/residente?busca=BUSCAVEL');
    expect(todos.json().map((r: { NOME: string }) => r.NOME)).toEqual(['Zacarias', 'Zélia', 'Zuleica']);
    expect(todos.headers[TOTAL_HEADER]).toBe('3');
    const pagina = await enviar('GET', '/residente?busca=buscavel&limite=2&deslocamento=1');
    expect(pagina.json().map((r: { NOME: string }) => r.NOME)).toEqual(['Zélia', 'Zuleica']);
    expect(pagina.headers[TOTAL_HEADER]).toBe('3');
    const zelia = await enviar('GET', '/residente?busca=zelia');
    expect(zelia.json().map((r: { NOME: string }) => r.NOME)).toEqual(['Zélia']);
    const inteira = await enviar('GET', '/residente');
    expect(Number(inteira.headers[TOTAL_HEADER])).toBe(inteira.json().length);
    expect(inteira.json()[0]).toEqual(
      expect.objectContaining({ CODIGO_RESIDENTE: expect.any(Number), NOME: expect.any(String) }),
    );
    expect((await enviar('GET', '/residente?limite=0')).statusCode).toBe(400);
    expect((await enviar('GET', '/residente?busca=%25%25')).statusCode).toBe(200);
  });

  it('discharges with a reason (date defaults to today), refuses a second discharge, readmits once', async () => {
    const { CODIGO_RESIDENTE } = await criarResidente(
      t.app,
      s,
      novoResidente({
        PESSOA: novaPessoa({ NOME: 'Desacolhida', SOBRENOME: 'Única' }),
        DATA_ACOLHIMENTO: '2020-01-01',
      }),
    );
    const semMotivo = await enviar('POST', `/residente-inativar/${CODIGO_RESIDENTE}`, {});
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().errors[0].campo).toBe('MOTIVO_DESACOLHIMENTO');
    const antes = await enviar('POST', `/residente-inativar/${CODIGO_RESIDENTE}`, {
      MOTIVO_DESACOLHIMENTO: 'Erro',
      DATA_DESACOLHIMENTO: '2019-12-31',
    });
    expect(antes.statusCode).toBe(400);
    const r = await enviar('POST', `/residente-inativar/${CODIGO_RESIDENTE}`, {
      MOTIVO_DESACOLHIMENTO: 'Voltou para a família',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ ATIVO: false, MOTIVO_DESACOLHIMENTO: 'Voltou para a família' });
    expect(r.json().DATA_DESACOLHIMENTO).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const inativos = await enviar('GET', '/residente-inativos?busca=desacolhida unica');
    expect(inativos.json()).toEqual([
      expect.objectContaining({ CODIGO_RESIDENTE, MOTIVO_DESACOLHIMENTO: 'Voltou para a família' }),
    ]);
    expect((await enviar('GET', '/residente?busca=desacolhida')).json()).toEqual([]);
    const denovo = await enviar('POST', `/residente-inativar/${CODIGO_RESIDENTE}`, {
      MOTIVO_DESACOLHIMENTO: 'x',
    });
    expect(denovo.statusCode).toBe(409);
    expect(denovo.json().message).toBe(RESIDENTE_JA_DESACOLHIDO);
    const volta = await enviar('DELETE', `/residente-ativar/${CODIGO_RESIDENTE}`);
    expect(volta.json()).toMatchObject({
      ATIVO: true,
      DATA_DESACOLHIMENTO: null,
      MOTIVO_DESACOLHIMENTO: null,
    });
    const outraVez = await enviar('DELETE', `/residente-ativar/${CODIGO_RESIDENTE}`);
    expect(outraVez.statusCode).toBe(409);
    expect(outraVez.json().message).toBe(RESIDENTE_JA_ATIVO);
    expect((await enviar('DELETE', '/residente-ativar/999999')).statusCode).toBe(404);
    expect(
      (await enviar('POST', '/residente-inativar/999999', { MOTIVO_DESACOLHIMENTO: 'x' })).statusCode,
    ).toBe(404);
    const eventos = await t.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.REGISTRO, String(CODIGO_RESIDENTE)));
    expect(eventos.map((e) => e.ACAO)).toEqual(expect.arrayContaining(['desacolher', 'reacolher']));
  });
});

describe('uniqueness checks (SPEC §5)', () => {
  const DOCUMENTOS = [
    ['cartao_sams', 'CARTAO_SAMS', 'ab-123', 'AB123', 'Cartão SAMS'],
    ['cartao_sus', 'CARTAO_SUS', '898 0010 0000 0003', '898001000000003', 'Cartão SUS'],
    ['conta_inss', 'CONTA_INSS', '12.345-x', '12345X', 'Conta INSS'],
    ['numero_certidao_nascimento', 'NUMERO_CERTIDAO_NASCIMENTO', '12.345', '12345', 'Certidão de nascimento'],
    ['numero_inss', 'NUMERO_INSS', '123.456.789-01', '12345678901', 'Número INSS'],
    ['titulo_eleitor', 'TITULO_ELEITOR', '0043 5687 0906', '004356870906', 'Título de eleitor'],
  ] as const;

  it.each(DOCUMENTOS)(
    '/residente/%s: normalized, own record excluded; write refuses with 409',
    async (rota, campo, mascarado, normalizado, rotulo) => {
      const livre = await enviar('POST', `/residente/${rota}`, { valor: mascarado });
      expect(livre.json()).toEqual({ existente: false });
      const dono = await criarResidente(t.app, s, novoResidente({ [campo]: mascarado }));
      const lido = (await enviar('GET', `/residente/${dono.CODIGO_RESIDENTE}`)).json();
      expect(lido[campo]).toBe(normalizado);
      expect((await enviar('POST', `/residente/${rota}`, { valor: normalizado })).json()).toEqual({
        existente: true,
      });
      const proprio = await enviar('POST', `/residente/${rota}`, {
        valor: mascarado,
        CODIGO: dono.CODIGO_RESIDENTE,
      });
      expect(proprio.json()).toEqual({ existente: false });
      const naCriacao = await enviar('POST', '/residente', novoResidente({ [campo]: normalizado }));
      expect(naCriacao.statusCode).toBe(409);
      expect(naCriacao.json().message).toBe(`${rotulo} já existente`);
      const outro = await criarResidente(t.app, s);
      const naEdicao = await enviar('PUT', `/residente/${outro.CODIGO_RESIDENTE}`, { [campo]: mascarado });
      expect(naEdicao.statusCode).toBe(409);
      const semMudar = await enviar('PUT', `/residente/${dono.CODIGO_RESIDENTE}`, { [campo]: mascarado });
      expect(semMudar.statusCode).toBe(200);
    },
  );

  it('/pessoa/cpf and /pessoa/rg: normalized, own person excluded', async () => {
    const cpf = novoCpf();
    const p = (await enviar('POST', '/pessoa', novaPessoa({ CPF: cpf, RG: '12.345.678-x' }))).json();
    const mascarado = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    expect((await enviar('POST', '/pessoa/cpf', { valor: mascarado })).json()).toEqual({ existente: true });
    expect((await enviar('POST', '/pessoa/cpf', { valor: mascarado, CODIGO: p.CODIGO })).json()).toEqual({
      existente: false,
    });
    expect((await enviar('POST', '/pessoa/cpf', { valor: '' })).json()).toEqual({ existente: false });
    expect((await enviar('POST', '/pessoa/rg', { valor: '12345678X' })).json()).toEqual({ existente: true });
    expect((await enviar('POST', '/pessoa/rg', { valor: '12345678x', CODIGO: p.CODIGO })).json()).toEqual({
      existente: false,
    });
    const rgRepetido = await enviar('POST', '/pessoa', novaPessoa({ RG: '12345678X' }));
    expect(rgRepetido.json().message).toBe('RG já existente');
    expect((await enviar('POST', '/pessoa/cpf', { CODIGO: 1 })).statusCode).toBe(400);
  });

  it("a person's CPF and RG: 409 on create and on another's edit (chain and nested), not on its own", async () => {
    const cpf = novoCpf();
    const dono = await criarResidente(
      t.app,
      s,
      novoResidente({ PESSOA: novaPessoa({ CPF: cpf, RG: 'MG-1.234' }) }),
    );
    const outro = await criarResidente(t.app, s);
    for (const [campo, valor, rotulo] of [
      ['CPF', cpf, 'CPF'],
      ['RG', 'mg1234', 'RG'],
    ] as const) {
      const naCriacao = await enviar(
        'POST',
        '/residente',
        novoResidente({ PESSOA: novaPessoa({ [campo]: valor }) }),
      );
      expect(naCriacao.statusCode).toBe(409);
      expect(naCriacao.json().message).toBe(`${rotulo} já existente`);
      const naCadeia = await enviar('PUT', `/pessoa/${outro.PESSOA_CODIGO}`, novaPessoa({ [campo]: valor }));
      expect(naCadeia.statusCode).toBe(409);
      expect(naCadeia.json().message).toBe(`${rotulo} já existente`);
      const aninhado = await enviar('PUT', `/residente/${outro.CODIGO_RESIDENTE}`, {
        PESSOA: novaPessoa({ [campo]: valor }),
      });
      expect(aninhado.statusCode).toBe(409);
      expect(aninhado.json().message).toBe(`${rotulo} já existente`);
    }
    const proprio = await enviar('PUT', `/residente/${dono.CODIGO_RESIDENTE}`, {
      PESSOA: novaPessoa({ CPF: cpf, RG: 'MG-1.234' }),
    });
    expect(proprio.statusCode).toBe(200);
    expect(proprio.json().PESSOA).toMatchObject({ CPF: cpf, RG: 'MG1234' });
    const outroLido = (await enviar('GET', `/residente/${outro.CODIGO_RESIDENTE}`)).json();
    expect(outroLido.PESSOA).toMatchObject({ CPF: null, RG: null });
  });
});

describe('access', () => {
  it.each([
    ['GET', '/residente-inativos'],
    ['GET', '/residente/1'],
    ['PUT', '/residente/1'],
    ['POST', '/residente-inativar/1'],
    ['DELETE', '/residente-ativar/1'],
    ['POST', '/residente/cartao_sus'],
    ['POST', '/pessoa'],
    ['PUT', '/pessoa/1'],
    ['POST', '/pessoa/cpf'],
    ['POST', '/certidao_casamento'],
    ['GET', '/certidao_casamento/1'],
    ['PUT', '/certidao_casamento/1'],
    ['POST', '/familiar'],
    ['GET', '/familiar/1'],
    ['PUT', '/familiar/1'],
    ['GET', '/residente_familiar/1'],
    ['POST', '/residente_familiar'],
    ['DELETE', '/residente_familiar/1/2'],
    ['POST', '/endereco'],
    ['GET', '/endereco/1'],
    ['PUT', '/endereco/1'],
    ['POST', '/endereco_familiar'],
    ['POST', '/telefone'],
    ['GET', '/telefone/1'],
    ['PUT', '/telefone/1'],
    ['POST', '/telefone_familiar'],
    ['GET', '/telefone_familiar/1'],
    ['DELETE', '/telefone_familiar/1/2'],
    ['GET', '/residente_convenio/1'],
    ['GET', '/residente_convenio/one/1'],
    ['POST', '/residente_convenio'],
    ['PUT', '/residente_convenio/1'],
    ['DELETE', '/residente_convenio/1'],
    ['POST', '/telefone_parentesco'],
    ['GET', '/telefone_parentesco/1'],
    ['DELETE', '/telefone_parentesco/1/2'],
    ['GET', '/beneficio/1'],
    ['GET', '/beneficio/1/BPC'],
    ['POST', '/beneficio'],
    ['PUT', '/beneficio/1/BPC'],
    ['DELETE', '/beneficio/1/BPC'],
    ['POST', '/beneficio/nome'],
  ] as const)('%s %s answers 401 without a session and writes nothing', async (method, url) => {
    const antes = await contarLinhas(t.db);
    const r = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(r.statusCode).toBe(401);
    expect(await contarLinhas(t.db)).toEqual(antes);
  });

  it('answers 401 without a session and 403 for a cookie write without the XSRF header', async () => {
    const semSessao = await t.app.inject({ method: 'GET', url: '/residente' });
    expect(semSessao.statusCode).toBe(401);
    const semSessaoEscrita = await t.app.inject({
      method: 'POST',
      url: '/residente',
      payload: novoResidente(),
    });
    expect(semSessaoEscrita.statusCode).toBe(401);
    const antes = await contarLinhas(t.db);
    const semXsrf = await t.app.inject({
      method: 'POST',
      url: '/residente',
      headers: { cookie: s.headers.cookie },
      payload: novoResidente(),
    });
    expect(semXsrf.statusCode).toBe(403);
    expect(await contarLinhas(t.db)).toEqual(antes);
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/residente',
      headers: { authorization: `Bearer ${s.token}` },
      payload: novoResidente(),
    });
    expect(bearer.statusCode).toBe(201);
  });
});
