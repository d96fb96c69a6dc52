import { enderecoInput, MENSAGENS, PERMISSAO, pessoaInput, telefoneInput } from '@acolher/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import {
  entrarComoAdministrador,
  entrarComoEquipe,
  type SessaoDeTeste,
} from '../../../test/support/sessoes.ts';
import { auditoria, endereco, pessoa, telefone } from '../../db/schema.ts';
import * as cadastro from './service.ts';

/** The shared person/address/phone writes of the spec's chains: each with its audit row, or nothing. */
let t: TestApp;
let s: SessaoDeTeste;
let admin: SessaoDeTeste;

const PESSOA = { NOME: 'Ana', SOBRENOME: 'Lima', DATA_NASCIMENTO: '1940-01-01' };
const ENDERECO = { LOGRADOURO: 'Rua A', CIDADE: 'Campinas', ESTADO: 'SP' };
const TELEFONE = { NUMERO: '19999990000', TIPO: 'celular' };
/** What the routes hand the service: the bodies as the contract reads them. */
const dados = {
  pessoa: pessoaInput.parse(PESSOA),
  endereco: enderecoInput.parse(ENDERECO),
  telefone: telefoneInput.parse(TELEFONE),
};

/** An author whose account does not exist: the audit row's foreign key fails after the write. */
const AUTOR_INEXISTENTE = { usuarioCodigo: 2_000_000_000, ip: '127.0.0.1', permissao: PERMISSAO.equipe };

async function linhas() {
  const contar = async (tabela: typeof pessoa | typeof endereco | typeof telefone | typeof auditoria) =>
    (await t.db.select({ n: count() }).from(tabela))[0]?.n;
  return {
    pessoa: await contar(pessoa),
    endereco: await contar(endereco),
    telefone: await contar(telefone),
    auditoria: await contar(auditoria),
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  s = await entrarComoEquipe(t);
  admin = await entrarComoAdministrador(t);
});
afterAll(async () => {
  await t.close();
});

describe('granular writes and their audit rows commit together', () => {
  it('a failing audit row takes the created person, address or phone with it', async () => {
    const antes = await linhas();
    await expect(cadastro.criarPessoa(t.db, AUTOR_INEXISTENTE, dados.pessoa)).rejects.toThrow();
    await expect(cadastro.criarEndereco(t.db, AUTOR_INEXISTENTE, dados.endereco)).rejects.toThrow();
    await expect(cadastro.criarTelefone(t.db, AUTOR_INEXISTENTE, dados.telefone)).rejects.toThrow();
    expect(await linhas()).toEqual(antes);
  });

  it('a failing audit row leaves the updated person, address or phone as it was', async () => {
    const p = (
      await t.app.inject({ method: 'POST', url: '/pessoa', headers: s.headers, payload: PESSOA })
    ).json();
    const e = (
      await t.app.inject({ method: 'POST', url: '/endereco', headers: s.headers, payload: ENDERECO })
    ).json();
    const f = (
      await t.app.inject({ method: 'POST', url: '/telefone', headers: s.headers, payload: TELEFONE })
    ).json();
    await expect(
      cadastro.atualizarPessoa(t.db, AUTOR_INEXISTENTE, p.CODIGO, { ...dados.pessoa, NOME: 'Mudou' }),
    ).rejects.toThrow();
    await expect(
      cadastro.atualizarEndereco(t.db, AUTOR_INEXISTENTE, e.CODIGO, { ...dados.endereco, CIDADE: 'Mudou' }),
    ).rejects.toThrow();
    await expect(
      cadastro.atualizarTelefone(t.db, AUTOR_INEXISTENTE, f.CODIGO, {
        ...dados.telefone,
        NUMERO: '1100000000',
      }),
    ).rejects.toThrow();
    expect(await cadastro.buscarPessoa(t.db, p.CODIGO)).toMatchObject(p);
    expect(await cadastro.buscarEndereco(t.db, e.CODIGO)).toEqual(e);
    expect(await cadastro.buscarTelefone(t.db, f.CODIGO)).toEqual(f);
  });

  it.each([
    ['POST', '/pessoa', 'criar', 'pessoa', PESSOA],
    ['POST', '/endereco', 'criar', 'endereco', ENDERECO],
    ['POST', '/telefone', 'criar', 'telefone', TELEFONE],
  ] as const)(
    '%s %s writes its audit row, and so does the PUT of what it made',
    async (method, url, acao, entidade, corpo) => {
      const criado = await t.app.inject({ method, url, headers: s.headers, payload: corpo });
      expect(criado.statusCode).toBe(201);
      const { CODIGO } = criado.json();
      const editado = await t.app.inject({
        method: 'PUT',
        url: `${url}/${CODIGO}`,
        headers: s.headers,
        payload: corpo,
      });
      expect(editado.statusCode).toBe(200);
      const eventos = await t.db
        .select({ ACAO: auditoria.ACAO, USUARIO_CODIGO: auditoria.USUARIO_CODIGO })
        .from(auditoria)
        .where(and(eq(auditoria.ENTIDADE, entidade), eq(auditoria.REGISTRO, String(CODIGO))));
      expect(eventos.map((e) => e.ACAO)).toEqual([acao, 'atualizar']);
      expect(eventos.every((e) => e.USUARIO_CODIGO !== null)).toBe(true);
    },
  );
});

describe('DELETE /telefone/{id} e /endereco/{id}', () => {
  it.each([
    ['/telefone', TELEFONE, '/telefone_pessoa', 'TELEFONE_CODIGO', MENSAGENS.telefoneEmUso],
    ['/endereco', ENDERECO, '/endereco_pessoa', 'ENDERECO_CODIGO', MENSAGENS.enderecoEmUso],
  ] as const)(
    '%s: em uso é 409 e fica; sem vínculo é 204 e some; de novo é 404',
    async (url, corpo, vinculo, campo, emUso) => {
      const enviar = (method: 'POST' | 'DELETE', caminho: string, payload?: object) =>
        t.app.inject({ method, url: caminho, headers: s.headers, ...(payload && { payload }) });
      const { CODIGO } = (await enviar('POST', url, corpo)).json();
      const dono = (await enviar('POST', '/pessoa', PESSOA)).json();
      const ligado = await t.app.inject({
        method: 'POST',
        url: vinculo,
        headers: admin.headers,
        payload: { PESSOA_CODIGO: dono.CODIGO, [campo]: CODIGO },
      });
      expect(ligado.statusCode).toBe(201);
      const recusado = await enviar('DELETE', `${url}/${CODIGO}`);
      expect([recusado.statusCode, recusado.json().message]).toEqual([409, emUso]);
      await t.app.inject({
        method: 'DELETE',
        url: `${vinculo}/${dono.CODIGO}/${CODIGO}`,
        headers: admin.headers,
      });
      const { CODIGO: solto } = (await enviar('POST', url, corpo)).json();
      expect((await enviar('DELETE', `${url}/${solto}`)).statusCode).toBe(204);
      expect((await enviar('DELETE', `${url}/${solto}`)).statusCode).toBe(404);
    },
  );
});

describe('a phone and its kind, an owner and its numbers (decision 0050)', () => {
  const enviar = (url: string, payload: object, sessao = s) =>
    t.app.inject({ method: 'POST', url, headers: sessao.headers, payload });

  it('POST /telefone: a landline or a 0800 is not "celular" (400 on TIPO); without TIPO the digits say it', async () => {
    const antes = await linhas();
    for (const NUMERO of ['(11) 3333-4444', '0800 727 1234']) {
      const recusado = await enviar('/telefone', { NUMERO, TIPO: 'celular' });
      expect(recusado.statusCode).toBe(400);
      expect(recusado.json().errors).toContainEqual({
        campo: 'TIPO',
        mensagem: MENSAGENS.telefoneNaoECelular,
      });
    }
    expect(await linhas()).toEqual(antes);
    expect((await enviar('/telefone', { NUMERO: '1133334444' })).json().TIPO).toBe('residencial');
    expect((await enviar('/telefone', { NUMERO: '08007271234' })).json().TIPO).toBe('comercial');
  });

  it('POST /telefone_familiar: a number the relative already has is refused (409), whatever its kind', async () => {
    const familiar = (await enviar('/familiar', { NOME: 'Rosa', SOBRENOME: 'Lima' })).json();
    const primeiro = (await enviar('/telefone', { NUMERO: '11987654321' })).json();
    const segundo = (await enviar('/telefone', { NUMERO: '+55 11 98765-4321', TIPO: 'recado' })).json();
    const outro = (await enviar('/telefone', { NUMERO: '11912345678' })).json();
    const vincular = (TELEFONE_CODIGO: number) =>
      enviar('/telefone_familiar', { FAMILIAR_CODIGO: familiar.CODIGO, TELEFONE_CODIGO });
    expect((await vincular(primeiro.CODIGO)).statusCode).toBe(201);
    const repetido = await vincular(segundo.CODIGO);
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().message).toBe(MENSAGENS.telefoneRepetido);
    expect((await vincular(outro.CODIGO)).statusCode).toBe(201);
    const guardados = await t.app.inject({
      method: 'GET',
      url: `/telefone_familiar/${familiar.CODIGO}`,
      headers: s.headers,
    });
    expect(guardados.json().map((f: { NUMERO: string }) => f.NUMERO)).toEqual(['11987654321', '11912345678']);
  });

  it('POST /funcionario: the same number twice is refused on the second, and nothing is written', async () => {
    const antes = await linhas();
    const resposta = await enviar(
      '/funcionario',
      {
        PESSOA: PESSOA,
        CARGO: 'Cuidadora',
        DATA_ADMISSAO: '2024-03-01',
        TELEFONE: [{ NUMERO: '(11) 98765-4321' }, { NUMERO: '11 98765 4321', TIPO: 'recado' }],
      },
      admin,
    );
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json().errors).toContainEqual({
      campo: 'TELEFONE.1.NUMERO',
      mensagem: MENSAGENS.telefoneRepetido,
    });
    expect(await linhas()).toEqual(antes);
  });
});

describe('PUT /telefone/{id} and the owner’s numbers (decision 0050)', () => {
  it('changing a phone to a number its owner already has is refused (409), and the phone stays as it was', async () => {
    const enviar = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: s.headers, payload });
    const familiar = (await enviar('POST', '/familiar', { NOME: 'Iara', SOBRENOME: 'Lima' })).json();
    const um = (await enviar('POST', '/telefone', { NUMERO: '11987650001' })).json();
    const outro = (await enviar('POST', '/telefone', { NUMERO: '11987650002' })).json();
    for (const TELEFONE_CODIGO of [um.CODIGO, outro.CODIGO])
      await enviar('POST', '/telefone_familiar', { FAMILIAR_CODIGO: familiar.CODIGO, TELEFONE_CODIGO });
    const repetido = await enviar('PUT', `/telefone/${outro.CODIGO}`, { NUMERO: '(11) 98765-0001' });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().message).toBe(MENSAGENS.telefoneRepetido);
    expect(
      (await t.app.inject({ method: 'GET', url: `/telefone/${outro.CODIGO}`, headers: s.headers })).json(),
    ).toMatchObject({ NUMERO: '11987650002' });
    expect((await enviar('PUT', `/telefone/${outro.CODIGO}`, { NUMERO: '11987650003' })).statusCode).toBe(
      200,
    );
  });
});
