import { cnpjValido } from '@acolher/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/src/lib/password.ts';
// The vitest `inject('testDb')` typing lives in the global setup; scripts/ is a separate program for tsc.
import type {} from '../../server/test/global-setup.ts';
import { createTestDb, type TestDb } from '../../server/test/support/db.ts';
import { hojeNoFuso, somarDias } from './datas.ts';
import { semearDemo, USUARIO_DEMO } from './demo.ts';
import { cartaoSus, cpfDaBase, tituloEleitor } from './documentos.ts';
import { CARGOS } from './nomes.ts';
import { Sorteio } from './sorteio.ts';
import {
  ACOMPANHAMENTOS_DO_PRIMEIRO_RESIDENTE,
  acompanhamentosDosPrimeirosResidentes,
  semearVolume,
  UMA_CORRECAO_EM,
} from './volume.ts';

let banco: TestDb;
beforeAll(async () => {
  banco = await createTestDb();
});
afterAll(() => banco.drop());

/** How many of the `novos` rows have a row in `tabela` whose `coluna` is their `dono` (a link, an account). */
function quantosCom(tabela: string, coluna: string, dono: string) {
  return sql`count(*) filter (where exists (select 1 from ${sql.identifier(tabela)} v
    where v.${sql.identifier(coluna)} = novos.${sql.identifier(dono)}))::int`;
}

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

/** The follow-ups' shifts as the home configures them (contract TURNOS_DO_LAR), counted over `onde`. */
async function turnos(onde: ReturnType<typeof sql>) {
  return um<{ dia: number; noite: number; manha: number; tarde: number; sem_hora: number }>(sql`
    select count(*) filter (where hora_acompanhamento between '07:00' and '18:59')::int as dia,
           count(*) filter (where hora_acompanhamento >= '19:00' or hora_acompanhamento < '07:00')::int as noite,
           count(*) filter (where hora_acompanhamento between '07:00' and '12:59')::int as manha,
           count(*) filter (where hora_acompanhamento between '13:00' and '18:59')::int as tarde,
           count(*) filter (where hora_acompanhamento is null)::int as sem_hora
    from acompanhamento a where ${onde}`);
}

/** Follow-ups whose author's employee is not among their participants: there must be none. */
async function autoresDeFora(onde: ReturnType<typeof sql>) {
  return um<{ n: number }>(sql`
    select count(*)::int as n from acompanhamento a
    where ${onde} and not exists (select 1 from acompanhamento_funcionario f
      where f.acompanhamento_codigo = a.codigo and f.codigo_funcionario = a.registrado_por_funcionario)`);
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
  const fuso = 'America/Sao_Paulo';
  const hoje = hojeNoFuso(fuso);

  beforeAll(async () => {
    await banco.db.transaction((tx) => semearDemo(tx, fuso));
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

  it('todo acompanhamento tem funcionário e residente ativo; vários têm mais de um de cada', async () => {
    const a = await um<{ sem: number; varios_funcionarios: number; varios_residentes: number }>(sql`
      with n as (select a.codigo,
        (select count(*) from acompanhamento_funcionario f where f.acompanhamento_codigo = a.codigo) as f,
        (select count(*) from acompanhamento_residente ar join residente r using (codigo_residente)
          where ar.acompanhamento_codigo = a.codigo and r.ativo) as r
        from acompanhamento a)
      select count(*) filter (where f = 0 or r = 0)::int as sem,
             count(*) filter (where f > 1)::int as varios_funcionarios,
             count(*) filter (where r > 1)::int as varios_residentes from n`);
    expect(a.sem).toBe(0);
    expect(a.varios_funcionarios).toBeGreaterThan(30);
    expect(a.varios_residentes).toBeGreaterThan(30);
    expect(await autoresDeFora(sql`true`)).toEqual({ n: 0 });
  });

  it('acompanhamentos de dia e de noite (2 ou 3 turnos), nos últimos meses, nenhum depois de agora', async () => {
    const t = await turnos(sql`true`);
    for (const turno of [t.dia, t.noite, t.manha, t.tarde]) expect(turno).toBeGreaterThan(20);
    expect(t.sem_hora).toBeGreaterThan(0);
    const datas = await um<{ mais_antiga: string; futuros: number; registrados_no_futuro: number }>(sql`
      select min(data_acompanhamento)::text as mais_antiga,
             count(*) filter (where (data_acompanhamento + coalesce(hora_acompanhamento, '00:00')) at time zone ${fuso}
                                    > now())::int as futuros,
             count(*) filter (where registrado_em > now())::int as registrados_no_futuro
      from acompanhamento`);
    expect(datas.mais_antiga >= somarDias(hoje, -125)).toBe(true);
    expect(datas).toMatchObject({ futuros: 0, registrados_no_futuro: 0 });
  });

  it('a conta da equipe escreveu metade, e os mais novos ainda estão na janela de 24 horas', async () => {
    const a = await um<{ da_equipe: number; editaveis: number }>(sql`
      select count(*) filter (where u.login = ${USUARIO_DEMO.LOGIN})::int as da_equipe,
             count(*) filter (where u.login = ${USUARIO_DEMO.LOGIN} and a.registrado_em > now() - interval '24 hours')::int
               as editaveis
      from acompanhamento a left join usuario u on u.codigo = a.registrado_por`);
    expect(a.da_equipe).toBeGreaterThan(100);
    expect(a.editaveis).toBeGreaterThanOrEqual(4);
  });

  it('dez editados na janela guardam a versão anterior, diferente da atual, com quem e quando', async () => {
    const { rows } = await banco.db.execute<{
      versao: number;
      versao_anterior: number;
      dentro_da_janela: boolean;
      pela_equipe: boolean;
      mudou: boolean;
    }>(sql`
      select a.versao, v.versao_do_acompanhamento as versao_anterior,
             v.alterado_em between a.registrado_em and a.registrado_em + interval '24 hours' as dentro_da_janela,
             u.login = ${USUARIO_DEMO.LOGIN} as pela_equipe,
             (v.atividade, v.hora_acompanhamento, v.funcionarios)
               is distinct from (a.atividade, a.hora_acompanhamento,
                 (select array_agg(f.codigo_funcionario order by f.codigo_funcionario) from acompanhamento_funcionario f
                  where f.acompanhamento_codigo = a.codigo)) as mudou
      from acompanhamento a join acompanhamento_versao v on v.acompanhamento_codigo = a.codigo
      join usuario u on u.codigo = v.alterado_por`);
    expect(rows).toHaveLength(10);
    for (const r of rows)
      expect(r).toEqual({
        versao: 2,
        versao_anterior: 1,
        dentro_da_janela: true,
        pela_equipe: true,
        mudou: true,
      });
    expect(await um(sql`select count(*)::int as n from acompanhamento where versao <> 1`)).toEqual({ n: 10 });
  });

  it('seis correções de acompanhamentos antigos, escritas depois da janela, com os mesmos residentes', async () => {
    const { rows } = await banco.db.execute<{ depois_da_janela: boolean; mesmos_residentes: boolean }>(sql`
      select c.registrado_em > o.registrado_em + interval '24 hours' as depois_da_janela,
             (select array_agg(codigo_residente order by codigo_residente) from acompanhamento_residente
              where acompanhamento_codigo = c.codigo)
               = (select array_agg(codigo_residente order by codigo_residente) from acompanhamento_residente
                  where acompanhamento_codigo = o.codigo) as mesmos_residentes
      from acompanhamento c join acompanhamento o on o.codigo = c.corrige_codigo`);
    expect(rows).toHaveLength(6);
    for (const r of rows) expect(r).toEqual({ depois_da_janela: true, mesmos_residentes: true });
  });

  it('cria o usuário da equipe com a senha documentada', async () => {
    const u = await um<{ senha: string; permissao_acesso: number }>(
      sql`select senha, permissao_acesso from usuario where login = ${USUARIO_DEMO.LOGIN}`,
    );
    expect(u.permissao_acesso).toBe(2);
    expect(await verifyPassword(u.senha, USUARIO_DEMO.SENHA)).toBe(true);
  });

  it('com --force, uma segunda carga não colide com a primeira', async () => {
    await banco.db.transaction((tx) => semearDemo(tx, fuso));
    expect(await um(sql`select count(*)::int as n from residente`)).toEqual({ n: 60 });
  });
});

describe('semente de volume', () => {
  it('carrega N residentes e M acompanhamentos, cada um com 1–3 residentes e 1–3 funcionários, o autor entre eles', async () => {
    const antes = await um<{ r: number; a: number }>(
      sql`select (select count(*)::int from residente) as r, (select max(codigo)::int from acompanhamento) as a`,
    );
    await banco.db.transaction((tx) =>
      semearVolume(tx, { residentes: 500, acompanhamentos: 2000, funcionarios: 0 }),
    );
    expect(await um(sql`select count(*)::int as r from residente`)).toEqual({ r: antes.r + 500 });
    const novos = sql`a.codigo > ${antes.a}`;
    const n = await um<{
      total: number;
      residentes_fora: number;
      funcionarios_fora: number;
      varios: number;
    }>(sql`
      with n as (select a.codigo,
        (select count(*) from acompanhamento_residente x where x.acompanhamento_codigo = a.codigo) as r,
        (select count(*) from acompanhamento_funcionario x where x.acompanhamento_codigo = a.codigo) as f
        from acompanhamento a where ${novos})
      select count(*)::int as total, count(*) filter (where r not between 1 and 3)::int as residentes_fora,
             count(*) filter (where f not between 1 and 3)::int as funcionarios_fora,
             count(*) filter (where r > 1 and f > 1)::int as varios from n`);
    expect(n).toMatchObject({ total: 2000, residentes_fora: 0, funcionarios_fora: 0 });
    expect(n.varios).toBeGreaterThan(20);
    expect(await autoresDeFora(novos)).toEqual({ n: 0 });
    const t = await turnos(novos);
    for (const turno of [t.dia, t.noite, t.manha, t.tarde]) expect(turno).toBeGreaterThan(100);
    expect(t.sem_hora).toBeGreaterThan(0);
    expect(t.sem_hora).toBeLessThanOrEqual(2000 / 40);
  });

  it('os dois primeiros residentes ativos têm seus blocos exatos (2.000 e 200 no volume do bench)', async () => {
    expect(acompanhamentosDosPrimeirosResidentes(200_000)).toEqual([
      ACOMPANHAMENTOS_DO_PRIMEIRO_RESIDENTE,
      200,
    ]);
    expect(acompanhamentosDosPrimeirosResidentes(20_000)).toEqual([2000, 200]);
    expect(acompanhamentosDosPrimeirosResidentes(3000)).toEqual([300, 30]);
    await banco.db.transaction((tx) =>
      semearVolume(tx, { residentes: 50, acompanhamentos: 3000, funcionarios: 0 }),
    );
    // This test's database got earlier runs' follow-ups too: count this run's (its 3,000 codes are the last).
    const { rows } = await banco.db.execute<{ n: number }>(sql`
      select (select count(*)::int from acompanhamento_residente ar
              where ar.codigo_residente = r.codigo_residente
                and ar.acompanhamento_codigo > (select max(codigo) - 3000 from acompanhamento)) as n
      from residente r where r.ativo order by r.codigo_residente limit 3`);
    expect(rows.map((r) => r.n)).toEqual([300, 30, expect.any(Number)]);
    expect(rows[2]?.n).toBeLessThan(30);
  });

  it('uma correção em cada cem corrige o acompanhamento anterior, com os mesmos participantes, depois da janela', async () => {
    const c = await um<{ correcoes: number; erradas: number }>(sql`
      select count(*)::int as correcoes,
        count(*) filter (where c.corrige_codigo <> c.codigo - 1
          or c.registrado_em <= o.registrado_em + interval '24 hours'
          or (select array_agg(codigo_residente order by 1) from acompanhamento_residente where acompanhamento_codigo = c.codigo)
             is distinct from
             (select array_agg(codigo_residente order by 1) from acompanhamento_residente where acompanhamento_codigo = o.codigo)
        )::int as erradas
      from acompanhamento c join acompanhamento o on o.codigo = c.corrige_codigo where c.registrado_por is null`);
    // The two runs above: 2,000 and 3,000 follow-ups.
    expect(c).toEqual({ correcoes: 5000 / UMA_CORRECAO_EM, erradas: 0 });
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
        ${quantosCom('telefone_pessoa', 'pessoa_codigo', 'pessoa_codigo')} as com_telefone,
        ${quantosCom('endereco_pessoa', 'pessoa_codigo', 'pessoa_codigo')} as com_endereco,
        ${quantosCom('conta_bancaria', 'codigo_funcionario', 'codigo_funcionario')} as com_conta,
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

  it('--convenios N: planos com telefone e endereço, 7 em 10 residentes num deles, um familiar por residente, certidão de quem é casado', async () => {
    const planosAntes = await um<{ n: number }>(sql`select count(*)::int as n from convenio`);
    await banco.db.transaction((tx) =>
      semearVolume(tx, { residentes: 100, acompanhamentos: 0, funcionarios: 0, convenios: 3 }),
    );
    const planos = await um<{ n: number; com_telefone: number; com_endereco: number }>(sql`
      with novos as (select * from convenio order by codigo desc limit 3)
      select count(*)::int as n,
        ${quantosCom('telefone_convenio', 'convenio_codigo', 'codigo')} as com_telefone,
        ${quantosCom('endereco_convenio', 'convenio_codigo', 'codigo')} as com_endereco
      from novos`);
    expect(await um(sql`select count(*)::int as n from convenio`)).toEqual({ n: planosAntes.n + 3 });
    expect(planos).toEqual({ n: 3, com_telefone: 3, com_endereco: 3 });
    const residentes = await um<{
      n: number;
      com_plano: number;
      dependentes_sem_telefone: number;
      sem_familiar: number;
      familiar_sem_contato: number;
      casados_sem_certidao: number;
    }>(sql`
      with novos as (select * from residente order by codigo_residente desc limit 100)
      select count(*)::int as n,
        ${quantosCom('residente_convenio', 'residente_codigo', 'codigo_residente')} as com_plano,
        (select count(*)::int from residente_convenio rc where not rc.titular
           and not exists (select 1 from telefone_parentesco tp where tp.residente_convenio_codigo = rc.codigo))
          as dependentes_sem_telefone,
        (select count(*)::int from residente r
           where not exists (select 1 from residente_familiar rf where rf.residente_codigo = r.codigo_residente))
          as sem_familiar,
        (select count(*)::int from familiar f
           where not exists (select 1 from telefone_familiar t where t.familiar_codigo = f.codigo)
              or not exists (select 1 from endereco_familiar e where e.familiar_codigo = f.codigo))
          as familiar_sem_contato,
        (select count(*)::int from residente r join pessoa p on p.codigo = r.pessoa_codigo
           where p.estado_civil <> 'S'
             and not exists (select 1 from certidao_casamento c where c.codigo_residente = r.codigo_residente))
          as casados_sem_certidao
      from novos`);
    expect(residentes).toMatchObject({
      n: 100,
      dependentes_sem_telefone: 0,
      sem_familiar: 0,
      familiar_sem_contato: 0,
      casados_sem_certidao: 0,
    });
    expect(residentes.com_plano).toBe(70);
  });

  it('os CPFs do volume são válidos', async () => {
    const { rows } = await banco.db.execute<{ cpf: string }>(
      sql`select cpf from pessoa where cpf like '8%' limit 200`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { cpf } of rows) expect(cpfDaBase(cpf.slice(0, 9))).toBe(cpf);
  });
});
