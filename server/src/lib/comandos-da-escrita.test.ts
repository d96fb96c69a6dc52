import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app.ts';
import { type Comandos, gravarComandos } from '../../test/support/comandos.ts';
import { criarFuncionario, criarResidente } from '../../test/support/linhas.ts';
import { novoCpf, novoResidente } from '../../test/support/residentes.ts';
import { entrarComoEquipe, type SessaoDeTeste } from '../../test/support/sessoes.ts';
import { auditoria, usuario } from '../db/schema.ts';

/**
 * Decision 0042: a create of the spec's granular chain (`POST /pessoa`, the bench's write compared
 * with the original system) is one statement besides the session's lookup — the row and
 * its audit row in one `with`, no BEGIN and COMMIT round trips — and still commits its audit row
 * with it, or neither.
 */
let t: TestApp;
let s: SessaoDeTeste;
let comandos: Comandos;

beforeAll(async () => {
  t = await buildTestApp();
  s = await entrarComoEquipe(t);
  comandos = gravarComandos(t.app.pool);
});
afterAll(async () => {
  await t.close();
});

const PESSOA = { NOME: 'Joaquim', SOBRENOME: 'Pereira', DATA_NASCIMENTO: '1939-11-20', SEXO: 'M' };
const criar = (corpo: object) =>
  t.app.inject({ method: 'POST', url: '/pessoa', headers: s.headers, payload: corpo });

function linhasDaAuditoria(registro: string) {
  return t.db
    .select({
      ACAO: auditoria.ACAO,
      USUARIO_CODIGO: auditoria.USUARIO_CODIGO,
      IP: auditoria.IP,
      DETALHES: auditoria.DETALHES,
    })
    .from(auditoria)
    .where(and(eq(auditoria.ENTIDADE, 'pessoa'), eq(auditoria.REGISTRO, registro)));
}

describe('POST /pessoa em um só comando', () => {
  it('custa um comando ao banco além da sessão: a escrita com sua auditoria, sem BEGIN nem COMMIT', async () => {
    comandos.zerar();
    expect((await criar(PESSOA)).statusCode).toBe(201);
    expect(comandos.textos).toHaveLength(1);
    expect(comandos.textos.map((texto) => texto.trim().toLowerCase())).not.toContain('begin');
  });

  it('a escrita é um comando preparado: nem o Node o monta, nem o PostgreSQL o planeja de novo a cada pedido', async () => {
    comandos.zerar();
    expect((await criar(PESSOA)).statusCode).toBe(201);
    expect(comandos.nomes).toEqual(['criar_pessoa_auditado']);
  });

  it('grava a linha da auditoria de quem criou, de onde, no mesmo commit da pessoa', async () => {
    const criada = await criar(PESSOA);
    expect(criada.statusCode).toBe(201);
    const { CODIGO } = criada.json();
    const [conta] = await t.db
      .select({ CODIGO: usuario.CODIGO })
      .from(usuario)
      .where(eq(usuario.LOGIN, 'equipe'));
    expect(await linhasDaAuditoria(String(CODIGO))).toEqual([
      { ACAO: 'criar', USUARIO_CODIGO: conta?.CODIGO, IP: '127.0.0.1', DETALHES: null },
    ]);
  });

  it('uma pessoa recusada pelo banco (CPF repetido, 409) não deixa linha de auditoria', async () => {
    const cpf = novoCpf();
    expect((await criar({ ...PESSOA, CPF: cpf })).statusCode).toBe(201);
    const antes = await t.db.$count(auditoria, eq(auditoria.ENTIDADE, 'pessoa'));
    expect((await criar({ ...PESSOA, CPF: cpf })).statusCode).toBe(409);
    expect(await t.db.$count(auditoria, eq(auditoria.ENTIDADE, 'pessoa'))).toBe(antes);
  });
});

describe('POST /residente com a pessoa aninhada', () => {
  it('em uma transação de quatro comandos: a pessoa com sua auditoria, o residente, a auditoria dele; nada relido', async () => {
    comandos.zerar();
    const criado = await t.app.inject({
      method: 'POST',
      url: '/residente',
      headers: s.headers,
      payload: novoResidente(),
    });
    expect(criado.statusCode).toBe(201);
    expect(comandos.textos.map((texto) => texto.trim().split(/\s+/).slice(0, 3).join(' '))).toEqual([
      'begin',
      'with "criada" as',
      'insert into "residente"',
      'insert into "auditoria"',
      'commit',
    ]);
    const lido = await t.app.inject({
      method: 'GET',
      url: `/residente/${criado.json().CODIGO_RESIDENTE}`,
      headers: s.headers,
    });
    expect(lido.json()).toEqual(criado.json());
  });
});

describe('POST /acompanhamentos', () => {
  it('o acompanhamento, seus vínculos e sua auditoria num só comando; a correção guarda o corrigido na auditoria', async () => {
    const { CODIGO_FUNCIONARIO } = await criarFuncionario(t.db);
    const { CODIGO_RESIDENTE } = await criarResidente(t.db);
    const corpo = {
      DATA_ACOMPANHAMENTO: '2025-03-10',
      HORA_ACOMPANHAMENTO: '14:30',
      ATIVIDADE: 'Passeio no jardim',
      FUNCIONARIOS: [CODIGO_FUNCIONARIO],
      RESIDENTES: [CODIGO_RESIDENTE],
    };
    const enviar = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/acompanhamentos', headers: s.headers, payload });
    comandos.zerar();
    const primeiro = await enviar(corpo);
    expect(primeiro.statusCode).toBe(201);
    const escrita = comandos.textos.slice(
      comandos.textos.indexOf('begin'),
      comandos.textos.indexOf('commit') + 1,
    );
    // BEGIN, the participants' check, the one write, COMMIT.
    expect(escrita).toHaveLength(4);
    const { CODIGO } = primeiro.json();
    const correcao = await enviar({ ...corpo, CORRIGE_CODIGO: CODIGO });
    expect(correcao.statusCode).toBe(201);
    const auditadas = await t.db
      .select({ REGISTRO: auditoria.REGISTRO, DETALHES: auditoria.DETALHES, IP: auditoria.IP })
      .from(auditoria)
      .where(and(eq(auditoria.ENTIDADE, 'acompanhamento'), eq(auditoria.ACAO, 'criar')))
      .orderBy(auditoria.CODIGO);
    expect(auditadas).toEqual([
      { REGISTRO: String(CODIGO), DETALHES: null, IP: '127.0.0.1' },
      { REGISTRO: String(correcao.json().CODIGO), DETALHES: { CORRIGE_CODIGO: CODIGO }, IP: '127.0.0.1' },
    ]);
  });
});
