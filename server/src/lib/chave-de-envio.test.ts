import { randomUUID } from 'node:crypto';
import { CHAVE_DE_ENVIO_HEADER, MENSAGENS } from '@acolher/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app.ts';
import { novoFuncionario } from '../../test/support/funcionarios.ts';
import { type Corpo, novaPessoa, novoCpf, novoResidente } from '../../test/support/residentes.ts';
import { entrarComoAdministrador, entrarComoEquipe, type SessaoDeTeste } from '../../test/support/sessoes.ts';

let t: TestApp;
let admin: SessaoDeTeste;
let equipe: SessaoDeTeste;
/** The owners the sub-lists' creates name. */
const donos = { residente: 0, funcionario: 0, convenio: 0 };
let serie = 0;
/** A name no other body of this file used: sub-list items are unique by name under their owner. */
const unico = (nome: string) => `${nome} ${++serie}`;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await entrarComoAdministrador(t);
  equipe = await entrarComoEquipe(t);
  donos.residente = (await enviar(admin, '/residente', novoResidente())).json().CODIGO_RESIDENTE;
  donos.funcionario = (await enviar(admin, '/funcionario', novoFuncionario())).json().CODIGO_FUNCIONARIO;
  donos.convenio = (
    await enviar(admin, '/convenio', novoPlano({ NOME: 'Plano dos vínculos' }))
  ).json().CODIGO;
});
afterAll(async () => {
  await t.close();
});

const novoPlano = (extra: Corpo = {}): Corpo => ({
  NOME: 'União Saúde',
  TIPO: 'saude',
  ENDERECO: { CEP: '01001-000', LOGRADOURO: 'Praça da Sé', NUMERO: '100', CIDADE: 'São Paulo', ESTADO: 'SP' },
  TELEFONE: [{ NUMERO: '(11) 3333-4444', TIPO: 'comercial' }],
  ...extra,
});

/** Each create a form makes, its table and key column, a body and the same body changed. */
const ROTAS = [
  {
    url: '/residente',
    tabela: 'residente',
    resposta: 'CODIGO_RESIDENTE',
    corpo: () => novoResidente({ PESSOA: novaPessoa({ CPF: novoCpf() }) }),
    semCpf: () => novoResidente(),
    outro: (c: Corpo) => ({ ...c, DATA_ACOLHIMENTO: '2024-02-11' }),
  },
  {
    url: '/funcionario',
    tabela: 'funcionario',
    resposta: 'CODIGO_FUNCIONARIO',
    corpo: () => novoFuncionario(),
    semCpf: () => novoFuncionario({ PESSOA: novaPessoa({ NOME: 'Joana', CPF: undefined }) }),
    outro: (c: Corpo) => ({ ...c, CARGO: 'Cuidador(a)' }),
  },
  {
    url: '/convenio',
    tabela: 'convenio',
    resposta: 'CODIGO',
    corpo: () => novoPlano(),
    semCpf: () => novoPlano({ NOME: 'Vida Plena' }),
    outro: (c: Corpo) => ({ ...c, NOME: 'Outro nome' }),
  },
  {
    url: '/familiar',
    tabela: 'familiar',
    resposta: 'CODIGO',
    corpo: () => ({
      NOME: unico('Rosa'),
      SOBRENOME: 'de Lima',
      VINCULO: { RESIDENTE_CODIGO: donos.residente, PARENTESCO: 'Filha' },
      TELEFONE: [{ NUMERO: '(11) 91234-5678' }],
    }),
    semCpf: undefined,
    outro: (c: Corpo) => ({ ...c, SOBRENOME: 'Outro' }),
  },
  {
    url: '/dependente',
    tabela: 'dependente',
    resposta: 'CODIGO',
    corpo: () => ({
      CODIGO_FUNCIONARIO: donos.funcionario,
      NOME: unico('Caio'),
      SOBRENOME: 'Prado',
      DATA_NASCIMENTO: '2015-05-10',
    }),
    semCpf: undefined,
    outro: (c: Corpo) => ({ ...c, PARENTESCO: 'Filho' }),
  },
  {
    url: '/residente_convenio',
    tabela: 'residente_convenio',
    resposta: 'CODIGO',
    corpo: () => ({
      RESIDENTE_CODIGO: donos.residente,
      CONVENIO_CODIGO: donos.convenio,
      NUMERO_CONVENIO: unico('carteirinha'),
    }),
    semCpf: undefined,
    outro: (c: Corpo) => ({ ...c, VALIDADE: '2030-12-31' }),
  },
  {
    url: '/beneficio',
    tabela: 'beneficio',
    resposta: 'NOME_BENEFICIO',
    corpo: () => ({ CODIGO_RESIDENTE: donos.residente, NOME_BENEFICIO: unico('BPC') }),
    semCpf: undefined,
    outro: (c: Corpo) => ({ ...c, BANCO: 'Caixa' }),
  },
] as const;

function enviar(sessao: SessaoDeTeste, url: string, corpo: Corpo, chave?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: chave ? { ...sessao.headers, [CHAVE_DE_ENVIO_HEADER]: chave } : sessao.headers,
    payload: corpo,
  });
}

/** The rows of the route's table and the audit rows of their creation. */
async function contar(tabela: string): Promise<{ linhas: number; auditorias: number }> {
  const { rows } = await t.db.execute<{ linhas: number; auditorias: number }>(sql`
    select (select count(*)::int from ${sql.identifier(tabela)}) as linhas,
      (select count(*)::int from auditoria where entidade = ${tabela} and acao = 'criar') as auditorias`);
  return rows[0] ?? { linhas: -1, auditorias: -1 };
}

describe.each(ROTAS)('Idempotency-Key em POST $url (decisão 0039)', (rota) => {
  it('a repetição após a resposta perdida responde a mesma resposta, sem segunda linha nem auditoria', async () => {
    for (const corpo of rota.semCpf ? [rota.corpo(), rota.semCpf()] : [rota.corpo()]) {
      const chave = randomUUID();
      const primeira = await enviar(admin, rota.url, corpo, chave);
      expect(primeira.statusCode, primeira.body).toBe(201);
      const antes = await contar(rota.tabela);
      const repetida = await enviar(admin, rota.url, corpo, chave);
      expect(repetida.statusCode, repetida.body).toBe(201);
      expect(repetida.json()).toEqual(primeira.json());
      expect(await contar(rota.tabela)).toEqual(antes);
    }
  });

  it('a mesma chave com outro conteúdo é 422 e não grava nada', async () => {
    const chave = randomUUID();
    const corpo = rota.corpo();
    expect((await enviar(admin, rota.url, corpo, chave)).statusCode).toBe(201);
    const antes = await contar(rota.tabela);
    const r = await enviar(admin, rota.url, rota.outro(corpo), chave);
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().message).toBe(MENSAGENS.chaveDeEnvioComOutroCadastro);
    expect(await contar(rota.tabela)).toEqual(antes);
  });

  it('três envios ao mesmo tempo com a mesma chave gravam uma linha e respondem o mesmo código', async () => {
    const chave = randomUUID();
    const corpo = rota.corpo();
    const antes = await contar(rota.tabela);
    const respostas = await Promise.all([1, 2, 3].map(() => enviar(admin, rota.url, corpo, chave)));
    for (const r of respostas) expect(r.statusCode, r.body).toBe(201);
    expect(new Set(respostas.map((r) => r.json()[rota.resposta])).size).toBe(1);
    expect(await contar(rota.tabela)).toEqual({ linhas: antes.linhas + 1, auditorias: antes.auditorias + 1 });
  });
});

describe.each(ROTAS.flatMap((r) => (r.semCpf ? [{ ...r, semCpf: r.semCpf }] : [])))(
  'sem Idempotency-Key em POST $url',
  (rota) => {
    it('cada envio grava o seu, como o cliente original espera', async () => {
      const corpo = rota.semCpf();
      const antes = await contar(rota.tabela);
      for (let i = 0; i < 2; i++) expect((await enviar(admin, rota.url, corpo)).statusCode).toBe(201);
      expect((await contar(rota.tabela)).linhas).toBe(antes.linhas + 2);
    });
  },
);

describe('a chave de envio', () => {
  it('é de cada usuário: outra pessoa com a mesma chave grava o seu', async () => {
    const chave = randomUUID();
    const corpo = novoResidente();
    const daAdmin = await enviar(admin, '/residente', corpo, chave);
    const daEquipe = await enviar(equipe, '/residente', corpo, chave);
    expect(daEquipe.statusCode, daEquipe.body).toBe(201);
    expect(daEquipe.json().CODIGO_RESIDENTE).not.toBe(daAdmin.json().CODIGO_RESIDENTE);
  });

  it('de um envio recusado não fica guardada: corrigido, o mesmo formulário grava', async () => {
    const chave = randomUUID();
    const cpf = novoCpf();
    const existente = novoResidente({ PESSOA: novaPessoa({ CPF: cpf }) });
    expect((await enviar(admin, '/residente', existente)).statusCode).toBe(201);
    const recusado = await enviar(admin, '/residente', existente, chave);
    expect(recusado.statusCode, recusado.body).toBe(409);
    const corrigido = await enviar(admin, '/residente', novoResidente(), chave);
    expect(corrigido.statusCode, corrigido.body).toBe(201);
  });

  it('que não é UUID é 400 nomeando o cabeçalho, e nada é gravado', async () => {
    const antes = await contar('convenio');
    const r = await enviar(admin, '/convenio', novoPlano(), 'salvar-de-novo');
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().errors).toEqual([
      { campo: CHAVE_DE_ENVIO_HEADER, mensagem: MENSAGENS.chaveDeEnvioInvalida },
    ]);
    expect(await contar('convenio')).toEqual(antes);
  });

  it('com mais de 24 horas é varrida pela próxima criação', async () => {
    const chave = randomUUID();
    expect((await enviar(admin, '/convenio', novoPlano(), chave)).statusCode).toBe(201);
    await t.db.execute(
      sql`update chave_de_envio set criada_em = now() - interval '25 hours' where chave = ${chave}`,
    );
    expect((await enviar(admin, '/convenio', novoPlano({ NOME: 'Depois' }), randomUUID())).statusCode).toBe(
      201,
    );
    const { rows } = await t.db.execute(sql`select 1 from chave_de_envio where chave = ${chave}`);
    expect(rows).toHaveLength(0);
  });
});
