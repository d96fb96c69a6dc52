import { sql } from 'drizzle-orm';
import type { Tx } from '../../server/src/db/client.ts';
import {
  ATIVIDADES,
  BAIRROS,
  CARGOS,
  CIDADES,
  LOGRADOUROS,
  NOMES_FEMININOS,
  NOMES_MASCULINOS,
  SOBRENOMES,
} from './nomes.ts';

/** A whole JS list as one array parameter (drizzle would otherwise spread it into a value list). */
function lista(valores: readonly string[]) {
  return sql.param([...valores]);
}

/** One employee per this many residents, at least a few: follow-ups need people to carry them out. */
const RESIDENTES_POR_FUNCIONARIO = 250;
const MINIMO_FUNCIONARIOS = 10;

/**
 * The 11 digits of a valid CPF built in SQL from `base` (a 9-digit text), with the Receita
 * Federal's two mod-11 check digits; volume rows get real-looking documents at set speed.
 */
function cpfSql(base: ReturnType<typeof sql>) {
  const digito = (texto: ReturnType<typeof sql>, tamanho: number) =>
    sql`((select sum(substr(${texto}, k, 1)::int * (${tamanho + 2} - k)) from generate_series(1, ${tamanho}) k) * 10 % 11 % 10)::text`;
  const com1 = sql`(${base} || ${digito(base, 9)})`;
  return sql`${com1} || ${digito(com1, 10)}`;
}

/**
 * Inserts `quantas` people in one statement; returns the code above which the new ones lie. CPFs start with 8 and carry the new person's position, so they never meet the demo's
 * (which start with 1–6) nor an earlier volume run's.
 */
async function inserirPessoas(tx: Tx, quantas: number, nascidasEntre: [string, string]): Promise<number> {
  const { rows } = await tx.execute<{ max: number }>(
    sql`select coalesce(max(codigo), 0)::int as max from pessoa`,
  );
  const acimaDe = rows[0]?.max ?? 0;
  const base = sql`('8' || lpad((${acimaDe} + i)::text, 8, '0'))`;
  await tx.execute(sql`
    insert into pessoa (nome, sobrenome, data_nascimento, sexo, estado_civil, cpf)
    select
      case when i % 5 < 3 then (${lista(NOMES_FEMININOS)}::text[])[1 + i % ${NOMES_FEMININOS.length}]
           else (${lista(NOMES_MASCULINOS)}::text[])[1 + i % ${NOMES_MASCULINOS.length}] end,
      (${lista(SOBRENOMES)}::text[])[1 + (i * 7) % ${SOBRENOMES.length}] || ' '
        || (${lista(SOBRENOMES)}::text[])[1 + (i * 13) % ${SOBRENOMES.length}],
      ${nascidasEntre[0]}::date + ((i * 7919) % (${nascidasEntre[1]}::date - ${nascidasEntre[0]}::date)),
      case when i % 5 < 3 then 'F' else 'M' end,
      (array['S','C','V','D'])[1 + i % 4],
      ${cpfSql(base)}
    from generate_series(1, ${quantas}) i`);
  return acimaDe;
}

async function inserirResidentes(tx: Tx, quantos: number): Promise<void> {
  const acimaDe = await inserirPessoas(tx, quantos, ['1925-01-01', '1960-12-31']);
  // One in twenty has left the home. Proof of life is yearly: due dates spread over the coming year,
  // a few weeks overdue for some, as a real home's benefits are.
  await tx.execute(sql`
    with novos as (
      insert into residente (pessoa_codigo, data_acolhimento, ativo, data_desacolhimento, motivo_desacolhimento)
      select codigo, current_date - (codigo % 3000), codigo % 20 <> 0,
             case when codigo % 20 = 0 then current_date - (codigo % 300) end,
             case when codigo % 20 = 0 then 'Transferência para outra instituição' end
      from pessoa where codigo > ${acimaDe}
      returning codigo_residente)
    insert into beneficio (codigo_residente, nome_beneficio, provas_vida, valor)
    select codigo_residente, 'Aposentadoria por idade', current_date + (codigo_residente % 365 - 20), 1412
    from novos`);
}

/** The code above which a table's next rows lie (codes follow the insert order of one statement). */
async function maiorCodigo(tx: Tx, tabela: 'telefone' | 'endereco'): Promise<number> {
  const { rows } = await tx.execute<{ max: number }>(
    sql`select coalesce(max(codigo), 0)::int as max from ${sql.identifier(tabela)}`,
  );
  return rows[0]?.max ?? 0;
}

/**
 * One mobile phone and one address per new person (codes above `acimaDe`), linked as the employee's
 * form links them (decision 0019): the n-th new phone and address go to the n-th new person.
 */
async function inserirContatos(tx: Tx, acimaDe: number): Promise<void> {
  const novas = sql`(select codigo, row_number() over (order by codigo) n from pessoa where codigo > ${acimaDe})`;
  const [telefoneAcima, enderecoAcima] = [
    await maiorCodigo(tx, 'telefone'),
    await maiorCodigo(tx, 'endereco'),
  ];
  await tx.execute(sql`
    insert into telefone (numero, tipo)
    select '119' || lpad((codigo % 100000000)::text, 8, '0'), 'celular' from ${novas} p order by n`);
  await tx.execute(sql`
    insert into endereco (logradouro, numero, bairro, cidade, estado, cep)
    select (${lista(LOGRADOUROS)}::text[])[1 + codigo % ${LOGRADOUROS.length}], (codigo % 900 + 1)::text,
           (${lista(BAIRROS)}::text[])[1 + codigo % ${BAIRROS.length}],
           (${lista(CIDADES.map(([cidade]) => cidade))}::text[])[1 + codigo % ${CIDADES.length}],
           (${lista(CIDADES.map(([, uf]) => uf))}::text[])[1 + codigo % ${CIDADES.length}],
           lpad((codigo % 100000000)::text, 8, '1')
    from ${novas} p order by n`);
  await tx.execute(sql`
    insert into telefone_pessoa (pessoa_codigo, telefone_codigo)
    select p.codigo, t.codigo from ${novas} p
    join (select codigo, row_number() over (order by codigo) n from telefone where codigo > ${telefoneAcima}) t using (n)`);
  await tx.execute(sql`
    insert into endereco_pessoa (pessoa_codigo, endereco_codigo)
    select p.codigo, e.codigo from ${novas} p
    join (select codigo, row_number() over (order by codigo) n from endereco where codigo > ${enderecoAcima}) e using (n)`);
}

/**
 * Employees with what the section shows: a person with phone and address, the job, a council for
 * one in four (validities spread over the next two years and the last month, so the home's box has
 * some ending and some ended), a bank account each, and a child for one in three, with CPF and
 * birth certificate (CPFs start with 7 and carry the employee's code: never a person's nor the demo's).
 */
async function inserirFuncionarios(tx: Tx, quantos: number): Promise<void> {
  const acimaDe = await inserirPessoas(tx, quantos, ['1965-01-01', '2000-12-31']);
  await tx.execute(sql`
    insert into funcionario (pessoa_codigo, cargo, vinculo, data_admissao,
                             conselho_sigla, conselho_numero, conselho_uf, conselho_validade)
    select codigo, (case when sexo = 'F' then ${lista(CARGOS.map((c) => c.F))}::text[]
                         else ${lista(CARGOS.map((c) => c.M))}::text[] end)[1 + codigo % ${CARGOS.length}],
           'clt', current_date - (codigo % 2000),
           c.sigla, c.numero, c.uf, c.validade
    from pessoa
    left join lateral (select 'COREN' as sigla, lpad((codigo % 1000000)::text, 6, '0') as numero, 'SP' as uf,
                              current_date + (codigo % 760 - 30) as validade
                       where codigo % 4 = 0) c on true
    where codigo > ${acimaDe}`);
  await inserirContatos(tx, acimaDe);
  const novos = sql`(select f.codigo_funcionario, p.sobrenome from funcionario f
    join pessoa p on p.codigo = f.pessoa_codigo where p.codigo > ${acimaDe})`;
  await tx.execute(sql`
    insert into conta_bancaria (codigo_funcionario, banco, agencia, conta)
    select codigo_funcionario, '001 - Banco do Brasil', lpad((codigo_funcionario % 10000)::text, 4, '0'),
           lpad(codigo_funcionario::text, 6, '0') || '-' || (codigo_funcionario % 10)::text
    from ${novos} f`);
  const base = sql`('7' || lpad(codigo_funcionario::text, 8, '0'))`;
  await tx.execute(sql`
    insert into dependente (codigo_funcionario, nome, sobrenome, data_nascimento, parentesco, cpf,
                            numero_certidao_nascimento, livro_certidao_nascimento, folha_certidao_nascimento,
                            cidade_certidao_nascimento, estado_certidao_nascimento)
    select codigo_funcionario, (${lista(NOMES_FEMININOS)}::text[])[1 + codigo_funcionario % ${NOMES_FEMININOS.length}],
           sobrenome, date '2005-01-01' + (codigo_funcionario * 37) % 6000, 'Filho(a)', ${cpfSql(base)},
           (codigo_funcionario % 100000)::text, 'A-' || (codigo_funcionario % 300 + 1), (codigo_funcionario % 200 + 1)::text,
           'Campinas', 'SP'
    from ${novos} f where codigo_funcionario % 3 = 0`);
}

/**
 * Follow-ups over the last three years, each with one active resident and one or two active
 * employees, picked by spreading the follow-up's code over the candidates.
 */
async function inserirAcompanhamentos(tx: Tx, quantos: number): Promise<void> {
  await tx.execute(sql`
    with novos as (
      insert into acompanhamento (atividade, data_acompanhamento)
      select (${lista(ATIVIDADES)}::text[])[1 + i % ${ATIVIDADES.length}], current_date - (i % 1095)
      from generate_series(1, ${quantos}) i
      returning codigo),
    r as (select array_agg(codigo_residente) a, count(*) n from residente where ativo),
    f as (select array_agg(codigo_funcionario) a, count(*) n from funcionario where ativo),
    com_residente as (
      insert into acompanhamento_residente (acompanhamento_codigo, codigo_residente)
      select novos.codigo, r.a[1 + (novos.codigo * 7919) % r.n] from novos, r)
    insert into acompanhamento_funcionario (acompanhamento_codigo, codigo_funcionario)
    select novos.codigo, f.a[1 + novos.codigo % f.n] from novos, f
    union all
    select novos.codigo, f.a[1 + (novos.codigo + 1) % f.n] from novos, f where novos.codigo % 2 = 0 and f.n > 1`);
}

async function haResidenteAtivo(tx: Tx): Promise<boolean> {
  const { rows } = await tx.execute<{ ha: boolean }>(
    sql`select exists (select 1 from residente where ativo) as ha`,
  );
  return rows[0]?.ha === true;
}

export interface Volume {
  residentes: number;
  acompanhamentos: number;
  /** At least this many employees; follow-ups need a few more when there are many residents. */
  funcionarios: number;
}

/** The employees to create: those asked for, and never fewer than the follow-ups need. */
function funcionariosPara({ residentes, acompanhamentos, funcionarios }: Volume): number {
  if (acompanhamentos === 0) return funcionarios;
  return Math.max(funcionarios, MINIMO_FUNCIONARIOS, Math.ceil(residentes / RESIDENTES_POR_FUNCIONARIO));
}

/** Benchmark volumes (DESIGN §8) with set-based SQL: a handful of statements whatever the size. */
export async function semearVolume(tx: Tx, volume: Volume): Promise<void> {
  if (volume.residentes > 0) await inserirResidentes(tx, volume.residentes);
  if (volume.acompanhamentos > 0 && !(await haResidenteAtivo(tx))) {
    throw new Error('Não há residentes ativos para vincular aos acompanhamentos: use --residentes N.');
  }
  const funcionarios = funcionariosPara(volume);
  if (funcionarios > 0) await inserirFuncionarios(tx, funcionarios);
  if (volume.acompanhamentos > 0) await inserirAcompanhamentos(tx, volume.acompanhamentos);
}
