import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../server/src/db/client.ts';
import { semearAuditoria } from './auditoria.ts';
import {
  ATIVIDADES_DIA,
  ATIVIDADES_NOITE,
  BAIRROS,
  CARGOS,
  CIDADES,
  CORRECOES,
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
async function maiorCodigo(
  tx: Tx,
  tabela: 'telefone' | 'endereco' | 'convenio' | 'familiar',
): Promise<number> {
  const { rows } = await tx.execute<{ max: number }>(
    sql`select coalesce(max(codigo), 0)::int as max from ${sql.identifier(tabela)}`,
  );
  return rows[0]?.max ?? 0;
}

/** Whose phones and addresses `inserirContatos` links: its new rows, and its two link tables. */
interface DonoDeContatos {
  /** The owners' codes (column `codigo`), one phone and one address each. */
  novos: SQL;
  telefones: 'telefone_pessoa' | 'telefone_convenio' | 'telefone_familiar';
  enderecos: 'endereco_pessoa' | 'endereco_convenio' | 'endereco_familiar';
  coluna: 'pessoa_codigo' | 'convenio_codigo' | 'familiar_codigo';
}

/**
 * One mobile phone and one address per new owner, linked as the forms link them (decision 0019):
 * the n-th new phone and address go to the n-th new owner.
 */
async function inserirContatos(tx: Tx, dono: DonoDeContatos): Promise<void> {
  const novos = sql`(select codigo, row_number() over (order by codigo) n from (${dono.novos}) d)`;
  const [telefoneAcima, enderecoAcima] = [
    await maiorCodigo(tx, 'telefone'),
    await maiorCodigo(tx, 'endereco'),
  ];
  await tx.execute(sql`
    insert into telefone (numero, tipo)
    select '119' || lpad((codigo % 100000000)::text, 8, '0'), 'celular' from ${novos} p order by n`);
  await tx.execute(sql`
    insert into endereco (logradouro, numero, bairro, cidade, estado, cep)
    select (${lista(LOGRADOUROS)}::text[])[1 + codigo % ${LOGRADOUROS.length}], (codigo % 900 + 1)::text,
           (${lista(BAIRROS)}::text[])[1 + codigo % ${BAIRROS.length}],
           (${lista(CIDADES.map(([cidade]) => cidade))}::text[])[1 + codigo % ${CIDADES.length}],
           (${lista(CIDADES.map(([, uf]) => uf))}::text[])[1 + codigo % ${CIDADES.length}],
           lpad((codigo % 100000000)::text, 8, '1')
    from ${novos} p order by n`);
  const coluna = sql.identifier(dono.coluna);
  await tx.execute(sql`
    insert into ${sql.identifier(dono.telefones)} (${coluna}, telefone_codigo)
    select p.codigo, t.codigo from ${novos} p
    join (select codigo, row_number() over (order by codigo) n from telefone where codigo > ${telefoneAcima}) t using (n)`);
  await tx.execute(sql`
    insert into ${sql.identifier(dono.enderecos)} (${coluna}, endereco_codigo)
    select p.codigo, e.codigo from ${novos} p
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
  await inserirContatos(tx, {
    novos: sql`select codigo from pessoa where codigo > ${acimaDe}`,
    telefones: 'telefone_pessoa',
    enderecos: 'endereco_pessoa',
    coluna: 'pessoa_codigo',
  });
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
 * The plans (20 at the bench's volume, as the original was measured with: decision 0041), each with a phone and an address, and seven residents
 * in ten holding one of them, a dependant's plan for one in three of those (the holder's phone kept,
 * as the plans' tab shows it). Residents who already hold a plan are left as they are.
 */
async function inserirConvenios(tx: Tx, quantos: number): Promise<void> {
  const acimaDe = await maiorCodigo(tx, 'convenio');
  await tx.execute(sql`
    insert into convenio (nome, tipo, registro_ans)
    select 'Plano Volume ' || (${acimaDe} + i), (array['saude','odontologico','farmacia','funerario'])[1 + i % 4],
           lpad((300000 + ${acimaDe} + i)::text, 6, '0')
    from generate_series(1, ${quantos}) i`);
  await inserirContatos(tx, {
    novos: sql`select codigo from convenio where codigo > ${acimaDe}`,
    telefones: 'telefone_convenio',
    enderecos: 'endereco_convenio',
    coluna: 'convenio_codigo',
  });
  const { rows } = await tx.execute<{ max: number }>(
    sql`select coalesce(max(codigo), 0)::int as max from residente_convenio`,
  );
  const vinculoAcima = rows[0]?.max ?? 0;
  const semPlano = sql`select codigo_residente as codigo from residente r
    where codigo_residente % 10 < 7
      and not exists (select 1 from residente_convenio rc where rc.residente_codigo = r.codigo_residente)`;
  await tx.execute(sql`
    insert into residente_convenio (residente_codigo, convenio_codigo, numero_convenio, titular,
                                    nome_titular, parentesco_titular, validade)
    select r.codigo, c.codigo, lpad(r.codigo::text, 12, '0'), r.codigo % 3 <> 0,
           case when r.codigo % 3 = 0 then 'Titular ' || r.codigo end,
           case when r.codigo % 3 = 0 then 'Filho(a)' end, current_date + (r.codigo % 700)
    from (${semPlano}) r
    join ${numerados(sql`select codigo from convenio where codigo > ${acimaDe}`)} c on c.pos = r.codigo % ${quantos}`);
  await inserirTelefonesDosTitulares(tx, vinculoAcima);
}

/** The holder's phone of each new dependant's plan (`telefone_parentesco`). */
async function inserirTelefonesDosTitulares(tx: Tx, vinculoAcima: number): Promise<void> {
  const novos = sql`(select codigo, row_number() over (order by codigo) n from residente_convenio
    where codigo > ${vinculoAcima} and not titular)`;
  const telefoneAcima = await maiorCodigo(tx, 'telefone');
  await tx.execute(sql`
    insert into telefone (numero, tipo)
    select '119' || lpad((codigo % 100000000)::text, 8, '2'), 'celular' from ${novos} v order by n`);
  await tx.execute(sql`
    insert into telefone_parentesco (residente_convenio_codigo, telefone_codigo)
    select v.codigo, t.codigo from ${novos} v
    join (select codigo, row_number() over (order by codigo) n from telefone where codigo > ${telefoneAcima}) t using (n)`);
}

/**
 * One relative for each resident who has none, the one responsible, with a phone and an address:
 * what the resident's relatives tab reads. The n-th new relative goes to the n-th such resident.
 */
async function inserirFamiliares(tx: Tx): Promise<void> {
  const acimaDe = await maiorCodigo(tx, 'familiar');
  const semFamiliar = sql`(select codigo_residente, row_number() over (order by codigo_residente) n
    from residente r
    where not exists (select 1 from residente_familiar rf where rf.residente_codigo = r.codigo_residente))`;
  await tx.execute(sql`
    insert into familiar (nome, sobrenome)
    select (${lista(NOMES_FEMININOS)}::text[])[1 + codigo_residente % ${NOMES_FEMININOS.length}],
           (${lista(SOBRENOMES)}::text[])[1 + (codigo_residente * 11) % ${SOBRENOMES.length}]
    from ${semFamiliar} r order by n`);
  await tx.execute(sql`
    insert into residente_familiar (residente_codigo, familiar_codigo, parentesco, responsavel)
    select r.codigo_residente, f.codigo, 'Filho(a)', true from ${semFamiliar} r
    join (select codigo, row_number() over (order by codigo) n from familiar where codigo > ${acimaDe}) f using (n)`);
  await inserirContatos(tx, {
    novos: sql`select codigo from familiar where codigo > ${acimaDe}`,
    telefones: 'telefone_familiar',
    enderecos: 'endereco_familiar',
    coluna: 'familiar_codigo',
  });
}

/**
 * The marriage certificate docs/produto.md §4 asks of every resident whose person is not single (one per
 * resident; the resident's sheet and form read it).
 */
async function inserirCertidoes(tx: Tx): Promise<void> {
  await tx.execute(sql`
    insert into certidao_casamento (codigo_residente, numero, livro, folha, cartorio, cidade, estado,
                                    data_casamento, nome_conjuge)
    select r.codigo_residente, (100000 + r.codigo_residente)::text, 'B-' || (r.codigo_residente % 80 + 1),
           (r.codigo_residente % 300 + 1)::text, 'Cartório do Registro Civil',
           (${lista(CIDADES.map(([cidade]) => cidade))}::text[])[1 + r.codigo_residente % ${CIDADES.length}],
           (${lista(CIDADES.map(([, uf]) => uf))}::text[])[1 + r.codigo_residente % ${CIDADES.length}],
           p.data_nascimento + 365 * 22, (${lista(NOMES_MASCULINOS)}::text[])[1 + r.codigo_residente % ${NOMES_MASCULINOS.length}]
    from residente r join pessoa p on p.codigo = r.pessoa_codigo
    where p.estado_civil <> 'S'
      and not exists (select 1 from certidao_casamento c where c.codigo_residente = r.codigo_residente)`);
}

/** The follow-ups the first active resident gets: the prontuário of docs/arquitetura.md §8 (2,000 rows). */
export const ACOMPANHAMENTOS_DO_PRIMEIRO_RESIDENTE = 2000;
/** One follow-up in this many is a correction of the one written just before it. */
export const UMA_CORRECAO_EM = 100;
/** One follow-up in this many has no time (imported from before times were kept). */
const UM_SEM_HORA_EM = 40;

/**
 * The follow-ups of the first two active residents: 2,000 (the prontuário's) and 200 (a busy
 * resident's screen) at the bench's volumes; a tenth, then a hundredth of a smaller run. Whole tens,
 * so a correction (position 100, 200…) never falls on one side of a block's end and its entry on the other.
 */
export function acompanhamentosDosPrimeirosResidentes(quantos: number): [number, number] {
  const primeiro = Math.min(ACOMPANHAMENTOS_DO_PRIMEIRO_RESIDENTE, Math.floor(quantos / 1000) * 100);
  return [primeiro, Math.floor(primeiro / 100) * 10];
}

/**
 * The run's follow-ups with their position `i` (1…) and `b`, the position whose date, time,
 * author and participants they take: their own, or for a correction the entry it corrects.
 */
function novosAcompanhamentos(acimaDe: number) {
  return sql`(select codigo, codigo - ${acimaDe} as i,
      case when (codigo - ${acimaDe}) % ${UMA_CORRECAO_EM} = 0 then codigo - ${acimaDe} - 1 else codigo - ${acimaDe} end as b
    from acompanhamento where codigo > ${acimaDe})`;
}

/**
 * Candidates numbered from 0 (`pos`): an entry's n-th participant is the one at a position computed
 * from the entry, `pos = f(b) % count` with the count a parameter, so the join hashes (a count from
 * the same rows would make it a nested loop over every pair; an array subscript would detoast the
 * whole array once per row).
 */
function numerados(consulta: SQL) {
  return sql`(select codigo, (row_number() over (order by codigo) - 1)::int as pos from (${consulta}) c)`;
}

const FUNCIONARIOS_ATIVOS = sql`select codigo_funcionario as codigo from funcionario where ativo`;
const RESIDENTES_ATIVOS = sql`select codigo_residente as codigo from residente where ativo`;

async function contar(tx: Tx, consulta: SQL): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from (${consulta}) c`);
  return rows[0]?.n ?? 0;
}

/**
 * The rows, in one statement: dates over the last three years, times over the whole day (so every
 * shift of TURNOS_LAR=2 or 3 has entries; one in 40 without a time), the day's or the night's
 * activities by the time, written 5 minutes to 2 hours after, by the entry's first employee (the
 * volume has no user accounts: REGISTRADO_POR stays null). One in 100 corrects the entry before it,
 * written two days later. Codes are taken past a sequence value drawn first, so `i` maps to code
 * `acimaDe + i` (one statement's identities are consecutive) and a correction names its entry.
 */
async function inserirLinhasDeAcompanhamento(tx: Tx, quantos: number, funcionarios: number): Promise<number> {
  const { rows } = await tx.execute<{ acima: number }>(
    sql`select nextval(pg_get_serial_sequence('acompanhamento', 'codigo'))::int as acima`,
  );
  const acimaDe = rows[0]?.acima ?? 0;
  const hora = sql`case when b % ${UM_SEM_HORA_EM} = 0 then null else make_time(((b * 7) % 24)::int, ((b * 13) % 60)::int, 0) end`;
  await tx.execute(sql`
    insert into acompanhamento (atividade, data_acompanhamento, hora_acompanhamento, registrado_por_funcionario,
                                registrado_em, corrige_codigo)
    select
      case when i <> b then (${lista(CORRECOES)}::text[])[1 + (i / ${UMA_CORRECAO_EM}) % ${CORRECOES.length}]
           when hora is null or hora between '07:00' and '18:59'
             then (${lista(ATIVIDADES_DIA)}::text[])[1 + b % ${ATIVIDADES_DIA.length}]
           else (${lista(ATIVIDADES_NOITE)}::text[])[1 + b % ${ATIVIDADES_NOITE.length}] end,
      dia, hora, f.codigo,
      least(now(), dia + coalesce(hora, time '12:00') + make_interval(mins => (5 + b % 115)::int)
                   + case when i <> b then interval '2 days' else interval '0' end),
      case when i <> b then ${acimaDe} + b end
    from (select i, b, current_date - (1 + b % 1095)::int as dia, ${hora} as hora
          from (select i, case when i % ${UMA_CORRECAO_EM} = 0 then i - 1 else i end as b
                from generate_series(1, ${quantos}) i) p) e
    join ${numerados(FUNCIONARIOS_ATIVOS)} f on f.pos = e.b % ${funcionarios}
    order by i`);
  return acimaDe;
}

/**
 * The participants of the run's follow-ups: 1 resident, 2 for one entry in 10 and 3 for one in 50;
 * 1 to 3 employees, the author first. The first entries are the first two active residents' blocks
 * (their other residents, like every other entry's, come from the rest), so those counts are exact;
 * with too few residents for that there are no blocks.
 */
async function inserirParticipantes(
  tx: Tx,
  acimaDe: number,
  blocos: [number, number],
  funcionarios: number,
): Promise<void> {
  const novos = novosAcompanhamentos(acimaDe);
  const ativos = await contar(tx, RESIDENTES_ATIVOS);
  const [primeiro, segundo] = ativos > blocos.length ? blocos : [0, 0];
  const donos = ativos > blocos.length ? blocos.length : 0;
  // The owner of an entry's first resident slot (0-based), none past the blocks.
  const dono = sql`case when j > 0 then null when n.b <= ${primeiro} then 0 when n.b <= ${primeiro + segundo} then 1 end`;
  await tx.execute(sql`
    with vagas as (select n.codigo, n.b, j, ${dono} as dono from ${novos} n,
                   generate_series(0, case when n.b % 50 = 0 then 2 when n.b % 10 = 0 then 1 else 0 end) j)
    insert into acompanhamento_residente (acompanhamento_codigo, codigo_residente)
    select v.codigo, d.codigo from vagas v
    join ${numerados(sql`${RESIDENTES_ATIVOS} order by codigo limit ${donos}`)} d on d.pos = v.dono
    union all
    select v.codigo, o.codigo from vagas v
    join ${numerados(sql`${RESIDENTES_ATIVOS} order by codigo offset ${donos}`)} o
      on o.pos = (v.b::bigint * 7919 + v.j * 104729) % ${ativos - donos}
    where v.dono is null
    on conflict do nothing`);
  await tx.execute(sql`
    insert into acompanhamento_funcionario (acompanhamento_codigo, codigo_funcionario)
    select v.codigo, f.codigo
    from (select n.codigo, n.b, j from ${novos} n, generate_series(0, (n.b % 3 = 0)::int + (n.b % 7 = 0)::int) j) v
    join ${numerados(FUNCIONARIOS_ATIVOS)} f on f.pos = (v.b + v.j * 31) % ${funcionarios}
    on conflict do nothing`);
}

/** The triggers by which a new participant advances its follow-up's VERSAO (migration 0013). */
const GATILHOS_DE_VERSAO = [
  ['acompanhamento_residente', 'acompanhamento_residente_avancar_versao'],
  ['acompanhamento_funcionario', 'acompanhamento_funcionario_avancar_versao'],
] as const;

/**
 * ALTER TABLE refuses a table with trigger events still pending in the transaction: the data
 * versions' deferred triggers (migrations 0005, 0014) run at once while the switch is made, then
 * are deferred again (every deferrable trigger of the schema is INITIALLY DEFERRED).
 */
async function gatilhosDeVersao(tx: Tx, acao: 'enable' | 'disable'): Promise<void> {
  await tx.execute(sql`set constraints all immediate`);
  for (const [tabela, gatilho] of GATILHOS_DE_VERSAO)
    await tx.execute(
      sql`alter table ${sql.identifier(tabela)} ${sql.raw(acao)} trigger ${sql.identifier(gatilho)}`,
    );
  await tx.execute(sql`set constraints all deferred`);
}

/**
 * Follow-ups as a home writes them over three years (see the two steps above). Each participant's
 * insert would update its follow-up to advance a version that, for a row of this same transaction,
 * does not move: half a million row writes at the bench's volume for nothing. The triggers are off
 * for the seed's own inserts only, inside its transaction (a failure rolls the switch back too; the
 * tables are locked until the commit).
 */
async function inserirAcompanhamentos(tx: Tx, quantos: number): Promise<void> {
  const funcionarios = await contar(tx, FUNCIONARIOS_ATIVOS);
  const acimaDe = await inserirLinhasDeAcompanhamento(tx, quantos, funcionarios);
  await gatilhosDeVersao(tx, 'disable');
  await inserirParticipantes(tx, acimaDe, acompanhamentosDosPrimeirosResidentes(quantos), funcionarios);
  await gatilhosDeVersao(tx, 'enable');
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
  /** Plans (20, decision 0041), seven residents in ten holding one; with them every resident gets a relative, and a married one its certificate. */
  convenios?: number;
  /** Audit rows (the audit screen's bench), after everything else so they name its accounts. */
  auditoria?: number;
}

/** The employees to create: those asked for, and never fewer than the follow-ups need. */
function funcionariosPara({ residentes, acompanhamentos, funcionarios }: Volume): number {
  if (acompanhamentos === 0) return funcionarios;
  return Math.max(funcionarios, MINIMO_FUNCIONARIOS, Math.ceil(residentes / RESIDENTES_POR_FUNCIONARIO));
}

/** Benchmark volumes (docs/arquitetura.md §8) with set-based SQL: a handful of statements whatever the size. */
export async function semearVolume(tx: Tx, volume: Volume): Promise<void> {
  if (volume.residentes > 0) await inserirResidentes(tx, volume.residentes);
  if (volume.acompanhamentos > 0 && !(await haResidenteAtivo(tx))) {
    throw new Error('Não há residentes ativos para vincular aos acompanhamentos: use --residentes N.');
  }
  const funcionarios = funcionariosPara(volume);
  if (funcionarios > 0) await inserirFuncionarios(tx, funcionarios);
  if (volume.acompanhamentos > 0) await inserirAcompanhamentos(tx, volume.acompanhamentos);
  // What the resident's tabs read around it: plans, a relative, the marriage certificate.
  if (volume.convenios) {
    await inserirConvenios(tx, volume.convenios);
    await inserirFamiliares(tx);
    await inserirCertidoes(tx);
  }
  if (volume.auditoria) await semearAuditoria(tx, volume.auditoria);
}
