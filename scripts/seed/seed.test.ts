import { cnpjValido } from '@acolher/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/src/lib/password.ts';
// The vitest `inject('testDb')` typing lives in the global setup; scripts/ is a separate program for tsc.
import type {} from '../../server/test/global-setup.ts';
import { createTestDb, type TestDb } from '../../server/test/support/db.ts';
import { hojeNoFuso } from './datas.ts';
import { semearDemo, USUARIO_DEMO } from './demo.ts';
import { cartaoSus, cpfDaBase, tituloEleitor } from './documentos.ts';
import { CARGOS } from './nomes.ts';
import { Sorteio } from './sorteio.ts';
import { semearVolume } from './volume.ts';

let banco: TestDb;
beforeAll(async () => {
  banco = await createTestDb();
});
afterAll(() => banco.drop());

async function um<T>(consulta: ReturnType<typeof sql>): Promise<T> {
  const { rows } = await banco.db.execute(consulta);
  return rows[0] as T;
}

/** Employees whose job title is the other sex's form ("Enfermeira" for a man): there must be none. */
async function cargosDoOutroSexo(): Promise<string[]> {
  const femininos = CARGOS.filter((c) => c.F !== c.M).map((c) => c.F);
  const masculinos = CARGOS.filter((c) => c.F !== c.M).map((c) => c.M);
  const { rows } = await banco.db.execute<{ quem: string }>(sql`
    select p.nome || ' (' || f.cargo || ')' as quem from funcionario f join pessoa p on p.codigo = f.pessoa_codigo
    where (p.sexo = 'M' and f.cargo = any(${sql.param(femininos)}::text[]))
       or (p.sexo = 'F' and f.cargo = any(${sql.param(masculinos)}::text[]))`);
  return rows.map((r) => r.quem);
}

describe('documentos gerados', () => {
  it('CPF com dígitos verificadores da Receita (casos conhecidos)', () => {
    expect(cpfDaBase('529982247')).toBe('52998224725');
    expect(cpfDaBase('111444777')).toBe('11144477735');
  });

  it('Cartão SUS: soma ponderada múltipla de 11; título: dígitos mod 11', () => {
    const sorteio = new Sorteio(7);
    for (let i = 0; i < 50; i += 1) {
      const cns = cartaoSus(sorteio);
      expect([...cns].reduce((s, d, j) => s + Number(d) * (15 - j), 0) % 11).toBe(0);
      const titulo = tituloEleitor(sorteio);
      const dv1 = ([...titulo.slice(0, 8)].reduce((s, d, j) => s + Number(d) * (j + 2), 0) % 11) % 10;
      const dv2 = ((Number(titulo[8]) * 7 + Number(titulo[9]) * 8 + dv1 * 9) % 11) % 10;
      expect(titulo.slice(10)).toBe(`${dv1}${dv2}`);
    }
  });
});

describe('semente de demonstração', () => {
  const hoje = hojeNoFuso('America/Sao_Paulo');

  beforeAll(async () => {
    await banco.db.transaction((tx) => semearDemo(tx, hoje));
  });

  it('carrega o lar inteiro: residentes (2 inativos), convênios (1 inativo), funcionários com conta', async () => {
    expect(
      await um(sql`select
        (select count(*)::int from residente) as residentes,
        (select count(*)::int from residente where not ativo) as inativos,
        (select count(*)::int from convenio) as convenios,
        (select count(*)::int from convenio where not ativo) as convenios_inativos,
        (select count(*)::int from funcionario) as funcionarios,
        (select count(*)::int from conta_bancaria) as contas,
        (select count(*)::int from acompanhamento) as acompanhamentos`),
    ).toEqual({
      residentes: 30,
      inativos: 2,
      convenios: 6,
      convenios_inativos: 1,
      funcionarios: 8,
      contas: 8,
      acompanhamentos: 300,
    });
  });

  it('funcionários com conselho (um vencendo nos próximos 60 dias), dependentes, telefone e endereço', async () => {
    const f = await um<{
      com_conselho: number;
      a_vencer: number;
      dependentes: number;
      sem_telefone: number;
      sem_endereco: number;
    }>(sql`
      select
        count(*) filter (where conselho_sigla is not null)::int as com_conselho,
        count(*) filter (where conselho_validade between ${hoje}::date and ${hoje}::date + 60)::int as a_vencer,
        (select count(*)::int from dependente) as dependentes,
        count(*) filter (where not exists (select 1 from telefone_pessoa tp where tp.pessoa_codigo = f.pessoa_codigo))::int
          as sem_telefone,
        count(*) filter (where not exists (select 1 from endereco_pessoa ep where ep.pessoa_codigo = f.pessoa_codigo))::int
          as sem_endereco
      from funcionario f`);
    expect(f.com_conselho).toBeGreaterThan(1);
    expect(f.a_vencer).toBeGreaterThanOrEqual(1);
    expect(f.dependentes).toBeGreaterThan(0);
    expect(f).toMatchObject({ sem_telefone: 0, sem_endereco: 0 });
  });

  it('o cargo de cada funcionário concorda com o sexo (nenhum "Enfermeira" homem)', async () => {
    expect(await cargosDoOutroSexo()).toEqual([]);
  });

  it('os CNPJs dos convênios passam na regra do próprio app: um convênio da demonstração se salva como veio', async () => {
    const { rows } = await banco.db.execute<{ cnpj: string }>(sql`select cnpj from convenio`);
    expect(rows.length).toBeGreaterThan(0);
    for (const { cnpj } of rows) expect(cnpjValido(cnpj), cnpj).toBe(true);
  });

  it('enche as duas caixas da página inicial', async () => {
    const caixas = await um<{
      vencidas: number;
      proximas: number;
      depois: number;
      aniversariantes: number;
    }>(sql`
      select
        count(*) filter (where b.provas_vida < ${hoje}::date)::int as vencidas,
        count(*) filter (where b.provas_vida between ${hoje}::date and ${hoje}::date + 60)::int as proximas,
        count(*) filter (where b.provas_vida > ${hoje}::date + 60)::int as depois,
        (select count(*)::int from residente r2 join pessoa p on p.codigo = r2.pessoa_codigo
          where r2.ativo and extract(month from p.data_nascimento) = extract(month from ${hoje}::date)) as aniversariantes
      from beneficio b join residente r on r.codigo_residente = b.codigo_residente where r.ativo`);
    expect(caixas.vencidas).toBeGreaterThan(0);
    expect(caixas.proximas).toBeGreaterThan(0);
    expect(caixas.depois).toBeGreaterThan(0);
    expect(caixas.aniversariantes).toBeGreaterThanOrEqual(5);
  });

  it('todo acompanhamento tem 1–2 funcionários e ao menos um residente ativo', async () => {
    const fora = await um<{ n: number }>(sql`
      select count(*)::int as n from acompanhamento a
      where (select count(*) from acompanhamento_funcionario f where f.acompanhamento_codigo = a.codigo) not between 1 and 2
         or not exists (select 1 from acompanhamento_residente ar join residente r using (codigo_residente)
                        where ar.acompanhamento_codigo = a.codigo and r.ativo)`);
    expect(fora.n).toBe(0);
  });

  it('cria o usuário da equipe com a senha documentada', async () => {
    const u = await um<{ senha: string; permissao_acesso: number }>(
      sql`select senha, permissao_acesso from usuario where login = ${USUARIO_DEMO.LOGIN}`,
    );
    expect(u.permissao_acesso).toBe(2);
    expect(await verifyPassword(u.senha, USUARIO_DEMO.SENHA)).toBe(true);
  });

  it('com --force, uma segunda carga não colide com a primeira', async () => {
    await banco.db.transaction((tx) => semearDemo(tx, hoje));
    expect(await um(sql`select count(*)::int as n from residente`)).toEqual({ n: 60 });
  });
});

describe('semente de volume', () => {
  it('carrega N residentes e M acompanhamentos, cada um com 1 residente e 1–2 funcionários', async () => {
    const antes = await um<{ r: number; a: number }>(
      sql`select (select count(*)::int from residente) as r, (select count(*)::int from acompanhamento) as a`,
    );
    await banco.db.transaction((tx) =>
      semearVolume(tx, { residentes: 500, acompanhamentos: 2000, funcionarios: 0 }),
    );
    const depois = await um<{ r: number; a: number }>(
      sql`select (select count(*)::int from residente) as r, (select count(*)::int from acompanhamento) as a`,
    );
    expect(depois).toEqual({ r: antes.r + 500, a: antes.a + 2000 });
    const novos = await um<{ sem_residente: number; funcionarios_fora: number }>(sql`
      select
        count(*) filter (where (select count(*) from acompanhamento_residente x where x.acompanhamento_codigo = a.codigo) <> 1)::int
          as sem_residente,
        count(*) filter (where (select count(*) from acompanhamento_funcionario x where x.acompanhamento_codigo = a.codigo)
          not between 1 and 2)::int as funcionarios_fora
      from acompanhamento a where a.criado_por is null`);
    expect(novos).toEqual({ sem_residente: 0, funcionarios_fora: 0 });
  });

  it('--funcionarios N: N funcionários com telefone, endereço e conta; conselhos vencendo e vencidos; dependentes válidos', async () => {
    const antes = await um<{ n: number }>(sql`select count(*)::int as n from funcionario`);
    await banco.db.transaction((tx) =>
      semearVolume(tx, { residentes: 0, acompanhamentos: 0, funcionarios: 1000 }),
    );
    const novos = await um<{
      n: number;
      com_telefone: number;
      com_endereco: number;
      com_conta: number;
      a_vencer: number;
      vencidos: number;
      dependentes: number;
    }>(sql`
      with novos as (select * from funcionario order by codigo_funcionario desc limit 1000)
      select count(*)::int as n,
        count(*) filter (where exists (select 1 from telefone_pessoa tp where tp.pessoa_codigo = novos.pessoa_codigo))::int
          as com_telefone,
        count(*) filter (where exists (select 1 from endereco_pessoa ep where ep.pessoa_codigo = novos.pessoa_codigo))::int
          as com_endereco,
        count(*) filter (where exists (select 1 from conta_bancaria c where c.codigo_funcionario = novos.codigo_funcionario))::int
          as com_conta,
        count(*) filter (where conselho_validade between current_date and current_date + 60)::int as a_vencer,
        count(*) filter (where conselho_validade < current_date)::int as vencidos,
        (select count(*)::int from dependente d join novos n2 using (codigo_funcionario)) as dependentes
      from novos`);
    expect(await um(sql`select count(*)::int as n from funcionario`)).toEqual({ n: antes.n + 1000 });
    expect(novos).toMatchObject({ n: 1000, com_telefone: 1000, com_endereco: 1000, com_conta: 1000 });
    expect(novos.a_vencer).toBeGreaterThan(0);
    expect(novos.vencidos).toBeGreaterThan(0);
    expect(novos.dependentes).toBeGreaterThan(300);
    const { rows } = await banco.db.execute<{ cpf: string }>(
      sql`select cpf from dependente where cpf like '7%' limit 200`,
    );
    for (const { cpf } of rows) expect(cpfDaBase(cpf.slice(0, 9))).toBe(cpf);
    expect(await cargosDoOutroSexo()).toEqual([]);
  });

  it('os CPFs do volume são válidos', async () => {
    const { rows } = await banco.db.execute<{ cpf: string }>(
      sql`select cpf from pessoa where cpf like '8%' limit 200`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { cpf } of rows) expect(cpfDaBase(cpf.slice(0, 9))).toBe(cpf);
  });
});
