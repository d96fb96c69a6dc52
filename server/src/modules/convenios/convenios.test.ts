import {
  CONVENIO_JA_ATIVO,
  CONVENIO_JA_TEM_ENDERECO,
  convenioEmUso,
  MENSAGENS,
  TELEFONE_JA_NO_CONVENIO,
  TOTAL_HEADER,
} from '@acolher/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { entrarComoEquipe, enviarComo, type SessaoDeTeste } from '../../../test/support/sessoes.ts';
import { auditoria, endereco, pessoa, residente, residenteConvenio, telefone } from '../../db/schema.ts';
import { TELEFONE_FORA_DO_CONVENIO } from './service.ts';

let t: TestApp;
/** Every test writes as the team role (PERMISSAO 2): plans are theirs to keep. */
let equipe: SessaoDeTeste;

const CNPJ_VALIDO = '11.222.333/0001-81';
const planoCompleto = {
  NOME: 'União Saúde',
  TIPO: 'saude',
  CNPJ: CNPJ_VALIDO,
  REGISTRO_ANS: '123456',
  EMAIL: 'contato@uniaosaude.com.br',
  ENDERECO: { CEP: '01001-000', LOGRADOURO: 'Praça da Sé', NUMERO: '100', CIDADE: 'São Paulo', ESTADO: 'SP' },
  TELEFONE: [{ NUMERO: '(11) 3333-4444', TIPO: 'comercial' }, { NUMERO: '11 99999-0000' }],
};

const pedir = enviarComo(
  () => t,
  () => equipe,
);

async function criarPlano(corpo: Record<string, unknown> = planoCompleto) {
  const resposta = await pedir('POST', '/convenio', corpo);
  expect(resposta.statusCode, resposta.body).toBe(201);
  return resposta.json();
}

async function contagens() {
  const { rows } = await t.db.execute<Record<string, number>>(sql`
    select (select count(*) from convenio)::int as convenio, (select count(*) from endereco)::int as endereco,
           (select count(*) from telefone)::int as telefone, (select count(*) from endereco_convenio)::int as ec,
           (select count(*) from telefone_convenio)::int as tc`);
  return rows[0];
}

async function residenteNoPlano(codigoConvenio: number, ativo: boolean, nome: string) {
  const [p] = await t.db
    .insert(pessoa)
    .values({ NOME: nome, SOBRENOME: 'Teste', DATA_NASCIMENTO: '1940-05-01' })
    .returning({ CODIGO: pessoa.CODIGO });
  const [r] = await t.db
    .insert(residente)
    .values({
      PESSOA_CODIGO: p?.CODIGO ?? 0,
      ATIVO: ativo,
      DATA_DESACOLHIMENTO: ativo ? null : '2024-01-01',
      MOTIVO_DESACOLHIMENTO: ativo ? null : 'Transferência',
    })
    .returning({ CODIGO: residente.CODIGO_RESIDENTE });
  await t.db
    .insert(residenteConvenio)
    .values({ RESIDENTE_CODIGO: r?.CODIGO ?? 0, CONVENIO_CODIGO: codigoConvenio, NUMERO_CONVENIO: '0001' });
}

beforeAll(async () => {
  t = await buildTestApp();
  equipe = await entrarComoEquipe(t);
});
afterAll(async () => {
  await t.close();
});

describe('sem sessão', () => {
  it.each([
    ['GET', '/convenio'],
    ['GET', '/convenio-desativados'],
    ['GET', '/tratados'],
    ['GET', '/convenio/1'],
    ['GET', '/convenio-full/1'],
    ['GET', '/telefone_convenio/1'],
    ['GET', '/endereco_convenio/1'],
    ['POST', '/convenio'],
    ['PUT', '/convenio/1'],
    ['POST', '/endereco_convenio'],
    ['POST', '/telefone_convenio'],
    ['DELETE', '/telefone_convenio/1/1'],
    ['DELETE', '/telefone/1'],
    ['DELETE', '/convenio/1'],
    ['DELETE', '/convenio-ativar/1'],
  ] as const)('%s %s responde 401', async (method, url) => {
    const resposta = await t.app.inject({ method, url });
    expect(resposta.statusCode).toBe(401);
  });
});

describe('criação com endereço e telefones aninhados', () => {
  it('grava tudo numa transação, normaliza os documentos e audita', async () => {
    const criado = await criarPlano();
    expect(criado).toMatchObject({
      NOME: 'União Saúde',
      CNPJ: '11222333000181',
      ATIVO: true,
      ENDERECO: { CEP: '01001000', LOGRADOURO: 'Praça da Sé', CIDADE: 'São Paulo', ESTADO: 'SP' },
      TELEFONE: [
        { NUMERO: '1133334444', TIPO: 'comercial' },
        { NUMERO: '11999990000', TIPO: 'celular' },
      ],
    });
    const full = await pedir('GET', `/convenio-full/${criado.CODIGO}`);
    expect(full.json()).toEqual(criado);
    const simples = await pedir('GET', `/convenio/${criado.CODIGO}`);
    expect(simples.json()).toMatchObject({
      CODIGO: criado.CODIGO,
      NOME: 'União Saúde',
      REGISTRO_ANS: '123456',
    });
    expect(simples.json()).not.toHaveProperty('TELEFONE');
    expect((await pedir('GET', `/telefone_convenio/${criado.CODIGO}`)).json()).toEqual(criado.TELEFONE);
    expect((await pedir('GET', `/endereco_convenio/${criado.CODIGO}`)).json()).toEqual([criado.ENDERECO]);
    const eventos = await t.db
      .select({ ACAO: auditoria.ACAO, ENTIDADE: auditoria.ENTIDADE })
      .from(auditoria)
      .where(and(eq(auditoria.ENTIDADE, 'convenio'), eq(auditoria.REGISTRO, String(criado.CODIGO))));
    expect(eventos).toContainEqual({ ACAO: 'criar', ENTIDADE: 'convenio' });
  });

  it('recusa campos inválidos com 400 e mensagens por campo, sem gravar nada', async () => {
    const antes = await contagens();
    const resposta = await pedir('POST', '/convenio', {
      ...planoCompleto,
      NOME: '  ',
      CNPJ: '11.222.333/0001-82',
      TELEFONE: [{ NUMERO: '123' }],
    });
    expect(resposta.statusCode).toBe(400);
    const campos = resposta.json().errors.map((e: { campo: string }) => e.campo);
    expect(campos).toEqual(expect.arrayContaining(['NOME', 'CNPJ', 'TELEFONE.0.NUMERO']));
    expect(await contagens()).toEqual(antes);
  });

  it('uma falha no meio (telefone alheio na lista) desfaz o convênio, o endereço e o primeiro telefone', async () => {
    const outro = await criarPlano({ NOME: 'Outro', TELEFONE: [{ NUMERO: '1144445555' }] });
    const antes = await contagens();
    const resposta = await pedir('POST', '/convenio', {
      ...planoCompleto,
      NOME: 'Plano que não pode ficar',
      TELEFONE: [{ NUMERO: '1133330000' }, { CODIGO: outro.TELEFONE[0].CODIGO, NUMERO: '1144445555' }],
    });
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json().message).toBe(TELEFONE_FORA_DO_CONVENIO);
    expect(await contagens()).toEqual(antes);
    const sobra = await t.db.select().from(telefone).where(eq(telefone.NUMERO, '1133330000'));
    expect(sobra).toEqual([]);
  });
});

describe('alteração', () => {
  it('PUT altera os campos, o endereço no lugar e a lista de telefones inteira', async () => {
    const criado = await criarPlano({ ...planoCompleto, NOME: 'Plano Antigo' });
    const [fixo, celular] = criado.TELEFONE;
    const resposta = await pedir('PUT', `/convenio/${criado.CODIGO}`, {
      NOME: 'Plano Conceição',
      TIPO: 'odontologico',
      ENDERECO: { LOGRADOURO: 'Rua Nova', CIDADE: 'Campinas', ESTADO: 'SP' },
      TELEFONE: [{ CODIGO: fixo.CODIGO, NUMERO: '1122223333', TIPO: 'comercial' }, { NUMERO: '19988887777' }],
    });
    expect(resposta.statusCode, resposta.body).toBe(200);
    const alterado = resposta.json();
    expect(alterado).toMatchObject({ NOME: 'Plano Conceição', TIPO: 'odontologico', CNPJ: null });
    expect(alterado.ENDERECO).toMatchObject({
      CODIGO: criado.ENDERECO.CODIGO,
      CIDADE: 'Campinas',
      CEP: null,
    });
    expect(alterado.TELEFONE.map((x: { NUMERO: string }) => x.NUMERO)).toEqual(['1122223333', '19988887777']);
    expect(alterado.TELEFONE[0].CODIGO).toBe(fixo.CODIGO);
    // The removed phone was the plan's only: it is gone, not left orphaned.
    expect(await t.db.select().from(telefone).where(eq(telefone.CODIGO, celular.CODIGO))).toEqual([]);
  });

  it('os vínculos do agregado auditam como os da cadeia: um evento por vínculo, dono/item', async () => {
    const criado = await criarPlano();
    const [fixo, celular] = criado.TELEFONE;
    const e = criado.ENDERECO.CODIGO;
    await pedir('PUT', `/convenio/${criado.CODIGO}`, { NOME: 'Outro', ENDERECO: null, TELEFONE: [] });
    const eventos = await t.db
      .select({ ACAO: auditoria.ACAO, ENTIDADE: auditoria.ENTIDADE, REGISTRO: auditoria.REGISTRO })
      .from(auditoria)
      .where(sql`${auditoria.ENTIDADE} in ('telefone_convenio', 'endereco_convenio')
        and ${auditoria.REGISTRO} like ${`${criado.CODIGO}/%`}`)
      .orderBy(auditoria.CODIGO);
    const evento = (ACAO: string, ENTIDADE: string, item: number) => ({
      ACAO,
      ENTIDADE,
      REGISTRO: `${criado.CODIGO}/${item}`,
    });
    expect(eventos).toEqual([
      evento('vincular', 'endereco_convenio', e),
      evento('vincular', 'telefone_convenio', fixo.CODIGO),
      evento('vincular', 'telefone_convenio', celular.CODIGO),
      evento('desvincular', 'endereco_convenio', e),
      evento('desvincular', 'telefone_convenio', fixo.CODIGO),
      evento('desvincular', 'telefone_convenio', celular.CODIGO),
    ]);
  });

  it('PUT sem ENDERECO nem TELEFONE deixa os dois como estão; ENDERECO null remove o endereço', async () => {
    const criado = await criarPlano();
    const soCampos = await pedir('PUT', `/convenio/${criado.CODIGO}`, { NOME: 'Só o nome' });
    expect(soCampos.json()).toMatchObject({
      NOME: 'Só o nome',
      ENDERECO: criado.ENDERECO,
      TELEFONE: criado.TELEFONE,
    });
    const semEndereco = await pedir('PUT', `/convenio/${criado.CODIGO}`, {
      NOME: 'Só o nome',
      ENDERECO: null,
    });
    expect(semEndereco.json().ENDERECO).toBeNull();
    expect(await t.db.select().from(endereco).where(eq(endereco.CODIGO, criado.ENDERECO.CODIGO))).toEqual([]);
  });

  it('uma falha no meio do PUT não altera nada', async () => {
    const criado = await criarPlano({ ...planoCompleto, NOME: 'Intocado' });
    const resposta = await pedir('PUT', `/convenio/${criado.CODIGO}`, {
      NOME: 'Mudado',
      ENDERECO: { LOGRADOURO: 'Outra', CIDADE: 'Santos', ESTADO: 'SP' },
      TELEFONE: [{ CODIGO: 2_000_000_000, NUMERO: '1100001111' }],
    });
    expect(resposta.statusCode).toBe(400);
    expect((await pedir('GET', `/convenio-full/${criado.CODIGO}`)).json()).toEqual(criado);
  });

  it('PUT de código desconhecido responde 404', async () => {
    expect((await pedir('PUT', '/convenio/999999', { NOME: 'X' })).statusCode).toBe(404);
  });
});

describe('a cadeia granular da especificação', () => {
  it('liga endereço e telefone criados à parte; desligar o último vínculo apaga o telefone', async () => {
    const plano = await criarPlano({ NOME: 'Plano em cadeia' });
    expect(plano).toMatchObject({ ENDERECO: null, TELEFONE: [] });
    const e = (
      await pedir('POST', '/endereco', { LOGRADOURO: 'Rua das Flores', CIDADE: 'Niterói', ESTADO: 'RJ' })
    ).json();
    const tel = (await pedir('POST', '/telefone', { NUMERO: '(21) 3333-4444' })).json();
    const link = { CONVENIO_CODIGO: plano.CODIGO, ENDERECO_CODIGO: e?.CODIGO };
    expect((await pedir('POST', '/endereco_convenio', link)).statusCode).toBe(201);
    const ligar = await pedir('POST', '/telefone_convenio', {
      CONVENIO_CODIGO: plano.CODIGO,
      TELEFONE_CODIGO: tel?.CODIGO,
    });
    expect(ligar.statusCode).toBe(201);
    const full = (await pedir('GET', `/convenio-full/${plano.CODIGO}`)).json();
    expect(full.ENDERECO).toMatchObject({ CIDADE: 'Niterói' });
    expect(full.TELEFONE).toEqual([expect.objectContaining({ CODIGO: tel?.CODIGO, NUMERO: '2133334444' })]);

    const emUso = await pedir('DELETE', `/telefone/${tel?.CODIGO}`);
    expect(emUso.statusCode).toBe(409);
    expect(emUso.json().message).toBe(MENSAGENS.telefoneEmUso);
    expect((await pedir('DELETE', `/telefone_convenio/${plano.CODIGO}/${tel?.CODIGO}`)).statusCode).toBe(204);
    expect((await pedir('DELETE', `/telefone_convenio/${plano.CODIGO}/${tel?.CODIGO}`)).statusCode).toBe(404);
    expect((await pedir('GET', `/telefone_convenio/${plano.CODIGO}`)).json()).toEqual([]);
    // Decision 0019: the phone went with its last link, as a relative's or a membership's does.
    expect((await pedir('GET', `/telefone/${tel?.CODIGO}`)).statusCode).toBe(404);
    expect((await pedir('DELETE', `/telefone/${tel?.CODIGO}`)).statusCode).toBe(404);
  });

  it('DELETE /telefone apaga um telefone que nada usa', async () => {
    const solto = (await pedir('POST', '/telefone', { NUMERO: '(21) 3333-5555' })).json();
    expect((await pedir('DELETE', `/telefone/${solto.CODIGO}`)).statusCode).toBe(204);
    expect((await pedir('GET', `/telefone/${solto.CODIGO}`)).statusCode).toBe(404);
    expect((await pedir('DELETE', `/telefone/${solto.CODIGO}`)).statusCode).toBe(404);
  });

  it('uma ligação repetida ou um segundo endereço respondem 409 sem gravar', async () => {
    const plano = await criarPlano({ NOME: 'Plano ligado uma vez' });
    const e = (
      await pedir('POST', '/endereco', { LOGRADOURO: 'Rua A', CIDADE: 'Niterói', ESTADO: 'RJ' })
    ).json();
    const outro = (
      await pedir('POST', '/endereco', { LOGRADOURO: 'Rua B', CIDADE: 'Niterói', ESTADO: 'RJ' })
    ).json();
    const tel = (await pedir('POST', '/telefone', { NUMERO: '(21) 3333-4444' })).json();
    const endereco1 = { CONVENIO_CODIGO: plano.CODIGO, ENDERECO_CODIGO: e.CODIGO };
    const telefone1 = { CONVENIO_CODIGO: plano.CODIGO, TELEFONE_CODIGO: tel.CODIGO };
    expect((await pedir('POST', '/endereco_convenio', endereco1)).statusCode).toBe(201);
    expect((await pedir('POST', '/telefone_convenio', telefone1)).statusCode).toBe(201);
    const antes = await contagens();
    const casos = [
      ['/endereco_convenio', endereco1, CONVENIO_JA_TEM_ENDERECO],
      ['/endereco_convenio', { ...endereco1, ENDERECO_CODIGO: outro.CODIGO }, CONVENIO_JA_TEM_ENDERECO],
      ['/telefone_convenio', telefone1, TELEFONE_JA_NO_CONVENIO],
    ] as const;
    for (const [url, corpo, mensagem] of casos) {
      const resposta = await pedir('POST', url, corpo);
      expect(resposta.statusCode).toBe(409);
      expect(resposta.json()).toEqual({ message: mensagem });
    }
    expect(await contagens()).toEqual(antes);
    const full = (await pedir('GET', `/convenio-full/${plano.CODIGO}`)).json();
    expect(full.ENDERECO.CODIGO).toBe(e.CODIGO);
    expect((await pedir('GET', `/endereco_convenio/${plano.CODIGO}`)).json()).toHaveLength(1);
  });

  it('ligações a convênio, endereço ou telefone inexistentes respondem 404 sem gravar', async () => {
    const plano = await criarPlano({ NOME: 'Plano sem ligações' });
    const antes = await contagens();
    const casos = [
      ['/endereco_convenio', { CONVENIO_CODIGO: 999999, ENDERECO_CODIGO: 1 }],
      ['/endereco_convenio', { CONVENIO_CODIGO: plano.CODIGO, ENDERECO_CODIGO: 999999 }],
      ['/telefone_convenio', { CONVENIO_CODIGO: 999999, TELEFONE_CODIGO: 1 }],
      ['/telefone_convenio', { CONVENIO_CODIGO: plano.CODIGO, TELEFONE_CODIGO: 999999 }],
    ] as const;
    for (const [url, corpo] of casos) expect((await pedir('POST', url, corpo)).statusCode).toBe(404);
    expect(await contagens()).toEqual(antes);
  });
});

describe('listas', () => {
  it('ativos e desativados, busca sem acentos, paginação com X-Total-Count e /tratados', async () => {
    const nomes = ['Lista Ágape', 'Lista Bênção', 'Lista Canção', 'Lista Desativada'];
    const planos = [];
    for (const NOME of nomes) planos.push(await criarPlano({ ...planoCompleto, NOME }));
    const desativar = await pedir('DELETE', `/convenio/${planos[3].CODIGO}`, {
      MOTIVO: 'Contrato encerrado',
    });
    expect(desativar.statusCode).toBe(200);

    const pagina = await pedir('GET', '/convenio?busca=lista&limite=2&deslocamento=1');
    expect(pagina.headers[TOTAL_HEADER]).toBe('3');
    expect(pagina.json().map((c: { NOME: string }) => c.NOME)).toEqual(['Lista Bênção', 'Lista Canção']);
    expect(pagina.json()[0]).toMatchObject({
      CIDADE: 'São Paulo',
      ESTADO: 'SP',
      TELEFONE: '1133334444',
      RESIDENTES_ATIVOS: 0,
    });

    // Past the end: no row to carry the total, which is still the whole count (decision 0038's one query).
    const alemDoFim = await pedir('GET', '/convenio?busca=lista&limite=2&deslocamento=5');
    expect(alemDoFim.json()).toEqual([]);
    expect(alemDoFim.headers[TOTAL_HEADER]).toBe('3');
    const nenhum = await pedir('GET', '/convenio?busca=nenhum-plano-assim');
    expect([nenhum.json(), nenhum.headers[TOTAL_HEADER]]).toEqual([[], '0']);

    const semAcento = (await pedir('GET', '/convenio?busca=BENCAO')).json();
    expect(semAcento.map((c: { NOME: string }) => c.NOME)).toEqual(['Lista Bênção']);
    const desativados = await pedir('GET', '/convenio-desativados?busca=lista');
    expect(desativados.json()).toEqual([
      expect.objectContaining({
        NOME: 'Lista Desativada',
        ATIVO: false,
        MOTIVO_INATIVACAO: 'Contrato encerrado',
      }),
    ]);
    const tratados = (await pedir('GET', '/tratados')).json();
    expect(tratados).toContainEqual({ CODIGO: planos[0].CODIGO, NOME: 'Lista Ágape' });
    expect(tratados.map((c: { CODIGO: number }) => c.CODIGO)).not.toContain(planos[3].CODIGO);
    expect(Object.keys(tratados[0]).sort()).toEqual(['CODIGO', 'NOME']);
  });

  it('parâmetros de lista inválidos respondem 400', async () => {
    for (const q of ['limite=0', 'limite=abc', 'deslocamento=-1', `busca=${'x'.repeat(101)}`]) {
      expect((await pedir('GET', `/convenio?${q}`)).statusCode).toBe(400);
    }
  });
});

describe('inativação e reativação', () => {
  it('um convênio em uso por residentes ativos pede confirmação (409) e só então é inativado', async () => {
    const plano = await criarPlano({ NOME: 'Plano em uso' });
    await residenteNoPlano(plano.CODIGO, true, 'José');
    await residenteNoPlano(plano.CODIGO, true, 'Conceição');
    await residenteNoPlano(plano.CODIGO, false, 'Antigo');

    const semConfirmar = await pedir('DELETE', `/convenio/${plano.CODIGO}`);
    expect(semConfirmar.statusCode).toBe(409);
    expect(semConfirmar.json()).toEqual({ message: convenioEmUso(2), emUso: 2 });
    expect(semConfirmar.json().message).toBe(
      'Convênio em uso por 2 residente(s) ativo(s). Confirme para inativar.',
    );
    expect((await pedir('GET', `/convenio/${plano.CODIGO}`)).json().ATIVO).toBe(true);
    const naLista = (await pedir('GET', '/convenio?busca=plano em uso')).json();
    expect(naLista[0].RESIDENTES_ATIVOS).toBe(2);

    const confirmado = await pedir(
      'DELETE',
      `/convenio/${plano.CODIGO}?confirmar=true&motivo=Descredenciado`,
    );
    expect(confirmado.statusCode).toBe(200);
    expect(confirmado.json()).toMatchObject({ ATIVO: false, MOTIVO_INATIVACAO: 'Descredenciado' });
    expect(confirmado.json().DATA_INATIVACAO).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const reativado = await pedir('DELETE', `/convenio-ativar/${plano.CODIGO}`);
    expect(reativado.statusCode).toBe(200);
    expect(reativado.json()).toMatchObject({ ATIVO: true, DATA_INATIVACAO: null, MOTIVO_INATIVACAO: null });
    const acoes = await t.db
      .select({ ACAO: auditoria.ACAO })
      .from(auditoria)
      .where(and(eq(auditoria.ENTIDADE, 'convenio'), eq(auditoria.REGISTRO, String(plano.CODIGO))));
    expect(acoes.map((a) => a.ACAO)).toEqual(expect.arrayContaining(['criar', 'inativar', 'reativar']));
  });

  it('outro 409 do DELETE (um impasse com outra transação) sai na resposta de erro comum, não em 500', async () => {
    const plano = await criarPlano({ NOME: 'Plano disputado' });
    const [outra, porta] = [await t.pool.connect(), await t.pool.connect()];
    const esperandoTrava = (quantas: number) =>
      vi.waitFor(async () => {
        const { rows } = await t.pool.query(
          `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        expect(rows).toHaveLength(quantas);
      });
    try {
      // The other transaction holds the account the audit row points at, then wants the plan the
      // inactivation already locked: PostgreSQL cancels the inactivation (40P01), which wrote nothing.
      // Each waiting backend looks for a deadlock once, deadlock_timeout after it starts to wait, and
      // the first to see the cycle is cancelled. So the inactivation is held at a door (its count of
      // members) until the other transaction waits for the plan, and only then goes on to wait for
      // the account: it starts waiting last, and the other never looks (its timeout is an hour).
      await porta.query('begin');
      await porta.query('lock table residente_convenio in access exclusive mode');
      await outra.query(`set deadlock_timeout = '1h'`);
      await outra.query('begin');
      await outra.query(`select 1 from usuario where login = 'equipe' for update`);
      const pedido = pedir('DELETE', `/convenio/${plano.CODIGO}`);
      await esperandoTrava(1);
      const doPlano = outra.query('select 1 from convenio where codigo = $1 for update', [plano.CODIGO]);
      await esperandoTrava(2);
      await porta.query('commit');
      const resposta = await pedido;
      expect(resposta.statusCode, resposta.body).toBe(409);
      expect(resposta.json()).toEqual({ message: MENSAGENS.registroAlterado });
      await doPlano;
    } finally {
      await porta.query('rollback');
      await outra.query('rollback');
      await outra.query('reset deadlock_timeout');
      porta.release();
      outra.release();
    }
    expect((await pedir('GET', `/convenio/${plano.CODIGO}`)).json().ATIVO).toBe(true);
  });

  it('reativar um convênio ativo responde 409 e não audita nada', async () => {
    const plano = await criarPlano({ NOME: 'Plano sempre ativo' });
    const resposta = await pedir('DELETE', `/convenio-ativar/${plano.CODIGO}`);
    expect(resposta.statusCode).toBe(409);
    expect(resposta.json()).toEqual({ message: CONVENIO_JA_ATIVO });
    const acoes = await t.db
      .select({ ACAO: auditoria.ACAO })
      .from(auditoria)
      .where(and(eq(auditoria.ENTIDADE, 'convenio'), eq(auditoria.REGISTRO, String(plano.CODIGO))));
    expect(acoes.map((a) => a.ACAO)).toEqual(['criar']);
  });

  it('sem residentes ativos inativa direto, com motivo e data do corpo; motivo é opcional', async () => {
    const comMotivo = await criarPlano({ NOME: 'Plano livre' });
    const resposta = await pedir('DELETE', `/convenio/${comMotivo.CODIGO}`, {
      MOTIVO: 'Fim do contrato',
      DATA: '2025-02-28',
    });
    expect(resposta.json()).toMatchObject({
      ATIVO: false,
      DATA_INATIVACAO: '2025-02-28',
      MOTIVO_INATIVACAO: 'Fim do contrato',
    });
    const semMotivo = await criarPlano({ NOME: 'Plano sem motivo' });
    expect((await pedir('DELETE', `/convenio/${semMotivo.CODIGO}`)).json()).toMatchObject({
      ATIVO: false,
      MOTIVO_INATIVACAO: null,
    });
  });

  it('dados de inativação inválidos respondem 400 e nada muda', async () => {
    const plano = await criarPlano({ NOME: 'Plano inválido' });
    expect((await pedir('DELETE', `/convenio/${plano.CODIGO}`, { DATA: '2025-02-30' })).statusCode).toBe(400);
    expect((await pedir('DELETE', `/convenio/${plano.CODIGO}?confirmar=talvez`)).statusCode).toBe(400);
    expect((await pedir('DELETE', `/convenio/${plano.CODIGO}`, { MOTIVO: 'x'.repeat(501) })).statusCode).toBe(
      400,
    );
    expect((await pedir('GET', `/convenio/${plano.CODIGO}`)).json().ATIVO).toBe(true);
  });

  it.each([
    ['GET', '/convenio/999999'],
    ['GET', '/convenio-full/999999'],
    ['GET', '/telefone_convenio/999999'],
    ['GET', '/endereco_convenio/999999'],
    ['DELETE', '/convenio/999999'],
    ['DELETE', '/convenio-ativar/999999'],
  ] as const)('%s %s de código desconhecido responde 404', async (method, url) => {
    const resposta = await pedir(method, url);
    expect(resposta.statusCode).toBe(404);
    expect(resposta.json().message).toBe('Recurso não encontrado');
  });

  it.each(['/convenio/abc', '/convenio/-1', '/convenio-full/1.5', '/telefone_convenio/0'])(
    '%s responde 400',
    async (url) => {
      expect((await pedir('GET', url)).statusCode).toBe(400);
    },
  );
});
