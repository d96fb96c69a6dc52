import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MENSAGENS } from '@acolher/contract';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarBancoVazio, type TestDb } from '../../test/support/db.ts';
import {
  criarFuncionario,
  criarPessoa,
  criarResidente,
  erroDoBanco,
  VIOLACAO,
} from '../../test/support/linhas.ts';
import { reivindicarChave } from '../lib/chave-de-envio.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.ts';
import * as schema from './schema.ts';
import { UNIQUE_LABELS } from './unique-labels.ts';
import { VINCULOS_DE_ENDERECO, VINCULOS_DE_TELEFONE } from './vinculos.ts';

let banco: TestDb;

beforeAll(async () => {
  banco = await criarBancoVazio();
});
afterAll(() => banco.drop());

async function linhas<T>(consulta: ReturnType<typeof sql>): Promise<T[]> {
  return (await banco.db.execute(consulta)).rows as T[];
}

describe('migrações', () => {
  it('criam o modelo inteiro num banco vazio e não fazem nada na segunda vez', async () => {
    await migrateDatabase(banco.pool);
    await migrateDatabase(banco.pool);
    const tabelas = await linhas<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tabelas.map((t) => t.table_name)).toEqual([
      'acompanhamento',
      'acompanhamento_funcionario',
      'acompanhamento_residente',
      'acompanhamento_versao',
      'auditoria',
      'auditoria_repeticao',
      'beneficio',
      'certidao_casamento',
      'chave_de_envio',
      'conta_bancaria',
      'convenio',
      'dependente',
      'endereco',
      'endereco_convenio',
      'endereco_familiar',
      'endereco_pessoa',
      'estadia_anterior',
      'familiar',
      'funcionario',
      'limite_de_pedidos',
      'periodo_de_trabalho_anterior',
      'pessoa',
      'residente',
      'residente_convenio',
      'residente_familiar',
      'sessao',
      'telefone',
      'telefone_convenio',
      'telefone_familiar',
      'telefone_parentesco',
      'telefone_pessoa',
      'token_redefinicao',
      'usuario',
      'versao_dados',
    ]);
  });

  it('dão um rótulo em português a cada regra de unicidade, e só a regras que existem', async () => {
    const unicos = await linhas<{ nome: string }>(sql`
      select i.relname as nome
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_namespace n on n.oid = i.relnamespace
      where n.nspname = 'public' and x.indisunique and not x.indisprimary`);
    // Rules no user input breaks: a follow-up's save key is answered by ON CONFLICT, never a 409.
    const internos = [
      'sessao_token_hash_unique',
      'acompanhamento_versao_unique',
      'acompanhamento_chave_de_envio_unique',
    ];
    const nomes = unicos.map((u) => u.nome).filter((n) => !internos.includes(n));
    // Primary keys that are uniqueness rules too: a second benefit of the same name, a second account.
    const chavesPrimarias = ['beneficio_pk', 'conta_bancaria_pkey'];
    expect(nomes.sort()).toEqual(
      Object.keys(UNIQUE_LABELS)
        .filter((n) => !chavesPrimarias.includes(n))
        .sort(),
    );
    const pks = await linhas<{ conname: string }>(
      sql`select conname from pg_constraint where conname in ('beneficio_pk', 'conta_bancaria_pkey') and contype = 'p' order by 1`,
    );
    expect(pks.map((p) => p.conname)).toEqual(chavesPrimarias);
  });

  it('apontam, em cada rótulo, um campo da tabela da regra', async () => {
    const tabelaDa = await linhas<{ nome: string; tabela: string }>(sql`
      select conname as nome, conrelid::regclass::text as tabela from pg_constraint where connamespace = 'public'::regnamespace
      union all
      select indexrelid::regclass::text, indrelid::regclass::text from pg_index
      where indrelid::regclass::text in (select tablename from pg_tables where schemaname = 'public')`);
    const tabelas = new Map<string, unknown>(
      Object.values(schema)
        .filter((t) => is(t, PgTable))
        .map((t) => [getTableName(t), t]),
    );
    for (const [nome, { campo }] of Object.entries(UNIQUE_LABELS)) {
      const tabela = tabelaDa.find((t) => t.nome === nome)?.tabela ?? '';
      expect(tabelas.get(tabela), `${nome} → ${tabela}.${campo}`).toHaveProperty(campo);
    }
  });

  it('indexam toda coluna de chave estrangeira (a coluna lidera algum índice)', async () => {
    const semIndice = await linhas<{ fk: string }>(sql`
      select c.conname as fk
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index x
          where x.indrelid = c.conrelid and x.indkey[0] = c.conkey[1])`);
    expect(semIndice).toEqual([]);
  });

  /** The row triggers that run `funcao`: on which table, when (pg_trigger.tgtype bits) and with which arguments. */
  async function gatilhosDe(funcao: string) {
    const gatilhos = await linhas<{ tabela: string; tipo: number; argumentos: string }>(sql`
      select g.tgrelid::regclass::text as tabela, g.tgtype::int as tipo, encode(g.tgargs, 'escape') as argumentos
      from pg_trigger g join pg_proc f on f.oid = g.tgfoid
      where f.proname = ${funcao} and not g.tgisinternal order by 1`);
    return gatilhos.map((g) => ({ ...g, argumentos: g.argumentos.split('\\000').filter(Boolean) }));
  }
  const GATILHO = { linha: 1, antes: 2, inclusao: 4, exclusao: 8, alteracao: 16 } as const;

  it('dão a todo registro com VERSAO o gatilho que a avança (decisão 0017)', async () => {
    // versao_dados.versao is the data areas' counter (decision 0012), not a record's version.
    const comVersao = await linhas<{ tabela: string }>(sql`
      select table_name as tabela from information_schema.columns
      where table_schema = 'public' and column_name = 'versao' and table_name <> 'versao_dados' order by 1`);
    expect(comVersao.map((t) => t.tabela)).toContain('residente');
    const antesDeAlterar = GATILHO.linha | GATILHO.antes | GATILHO.alteracao;
    expect(await gatilhosDe('avancar_versao')).toEqual(
      comVersao.map(({ tabela }) => ({ tabela, tipo: antesDeAlterar, argumentos: [] })),
    );
  });

  it('dão a toda área de dados as 32 fatias da versão (migração 0019): sem uma, o gatilho recusa a escrita', async () => {
    const areas = await linhas<{ area: string; fatias: number[] }>(sql`
      select area, array_agg(fatia::int order by fatia) as fatias from versao_dados group by area order by area`);
    expect(areas.map((a) => a.area)).toEqual(['acompanhamentos', 'cadastro', 'convenios']);
    for (const { fatias } of areas) expect(fatias).toEqual([...Array(32).keys()]);
  });

  it('fazem todo vínculo a telefone ou endereço, e a gravação do contato, avançar a VERSAO do dono', async () => {
    const vinculos = await linhas<{
      contato: string;
      tabela: string;
      coluna: string;
      dono: string;
      chave: string;
    }>(sql`
      select c.confrelid::regclass::text as contato, c.conrelid::regclass::text as tabela,
             cd.attname as coluna, d.confrelid::regclass::text as dono, dd.attname as chave
      from pg_constraint c
      join pg_constraint d on d.conrelid = c.conrelid and d.contype = 'f' and d.confrelid <> c.confrelid
      join pg_attribute cd on cd.attrelid = d.conrelid and cd.attnum = d.conkey[1]
      join pg_attribute dd on dd.attrelid = d.confrelid and dd.attnum = d.confkey[1]
      where c.contype = 'f' and c.confrelid in ('telefone'::regclass, 'endereco'::regclass)
      order by 1, 2`);
    const tabelasDe = (contato: string) => vinculos.filter((v) => v.contato === contato).map((v) => v.tabela);
    const nomes = (lista: Record<string, { nome: string }>) =>
      Object.values(lista)
        .map((v) => v.nome)
        .sort();
    expect(tabelasDe('telefone')).toEqual(nomes(VINCULOS_DE_TELEFONE));
    expect(tabelasDe('endereco')).toEqual(nomes(VINCULOS_DE_ENDERECO));

    const aoMudar = GATILHO.linha | GATILHO.inclusao | GATILHO.exclusao | GATILHO.alteracao;
    const doDono = await gatilhosDe('avancar_versao_do_dono');
    const comVersao = (await gatilhosDe('avancar_versao')).map((g) => g.tabela);
    for (const v of vinculos) {
      expect(doDono, v.tabela).toContainEqual({
        tabela: v.tabela,
        tipo: aoMudar,
        argumentos: [v.dono, v.chave, v.coluna],
      });
      expect(comVersao, v.dono).toContain(v.dono);
    }
    const dosVinculos = await gatilhosDe('avancar_versao_dos_vinculos');
    const aoAlterar = GATILHO.linha | GATILHO.alteracao;
    for (const contato of ['endereco', 'telefone'])
      expect(dosVinculos).toContainEqual({
        tabela: contato,
        tipo: aoAlterar,
        argumentos: [`${contato}_codigo`, ...tabelasDe(contato)],
      });
  });

  it('tornam f_unaccent imutável, como um índice exige', async () => {
    const [f] = await linhas<{ provolatile: string; r: string }>(
      sql`select provolatile, f_unaccent('José Conceição') as r from pg_proc where proname = 'f_unaccent'`,
    );
    expect(f).toEqual({ provolatile: 'i', r: 'Jose Conceicao' });
  });

  it('devolvem datas como "YYYY-MM-DD" e instantes como Date', async () => {
    const p = await criarPessoa(banco.db, { DATA_NASCIMENTO: '1938-12-31' });
    expect(p.DATA_NASCIMENTO).toBe('1938-12-31');
    expect(p.CRIADO_EM).toBeInstanceOf(Date);
    const [lida] = await banco.db.select({ d: schema.pessoa.DATA_NASCIMENTO }).from(schema.pessoa);
    expect(lida?.d).toBe('1938-12-31');
  });

  it('exigem o motivo de quem sai: residente desacolhido e funcionário desligado', async () => {
    const desacolhido = { ATIVO: false, DATA_DESACOLHIMENTO: '2025-01-10' };
    for (const motivo of [undefined, '  ']) {
      expect(
        await erroDoBanco(criarResidente(banco.db, { ...desacolhido, MOTIVO_DESACOLHIMENTO: motivo })),
      ).toEqual({ code: VIOLACAO.check, constraint: 'residente_motivo_desacolhimento_check' });
    }
    const desligado = { ATIVO: false, DATA_DEMISSAO: '2025-01-10' };
    expect(await erroDoBanco(criarFuncionario(banco.db, desligado))).toEqual({
      code: VIOLACAO.check,
      constraint: 'funcionario_motivo_demissao_check',
    });
    await criarResidente(banco.db, { ...desacolhido, MOTIVO_DESACOLHIMENTO: 'Transferência' });
    await criarFuncionario(banco.db, { ...desligado, MOTIVO_DEMISSAO: 'Pedido de demissão' });
  });
});

/** A copy of the migrations folder whose journal stops at migration `ultima`: a database as it was then. */
async function migracoesAte(ultima: number): Promise<string> {
  const pasta = await mkdtemp(path.join(os.tmpdir(), 'acolher-migracoes-'));
  await cp(MIGRATIONS_FOLDER, pasta, { recursive: true });
  const diario = path.join(pasta, 'meta', '_journal.json');
  const conteudo = JSON.parse(await readFile(diario, 'utf8')) as { entries: { idx: number }[] };
  conteudo.entries = conteudo.entries.filter((e) => e.idx <= ultima);
  await writeFile(diario, JSON.stringify(conteudo));
  return pasta;
}

/**
 * For the describe that calls it: an empty database and the migrations up to `ultima`, so a test
 * writes rows as they were then and migrates the rest; both go after the describe.
 */
function bancoAte(ultima: number): { banco: TestDb; pasta: string } {
  const estado = {} as { banco: TestDb; pasta: string };
  beforeAll(async () => {
    estado.banco = await criarBancoVazio();
    estado.pasta = await migracoesAte(ultima);
  });
  afterAll(async () => {
    await estado.banco.drop();
    await rm(estado.pasta, { recursive: true, force: true });
  });
  return estado;
}

describe('migração 0004 num banco com dados', () => {
  const ate0003 = bancoAte(3);

  /** Rows written as of migration 0003, in its columns: today's tables (drizzle) have later ones. */
  async function inserir<T>(consulta: ReturnType<typeof sql>): Promise<T> {
    const [linha] = (await ate0003.banco.db.execute(consulta)).rows as T[];
    if (linha === undefined) throw new Error('INSERT sem RETURNING');
    return linha;
  }
  const pessoaAntiga = () =>
    inserir<{ codigo: number }>(sql`insert into pessoa (nome, sobrenome, data_nascimento)
      values ('Maria', 'da Conceição', '1941-03-09') returning codigo`);

  it('dá um motivo visível a quem já estava inativo sem motivo, em vez de falhar', async () => {
    await migrateDatabase(ate0003.banco.pool, ate0003.pasta);
    const r = await inserir<{ CODIGO_RESIDENTE: number }>(sql`
      insert into residente (pessoa_codigo, ativo, data_desacolhimento)
      values (${(await pessoaAntiga()).codigo}, false, '2024-03-01') returning codigo_residente as "CODIGO_RESIDENTE"`);
    const f = await inserir<{ CODIGO_FUNCIONARIO: number }>(sql`
      insert into funcionario (pessoa_codigo, cargo, ativo, data_desligamento)
      values (${(await pessoaAntiga()).codigo}, 'Cuidadora', false, '2024-03-01')
      returning codigo_funcionario as "CODIGO_FUNCIONARIO"`);
    const ativo = await inserir<{ CODIGO_RESIDENTE: number }>(sql`
      insert into residente (pessoa_codigo) values (${(await pessoaAntiga()).codigo})
      returning codigo_residente as "CODIGO_RESIDENTE"`);

    await migrateDatabase(ate0003.banco.pool);
    const motivos = await ate0003.banco.db.execute<{ codigo: number; motivo: string | null }>(sql`
      select codigo_residente as codigo, motivo_desacolhimento as motivo from residente
      union all select -codigo_funcionario, motivo_demissao from funcionario order by 1`);
    expect(motivos.rows).toEqual(
      [
        { codigo: -f.CODIGO_FUNCIONARIO, motivo: 'Motivo não registrado' },
        { codigo: r.CODIGO_RESIDENTE, motivo: 'Motivo não registrado' },
        { codigo: ativo.CODIGO_RESIDENTE, motivo: null },
      ].sort((a, b) => a.codigo - b.codigo),
    );
  });
});

describe('migração 0008 num banco com dados', () => {
  const ate0007 = bancoAte(7);
  const executar = (consulta: ReturnType<typeof sql>) => ate0007.banco.db.execute(consulta);

  /** A resident as of migration 0007, admitted on `acolhimento` and, when `desacolhimento` comes, discharged then. */
  async function residenteAntigo(acolhimento: string, desacolhimento?: string): Promise<string> {
    const { rows } = await executar(sql`
      with p as (insert into pessoa (nome, sobrenome, data_nascimento)
        values ('Ana', 'de Jesus', '1939-05-04') returning codigo)
      insert into residente (pessoa_codigo, data_acolhimento, ativo, data_desacolhimento, motivo_desacolhimento)
      select codigo, ${acolhimento}, ${desacolhimento === undefined},
             ${desacolhimento ?? null}::date, ${desacolhimento ? 'Desacolhida' : null} from p
      returning codigo_residente as codigo`);
    return String((rows as { codigo: number }[])[0]?.codigo);
  }

  it('recupera do registro de auditoria as estadias que as readmissões apagaram', async () => {
    await migrateDatabase(ate0007.banco.pool, ate0007.pasta);
    const { rows } = await executar(sql`
      with p as (insert into pessoa (nome, sobrenome, data_nascimento)
        values ('Maria', 'da Conceição', '1941-03-09'), ('José', 'Ribamar', '1940-01-02') returning codigo)
      insert into residente (pessoa_codigo, data_acolhimento) select codigo, '2020-02-01' from p
      returning codigo_residente as codigo`);
    const [voltou, nunca] = (rows as { codigo: number }[]).map((r) => String(r.codigo));
    // Admitted 2020-02-01, left 2021-05-10, back 2021-08-03, left 2023-01-15, back 2024-06-20 (still in).
    await executar(sql`insert into auditoria (em, acao, entidade, registro, detalhes) values
      ('2021-05-10T15:00:00Z', 'desacolher', 'residente', ${voltou}, '{"data":"2021-05-10","motivo":"Mudou-se com a filha"}'),
      ('2021-08-03T02:00:00Z', 'reacolher', 'residente', ${voltou}, null),
      ('2023-01-16T12:00:00Z', 'desacolher', 'residente', ${voltou}, '{"data":"2023-01-15","motivo":"Internação longa"}'),
      ('2024-06-20T13:00:00Z', 'reacolher', 'residente', ${voltou}, null),
      ('2022-01-01T12:00:00Z', 'atualizar', 'residente', ${nunca}, null)`);
    // Left 2023-01-15, readmitted by mistake 2024-06-20, and the mistake undone by a discharge dated
    // back to 2023-01-15: one stay, no copy of it in estadia_anterior.
    const desfeita = await residenteAntigo('2020-02-01', '2023-01-15');
    // Left 2021-05-10, back 2021-08-03; then staff typed the real readmission day over the admission:
    // the first stay's start is lost, and no stay is made up for it.
    const corrigida = await residenteAntigo('2021-08-05');
    await executar(sql`insert into auditoria (em, acao, entidade, registro, detalhes) values
      ('2023-01-16T12:00:00Z', 'desacolher', 'residente', ${desfeita}, '{"data":"2023-01-15","motivo":"Faleceu"}'),
      ('2024-06-20T13:00:00Z', 'reacolher', 'residente', ${desfeita}, null),
      ('2024-06-21T13:00:00Z', 'desacolher', 'residente', ${desfeita}, '{"data":"2023-01-15","motivo":"Readmissão por engano"}'),
      ('2021-05-10T15:00:00Z', 'desacolher', 'residente', ${corrigida}, '{"data":"2021-05-10","motivo":"Hospital"}'),
      ('2021-08-03T13:00:00Z', 'reacolher', 'residente', ${corrigida}, null)`);
    // Back on 2024-06-20, then discharged with an earlier date: the current stay cannot end before it begins.
    const tardia = await residenteAntigo('2020-02-01', '2024-06-10');
    await executar(sql`insert into auditoria (em, acao, entidade, registro, detalhes) values
      ('2021-05-10T15:00:00Z', 'desacolher', 'residente', ${tardia}, '{"data":"2021-05-10","motivo":"Hospital"}'),
      ('2024-06-20T13:00:00Z', 'reacolher', 'residente', ${tardia}, null),
      ('2024-06-21T13:00:00Z', 'desacolher', 'residente', ${tardia}, '{"data":"2024-06-10","motivo":"Saiu"}')`);

    await migrateDatabase(ate0007.banco.pool);
    const estadias = await executar(sql`
      select codigo_residente::text as residente, to_char(data_acolhimento, 'YYYY-MM-DD') as de,
             to_char(data_desacolhimento, 'YYYY-MM-DD') as ate, motivo_desacolhimento as motivo
      from estadia_anterior order by data_acolhimento, codigo_residente`);
    expect(estadias.rows).toEqual([
      { residente: voltou, de: '2020-02-01', ate: '2021-05-10', motivo: 'Mudou-se com a filha' },
      { residente: tardia, de: '2020-02-01', ate: '2021-05-10', motivo: 'Hospital' },
      // 02:00 UTC is still 2 August in São Paulo.
      { residente: voltou, de: '2021-08-02', ate: '2023-01-15', motivo: 'Internação longa' },
    ]);
    const atuais = await executar(sql`
      select codigo_residente::text as residente, to_char(data_acolhimento, 'YYYY-MM-DD') as de
      from residente order by codigo_residente`);
    expect(atuais.rows).toEqual([
      { residente: voltou, de: '2024-06-20' },
      { residente: nunca, de: '2020-02-01' },
      { residente: desfeita, de: '2020-02-01' },
      { residente: corrigida, de: '2021-08-05' },
      { residente: tardia, de: '2024-06-10' },
    ]);
  });
});

describe('migração 0010 num banco com dados', () => {
  const ate0009 = bancoAte(9);
  const executar = (consulta: ReturnType<typeof sql>) => ate0009.banco.db.execute(consulta);

  it('dá a data do cadastro a quem não tinha admissão e numera dependentes de mesmo nome', async () => {
    await migrateDatabase(ate0009.banco.pool, ate0009.pasta);
    const { rows } = await executar(sql`
      with p as (insert into pessoa (nome, sobrenome, data_nascimento)
        values ('Rita', 'Moura', '1980-03-09'), ('Caio', 'Lemos', '1979-01-02') returning codigo, nome)
      insert into funcionario (pessoa_codigo, cargo, data_admissao, criado_em)
      select codigo, 'Cuidadora', case when nome = 'Caio' then '2019-04-01'::date end,
             '2022-03-01T02:00:00Z' from p order by codigo
      returning codigo_funcionario as codigo`);
    const [semData, comData] = (rows as { codigo: number }[]).map((r) => r.codigo);
    const longo = 'Souza'.repeat(30);
    const inseridos =
      await executar(sql`insert into dependente (codigo_funcionario, nome, sobrenome, data_nascimento) values
      (${semData}, 'Ana', 'Moura', '2015-01-01'), (${semData}, 'ana ', 'MOURA', '2016-01-01'),
      (${semData}, 'Ána', 'Moura', '2017-01-01'), (${comData}, 'Ana', 'Moura', '2015-01-01'),
      (${semData}, 'Ana', 'Moura (2)', '2018-01-01'), (${semData}, 'Lia', ${longo}, '2018-01-01'),
      (${semData}, 'Lia', ${longo}, '2019-01-01')
      returning codigo`);
    const d = (inseridos.rows as { codigo: number }[]).map((r) => r.codigo);

    await migrateDatabase(ate0009.banco.pool);
    const admissoes = await executar(sql`
      select codigo_funcionario as codigo, to_char(data_admissao, 'YYYY-MM-DD') as admissao
      from funcionario order by 1`);
    // 02:00 UTC is still the last day of February in São Paulo.
    expect(admissoes.rows).toEqual([
      { codigo: semData, admissao: '2022-02-28' },
      { codigo: comData, admissao: '2019-04-01' },
    ]);
    const dependentes = await executar(sql`
      select d.codigo_funcionario as codigo, nome, sobrenome from dependente d order by 1, d.codigo`);
    expect(dependentes.rows).toEqual([
      { codigo: semData, nome: 'Ana', sobrenome: 'Moura' },
      { codigo: semData, nome: 'ana ', sobrenome: `MOURA (repetido ${d[1]})` },
      { codigo: semData, nome: 'Ána', sobrenome: `Moura (repetido ${d[2]})` },
      { codigo: semData, nome: 'Ana', sobrenome: 'Moura (2)' },
      { codigo: semData, nome: 'Lia', sobrenome: longo },
      { codigo: semData, nome: 'Lia', sobrenome: `${longo.slice(0, 125)} (repetido ${d[6]})` },
      { codigo: comData, nome: 'Ana', sobrenome: 'Moura' },
    ]);
  });
});

describe('migração 0024 num banco com dados', () => {
  const ate0023 = bancoAte(23);
  const executar = (consulta: ReturnType<typeof sql>) => ate0023.banco.db.execute(consulta);

  /** An employee as of migration 0023, admitted on `admissao` and, when `demissao` comes, dismissed then. */
  async function funcionarioAntigo(admissao: string, demissao?: string): Promise<string> {
    const { rows } = await executar(sql`
      with p as (insert into pessoa (nome, sobrenome, data_nascimento)
        values ('Rita', 'Moura', '1980-03-09') returning codigo)
      insert into funcionario (pessoa_codigo, cargo, data_admissao, ativo, data_demissao, motivo_demissao)
      select codigo, 'Cuidadora', ${admissao}, ${demissao === undefined},
             ${demissao ?? null}::date, ${demissao ? 'Fim do contrato' : null} from p
      returning codigo_funcionario as codigo`);
    return String((rows as { codigo: number }[])[0]?.codigo);
  }

  it('recupera do registro de auditoria os períodos que as reativações apagaram, e bloqueia a conta de quem está demitido', async () => {
    await migrateDatabase(ate0023.banco.pool, ate0023.pasta);
    // Admitted 2020-02-01, left 2021-05-10, back 2021-08-03, left 2023-01-15, back 2024-06-20 (still here).
    const voltou = await funcionarioAntigo('2020-02-01');
    const nunca = await funcionarioAntigo('2020-02-01');
    await executar(sql`insert into auditoria (em, acao, entidade, registro, detalhes) values
      ('2021-05-10T15:00:00Z', 'inativar', 'funcionario', ${voltou}, '{"data":"2021-05-10","motivo":"Fim do contrato"}'),
      ('2021-08-03T02:00:00Z', 'reativar', 'funcionario', ${voltou}, null),
      ('2023-01-16T12:00:00Z', 'inativar', 'funcionario', ${voltou}, '{"data":"2023-01-15","motivo":"Pediu demissão"}'),
      ('2024-06-20T13:00:00Z', 'reativar', 'funcionario', ${voltou}, null),
      ('2022-01-01T12:00:00Z', 'atualizar', 'funcionario', ${nunca}, null)`);
    // Reactivated by mistake and dismissed again with the same date: one period, no copy of it.
    const desfeita = await funcionarioAntigo('2020-02-01', '2023-01-15');
    await executar(sql`insert into auditoria (em, acao, entidade, registro, detalhes) values
      ('2023-01-16T12:00:00Z', 'inativar', 'funcionario', ${desfeita}, '{"data":"2023-01-15","motivo":"Aposentadoria"}'),
      ('2024-06-20T13:00:00Z', 'reativar', 'funcionario', ${desfeita}, null),
      ('2024-06-21T13:00:00Z', 'inativar', 'funcionario', ${desfeita}, '{"data":"2023-01-15","motivo":"Reativação por engano"}')`);
    const contas = await executar(sql`
      insert into usuario (codigo_funcionario, email, login, senha, permissao_acesso) values
        (${Number(desfeita)}, 'desfeita@lar.org', 'desfeita', 'x', 2),
        (${Number(voltou)}, 'voltou@lar.org', 'voltou', 'x', 2)
      returning login`);
    expect(contas.rows).toHaveLength(2);

    await migrateDatabase(ate0023.banco.pool);
    const periodos = await executar(sql`
      select codigo_funcionario::text as funcionario, to_char(data_admissao, 'YYYY-MM-DD') as de,
             to_char(data_demissao, 'YYYY-MM-DD') as ate, motivo_demissao as motivo
      from periodo_de_trabalho_anterior order by data_admissao, codigo_funcionario`);
    expect(periodos.rows).toEqual([
      { funcionario: voltou, de: '2020-02-01', ate: '2021-05-10', motivo: 'Fim do contrato' },
      // 02:00 UTC is still 2 August in São Paulo.
      { funcionario: voltou, de: '2021-08-02', ate: '2023-01-15', motivo: 'Pediu demissão' },
    ]);
    const atuais = await executar(sql`
      select codigo_funcionario::text as funcionario, to_char(data_admissao, 'YYYY-MM-DD') as de
      from funcionario order by codigo_funcionario`);
    expect(atuais.rows).toEqual([
      { funcionario: voltou, de: '2024-06-20' },
      { funcionario: nunca, de: '2020-02-01' },
      { funcionario: desfeita, de: '2020-02-01' },
    ]);
    const ativas = await executar(sql`select login, ativo from usuario order by login`);
    expect(ativas.rows).toEqual([
      { login: 'desfeita', ativo: false },
      { login: 'voltou', ativo: true },
    ]);
  });
});

describe('migração 0026 num banco com dados', () => {
  const ate0025 = bancoAte(25);
  const executar = (consulta: ReturnType<typeof sql>) => ate0025.banco.db.execute(consulta);

  it('leva as chaves de envio dos acompanhamentos das últimas 24 horas à tabela de todas, e a repetição responde o mesmo', async () => {
    await migrateDatabase(ate0025.banco.pool, ate0025.pasta);
    const { rows } = await executar(sql`
      with p as (insert into pessoa (nome, sobrenome, data_nascimento) values ('Rita', 'Moura', '1980-03-09'),
                   ('Ana', 'Silva', '1940-01-01'), ('Bia', 'Souza', '1941-01-01') returning codigo),
        f as (insert into funcionario (pessoa_codigo, cargo, data_admissao)
              select min(codigo), 'Cuidadora', '2020-01-01' from p returning codigo_funcionario),
        r as (insert into residente (pessoa_codigo, data_acolhimento)
              select codigo, '2020-01-01' from p where codigo > (select min(codigo) from p) returning codigo_residente),
        u as (insert into usuario (codigo_funcionario, email, login, senha, permissao_acesso)
              select codigo_funcionario, 'rita@lar.org', 'rita', 'x', 2 from f returning codigo)
      select (select codigo from u) as usuario, (select codigo_funcionario from f) as funcionario,
             array(select codigo_residente from r order by 1) as residentes`);
    const { usuario, funcionario, residentes } = rows[0] as {
      usuario: number;
      funcionario: number;
      residentes: number[];
    };
    const [chaveNova, chaveVelha] = [randomUUID(), randomUUID()];
    const atividade = 'Banho "morno"\ne hidratação';
    const criados = await executar(sql`
      insert into acompanhamento (atividade, data_acompanhamento, hora_acompanhamento, registrado_por, chave_de_envio, registrado_em)
      values (${atividade}, '2026-11-28', '07:05', ${usuario}, ${chaveNova}, now() - interval '2 hours'),
             ('Passeio', '2026-11-20', null, ${usuario}, ${chaveVelha}, now() - interval '3 days')
      returning codigo`);
    const [novo, velho] = (criados.rows as { codigo: number }[]).map((c) => c.codigo);
    await executar(sql`
      insert into acompanhamento_funcionario (acompanhamento_codigo, codigo_funcionario)
      values (${novo}, ${funcionario}), (${velho}, ${funcionario})`);
    // Linked in reverse order: the digest lists them in code order, as the server's does.
    await executar(sql`
      insert into acompanhamento_residente (acompanhamento_codigo, codigo_residente)
      values (${novo}, ${residentes[1]}), (${novo}, ${residentes[0]}), (${velho}, ${residentes[0]})`);

    await migrateDatabase(ate0025.banco.pool);
    const chaves = await executar(sql`select chave, rota, resposta from chave_de_envio order by chave`);
    expect(chaves.rows).toEqual([{ chave: chaveNova, rota: 'POST /acompanhamentos', resposta: novo }]);
    const colunas = await executar(sql`
      select 1 from information_schema.columns where table_name = 'acompanhamento' and column_name = 'chave_de_envio'`);
    expect(colunas.rows).toEqual([]);
    const corpo = {
      ATIVIDADE: atividade,
      CORRIGE_CODIGO: null,
      DATA_ACOMPANHAMENTO: '2026-11-28',
      FUNCIONARIOS: [funcionario],
      HORA_ACOMPANHAMENTO: '07:05',
      RESIDENTES: [...residentes].sort((a, b) => a - b),
    };
    const envio = { chave: chaveNova, rota: 'POST /acompanhamentos', corpo };
    const repetida = await ate0025.banco.db.transaction((tx) =>
      reivindicarChave(tx, { usuarioCodigo: usuario }, envio),
    );
    expect(repetida).toEqual({ repetida: novo });
    await expect(
      ate0025.banco.db.transaction((tx) =>
        reivindicarChave(
          tx,
          { usuarioCodigo: usuario },
          { ...envio, corpo: { ...corpo, ATIVIDADE: 'Outra' } },
        ),
      ),
    ).rejects.toThrow(MENSAGENS.chaveDeEnvioComOutroCadastro);
  });
});
