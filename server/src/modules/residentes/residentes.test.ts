import {
  ACOLHIMENTO_ANTES_DO_DESACOLHIMENTO,
  ACOLHIMENTO_FUTURO,
  CERTIDAO_CASAMENTO_DISPENSADA,
  CERTIDAO_CASAMENTO_OBRIGATORIA,
  DESACOLHIMENTO_ANTES_DO_ACOLHIMENTO,
  DESACOLHIMENTO_FUTURO,
  MENSAGENS,
  matriculaDe,
  PERMISSAO,
  RESIDENTE_JA_ATIVO,
  RESIDENTE_JA_DESACOLHIDO,
  residenteInput,
  TOTAL_HEADER,
} from '@acolher/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { textoDasPaginas } from '../../../test/support/pdf-texto.ts';
import {
  contarLinhas,
  criarResidente,
  novaPessoa,
  novoCpf,
  novoResidente,
} from '../../../test/support/residentes.ts';
import { entrarComoEquipe, enviarComo, type SessaoDeTeste } from '../../../test/support/sessoes.ts';
import { auditoria, pessoa, usuario } from '../../db/schema.ts';
import { certidaoCasamento, estadiaAnterior } from '../../db/tabelas/residentes.ts';
import { criarResidente as criarResidenteNoServico } from './service.ts';

let t: TestApp;
let s: SessaoDeTeste;

const CERTIDAO = { NUMERO: '1234', LIVRO: 'B-12', FOLHA: '34', CIDADE: 'Campinas', ESTADO: 'SP' };

const enviar = enviarComo(
  () => t,
  () => s,
);

async function textoDoPdf(url: string): Promise<string> {
  const r = await enviar('GET', url);
  expect(r.statusCode).toBe(200);
  return (await textoDasPaginas(r.rawPayload)).join(' ');
}

/** A resident admitted on `acolhimento` and discharged on `desacolhimento`, through the API. */
async function residenteDesacolhido(acolhimento: string, desacolhimento: string): Promise<number> {
  const { CODIGO_RESIDENTE } = await criarResidente(
    t.app,
    s,
    novoResidente({ DATA_ACOLHIMENTO: acolhimento }),
  );
  await enviar('POST', `/residente-inativar/${CODIGO_RESIDENTE}`, {
    MOTIVO_DESACOLHIMENTO: 'Transferência',
    DATA_DESACOLHIMENTO: desacolhimento,
  });
  return CODIGO_RESIDENTE;
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
    const semCertidao = await enviar(
      'POST',
      '/residente',
      novoResidente({ PESSOA: novaPessoa({ ESTADO_CIVIL: 'V' }) }),
    );
    expect(semCertidao.statusCode).toBe(400);
    expect(semCertidao.json().errors).toContainEqual({
      campo: 'CERTIDAO_CASAMENTO',
      mensagem: CERTIDAO_CASAMENTO_OBRIGATORIA,
    });
    expect(await contarLinhas(t.db)).toEqual(antes);
    const solteiro = await enviar('POST', '/residente', novoResidente({ CERTIDAO_CASAMENTO: CERTIDAO }));
    expect(solteiro.statusCode).toBe(201);
    expect(solteiro.json().CERTIDAO_CASAMENTO).toBeNull();
    const semEstado = await enviar(
      'POST',
      '/residente',
      novoResidente({ PESSOA: novaPessoa({ ESTADO_CIVIL: null }) }),
    );
    expect(semEstado.json().CERTIDAO_CASAMENTO).toBeNull();
  });

  it('leaves no row behind when the nested person breaks a rule in the middle (duplicate CPF)', async () => {
    const cpf = novoCpf();
    await criarResidente(t.app, s, novoResidente({ PESSOA: novaPessoa({ CPF: cpf }) }));
    const antes = await contarLinhas(t.db);
    const r = await enviar(
      'POST',
      '/residente',
      novoResidente({ PESSOA: novaPessoa({ CPF: cpf, ESTADO_CIVIL: 'C' }), CERTIDAO_CASAMENTO: CERTIDAO }),
    );
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
    const r = await enviar('POST', '/residente', {
      PESSOA_CODIGO: p.json().CODIGO,
      DATA_ACOLHIMENTO: '2024-02-01',
    });
    expect(r.statusCode).toBe(201);
    const codigo = r.json().CODIGO_RESIDENTE;
    // docs/produto.md §7's update reads the certificate before choosing PUT or POST: none is 200 null, not 404.
    const nenhuma = await enviar('GET', `/certidao_casamento/${codigo}`);
    expect(nenhuma.statusCode).toBe(200);
    expect(nenhuma.json()).toBeNull();
    expect((await enviar('GET', '/certidao_casamento/999999')).statusCode).toBe(404);
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

  it.each([
    ['S', 'S'],
    ['none', null],
  ])(
    'POST /certidao_casamento refuses a resident whose status is %s (422) and writes nothing',
    async (_nome, ESTADO_CIVIL) => {
      const { CODIGO_RESIDENTE } = await criarResidente(
        t.app,
        s,
        novoResidente({ PESSOA: novaPessoa({ ESTADO_CIVIL }) }),
      );
      const antes = await contarLinhas(t.db);
      const r = await enviar('POST', '/certidao_casamento', { ...CERTIDAO, CODIGO_RESIDENTE });
      expect(r.statusCode).toBe(422);
      expect(r.json().message).toBe(CERTIDAO_CASAMENTO_DISPENSADA);
      expect(await contarLinhas(t.db)).toEqual(antes);
      expect((await enviar('GET', `/certidao_casamento/${CODIGO_RESIDENTE}`)).json()).toBeNull();
    },
  );

  it('refuses both or neither of PESSOA and PESSOA_CODIGO, an unknown person, and a person already a resident', async () => {
    const ACOLHIMENTO = { DATA_ACOLHIMENTO: '2024-01-10' };
    expect((await enviar('POST', '/residente', ACOLHIMENTO)).statusCode).toBe(400);
    const { PESSOA_CODIGO } = await criarResidente(t.app, s);
    expect((await enviar('POST', '/residente', novoResidente({ PESSOA_CODIGO }))).statusCode).toBe(400);
    const desconhecida = await enviar('POST', '/residente', { ...ACOLHIMENTO, PESSOA_CODIGO: 999_999 });
    expect(desconhecida.statusCode).toBe(404);
    const repetido = await enviar('POST', '/residente', { ...ACOLHIMENTO, PESSOA_CODIGO });
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
    const mesmo = await enviar(
      'PUT',
      `/residente/${CODIGO_RESIDENTE}`,
      novoResidente({
        PESSOA: novaPessoa({ CPF: cpf, NOME: 'Josué', ESTADO_CIVIL: 'C' }),
        CERTIDAO_CASAMENTO: CERTIDAO,
        TITULO_ELEITOR: null,
      }),
    );
    expect(mesmo.statusCode).toBe(200);
    expect(mesmo.json()).toMatchObject({
      PESSOA: { NOME: 'Josué', CPF: cpf },
      CERTIDAO_CASAMENTO: { NUMERO: '1234' },
    });
    const denovo = await enviar(
      'PUT',
      `/residente/${CODIGO_RESIDENTE}`,
      novoResidente({
        PESSOA: novaPessoa({ CPF: cpf, ESTADO_CIVIL: 'C' }),
        CERTIDAO_CASAMENTO: { ...CERTIDAO, NUMERO: '5678' },
      }),
    );
    expect(denovo.json().CERTIDAO_CASAMENTO.NUMERO).toBe('5678');
    const certidoes = await t.db
      .select()
      .from(certidaoCasamento)
      .where(eq(certidaoCasamento.CODIGO_RESIDENTE, CODIGO_RESIDENTE));
    expect(certidoes).toHaveLength(1);
  });

  it('keeps the stored certificate when a status that needs one comes without it', async () => {
    const { CODIGO_RESIDENTE } = await criarResidente(
      t.app,
      s,
      novoResidente({ PESSOA: novaPessoa({ ESTADO_CIVIL: 'C' }), CERTIDAO_CASAMENTO: CERTIDAO }),
    );
    const r = await enviar(
      'PUT',
      `/residente/${CODIGO_RESIDENTE}`,
      novoResidente({ PESSOA: novaPessoa({ ESTADO_CIVIL: 'V' }), OBSERVACOES: 'viúvo agora' }),
    );
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      OBSERVACOES: 'viúvo agora',
      PESSOA: { ESTADO_CIVIL: 'V' },
      CERTIDAO_CASAMENTO: { NUMERO: '1234', LIVRO: 'B-12' },
    });
    const semPessoa = await enviar('PUT', `/residente/${CODIGO_RESIDENTE}`, {
      DATA_ACOLHIMENTO: '2024-01-10',
    });
    expect(semPessoa.json().CERTIDAO_CASAMENTO).toMatchObject({ NUMERO: '1234' });
  });

  it('refuses a status that needs a certificate when none is stored nor sent (422), changing nothing', async () => {
    const { CODIGO_RESIDENTE } = await criarResidente(t.app, s);
    const antes = await contarLinhas(t.db);
    const r = await enviar(
      'PUT',
      `/residente/${CODIGO_RESIDENTE}`,
      novoResidente({ PESSOA: novaPessoa({ ESTADO_CIVIL: 'D' }), OBSERVACOES: 'não fica' }),
    );
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({
      message: CERTIDAO_CASAMENTO_OBRIGATORIA,
      errors: [{ campo: 'CERTIDAO_CASAMENTO', mensagem: CERTIDAO_CASAMENTO_OBRIGATORIA }],
    });
    expect(await contarLinhas(t.db)).toEqual(antes);
    const lido = (await enviar('GET', `/residente/${CODIGO_RESIDENTE}`)).json();
    expect(lido).toMatchObject({ OBSERVACOES: null, PESSOA: { ESTADO_CIVIL: 'S' } });
  });

  it.each([
    ['S', 'S'],
    ['none', null],
  ])(
    'removes the stored certificate when the status becomes %s: not read, not printed, audited',
    async (_nome, ESTADO_CIVIL) => {
      const { CODIGO_RESIDENTE, PESSOA_CODIGO } = await criarResidente(
        t.app,
        s,
        novoResidente({ PESSOA: novaPessoa({ ESTADO_CIVIL: 'C' }), CERTIDAO_CASAMENTO: CERTIDAO }),
      );
      const ficha = `/relatorio-residente/${PESSOA_CODIGO}/${CODIGO_RESIDENTE}`;
      expect(await textoDoPdf(ficha)).toContain('Certidão de casamento');
      const r = await enviar(
        'PUT',
        `/residente/${CODIGO_RESIDENTE}`,
        novoResidente({ PESSOA: novaPessoa({ ESTADO_CIVIL }), CERTIDAO_CASAMENTO: CERTIDAO }),
      );
      expect(r.statusCode).toBe(200);
      expect(r.json().CERTIDAO_CASAMENTO).toBeNull();
      expect((await enviar('GET', `/residente/${CODIGO_RESIDENTE}`)).json().CERTIDAO_CASAMENTO).toBeNull();
      expect((await enviar('GET', `/certidao_casamento/${CODIGO_RESIDENTE}`)).json()).toBeNull();
      expect(await textoDoPdf(ficha)).not.toContain('Certidão de casamento');
      const [apagada] = await t.db
        .select()
        .from(auditoria)
        .where(
          and(
            eq(auditoria.ENTIDADE, 'certidao_casamento'),
            eq(auditoria.ACAO, 'apagar'),
            eq(auditoria.REGISTRO, String(CODIGO_RESIDENTE)),
          ),
        );
      expect(apagada?.DETALHES).toMatchObject({ certidao: { NUMERO: '1234', LIVRO: 'B-12' } });
    },
  );

  it('removes a certificate left by the chain once PUT /residente sees the person is single', async () => {
    const { CODIGO_RESIDENTE, PESSOA_CODIGO } = await criarResidente(
      t.app,
      s,
      novoResidente({ PESSOA: novaPessoa({ ESTADO_CIVIL: 'C' }), CERTIDAO_CASAMENTO: CERTIDAO }),
    );
    expect(
      (await enviar('PUT', `/pessoa/${PESSOA_CODIGO}`, novaPessoa({ ESTADO_CIVIL: 'S' }))).statusCode,
    ).toBe(200);
    const r = await enviar('PUT', `/residente/${CODIGO_RESIDENTE}`, { DATA_ACOLHIMENTO: '2024-01-10' });
    expect(r.json().CERTIDAO_CASAMENTO).toBeNull();
  });

  it("follows the spec's update chain: PUT /pessoa (now 'C'), PUT /residente, then POST /certidao_casamento", async () => {
    const { CODIGO_RESIDENTE, PESSOA_CODIGO } = await criarResidente(t.app, s);
    await enviar('PUT', `/pessoa/${PESSOA_CODIGO}`, novaPessoa({ ESTADO_CIVIL: 'C' }));
    const r = await enviar('PUT', `/residente/${CODIGO_RESIDENTE}`, { DATA_ACOLHIMENTO: '2024-01-10' });
    expect(r.statusCode).toBe(200);
    const c = await enviar('POST', '/certidao_casamento', { ...CERTIDAO, CODIGO_RESIDENTE });
    expect(c.statusCode).toBe(201);
  });

  it("refuses another resident's CPF with 409 and changes nothing (person and resident roll back)", async () => {
    const outro = novoCpf();
    await criarResidente(t.app, s, novoResidente({ PESSOA: novaPessoa({ CPF: outro }) }));
    const { CODIGO_RESIDENTE } = await criarResidente(
      t.app,
      s,
      novoResidente({ PESSOA: novaPessoa({ NOME: 'Ana' }) }),
    );
    const r = await enviar(
      'PUT',
      `/residente/${CODIGO_RESIDENTE}`,
      novoResidente({ PESSOA: novaPessoa({ NOME: 'Mudou', CPF: outro }), OBSERVACOES: 'mudou' }),
    );
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
    for (const codigo of ['abc', '1e3', '0x10', '1.0', '00001', '-1', '2147483648'])
      expect((await enviar('GET', `/residente/${codigo}`)).statusCode, codigo).toBe(400);
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

  it('shows every change on the next read of a page already read, from the app or from outside it', async () => {
    const pagina = async () => {
      const r = await enviar('GET', '/residente?busca=mutavel&limite=10');
      return { nomes: r.json().map((l: { NOME: string }) => l.NOME), total: r.headers[TOTAL_HEADER] };
    };
    expect(await pagina()).toEqual({ nomes: [], total: '0' });
    const { CODIGO_RESIDENTE, PESSOA_CODIGO } = await criarResidente(
      t.app,
      s,
      novoResidente({ PESSOA: novaPessoa({ NOME: 'Otília', SOBRENOME: 'Mutável' }) }),
    );
    expect(await pagina()).toEqual({ nomes: ['Otília'], total: '1' });
    await t.db.update(pessoa).set({ NOME: 'Otílio' }).where(eq(pessoa.CODIGO, PESSOA_CODIGO));
    expect(await pagina()).toEqual({ nomes: ['Otílio'], total: '1' });
    await enviar('POST', `/residente-inativar/${CODIGO_RESIDENTE}`, { MOTIVO_DESACOLHIMENTO: 'Mudou-se' });
    expect(await pagina()).toEqual({ nomes: [], total: '0' });
  });

  it('shows every change on the next read of the whole list, kept between writes (decision 0043)', async () => {
    const inteira = async (rota: string) => {
      const r = await enviar('GET', rota);
      const linhas: { CODIGO_RESIDENTE: number; NOME: string }[] = r.json();
      return { linhas, total: Number(r.headers[TOTAL_HEADER]) };
    };
    const nomeNa = async (rota: string, codigo: number) =>
      (await inteira(rota)).linhas.find((l) => l.CODIGO_RESIDENTE === codigo)?.NOME;
    const antes = await inteira('/residente');
    const { CODIGO_RESIDENTE, PESSOA_CODIGO } = await criarResidente(
      t.app,
      s,
      novoResidente({ PESSOA: novaPessoa({ NOME: 'Leocádia', SOBRENOME: 'Inteira' }) }),
    );
    const depois = await inteira('/residente');
    expect(depois.total).toBe(antes.total + 1);
    expect(depois.linhas).toHaveLength(depois.total);
    expect(await nomeNa('/residente', CODIGO_RESIDENTE)).toBe('Leocádia');
    await t.db.update(pessoa).set({ NOME: 'Leocádio' }).where(eq(pessoa.CODIGO, PESSOA_CODIGO));
    expect(await nomeNa('/residente', CODIGO_RESIDENTE)).toBe('Leocádio');
    // The discharged residents' list is kept too, from before the discharge: it must not be what comes next.
    expect(await nomeNa('/residente-inativos', CODIGO_RESIDENTE)).toBeUndefined();
    await enviar('POST', `/residente-inativar/${CODIGO_RESIDENTE}`, { MOTIVO_DESACOLHIMENTO: 'Mudou-se' });
    expect(await nomeNa('/residente', CODIGO_RESIDENTE)).toBeUndefined();
    expect(await nomeNa('/residente-inativos', CODIGO_RESIDENTE)).toBe('Leocádio');
  });

  it('sends the kept whole list byte for byte as a fresh computation serializes it, whatever the offset or encoding asked', async () => {
    await criarResidente(t.app, s, novoResidente({ PESSOA: novaPessoa({ NOME: 'Íris "Aspas"' }) }));
    const guardada = await enviar('GET', '/residente');
    expect((await enviar('GET', '/residente')).rawPayload.equals(guardada.rawPayload)).toBe(true);
    // Pages over 50 rows are not kept: each is computed and serialized on its request.
    const total = Number(guardada.headers[TOTAL_HEADER]);
    const paginas: unknown[] = [];
    for (let deslocamento = 0; deslocamento < total; deslocamento += 500)
      paginas.push(...(await enviar('GET', `/residente?limite=500&deslocamento=${deslocamento}`)).json());
    expect(guardada.body).toBe(JSON.stringify(paginas));
    expect(guardada.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(guardada.headers['content-length'])).toBe(guardada.rawPayload.length);
    const comDeslocamento = await enviar('GET', '/residente?deslocamento=3');
    expect(comDeslocamento.rawPayload.equals(guardada.rawPayload)).toBe(true);
    // The API sends its JSON uncompressed, to every client alike.
    const comprimivel = await t.app.inject({
      method: 'GET',
      url: '/residente',
      headers: { ...s.headers, 'accept-encoding': 'br, gzip, deflate' },
    });
    expect(comprimivel.headers['content-encoding']).toBeUndefined();
    expect(comprimivel.rawPayload.equals(guardada.rawPayload)).toBe(true);
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

describe('stays: a readmission keeps every stay (decision 0023)', () => {
  it('asks for its date, not before the last discharge, and lists every stay, current one last', async () => {
    const { CODIGO_RESIDENTE, PESSOA_CODIGO } = await criarResidente(
      t.app,
      s,
      novoResidente({
        PESSOA: novaPessoa({ NOME: 'Readmitida', SOBRENOME: 'Duas Vezes' }),
        DATA_ACOLHIMENTO: '2020-01-01',
      }),
    );
    const url = `/residente-ativar/${CODIGO_RESIDENTE}`;
    await enviar('POST', `/residente-inativar/${CODIGO_RESIDENTE}`, {
      MOTIVO_DESACOLHIMENTO: 'Mudou-se com a filha',
      DATA_DESACOLHIMENTO: '2021-03-10',
    });
    const antes = await enviar('DELETE', `${url}?DATA_ACOLHIMENTO=2021-03-09`);
    expect(antes.statusCode).toBe(400);
    expect(antes.json().errors).toEqual([
      { campo: 'DATA_ACOLHIMENTO', mensagem: ACOLHIMENTO_ANTES_DO_DESACOLHIMENTO },
    ]);
    expect((await enviar('DELETE', `${url}?DATA_ACOLHIMENTO=2999-01-01`)).statusCode).toBe(400);

    const volta = await enviar('DELETE', `${url}?DATA_ACOLHIMENTO=2021-06-01`);
    expect(volta.statusCode).toBe(200);
    expect(volta.json()).toMatchObject({
      ATIVO: true,
      DATA_ACOLHIMENTO: '2021-06-01',
      DATA_DESACOLHIMENTO: null,
      MOTIVO_DESACOLHIMENTO: null,
      ESTADIAS: [
        {
          DATA_ACOLHIMENTO: '2020-01-01',
          DATA_DESACOLHIMENTO: '2021-03-10',
          MOTIVO_DESACOLHIMENTO: 'Mudou-se com a filha',
        },
        { DATA_ACOLHIMENTO: '2021-06-01', DATA_DESACOLHIMENTO: null, MOTIVO_DESACOLHIMENTO: null },
      ],
    });
    // The current stay cannot be moved back into the one before it.
    const recuo = await enviar('PUT', `/residente/${CODIGO_RESIDENTE}`, { DATA_ACOLHIMENTO: '2021-03-01' });
    expect(recuo.statusCode).toBe(400);
    expect(recuo.json().errors).toEqual([
      { campo: 'DATA_ACOLHIMENTO', mensagem: ACOLHIMENTO_ANTES_DO_DESACOLHIMENTO },
    ]);

    await enviar('POST', `/residente-inativar/${CODIGO_RESIDENTE}`, { MOTIVO_DESACOLHIMENTO: 'Internação' });
    const hoje = await enviar('DELETE', url);
    const estadias = hoje.json().ESTADIAS;
    expect(estadias).toHaveLength(3);
    expect(estadias[1]).toMatchObject({
      DATA_ACOLHIMENTO: '2021-06-01',
      MOTIVO_DESACOLHIMENTO: 'Internação',
    });
    expect(estadias[2]).toEqual({
      DATA_ACOLHIMENTO: hoje.json().DATA_ACOLHIMENTO,
      DATA_DESACOLHIMENTO: null,
      MOTIVO_DESACOLHIMENTO: null,
    });
    expect((await enviar('GET', `/residente/${CODIGO_RESIDENTE}`)).json().ESTADIAS).toEqual(estadias);

    const lista = await enviar('GET', '/residente?busca=readmitida duas');
    expect(lista.json()).toEqual([
      expect.objectContaining({ DATA_ACOLHIMENTO: hoje.json().DATA_ACOLHIMENTO }),
    ]);
    const ficha = await textoDoPdf(`/relatorio-residente/${PESSOA_CODIGO}/${CODIGO_RESIDENTE}`);
    expect(ficha).toContain('Estadias');
    expect(ficha).toContain('01/01/2020 a 10/03/2021 Mudou-se com a filha');
    expect(ficha).toContain('01/06/2021 a');
  });

  it('checks the admission against the last discharge only when the admission changes', async () => {
    const CODIGO_RESIDENTE = await residenteDesacolhido('2020-02-01', '2023-01-15');
    // A stay ending after the current admission, as an older migration could leave one.
    await t.db.insert(estadiaAnterior).values({
      CODIGO_RESIDENTE,
      DATA_ACOLHIMENTO: '2020-02-01',
      DATA_DESACOLHIMENTO: '2023-01-15',
      MOTIVO_DESACOLHIMENTO: 'Faleceu',
    });
    const salvar = (DATA_ACOLHIMENTO: string) =>
      enviar('PUT', `/residente/${CODIGO_RESIDENTE}`, { DATA_ACOLHIMENTO });
    expect((await salvar('2020-02-01')).statusCode).toBe(200);
    const mudou = await salvar('2020-03-01');
    expect(mudou.statusCode).toBe(400);
    expect(mudou.json().errors).toEqual([
      { campo: 'DATA_ACOLHIMENTO', mensagem: ACOLHIMENTO_ANTES_DO_DESACOLHIMENTO },
    ]);
  });
});

describe('admission and discharge dates', () => {
  const hojeNoLar = () => new Intl.DateTimeFormat('en-CA', { timeZone: t.config.TZ_LAR }).format(new Date());

  it('refuses an admission or a discharge after today with the field; today itself is fine', async () => {
    const futuro = await enviar('POST', '/residente', novoResidente({ DATA_ACOLHIMENTO: '2999-12-31' }));
    expect(futuro.statusCode).toBe(400);
    expect(futuro.json().errors).toEqual([{ campo: 'DATA_ACOLHIMENTO', mensagem: ACOLHIMENTO_FUTURO }]);
    const { CODIGO_RESIDENTE } = await criarResidente(
      t.app,
      s,
      novoResidente({ DATA_ACOLHIMENTO: hojeNoLar() }),
    );
    const noEdit = await enviar(
      'PUT',
      `/residente/${CODIGO_RESIDENTE}`,
      novoResidente({ DATA_ACOLHIMENTO: '2999-12-31' }),
    );
    expect(noEdit.statusCode).toBe(400);
    const alta = await enviar('POST', `/residente-inativar/${CODIGO_RESIDENTE}`, {
      MOTIVO_DESACOLHIMENTO: 'Transferência',
      DATA_DESACOLHIMENTO: '2099-01-01',
    });
    expect(alta.statusCode).toBe(400);
    expect(alta.json().errors).toEqual([{ campo: 'DATA_DESACOLHIMENTO', mensagem: DESACOLHIMENTO_FUTURO }]);
    const hoje = await enviar('POST', `/residente-inativar/${CODIGO_RESIDENTE}`, {
      MOTIVO_DESACOLHIMENTO: 'Transferência',
      DATA_DESACOLHIMENTO: hojeNoLar(),
    });
    expect(hoje.json()).toMatchObject({ ATIVO: false, DATA_DESACOLHIMENTO: hojeNoLar() });
  });

  it("uses the home's calendar: a home far west (UTC-11) refuses its tomorrow, which the contract lets by", async () => {
    const [conta] = await t.db.select({ CODIGO: usuario.CODIGO }).from(usuario).limit(1);
    const autor = { usuarioCodigo: conta?.CODIGO ?? 0, ip: '127.0.0.1', permissao: PERMISSAO.equipe };
    const fuso = 'Pacific/Pago_Pago';
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: fuso }).format(new Date());
    const amanha = new Date(Date.parse(`${hoje}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const dados = residenteInput.parse(novoResidente({ DATA_ACOLHIMENTO: amanha }));
    const antes = await contarLinhas(t.db);
    await expect(criarResidenteNoServico(t.db, autor, dados, fuso)).rejects.toMatchObject({
      status: 400,
      errors: [{ campo: 'DATA_ACOLHIMENTO', mensagem: ACOLHIMENTO_FUTURO }],
    });
    expect(await contarLinhas(t.db)).toEqual(antes);
  });

  it('says "Campo Obrigatório" for an empty or missing admission date', async () => {
    for (const DATA_ACOLHIMENTO of ['', undefined]) {
      const r = await enviar('POST', '/residente', novoResidente({ DATA_ACOLHIMENTO }));
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual([{ campo: 'DATA_ACOLHIMENTO', mensagem: MENSAGENS.campoObrigatorio }]);
    }
  });

  it("refuses moving a discharged resident's admission past its discharge", async () => {
    const CODIGO_RESIDENTE = await residenteDesacolhido('2020-01-01', '2020-06-01');
    const r = await enviar(
      'PUT',
      `/residente/${CODIGO_RESIDENTE}`,
      novoResidente({ DATA_ACOLHIMENTO: '2021-01-01' }),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(DESACOLHIMENTO_ANTES_DO_ACOLHIMENTO);
    expect((await enviar('GET', `/residente/${CODIGO_RESIDENTE}`)).json().DATA_ACOLHIMENTO).toBe(
      '2020-01-01',
    );
  });
});

describe('uniqueness checks (docs/produto.md §5)', () => {
  const DOCUMENTOS = [
    ['cartao_sams', 'CARTAO_SAMS', 'ab-123', 'AB-123', 'Cartão SAMS'],
    ['cartao_sus', 'CARTAO_SUS', '898 0010 0000 0003', '898001000000003', 'Cartão SUS'],
    ['conta_inss', 'CONTA_INSS', '12.345-x', '12.345-X', 'Conta INSS'],
    ['numero_certidao_nascimento', 'NUMERO_CERTIDAO_NASCIMENTO', '12.345', '12345', 'Certidão de nascimento'],
    ['numero_inss', 'NUMERO_INSS', '123.45678.90-1', '12345678901', 'NIT/PIS'],
    ['titulo_eleitor', 'TITULO_ELEITOR', '0043 5687 0906', '004356870906', 'Título de eleitor'],
  ] as const;

  it.each(DOCUMENTOS)(
    '/residente/%s: normalized, own record excluded; write refuses with 409',
    async (rota, campo, mascarado, normalizado, rotulo) => {
      const livre = await enviar('POST', `/residente/${rota}`, { [campo]: mascarado });
      expect(livre.json()).toEqual({ existente: false });
      const antigo = await enviar('POST', `/residente/${rota}`, { valor: mascarado });
      expect(antigo.statusCode).toBe(400);
      expect(antigo.json().errors).toEqual([
        { campo, mensagem: MENSAGENS.campoObrigatorio },
        { campo: 'valor', mensagem: MENSAGENS.campoDesconhecido('valor') },
      ]);
      const dono = await criarResidente(t.app, s, novoResidente({ [campo]: mascarado }));
      const lido = (await enviar('GET', `/residente/${dono.CODIGO_RESIDENTE}`)).json();
      expect(lido[campo]).toBe(normalizado);
      expect((await enviar('POST', `/residente/${rota}`, { [campo]: normalizado })).json()).toEqual({
        existente: true,
      });
      const proprio = await enviar('POST', `/residente/${rota}`, {
        [campo]: mascarado,
        CODIGO: String(dono.CODIGO_RESIDENTE),
      });
      expect(proprio.json()).toEqual({ existente: false });
      const naCriacao = await enviar('POST', '/residente', novoResidente({ [campo]: normalizado }));
      expect(naCriacao.statusCode).toBe(409);
      expect(naCriacao.json().message).toBe(`${rotulo} já existente`);
      const outro = await criarResidente(t.app, s);
      const naEdicao = await enviar(
        'PUT',
        `/residente/${outro.CODIGO_RESIDENTE}`,
        novoResidente({ PESSOA: undefined, [campo]: mascarado }),
      );
      expect(naEdicao.statusCode).toBe(409);
      const semMudar = await enviar(
        'PUT',
        `/residente/${dono.CODIGO_RESIDENTE}`,
        novoResidente({ PESSOA: undefined, [campo]: mascarado }),
      );
      expect(semMudar.statusCode).toBe(200);
    },
  );

  it('a birth-certificate termo is unique only with its livro, folha and registry city/UF; a matrícula alone', async () => {
    const termo = (cidade: string, estado: string, extra: Record<string, string> = {}) => ({
      NUMERO_CERTIDAO_NASCIMENTO: '45781',
      LIVRO_CERTIDAO_NASCIMENTO: 'A-12',
      FOLHA_CERTIDAO_NASCIMENTO: '87',
      CIDADE_CERTIDAO_NASCIMENTO: cidade,
      ESTADO_CERTIDAO_NASCIMENTO: estado,
      ...extra,
    });
    const rota = '/residente/numero_certidao_nascimento';
    const ouroPreto = await enviar('POST', '/residente', novoResidente(termo('Ouro Preto', 'MG')));
    expect(ouroPreto.statusCode).toBe(201);
    expect((await enviar('POST', rota, termo('Juazeiro', 'BA'))).json()).toEqual({ existente: false });
    const juazeiro = await enviar('POST', '/residente', novoResidente(termo('Juazeiro', 'BA')));
    expect(juazeiro.statusCode).toBe(201);
    // Same termo, livro, folha and city (written another way) is the same certificate.
    const mesma = termo('ouro preto ', 'MG');
    expect((await enviar('POST', rota, mesma)).json()).toEqual({ existente: true });
    expect(
      (await enviar('POST', rota, { ...mesma, CODIGO: ouroPreto.json().CODIGO_RESIDENTE })).json(),
    ).toEqual({ existente: false });
    expect(
      (await enviar('POST', rota, termo('Ouro Preto', 'MG', { FOLHA_CERTIDAO_NASCIMENTO: '88' }))).json(),
    ).toEqual({ existente: false });
    const repetida = await enviar('POST', '/residente', novoResidente(mesma));
    expect(repetida.statusCode).toBe(409);
    expect(repetida.json().message).toBe('Certidão de nascimento já existente');

    // A matrícula is unique on its own, whatever livro or city come with it.
    const matricula = matriculaDe('104539015520131000120210099999');
    await criarResidente(t.app, s, novoResidente({ NUMERO_CERTIDAO_NASCIMENTO: matricula }));
    const outraCidade = { NUMERO_CERTIDAO_NASCIMENTO: matricula, CIDADE_CERTIDAO_NASCIMENTO: 'Juazeiro' };
    expect((await enviar('POST', rota, outraCidade)).json()).toEqual({ existente: true });
    const copia = await enviar('POST', '/residente', novoResidente(outraCidade));
    expect(copia.statusCode).toBe(409);
    expect(copia.json().message).toBe('Certidão de nascimento já existente');
  });

  it('/pessoa/cpf and /pessoa/rg: normalized, own person excluded', async () => {
    const cpf = novoCpf();
    const p = (await enviar('POST', '/pessoa', novaPessoa({ CPF: cpf, RG: '12.345.678-x' }))).json();
    const mascarado = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    expect((await enviar('POST', '/pessoa/cpf', { CPF: mascarado })).json()).toEqual({ existente: true });
    expect((await enviar('POST', '/pessoa/cpf', { CPF: mascarado, CODIGO: p.CODIGO })).json()).toEqual({
      existente: false,
    });
    expect((await enviar('POST', '/pessoa/cpf', { CPF: '', CODIGO: null })).json()).toEqual({
      existente: false,
    });
    expect((await enviar('POST', '/pessoa/rg', { RG: '12345678X' })).json()).toEqual({ existente: true });
    expect((await enviar('POST', '/pessoa/rg', { RG: '12345678x', CODIGO: p.CODIGO })).json()).toEqual({
      existente: false,
    });
    const rgRepetido = await enviar('POST', '/pessoa', novaPessoa({ RG: '12345678X' }));
    expect(rgRepetido.json().message).toBe('RG já existente');
    expect((await enviar('POST', '/pessoa/cpf', { CODIGO: 1 })).statusCode).toBe(400);
    expect((await enviar('POST', '/pessoa/cpf', { valor: mascarado })).statusCode).toBe(400);
    expect((await enviar('POST', '/pessoa/rg', { CPF: mascarado })).statusCode).toBe(400);
  });

  it.each([true, 1.5, 0, -1, 2_147_483_648, 1e20, '1e3', '0x10', '00001', 'abc'])(
    'refuses CODIGO %j in a check with 400, not a database error',
    async (CODIGO) => {
      const r = await enviar('POST', '/residente/cartao_sus', { CARTAO_SUS: '898001000000003', CODIGO });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual([{ campo: 'CODIGO', mensagem: 'Código inválido' }]);
    },
  );

  it('/beneficio/nome takes the resident code by the same rule', async () => {
    for (const CODIGO of [true, 2_147_483_648, '1e3'])
      expect((await enviar('POST', '/beneficio/nome', { NOME_BENEFICIO: 'BPC', CODIGO })).statusCode).toBe(
        400,
      );
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
      const aninhado = await enviar(
        'PUT',
        `/residente/${outro.CODIGO_RESIDENTE}`,
        novoResidente({ PESSOA: novaPessoa({ [campo]: valor }) }),
      );
      expect(aninhado.statusCode).toBe(409);
      expect(aninhado.json().message).toBe(`${rotulo} já existente`);
    }
    const proprio = await enviar(
      'PUT',
      `/residente/${dono.CODIGO_RESIDENTE}`,
      novoResidente({ PESSOA: novaPessoa({ CPF: cpf, RG: 'MG-1.234' }) }),
    );
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
