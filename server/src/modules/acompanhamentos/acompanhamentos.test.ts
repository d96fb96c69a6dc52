import { randomUUID } from 'node:crypto';
import {
  CAMPOS_PROPRIOS_ACOMPANHAMENTO,
  CHAVE_DE_ENVIO_HEADER,
  MAX_RESUMOS,
  MENSAGENS,
  PERMISSAO,
  TOTAL_HEADER,
} from '@acolher/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import {
  criarFuncionario,
  criarPessoa,
  criarResidente,
  inativarFuncionario,
} from '../../../test/support/linhas.ts';
import { criarConta, entrar, enviarComo, type SessaoDeTeste } from '../../../test/support/sessoes.ts';
import { hojeNoLar } from '../../lib/hoje.ts';

let t: TestApp;
let admin: SessaoDeTeste;
let ana: SessaoDeTeste;
let bruno: SessaoDeTeste;
/** Ana (role 2) is employee `anaF`; Bruno (role 2) is `brunoF`; Carla is an employee without an account. */
let anaF: number;
let brunoF: number;
let carlaF: number;
let inativoF: number;
let r1: number;
let r2: number;
let r3: number;
let inativoR: number;
let hoje: string;

const comoAdmin = enviarComo(
  () => t,
  () => admin,
);
const comoAna = enviarComo(
  () => t,
  () => ana,
);
const comoBruno = enviarComo(
  () => t,
  () => bruno,
);

async function funcionarioChamado(nome: string, sobrenome: string, cargo: string): Promise<number> {
  const f = await criarFuncionario(t.db, { CARGO: cargo });
  await t.db.execute(
    sql`update pessoa set nome = ${nome}, sobrenome = ${sobrenome} where codigo = ${f.PESSOA_CODIGO}`,
  );
  return f.CODIGO_FUNCIONARIO;
}

async function residenteChamado(nome: string, sobrenome: string, ativo = true): Promise<number> {
  const p = await criarPessoa(t.db, { NOME: nome, SOBRENOME: sobrenome });
  const { rows } = await t.db.execute<{ codigo: number }>(sql`
    insert into residente (pessoa_codigo, data_acolhimento, ativo, data_desacolhimento, motivo_desacolhimento)
    values (${p.CODIGO}, '2024-01-15', ${ativo}, ${ativo ? null : '2025-06-01'}, ${ativo ? null : 'Transferência'})
    returning codigo_residente as codigo`);
  return rows[0]?.codigo ?? 0;
}

async function sessao(login: string, permissao: number, codigoFuncionario?: number): Promise<SessaoDeTeste> {
  await criarConta(t.db, {
    login,
    email: `${login}@lar.org`,
    senha: 'segredo1',
    permissao,
    codigoFuncionario,
  });
  return entrar(t.app, `${login}@lar.org`, 'segredo1');
}

beforeAll(async () => {
  t = await buildTestApp({ env: { TZ_LAR: 'America/Sao_Paulo' } });
  hoje = hojeNoLar('America/Sao_Paulo');
  anaF = await funcionarioChamado('Ana', 'Cuidado', 'Cuidador(a)');
  brunoF = await funcionarioChamado('Bruno', 'Sá', 'Enfermeiro(a)');
  carlaF = await funcionarioChamado('Carla', 'Ávila', 'Fisioterapeuta');
  inativoF = await funcionarioChamado('Ivo', 'Saído', 'Cozinha');
  await inativarFuncionario(t.db, inativoF);
  r1 = await residenteChamado('Dona', 'Conceição');
  r2 = await residenteChamado('Seu', 'Joaquim');
  r3 = await residenteChamado('Dona', 'Zélia');
  inativoR = await residenteChamado('Seu', 'Transferido', false);
  admin = await sessao('admin.acomp', PERMISSAO.administrador);
  ana = await sessao('ana.acomp', PERMISSAO.equipe, anaF);
  bruno = await sessao('bruno.acomp', PERMISSAO.equipe, brunoF);
});
afterAll(() => t.close());

type Corpo = Record<string, unknown>;
const novo = (extra: Corpo = {}): Corpo => ({
  DATA_ACOMPANHAMENTO: hoje,
  HORA_ACOMPANHAMENTO: '09:30',
  ATIVIDADE: 'Banho assistido e troca de roupa',
  FUNCIONARIOS: [anaF],
  RESIDENTES: [r1],
  ...extra,
});

async function contar(): Promise<Record<string, number>> {
  const { rows } = await t.db.execute<Record<string, number>>(sql`select
    (select count(*)::int from acompanhamento) as acompanhamento,
    (select count(*)::int from acompanhamento_funcionario) as funcionarios,
    (select count(*)::int from acompanhamento_residente) as residentes,
    (select count(*)::int from acompanhamento_versao) as versoes`);
  return rows[0] ?? {};
}

async function criar(como = comoAna, extra: Corpo = {}) {
  const r = await como('POST', '/acompanhamentos', novo(extra));
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}

/** Moves a follow-up's writing time back, as if it had been logged that many hours ago. */
async function envelhecer(codigo: number, horas: number): Promise<void> {
  await t.db.execute(
    sql`update acompanhamento set registrado_em = now() - make_interval(hours => ${horas}) where codigo = ${codigo}`,
  );
}

describe('POST /acompanhamentos', () => {
  it('cria o acompanhamento com participantes numa transação, com autor, funcionário do autor e turno', async () => {
    const a = await criar(comoAna, { FUNCIONARIOS: [anaF, carlaF], RESIDENTES: [r1, r2, r3] });
    expect(a).toMatchObject({
      DATA_ACOMPANHAMENTO: hoje,
      HORA_ACOMPANHAMENTO: '09:30',
      TURNO: 'DIA',
      ATIVIDADE: 'Banho assistido e troca de roupa',
      REGISTRADO_POR: { NOME: 'Ana Cuidado' },
      EDITAVEL: true,
      VERSAO: 1,
      CORRIGE_CODIGO: null,
      CORRECOES: [],
      HISTORICO: [],
      FUNCIONARIOS: [
        { CODIGO_FUNCIONARIO: anaF, NOME: 'Ana', SOBRENOME: 'Cuidado', CARGO: 'Cuidador(a)' },
        { CODIGO_FUNCIONARIO: carlaF, NOME: 'Carla', SOBRENOME: 'Ávila', CARGO: 'Fisioterapeuta' },
      ],
      RESIDENTES: [
        { CODIGO_RESIDENTE: r1, NOME: 'Dona Conceição' },
        { CODIGO_RESIDENTE: r3, NOME: 'Dona Zélia' },
        { CODIGO_RESIDENTE: r2, NOME: 'Seu Joaquim' },
      ],
    });
    const registradoEm = Date.parse(a.REGISTRADO_EM);
    expect(Math.abs(Date.now() - registradoEm)).toBeLessThan(60_000);
    expect(Date.parse(a.EDITAVEL_ATE) - registradoEm).toBe(24 * 3_600_000);
    const { rows } = await t.db.execute(
      sql`select registrado_por_funcionario as f from acompanhamento where codigo = ${a.CODIGO}`,
    );
    expect(rows).toEqual([{ f: anaF }]);
    const auditoria = await t.db.execute(
      sql`select acao from auditoria where entidade = 'acompanhamento' and registro = ${String(a.CODIGO)}`,
    );
    expect(auditoria.rows).toEqual([{ acao: 'criar' }]);
  });

  it('sem hora não tem turno; a atividade chega aparada', async () => {
    const a = await criar(comoAna, { HORA_ACOMPANHAMENTO: null, ATIVIDADE: '  Leitura  ' });
    expect(a).toMatchObject({ HORA_ACOMPANHAMENTO: null, TURNO: null, ATIVIDADE: 'Leitura' });
  });

  it.each([
    ['sem funcionário', { FUNCIONARIOS: [] }, 400],
    ['sem residente', { RESIDENTES: [] }, 400],
    ['participante repetido', { RESIDENTES: ['r1', 'r1'] }, 400],
    ['atividade vazia', { ATIVIDADE: '   ' }, 400],
    ['atividade longa demais', { ATIVIDADE: 'x'.repeat(4001) }, 400],
    ['hora inválida', { HORA_ACOMPANHAMENTO: '24:00' }, 400],
    ['campo desconhecido', { OBS: 'x' }, 400],
    ['data no futuro do lar', { DATA_ACOMPANHAMENTO: '2999-01-01' }, 400],
    ['funcionário inexistente', { FUNCIONARIOS: ['ana', 999_999] }, 404],
    ['residente inexistente', { RESIDENTES: [999_998] }, 404],
    ['funcionário inativo', { FUNCIONARIOS: ['ana', 'inativo'] }, 422],
    ['residente inativo', { RESIDENTES: ['inativo'] }, 422],
    ['correção de inexistente', { CORRIGE_CODIGO: 999_997 }, 404],
  ])('%s: recusa e não grava nada', async (_caso, extra, status) => {
    // The table is read before beforeAll has made the people: names stand for their codes.
    const codigos: Record<string, number> = { ana: anaF, r1, inativoF, inativoR };
    const troca = (lista: unknown, inativo: number) =>
      Array.isArray(lista) ? lista.map((c) => (c === 'inativo' ? inativo : (codigos[c] ?? c))) : lista;
    const corpo = novo(extra);
    corpo.FUNCIONARIOS = troca(corpo.FUNCIONARIOS, inativoF);
    corpo.RESIDENTES = troca(corpo.RESIDENTES, inativoR);
    const antes = await contar();
    const r = await comoAna('POST', '/acompanhamentos', corpo);
    expect(r.statusCode, r.body).toBe(status);
    expect(await contar()).toEqual(antes);
  });

  it('diz quem está inativo, pelo nome', async () => {
    const r = await comoAna('POST', '/acompanhamentos', novo({ FUNCIONARIOS: [anaF, inativoF] }));
    expect(r.json().message).toBe(MENSAGENS.funcionarioInativoNoAcompanhamento('Ivo Saído'));
  });

  it('a data "até hoje" é a do lar (TZ_LAR), não a UTC', async () => {
    const longe = await buildTestApp({ env: { TZ_LAR: 'Pacific/Pago_Pago' } });
    try {
      await criarConta(longe.db, { login: 'pago', email: 'pago@lar.org', senha: 'segredo1' });
      const s = await entrar(longe.app, 'pago@lar.org', 'segredo1');
      const f = (await criarFuncionario(longe.db)).CODIGO_FUNCIONARIO;
      const r = (await criarResidente(longe.db)).CODIGO_RESIDENTE;
      const hojeLa = hojeNoLar('Pacific/Pago_Pago');
      // Kiritimati (UTC+14) is always at least a day ahead of Pago Pago (UTC-11).
      const amanhaLa = hojeNoLar('Pacific/Kiritimati');
      const enviar = (data: string) =>
        longe.app.inject({
          method: 'POST',
          url: '/acompanhamentos',
          headers: s.headers,
          payload: { ...novo({ DATA_ACOMPANHAMENTO: data }), FUNCIONARIOS: [f], RESIDENTES: [r] },
        });
      expect((await enviar(hojeLa)).statusCode).toBe(201);
      const recusado = await enviar(amanhaLa);
      expect(recusado.statusCode).toBe(400);
      expect(recusado.json().message).toBe(MENSAGENS.acompanhamentoFuturo);
    } finally {
      await longe.close();
    }
  });
});

describe('Idempotency-Key: um salvamento repetido grava uma vez (decisões 0028, 0053)', () => {
  const enviarComChave = (sessao: () => SessaoDeTeste, chave: string, corpo: Corpo = novo()) =>
    t.app.inject({
      method: 'POST',
      url: '/acompanhamentos',
      headers: { ...sessao().headers, [CHAVE_DE_ENVIO_HEADER]: chave },
      payload: corpo,
    });

  /** The follow-ups stored under `chave` (each user's key answers its follow-up's code), and the audit rows of their creation. */
  async function gravadosCom(chave: string): Promise<{ linhas: number; auditorias: number }> {
    const { rows } = await t.db.execute<{ linhas: number; auditorias: number }>(sql`
      with salvos as (
        select a.codigo from acompanhamento a
          join chave_de_envio c on c.chave = ${chave} and c.resposta = to_jsonb(a.codigo)
         where c.rota = 'POST /acompanhamentos' and c.usuario_codigo = a.registrado_por)
      select (select count(*)::int from salvos) as linhas,
        (select count(*)::int from auditoria where entidade = 'acompanhamento' and acao = 'criar'
           and registro in (select codigo::text from salvos)) as auditorias`);
    return rows[0] ?? { linhas: -1, auditorias: -1 };
  }

  it('a repetição com a mesma chave responde o mesmo acompanhamento, sem segunda linha nem segunda auditoria', async () => {
    const chave = randomUUID();
    const primeira = await enviarComChave(() => ana, chave);
    expect(primeira.statusCode, primeira.body).toBe(201);
    const antes = await contar();
    const repetida = await enviarComChave(() => ana, chave);
    expect(repetida.statusCode, repetida.body).toBe(201);
    expect(repetida.json()).toEqual(primeira.json());
    expect(await contar()).toEqual(antes);
    expect(await gravadosCom(chave)).toEqual({ linhas: 1, auditorias: 1 });
  });

  it('a repetição com os participantes noutra ordem é a mesma: responde o mesmo acompanhamento', async () => {
    const chave = randomUUID();
    const primeira = await enviarComChave(() => ana, chave, novo({ RESIDENTES: [r1, r2] }));
    expect(primeira.statusCode, primeira.body).toBe(201);
    const repetida = await enviarComChave(() => ana, chave, novo({ RESIDENTES: [r2, r1] }));
    expect(repetida.statusCode, repetida.body).toBe(201);
    expect(repetida.json().CODIGO).toBe(primeira.json().CODIGO);
    expect(await gravadosCom(chave)).toEqual({ linhas: 1, auditorias: 1 });
  });

  it('duas repetições ao mesmo tempo gravam uma linha e respondem o mesmo CODIGO', async () => {
    const chave = randomUUID();
    const respostas = await Promise.all([enviarComChave(() => ana, chave), enviarComChave(() => ana, chave)]);
    for (const r of respostas) expect(r.statusCode, r.body).toBe(201);
    expect(new Set(respostas.map((r) => r.json().CODIGO)).size).toBe(1);
    expect(await gravadosCom(chave)).toEqual({ linhas: 1, auditorias: 1 });
  });

  it('a mesma chave com outro conteúdo é 422 e não grava nada', async () => {
    const chave = randomUUID();
    expect((await enviarComChave(() => ana, chave)).statusCode).toBe(201);
    const antes = await contar();
    for (const outro of [
      novo({ ATIVIDADE: 'Outra atividade' }),
      novo({ RESIDENTES: [r1, r2] }),
      novo({ HORA_ACOMPANHAMENTO: null }),
    ]) {
      const r = await enviarComChave(() => ana, chave, outro);
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().message).toBe(MENSAGENS.chaveDeEnvioComOutroConteudo);
    }
    expect(await contar()).toEqual(antes);
  });

  it('outra pessoa com a mesma chave grava o seu; sem a chave, cada chamada grava o seu', async () => {
    const chave = randomUUID();
    const daAna = await enviarComChave(() => ana, chave);
    const doBruno = await enviarComChave(() => bruno, chave, novo({ FUNCIONARIOS: [brunoF] }));
    expect(doBruno.statusCode, doBruno.body).toBe(201);
    expect(doBruno.json().CODIGO).not.toBe(daAna.json().CODIGO);
    expect(await gravadosCom(chave)).toEqual({ linhas: 2, auditorias: 2 });
    const antes = await contar();
    await criar();
    await criar();
    expect((await contar()).acompanhamento).toBe((antes.acompanhamento ?? 0) + 2);
  });

  it('uma chave que não é UUID é 400 nomeando o cabeçalho, e nada é gravado', async () => {
    const antes = await contar();
    const r = await enviarComChave(() => ana, 'salvar-de-novo');
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json().errors).toEqual([
      { campo: CHAVE_DE_ENVIO_HEADER, mensagem: MENSAGENS.chaveDeEnvioInvalida },
    ]);
    expect(await contar()).toEqual(antes);
  });
});

describe('a janela de 24 horas, as versões e as correções', () => {
  it('o autor edita dentro da janela; a versão anterior fica no histórico com quem, quando e motivo', async () => {
    const a = await criar();
    const r = await comoAna('PUT', `/acompanhamento-editar/${a.CODIGO}`, {
      ...novo({ ATIVIDADE: 'Banho e hidratação da pele', FUNCIONARIOS: [anaF, brunoF], RESIDENTES: [r2] }),
      HORA_ACOMPANHAMENTO: '19:00',
      VERSAO: a.VERSAO,
      MOTIVO_EDICAO: 'Faltou a hidratação',
    });
    expect(r.statusCode, r.body).toBe(200);
    const editado = r.json();
    expect(editado).toMatchObject({
      ATIVIDADE: 'Banho e hidratação da pele',
      HORA_ACOMPANHAMENTO: '19:00',
      TURNO: 'NOITE',
      VERSAO: 2,
      FUNCIONARIOS: [{ CODIGO_FUNCIONARIO: anaF }, { CODIGO_FUNCIONARIO: brunoF }],
      RESIDENTES: [{ CODIGO_RESIDENTE: r2 }],
    });
    expect(editado.HISTORICO).toEqual([
      {
        VERSAO: 1,
        ALTERADO_EM: expect.any(String),
        ALTERADO_POR: 'Ana Cuidado',
        MOTIVO: 'Faltou a hidratação',
        // Every own field it did not have blank: a new optional one needs no edit here.
        ...Object.fromEntries(Object.keys(CAMPOS_PROPRIOS_ACOMPANHAMENTO).map((nome) => [nome, null])),
        DATA_ACOMPANHAMENTO: hoje,
        HORA_ACOMPANHAMENTO: '09:30',
        ATIVIDADE: 'Banho assistido e troca de roupa',
        FUNCIONARIOS: ['Ana Cuidado (Cuidador(a))'],
        RESIDENTES: ['Dona Conceição'],
      },
    ]);
    const lista = await comoAna('GET', `/residente-acomp/${r2}`);
    expect(lista.json().find((l: { CODIGO: number }) => l.CODIGO === a.CODIGO)).toMatchObject({
      EDITADO: true,
    });
    const auditoria = await t.db.execute(
      sql`select acao from auditoria where entidade = 'acompanhamento' and registro = ${String(a.CODIGO)} order by codigo`,
    );
    expect(auditoria.rows).toEqual([{ acao: 'criar' }, { acao: 'atualizar' }]);
  });

  it('uma VERSAO antiga responde 409 e não muda nada', async () => {
    const a = await criar();
    const editar = (atividade: string) =>
      comoAna('PUT', `/acompanhamento-editar/${a.CODIGO}`, { ...novo({ ATIVIDADE: atividade }), VERSAO: 1 });
    expect((await editar('Primeira edição')).statusCode).toBe(200);
    const antes = await contar();
    const r = await editar('Edição sobre versão velha');
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(MENSAGENS.registroAlterado);
    expect(await contar()).toEqual(antes);
  });

  it('depois de 24 horas a edição responde 422 apontando a correção; a correção vale a qualquer hora, e os dois aparecem', async () => {
    const a = await criar();
    await envelhecer(a.CODIGO, 25);
    const r = await comoAna('PUT', `/acompanhamento-editar/${a.CODIGO}`, {
      ...novo({ ATIVIDADE: 'Tarde demais' }),
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(MENSAGENS.acompanhamentoForaDaJanela);
    expect(r.json().message).toContain('Registre uma correção');
    const lido = (await comoAna('GET', `/acompanhamento/${a.CODIGO}`)).json();
    expect(lido.EDITAVEL).toBe(false);

    const c = await criar(comoBruno, { CORRIGE_CODIGO: a.CODIGO, ATIVIDADE: 'Correção: banho às 10:30' });
    expect(c.CORRIGE_CODIGO).toBe(a.CODIGO);
    expect((await comoAna('GET', `/acompanhamento/${a.CODIGO}`)).json().CORRECOES).toEqual([c.CODIGO]);
    const doResidente = (await comoAna('GET', `/residente-acomp/${r1}`))
      .json()
      .map((l: { CODIGO: number }) => l.CODIGO);
    expect(doResidente).toEqual(expect.arrayContaining([a.CODIGO, c.CODIGO]));
  });

  it('a correção mantém um participante que saiu depois; um novo inativo, não', async () => {
    const f = await funcionarioChamado('Saulo', 'Depois', 'Cozinha');
    const a = await criar(comoAna, { FUNCIONARIOS: [f] });
    await inativarFuncionario(t.db, f);
    await envelhecer(a.CODIGO, 48);
    await criar(comoAna, { CORRIGE_CODIGO: a.CODIGO, FUNCIONARIOS: [f] });
    const r = await comoAna(
      'POST',
      '/acompanhamentos',
      novo({ CORRIGE_CODIGO: a.CODIGO, FUNCIONARIOS: [inativoF] }),
    );
    expect(r.statusCode).toBe(422);
  });

  it('só o autor ou um administrador edita: a equipe não edita o de outro (403); o administrador edita dentro da janela', async () => {
    const a = await criar();
    const corpo = { ...novo({ ATIVIDADE: 'Outro mexeu' }) };
    const antes = await contar();
    const r = await comoBruno('PUT', `/acompanhamento-editar/${a.CODIGO}`, corpo);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(MENSAGENS.acompanhamentoDeOutroAutor);
    expect(await contar()).toEqual(antes);
    expect((await comoBruno('GET', `/acompanhamento/${a.CODIGO}`)).json().EDITAVEL).toBe(false);
    expect((await comoAdmin('GET', `/acompanhamento/${a.CODIGO}`)).json().EDITAVEL).toBe(true);
    const adm = await comoAdmin('PUT', `/acompanhamento-editar/${a.CODIGO}`, corpo);
    expect(adm.statusCode).toBe(200);
    expect(adm.json().HISTORICO[0].ALTERADO_POR).toBe('admin.acomp');
    await envelhecer(a.CODIGO, 24);
    expect((await comoAdmin('PUT', `/acompanhamento-editar/${a.CODIGO}`, novo())).statusCode).toBe(422);
  });

  it('uma edição malformada, ou de um acompanhamento inexistente, não grava nada', async () => {
    const a = await criar();
    const antes = await contar();
    for (const corpo of [
      { ...novo(), VERSAO: 'um' },
      { ...novo(), CORRIGE_CODIGO: a.CODIGO },
      { ...novo(), MOTIVO_EDICAO: 'x'.repeat(501) },
      { ...novo({ RESIDENTES: [] }) },
    ])
      expect((await comoAna('PUT', `/acompanhamento-editar/${a.CODIGO}`, corpo)).statusCode).toBe(400);
    expect((await comoAna('PUT', '/acompanhamento-editar/999999', novo())).statusCode).toBe(404);
    expect((await comoAna('GET', '/acompanhamento/999999')).statusCode).toBe(404);
    expect((await comoAna('POST', '/acompanhamento_funcionario', [])).statusCode).toBe(400);
    expect(await contar()).toEqual(antes);
  });

  it('uma edição que não muda nada não cria versão', async () => {
    const a = await criar();
    const antes = await contar();
    const r = await comoAna('PUT', `/acompanhamento-editar/${a.CODIGO}`, { ...novo(), VERSAO: a.VERSAO });
    expect(r.json()).toMatchObject({ VERSAO: a.VERSAO, HISTORICO: [] });
    expect(await contar()).toEqual(antes);
  });
});

describe('as chamadas granulares e os vínculos', () => {
  it('POST /acompanhamento, depois os vínculos (um ou uma lista, com NOME e FNOME ignorados)', async () => {
    const r = await comoAna('POST', '/acompanhamento', {
      DATA_ACOMPANHAMENTO: hoje,
      ATIVIDADE: 'Oficina de memória',
      residentes: [{ CODIGO_RESIDENTE: r1, NOME: 'Dona Conceição' }],
    });
    expect(r.statusCode, r.body).toBe(201);
    const { CODIGO } = r.json();
    expect(r.json()).toEqual({ CODIGO, DATA_ACOMPANHAMENTO: hoje, ATIVIDADE: 'Oficina de memória' });
    const varios = await comoAna('POST', '/acompanhamento_residente', [
      { CODIGO_RESIDENTE: r2, ACOMPANHAMENTO_CODIGO: CODIGO, NOME: 'Seu Joaquim' },
      { CODIGO_RESIDENTE: r3, ACOMPANHAMENTO_CODIGO: CODIGO },
    ]);
    expect(varios.statusCode, varios.body).toBe(201);
    const um = await comoAna('POST', '/acompanhamento_funcionario', {
      CODIGO_FUNCIONARIO: anaF,
      ACOMPANHAMENTO_CODIGO: CODIGO,
      FNOME: 'Ana',
    });
    expect(um.statusCode, um.body).toBe(201);
    expect(um.json()).toEqual([{ CODIGO_FUNCIONARIO: anaF, ACOMPANHAMENTO_CODIGO: CODIGO }]);
    const lido = (await comoAna('GET', `/acompanhamento/${CODIGO}`)).json();
    expect(lido.RESIDENTES.map((x: { CODIGO_RESIDENTE: number }) => x.CODIGO_RESIDENTE).sort()).toEqual(
      [r1, r2, r3].sort(),
    );
    // Assembling through the chain keeps no versions; a change to a complete follow-up does.
    expect(lido.HISTORICO).toEqual([]);
    const mais = { CODIGO_FUNCIONARIO: carlaF, ACOMPANHAMENTO_CODIGO: CODIGO };
    expect((await comoAna('POST', '/acompanhamento_funcionario', mais)).statusCode).toBe(201);
    expect((await comoAna('GET', `/acompanhamento/${CODIGO}`)).json().HISTORICO).toHaveLength(1);
    const repetido = await comoAna('POST', '/acompanhamento_funcionario', {
      CODIGO_FUNCIONARIO: anaF,
      ACOMPANHAMENTO_CODIGO: CODIGO,
    });
    expect(repetido.statusCode).toBe(409);
    const estranho = await comoAna('POST', '/acompanhamento_residente', {
      CODIGO_RESIDENTE: r1,
      ACOMPANHAMENTO_CODIGO: CODIGO,
      NOME: 'Dona Conceição',
      IDADE: 80,
    });
    expect(estranho.statusCode).toBe(400);
    expect(estranho.json().errors).toEqual([
      { campo: 'IDADE', mensagem: MENSAGENS.campoDesconhecido('IDADE') },
    ]);
  });

  it('os DELETE seguem a janela, são auditados e nunca deixam o acompanhamento sem funcionário ou residente (422)', async () => {
    const a = await criar(comoAna, { FUNCIONARIOS: [anaF, brunoF], RESIDENTES: [r1, r2] });
    const tira = await comoAna('DELETE', `/acompanhamento_funcionario/${brunoF}/${a.CODIGO}`);
    expect(tira.statusCode, tira.body).toBe(200);
    const ultimo = await comoAna('DELETE', `/acompanhamento_funcionario/${anaF}/${a.CODIGO}`);
    expect(ultimo.statusCode).toBe(422);
    expect(ultimo.json().message).toBe(MENSAGENS.acompanhamentoSemFuncionario);
    expect((await comoAna('DELETE', `/acompanhamento_funcionarioAll/${a.CODIGO}`)).statusCode).toBe(422);
    const todos = await comoAna('DELETE', `/acompanhamento_residenteAll/${a.CODIGO}`);
    expect(todos.statusCode).toBe(422);
    expect(todos.json().message).toBe(MENSAGENS.acompanhamentoSemResidente);
    expect((await comoAna('DELETE', `/acompanhamento_residente/${r1}/${a.CODIGO}`)).statusCode).toBe(200);
    expect((await comoAna('DELETE', `/acompanhamento_residente/${r3}/${a.CODIGO}`)).statusCode).toBe(404);
    const lido = (await comoAna('GET', `/acompanhamento/${a.CODIGO}`)).json();
    expect(lido.FUNCIONARIOS.map((f: { CODIGO_FUNCIONARIO: number }) => f.CODIGO_FUNCIONARIO)).toEqual([
      anaF,
    ]);
    expect(lido.RESIDENTES.map((r: { CODIGO_RESIDENTE: number }) => r.CODIGO_RESIDENTE)).toEqual([r2]);
    expect(lido.HISTORICO).toHaveLength(2);
    const auditoria = await t.db.execute(
      sql`select acao from auditoria where entidade = 'acompanhamento' and registro = ${String(a.CODIGO)} order by codigo`,
    );
    expect(auditoria.rows.map((l) => l.acao)).toEqual([
      'criar',
      'desvincular_funcionario',
      'desvincular_residente',
    ]);
    expect((await comoBruno('DELETE', `/acompanhamento_residente/${r2}/${a.CODIGO}`)).statusCode).toBe(403);
  });

  it('um participante repetido na mesma chamada é 400, como em POST /acompanhamentos, e nada é gravado', async () => {
    const total = async () =>
      (await t.db.execute(sql`select count(*)::int as n from acompanhamento`)).rows[0]?.n;
    const antes = await total();
    const a = await criar(comoAna, { FUNCIONARIOS: [anaF], RESIDENTES: [r1] });
    const repetidos = [
      await comoAna('POST', '/acompanhamento', {
        DATA_ACOMPANHAMENTO: hoje,
        ATIVIDADE: 'Banho',
        residentes: [{ CODIGO_RESIDENTE: r2 }, { CODIGO_RESIDENTE: r2, NOME: 'Seu Joaquim' }],
      }),
      await comoAna('POST', '/acompanhamento_residente', [
        { CODIGO_RESIDENTE: r2, ACOMPANHAMENTO_CODIGO: a.CODIGO },
        { CODIGO_RESIDENTE: r2, ACOMPANHAMENTO_CODIGO: a.CODIGO },
      ]),
    ];
    for (const r of repetidos) {
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().errors.map((e: { mensagem: string }) => e.mensagem)).toContain(
        MENSAGENS.participanteRepetido,
      );
    }
    expect(await total()).toBe((antes as number) + 1);
    expect((await comoAna('GET', `/acompanhamento/${a.CODIGO}`)).json().RESIDENTES).toHaveLength(1);
  });

  it('depois de 24 horas, nem vincular nem desvincular: 422 apontando a correção, e nada muda', async () => {
    const a = await criar(comoAna, { FUNCIONARIOS: [anaF, brunoF], RESIDENTES: [r1, r2] });
    await envelhecer(a.CODIGO, 25);
    const antes = (await comoAna('GET', `/acompanhamento/${a.CODIGO}`)).json();
    const recusas = [
      await comoAna('POST', '/acompanhamento_residente', {
        CODIGO_RESIDENTE: r3,
        ACOMPANHAMENTO_CODIGO: a.CODIGO,
      }),
      await comoAna('DELETE', `/acompanhamento_residente/${r1}/${a.CODIGO}`),
      await comoAna('DELETE', `/acompanhamento_funcionario/${brunoF}/${a.CODIGO}`),
    ];
    for (const recusa of recusas) {
      expect(recusa.statusCode, recusa.body).toBe(422);
      expect(recusa.json().message).toBe(MENSAGENS.acompanhamentoForaDaJanela);
    }
    expect((await comoAna('GET', `/acompanhamento/${a.CODIGO}`)).json()).toEqual(antes);
    const auditoria = await t.db.execute(
      sql`select acao from auditoria where entidade = 'acompanhamento' and registro = ${String(a.CODIGO)}`,
    );
    expect(auditoria.rows.map((l) => l.acao)).toEqual(['criar']);
  });

  it('GET /acompanhamento-codigo informa o próximo código; a gravação dá o real', async () => {
    const [{ ACOMPANHAMENTO_CODIGO }] = (await comoAna('GET', '/acompanhamento-codigo')).json();
    const a = await criar();
    expect(a.CODIGO).toBe(ACOMPANHAMENTO_CODIGO);
  });
});

describe('leituras', () => {
  it('participantes, infos, nome do residente e as listas de nomes ativos', async () => {
    const a = await criar(comoAna, { FUNCIONARIOS: [brunoF, anaF], RESIDENTES: [r1] });
    for (const url of [`/acompanhamento_funcionario/${a.CODIGO}`, `/acompanhamento-funcionario/${a.CODIGO}`])
      expect((await comoAna('GET', url)).json()).toEqual([
        { CODIGO_FUNCIONARIO: anaF, NOME: 'Ana', SOBRENOME: 'Cuidado', CARGO: 'Cuidador(a)' },
        { CODIGO_FUNCIONARIO: brunoF, NOME: 'Bruno', SOBRENOME: 'Sá', CARGO: 'Enfermeiro(a)' },
      ]);
    expect((await comoAna('GET', `/acompanhamento-residente/${a.CODIGO}`)).json()).toEqual([
      { CODIGO_RESIDENTE: r1, NOME: 'Dona Conceição' },
    ]);
    expect((await comoAna('GET', `/infos-acompanhamento/${a.CODIGO}`)).json()).toEqual([
      {
        DATA_ACOMPANHAMENTO: hoje,
        ATIVIDADE: 'Banho assistido e troca de roupa',
        NOME_FUNCIONARIO: 'Ana Cuidado (Cuidador(a)), Bruno Sá (Enfermeiro(a))',
      },
    ]);
    expect((await comoAna('GET', `/getNameById/${r1}`)).json()).toEqual([
      { NOME_RESIDENTE: 'Dona Conceição' },
    ]);
    expect((await comoAna('GET', '/getNameById/999999')).statusCode).toBe(404);
    expect((await comoAna('GET', '/acompanhamento-funcionario/999999')).statusCode).toBe(404);
    const nomeCargo = (await comoAna('GET', '/nome-cargo-funcionario')).json();
    expect(nomeCargo).toContainEqual({ CODIGO_FUNCIONARIO: brunoF, FUNCIONARIO: 'Bruno Sá - Enfermeiro(a)' });
    expect(nomeCargo.some((f: { CODIGO_FUNCIONARIO: number }) => f.CODIGO_FUNCIONARIO === inativoF)).toBe(
      false,
    );
    const fnomes = (await comoAna('GET', '/funcionarioNome')).json();
    expect(fnomes).toContainEqual({ CODIGO_FUNCIONARIO: carlaF, FNOME: 'Carla Ávila' });
    expect(fnomes.some((f: { CODIGO_FUNCIONARIO: number }) => f.CODIGO_FUNCIONARIO === inativoF)).toBe(false);
    const residenteNome = await comoAna('GET', '/residenteNome');
    // Kept as its bytes (decision 0043), sent as the JSON Fastify would have serialized.
    expect(residenteNome.headers['content-type']).toBe('application/json; charset=utf-8');
    const residentes = residenteNome.json();
    expect(residentes).toContainEqual({ CODIGO_RESIDENTE: r3, NOME: 'Dona Zélia' });
    expect(residentes.some((r: { CODIGO_RESIDENTE: number }) => r.CODIGO_RESIDENTE === inativoR)).toBe(false);
  });

  it('os seletores guardados mudam no mesmo instante em que nomes, cargos e situação mudam', async () => {
    // Read once, so the next reads would be the kept answers (decision 0015) if nothing had changed.
    expect((await comoAna('GET', '/residenteNome')).json()).toContainEqual({
      CODIGO_RESIDENTE: r3,
      NOME: 'Dona Zélia',
    });
    expect((await comoAna('GET', '/nome-cargo-funcionario')).json()).toContainEqual({
      CODIGO_FUNCIONARIO: brunoF,
      FUNCIONARIO: 'Bruno Sá - Enfermeiro(a)',
    });
    await t.db.execute(sql`update pessoa set nome = 'Irmã' from residente r
      where r.pessoa_codigo = pessoa.codigo and r.codigo_residente = ${r3}`);
    await t.db.execute(
      sql`update funcionario set cargo = 'Cuidador(a)' where codigo_funcionario = ${brunoF}`,
    );
    try {
      expect((await comoAna('GET', '/residenteNome')).json()).toContainEqual({
        CODIGO_RESIDENTE: r3,
        NOME: 'Irmã Zélia',
      });
      const nomeCargo = (await comoAna('GET', '/nome-cargo-funcionario')).json();
      expect(nomeCargo).toContainEqual({ CODIGO_FUNCIONARIO: brunoF, FUNCIONARIO: 'Bruno Sá - Cuidador(a)' });
    } finally {
      await t.db.execute(sql`update pessoa set nome = 'Dona' from residente r
        where r.pessoa_codigo = pessoa.codigo and r.codigo_residente = ${r3}`);
      await t.db.execute(
        sql`update funcionario set cargo = 'Enfermeiro(a)' where codigo_funcionario = ${brunoF}`,
      );
    }
  });

  it('GET /sessao diz o funcionário de quem entrou', async () => {
    expect((await comoAna('GET', '/sessao')).json().CODIGO_FUNCIONARIO).toBe(anaF);
    expect((await comoAdmin('GET', '/sessao')).json().CODIGO_FUNCIONARIO).toBeNull();
  });

  it('GET /turnos dá os turnos do lar; TURNOS_LAR=3 dá manhã, tarde e noite', async () => {
    expect((await comoAna('GET', '/turnos')).json()).toEqual([
      { TURNO: 'DIA', NOME: 'Dia', INICIO: '07:00', FIM: '18:59' },
      { TURNO: 'NOITE', NOME: 'Noite', INICIO: '19:00', FIM: '06:59' },
    ]);
    const tres = await buildTestApp({ env: { TURNOS_LAR: '3' } });
    try {
      await criarConta(tres.db, { login: 'tres', email: 'tres@lar.org', senha: 'segredo1' });
      const s = await entrar(tres.app, 'tres@lar.org', 'segredo1');
      const enviar = (method: 'GET' | 'POST', url: string, payload?: Corpo) =>
        tres.app.inject({ method, url, headers: s.headers, payload });
      const r = await enviar('GET', '/turnos');
      expect(r.json().map((x: { NOME: string }) => x.NOME)).toEqual(['Manhã', 'Tarde', 'Noite']);
      const f = (await criarFuncionario(tres.db)).CODIGO_FUNCIONARIO;
      const residente = (await criarResidente(tres.db)).CODIGO_RESIDENTE;
      const turnos: Record<string, string> = {};
      for (const hora of ['12:59', '13:00']) {
        const corpo = { ...novo({ HORA_ACOMPANHAMENTO: hora }), FUNCIONARIOS: [f], RESIDENTES: [residente] };
        const criado = (await enviar('POST', '/acompanhamentos', corpo)).json();
        turnos[hora] = criado.TURNO;
      }
      expect(turnos).toEqual({ '12:59': 'MANHA', '13:00': 'TARDE' });
      const tarde = (await enviar('GET', '/acompanhamento?turno=TARDE')).json();
      expect(tarde.map((l: { HORA_ACOMPANHAMENTO: string }) => l.HORA_ACOMPANHAMENTO)).toEqual(['13:00']);
      expect((await enviar('GET', '/acompanhamento?turno=DIA')).json()).toEqual([]);
    } finally {
      await tres.close();
    }
  });
});

describe('filtros, turnos e páginas', () => {
  let residente: number;
  const codigos: Record<string, number> = {};
  beforeAll(async () => {
    residente = await residenteChamado('Dona', 'Filtrada');
    const casos: [string, string, string | null, string][] = [
      ['antes', '2025-03-09', '23:59', 'Caminhada no jardim'],
      ['inicio', '2025-03-10', '06:59', 'Medicação da madrugada'],
      ['dia', '2025-03-10', '07:00', 'Café da manhã assistido'],
      ['tarde', '2025-03-10', '18:59', 'Hidratação à tarde'],
      ['noite', '2025-03-10', '19:00', 'Jantar e higiene pessoal'],
      ['semHora', '2025-03-11', null, 'Visita da família'],
      ['fim', '2025-03-12', '12:00', 'Fisioterapia motora'],
      ['depois', '2025-03-13', '08:00', 'Corte de cabelo'],
    ];
    for (const [nome, data, hora, atividade] of casos) {
      const a = await criar(comoAna, {
        DATA_ACOMPANHAMENTO: data,
        HORA_ACOMPANHAMENTO: hora,
        ATIVIDADE: atividade,
        RESIDENTES: [residente],
        FUNCIONARIOS: nome === 'fim' ? [brunoF] : [anaF],
      });
      codigos[nome] = a.CODIGO;
    }
  });
  const os = (...nomes: string[]) => nomes.map((n) => codigos[n]);
  const codigosDe = (r: { json(): { CODIGO: number }[] }) => r.json().map((l) => l.CODIGO);

  it('/residente-acomp: mais recentes primeiro (data, hora, sem hora por último no dia)', async () => {
    const r = await comoAna('GET', `/residente-acomp/${residente}`);
    expect(codigosDe(r)).toEqual(os('depois', 'fim', 'semHora', 'noite', 'tarde', 'dia', 'inicio', 'antes'));
    expect(r.json()[0]).toEqual({
      CODIGO: codigos.depois,
      DATA_ACOMPANHAMENTO: '2025-03-13',
      HORA_ACOMPANHAMENTO: '08:00',
      TURNO: 'DIA',
      ATIVIDADE: 'Corte de cabelo',
      CORRIGE_CODIGO: null,
      EDITADO: false,
    });
  });

  it('/acompanhamentos-por-residente: período com as duas pontas incluídas, e por funcionário', async () => {
    const url = `/acompanhamentos-por-residente/${residente}/`;
    const periodo = await comoAna('GET', `${url}?data_inicial=2025-03-10&data_final=2025-03-12`);
    expect(codigosDe(periodo)).toEqual(os('fim', 'semHora', 'noite', 'tarde', 'dia', 'inicio'));
    const doBruno = await comoAna('GET', `${url}?codigo_funcionario=${brunoF}`);
    expect(codigosDe(doBruno)).toEqual(os('fim'));
    expect((await comoAna('GET', `${url}?data_inicial=10/03/2025`)).statusCode).toBe(400);
  });

  it('os quatro filtros por data do cliente original', async () => {
    const ate = await comoAna('POST', '/acompanhamento-data-inicial-final-residente', {
      dateStart: '2025-03-10',
      dateFinish: '2025-03-10',
      CODIGO_RESIDENTE: residente,
    });
    expect(codigosDe(ate)).toEqual(os('noite', 'tarde', 'dia', 'inicio'));
    const desde = await comoAna('POST', '/acompanhamento-data-inicial-residente', {
      dateStart: '2025-03-12',
      CODIGO_RESIDENTE: residente,
    });
    expect(codigosDe(desde)).toEqual(os('depois', 'fim'));
    const todos = await comoAna('POST', '/acompanhamento-data-inicial-final', {
      dateStart: '2025-03-09',
      dateFinish: '2025-03-09',
    });
    expect(codigosDe(todos)).toContain(codigos.antes);
    const desdeTodos = await comoAna('POST', '/acompanhamento-data-inicial', { dateStart: '2025-03-13' });
    expect(codigosDe(desdeTodos)).toContain(codigos.depois);
    expect(codigosDe(desdeTodos)).not.toContain(codigos.fim);
    const invertido = await comoAna('POST', '/acompanhamento-data-inicial-final', {
      dateStart: '2025-03-12',
      dateFinish: '2025-03-10',
    });
    expect(invertido.statusCode).toBe(400);
    expect(invertido.json().errors).toContainEqual({
      campo: 'dateFinish',
      mensagem: MENSAGENS.periodoInvertido,
    });
  });

  it('um período invertido é 400 em todas as listas, na ponta final', async () => {
    for (const url of [
      '/acompanhamento?de=2025-03-12&ate=2025-03-10',
      `/acompanhamentos-por-residente/${residente}/?data_inicial=2025-03-12&data_final=2025-03-10`,
    ]) {
      const r = await comoAna('GET', url);
      expect(r.statusCode, url).toBe(400);
      expect(r.json().errors).toHaveLength(1);
      expect(r.json().errors[0].mensagem).toBe(MENSAGENS.periodoInvertido);
    }
  });

  it('GET /acompanhamento: turno nas fronteiras 06:59/07:00 e 18:59/19:00, período, busca sem acento e total', async () => {
    const periodo = 'de=2025-03-09&ate=2025-03-13';
    const dia = await comoAna('GET', `/acompanhamento?${periodo}&turno=DIA`);
    expect(codigosDe(dia)).toEqual(os('depois', 'fim', 'tarde', 'dia'));
    expect(dia.headers[TOTAL_HEADER]).toBe('4');
    const noite = await comoAna('GET', `/acompanhamento?${periodo}&turno=NOITE`);
    expect(codigosDe(noite)).toEqual(os('noite', 'inicio', 'antes'));
    const busca = await comoAna('GET', `/acompanhamento?${periodo}&busca=HIGIENE%20jantar`);
    expect(codigosDe(busca)).toEqual(os('noite'));
    expect(busca.json()[0]).toMatchObject({
      TURNO: 'NOITE',
      FUNCIONARIOS: 'Ana Cuidado (Cuidador(a))',
      RESIDENTES: 'Dona Filtrada',
      EDITADO: false,
    });
    expect((await comoAna('GET', '/acompanhamento?turno=MANHA')).json()).toEqual([]);
    expect((await comoAna('GET', '/acompanhamento?turno=MADRUGADA')).statusCode).toBe(400);
  });

  it('páginas: limite e deslocamento, com o total de tudo que casa', async () => {
    const base = '/acompanhamento?de=2025-03-09&ate=2025-03-13';
    const p1 = await comoAna('GET', `${base}&limite=3`);
    const p2 = await comoAna('GET', `${base}&limite=3&deslocamento=3`);
    const p3 = await comoAna('GET', `${base}&limite=3&deslocamento=6`);
    expect([p1, p2, p3].map((p) => p.headers[TOTAL_HEADER])).toEqual(['8', '8', '8']);
    expect([...codigosDe(p1), ...codigosDe(p2), ...codigosDe(p3)]).toEqual(
      os('depois', 'fim', 'semHora', 'noite', 'tarde', 'dia', 'inicio', 'antes'),
    );
  });

  it('a lista guardada de um residente muda assim que um acompanhamento, um vínculo ou uma edição muda', async () => {
    const guardada = await residenteChamado('Dona', 'Guardada');
    const urls = [
      `/residente-acomp/${guardada}`,
      `/acompanhamentos-por-residente/${guardada}/?codigo_funcionario=${anaF}`,
    ];
    const listas = () => Promise.all(urls.map(async (url) => (await comoAna('GET', url)).json()));
    expect(await listas()).toEqual([[], []]);
    const a = await criar(comoAna, { RESIDENTES: [guardada, r1], FUNCIONARIOS: [anaF] });
    const criado = await listas();
    expect(criado.map((l) => l.map((x: { CODIGO: number }) => x.CODIGO))).toEqual([[a.CODIGO], [a.CODIGO]]);
    expect(criado[0][0].EDITADO).toBe(false);
    const edicao = await comoAna('PUT', `/acompanhamento-editar/${a.CODIGO}`, {
      ...novo({ ATIVIDADE: 'Banho e hidratação', RESIDENTES: [guardada, r1], FUNCIONARIOS: [anaF] }),
      VERSAO: a.VERSAO,
      MOTIVO_EDICAO: 'Faltou um detalhe',
    });
    expect(edicao.statusCode, edicao.body).toBe(200);
    expect((await listas()).map((l) => l.map((x: { EDITADO: boolean }) => x.EDITADO))).toEqual([
      [true],
      [true],
    ]);
    expect((await comoAna('DELETE', `/acompanhamento_residente/${guardada}/${a.CODIGO}`)).statusCode).toBe(
      200,
    );
    expect(await listas()).toEqual([[], []]);
    // Whoever writes (psql, a script), the kept lists follow: the counter moves with the data.
    await t.db.execute(
      sql`insert into acompanhamento_residente (acompanhamento_codigo, codigo_residente) values (${a.CODIGO}, ${guardada})`,
    );
    expect((await listas()).map((l) => l.length)).toEqual([1, 1]);
  });

  it('uma página guardada muda assim que um acompanhamento muda', async () => {
    const url = '/acompanhamento?de=2025-03-13&ate=2025-03-13&limite=10';
    expect(codigosDe(await comoAna('GET', url))).toEqual(os('depois'));
    const outro = await criar(comoAna, { DATA_ACOMPANHAMENTO: '2025-03-13', HORA_ACOMPANHAMENTO: '21:00' });
    expect(codigosDe(await comoAna('GET', url))).toEqual([outro.CODIGO, codigos.depois]);
  });
});

// Last in the file: it writes thousands of old follow-ups that the lists above would count.
describe('os filtros por data sem paginação', () => {
  it('os filtros por data da casa inteira param em MAX_RESUMOS: além disso, 422 pedindo um período menor', async () => {
    const residente = (await criarResidente(t.db)).CODIGO_RESIDENTE;
    await t.db.execute(sql`
      with novos as (
        insert into acompanhamento (atividade, data_acompanhamento)
        select 'Ronda noturna', date '2020-01-01' + (n % 30) from generate_series(1, ${MAX_RESUMOS}) n
        returning codigo)
      insert into acompanhamento_residente (acompanhamento_codigo, codigo_residente)
      select codigo, ${residente} from novos`);
    const grande = await comoAna('POST', '/acompanhamento-data-inicial-final', {
      dateStart: '2020-01-01',
      dateFinish: '2025-03-31',
    });
    expect(grande.statusCode, grande.body).toBe(422);
    expect(grande.json().message).toBe(MENSAGENS.periodoLongoDemais('2.000'));
    expect(
      (await comoAna('POST', '/acompanhamento-data-inicial', { dateStart: '2020-01-01' })).statusCode,
    ).toBe(422);
    const curto = await comoAna('POST', '/acompanhamento-data-inicial-final', {
      dateStart: '2020-01-01',
      dateFinish: '2020-01-01',
    });
    expect(curto.statusCode).toBe(200);
    expect(curto.json().length).toBeGreaterThan(0);
    const doResidente = await comoAna('POST', '/acompanhamento-data-inicial-residente', {
      dateStart: '2020-01-01',
      CODIGO_RESIDENTE: residente,
    });
    expect(doResidente.statusCode).toBe(200);
  });
});
