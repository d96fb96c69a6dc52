import { MENSAGENS } from '@acolher/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { novoFuncionario } from '../../../test/support/funcionarios.ts';
import { ACOLHIMENTO_PASSADO, criarFuncionario } from '../../../test/support/linhas.ts';
import { novaPessoa, novoCpf, novoResidente } from '../../../test/support/residentes.ts';
import {
  entrarComoAdministrador,
  entrarComoEquipe,
  enviarComo,
  type SessaoDeTeste,
} from '../../../test/support/sessoes.ts';
import {
  auditoria,
  endereco,
  enderecoPessoa,
  pessoa,
  residente,
  telefone,
  telefoneFamiliar,
  telefonePessoa,
} from '../../db/schema.ts';

/**
 * Rows as well as routes (decision 0027): the four ways the review found to an employee's
 * personal data through the shared routes are closed to the team (level 2) and stay open to the
 * administrator.
 */
let t: TestApp;
let equipe: SessaoDeTeste;
let administrador: SessaoDeTeste;
const comoEquipe = enviarComo(
  () => t,
  () => equipe,
);
const comoAdministrador = enviarComo(
  () => t,
  () => administrador,
);

/** An employee with a person, a home phone and a home address, as the employees' section links them. */
async function funcionarioComContatos() {
  const { PESSOA_CODIGO } = await criarFuncionario(t.db);
  const [fone] = await t.db.insert(telefone).values({ NUMERO: '19988887777' }).returning();
  const [casa] = await t.db
    .insert(endereco)
    .values({ LOGRADOURO: 'Rua do Funcionário', CIDADE: 'Campinas', ESTADO: 'SP' })
    .returning();
  if (!fone || !casa) throw new Error('contatos não criados');
  await t.db.insert(telefonePessoa).values({ PESSOA_CODIGO, TELEFONE_CODIGO: fone.CODIGO });
  await t.db.insert(enderecoPessoa).values({ PESSOA_CODIGO, ENDERECO_CODIGO: casa.CODIGO });
  return { PESSOA_CODIGO, TELEFONE: fone.CODIGO, ENDERECO: casa.CODIGO };
}

const NAO_AUTORIZADO = { message: MENSAGENS.naoAutorizado };

beforeAll(async () => {
  t = await buildTestApp();
  equipe = await entrarComoEquipe(t);
  administrador = await entrarComoAdministrador(t);
});
afterAll(async () => {
  await t.close();
});

describe('linhas de funcionário nas rotas compartilhadas', () => {
  it('GET /endereco/{id} e /telefone/{id} de um funcionário: 403 para a equipe, lidos pelo administrador', async () => {
    const f = await funcionarioComContatos();
    for (const url of [`/endereco/${f.ENDERECO}`, `/telefone/${f.TELEFONE}`]) {
      const negado = await comoEquipe('GET', url);
      expect(negado.statusCode).toBe(403);
      expect(negado.json()).toEqual(NAO_AUTORIZADO);
      expect((await comoAdministrador('GET', url)).statusCode).toBe(200);
    }
  });

  it('os contatos de quem não é funcionário seguem abertos à equipe', async () => {
    const fone = await comoEquipe('POST', '/telefone', { NUMERO: '19911112222' });
    expect((await comoEquipe('GET', `/telefone/${fone.json().CODIGO}`)).statusCode).toBe(200);
  });

  it('PUT /endereco e PUT/DELETE /telefone de um funcionário: 403 para a equipe e nada muda', async () => {
    const f = await funcionarioComContatos();
    const trocas = [
      comoEquipe('PUT', `/endereco/${f.ENDERECO}`, {
        LOGRADOURO: 'Rua Trocada',
        CIDADE: 'Campinas',
        ESTADO: 'SP',
      }),
      comoEquipe('PUT', `/telefone/${f.TELEFONE}`, { NUMERO: '19900000000' }),
      comoEquipe('DELETE', `/telefone/${f.TELEFONE}`),
    ];
    for (const r of await Promise.all(trocas))
      expect([r.statusCode, r.json()]).toEqual([403, NAO_AUTORIZADO]);
    const [casa] = await t.db.select().from(endereco).where(eq(endereco.CODIGO, f.ENDERECO));
    const [fone] = await t.db.select().from(telefone).where(eq(telefone.CODIGO, f.TELEFONE));
    expect([casa?.LOGRADOURO, fone?.NUMERO]).toEqual(['Rua do Funcionário', '19988887777']);
    const trocado = await comoAdministrador('PUT', `/telefone/${f.TELEFONE}`, { NUMERO: '19900000000' });
    expect(trocado.statusCode).toBe(200);
  });

  it('PUT /pessoa/{id} não reescreve o CPF de um funcionário pela equipe; o administrador reescreve', async () => {
    const f = await funcionarioComContatos();
    const cpf = novoCpf();
    const negado = await comoEquipe('PUT', `/pessoa/${f.PESSOA_CODIGO}`, novaPessoa({ CPF: cpf }));
    expect([negado.statusCode, negado.json()]).toEqual([403, NAO_AUTORIZADO]);
    const [intacta] = await t.db.select().from(pessoa).where(eq(pessoa.CODIGO, f.PESSOA_CODIGO));
    expect(intacta?.CPF).toBeNull();
    const aceito = await comoAdministrador('PUT', `/pessoa/${f.PESSOA_CODIGO}`, novaPessoa({ CPF: cpf }));
    expect(aceito.statusCode).toBe(200);
    expect(aceito.json().CPF).toBe(cpf);
  });

  it('POST /pessoa/cpf e /pessoa/rg sem CODIGO: a equipe não descobre o documento de um funcionário; o administrador sim', async () => {
    const [cpf, rg] = [novoCpf(), `RG${novoCpf()}`];
    const { PESSOA_CODIGO } = await criarFuncionario(t.db);
    await t.db.update(pessoa).set({ CPF: cpf, RG: rg }).where(eq(pessoa.CODIGO, PESSOA_CODIGO));
    const perguntas = [
      ['/pessoa/cpf', { CPF: cpf }],
      ['/pessoa/rg', { RG: rg }],
      ['/pessoa/cpf', { CPF: cpf, CODIGO: null }],
    ] as const;
    for (const [rota, corpo] of perguntas) {
      expect((await comoEquipe('POST', rota, corpo)).json(), rota).toEqual({ existente: false });
      expect((await comoAdministrador('POST', rota, corpo)).json(), rota).toEqual({ existente: true });
    }
    // Whom the team may see still answers as before: a relative's CPF is taken.
    const parente = novoCpf();
    expect((await comoEquipe('POST', '/pessoa', novaPessoa({ CPF: parente }))).statusCode).toBe(201);
    expect((await comoEquipe('POST', '/pessoa/cpf', { CPF: parente })).json()).toEqual({ existente: true });
  });

  it('POST /residente com o PESSOA_CODIGO de um funcionário: 422 também para a equipe, sem residente criado', async () => {
    const f = await funcionarioComContatos();
    const corpo = novoResidente({ PESSOA: undefined, PESSOA_CODIGO: f.PESSOA_CODIGO });
    const negado = await comoEquipe('POST', '/residente', corpo);
    expect([negado.statusCode, negado.json().message]).toEqual([422, MENSAGENS.pessoaJaEFuncionario]);
    const [{ n } = { n: -1 }] = await t.db
      .select({ n: count() })
      .from(residente)
      .where(eq(residente.PESSOA_CODIGO, f.PESSOA_CODIGO));
    expect(n).toBe(0);
  });

  it('uma pessoa, um papel: nem o administrador acolhe um funcionário, nem contrata um residente (422)', async () => {
    const f = await funcionarioComContatos();
    const comoResidente = await comoAdministrador(
      'POST',
      '/residente',
      novoResidente({ PESSOA: undefined, PESSOA_CODIGO: f.PESSOA_CODIGO }),
    );
    expect([comoResidente.statusCode, comoResidente.json().message]).toEqual([
      422,
      MENSAGENS.pessoaJaEFuncionario,
    ]);
    const r = await comoAdministrador('POST', '/residente', novoResidente());
    const comoFuncionario = await comoAdministrador(
      'POST',
      '/funcionario',
      novoFuncionario({ PESSOA: undefined, PESSOA_CODIGO: r.json().PESSOA_CODIGO }),
    );
    expect([comoFuncionario.statusCode, comoFuncionario.json().message]).toEqual([
      422,
      MENSAGENS.pessoaJaEResidente,
    ]);
  });

  it('os dois papéis pedidos ao mesmo tempo para uma pessoa: só um fica', async () => {
    const p = await comoAdministrador('POST', '/pessoa', novaPessoa({ CPF: novoCpf() }));
    const PESSOA_CODIGO = p.json().CODIGO;
    const respostas = await Promise.all([
      comoAdministrador('POST', '/residente', novoResidente({ PESSOA: undefined, PESSOA_CODIGO })),
      comoAdministrador('POST', '/funcionario', novoFuncionario({ PESSOA: undefined, PESSOA_CODIGO })),
    ]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([201, 422]);
  });

  it('um par antigo de residente e funcionário (de antes desta regra): a equipe não chega à pessoa pelo residente', async () => {
    const f = await funcionarioComContatos();
    const [legado] = await t.db
      .insert(residente)
      .values({ PESSOA_CODIGO: f.PESSOA_CODIGO, DATA_ACOLHIMENTO: ACOLHIMENTO_PASSADO })
      .returning();
    const CODIGO_RESIDENTE = legado?.CODIGO_RESIDENTE ?? 0;
    expect((await comoAdministrador('GET', `/residente/${CODIGO_RESIDENTE}`)).json().PESSOA_CODIGO).toBe(
      f.PESSOA_CODIGO,
    );
    for (const url of [
      `/residente/${CODIGO_RESIDENTE}`,
      `/relatorio-residente/${f.PESSOA_CODIGO}/${CODIGO_RESIDENTE}`,
    ]) {
      const negado = await comoEquipe('GET', url);
      expect([negado.statusCode, negado.json()]).toEqual([403, NAO_AUTORIZADO]);
    }
    const reescrito = await comoEquipe(
      'PUT',
      `/residente/${CODIGO_RESIDENTE}`,
      novoResidente({ PESSOA: novaPessoa({ CPF: novoCpf() }) }),
    );
    expect([reescrito.statusCode, reescrito.json()]).toEqual([403, NAO_AUTORIZADO]);
  });

  it('cada recusa de linha fica na auditoria, mesmo com a transação desfeita', async () => {
    const f = await funcionarioComContatos();
    for (const [url, entidade, registro] of [
      [`/telefone/${f.TELEFONE}`, 'telefone', f.TELEFONE],
      [`/endereco/${f.ENDERECO}`, 'endereco', f.ENDERECO],
    ] as const) {
      expect((await comoEquipe('GET', url)).statusCode).toBe(403);
      const negacoes = await t.db
        .select({ USUARIO_CODIGO: auditoria.USUARIO_CODIGO })
        .from(auditoria)
        .where(
          and(
            eq(auditoria.ACAO, 'acesso_negado'),
            eq(auditoria.ENTIDADE, entidade),
            eq(auditoria.REGISTRO, String(registro)),
          ),
        );
      expect(negacoes).toEqual([{ USUARIO_CODIGO: expect.any(Number) }]);
    }
  });

  it('POST /telefone_familiar com o telefone de um funcionário: 403 para a equipe; o administrador vincula', async () => {
    const f = await funcionarioComContatos();
    const familiar = await comoEquipe('POST', '/familiar', { NOME: 'Rosa', SOBRENOME: 'Prado' });
    const vinculo = { FAMILIAR_CODIGO: familiar.json().CODIGO, TELEFONE_CODIGO: f.TELEFONE };
    const negado = await comoEquipe('POST', '/telefone_familiar', vinculo);
    expect([negado.statusCode, negado.json()]).toEqual([403, NAO_AUTORIZADO]);
    expect(
      await t.db.select().from(telefoneFamiliar).where(eq(telefoneFamiliar.TELEFONE_CODIGO, f.TELEFONE)),
    ).toEqual([]);
    expect((await comoAdministrador('POST', '/telefone_familiar', vinculo)).statusCode).toBe(201);
  });
});
