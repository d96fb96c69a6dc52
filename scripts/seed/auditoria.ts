import { sql } from 'drizzle-orm';
import type { Tx } from '../../server/src/db/client.ts';

const ACOES = [
  'criar',
  'atualizar',
  'atualizar',
  'atualizar',
  'login',
  'login',
  'logout',
  'apagar',
  'vincular',
  'emitir',
  'login_falhou',
  'acesso_negado',
  'inativar',
  'reativar',
  'gravar',
  'desvincular',
];
const ENTIDADES = [
  'residente',
  'pessoa',
  'acompanhamento',
  'funcionario',
  'convenio',
  'telefone',
  'endereco',
  'familiar',
  'beneficio',
  'usuario',
  'relatorio',
  'rota',
];

/**
 * The accounts the rows name: up to 10 employees without one get one (the last ones: the bench signs
 * in as the first), whose password is no argon2 hash, so nobody can sign in with it. Without them every row would belong to the bench's admin,
 * and the filter by person would measure nothing.
 */
async function contasDaAuditoria(tx: Tx): Promise<void> {
  await tx.execute(sql`
    insert into usuario (codigo_funcionario, email, login, senha)
    select f.codigo_funcionario, 'auditoria' || f.codigo_funcionario || '@lar.org',
           'auditoria' || f.codigo_funcionario, '!'
      from funcionario f
     where not exists (select 1 from usuario u where u.codigo_funcionario = f.codigo_funcionario)
     order by f.codigo_funcionario desc
     limit 10`);
}

/**
 * N audit rows over the last 3 years, newest last, in one INSERT … SELECT (the audit screen's bench:
 * decision 0033 measures its list over 1,000,000 rows). The mix is what the app writes: mostly edits
 * and sign-ins by the accounts there are, failed sign-ins and denials half without a user, from a
 * few hundred addresses; one row in 5 has details. Rows only go in: the log is append-only.
 */
export async function semearAuditoria(tx: Tx, quantas: number): Promise<void> {
  await contasDaAuditoria(tx);
  await tx.execute(sql`
    with contas as (select coalesce(array_agg(codigo order by codigo), '{}') as codigos from usuario),
    linhas as (
      select i,
             (${sql.param(ACOES)}::text[])[1 + floor(random() * ${ACOES.length})::int] as acao,
             (${sql.param(ENTIDADES)}::text[])[1 + floor(random() * ${ENTIDADES.length})::int] as entidade,
             codigos[1 + floor(random() * cardinality(codigos))::int] as usuario_codigo
        from generate_series(1, ${quantas}::int) as i, contas
    )
    insert into auditoria (em, usuario_codigo, acao, entidade, registro, ip, detalhes)
    select now() - make_interval(secs => (${quantas}::int - i) * (3 * 365 * 86400.0 / ${quantas}::int)),
           case when acao in ('login_falhou', 'acesso_negado') and random() < 0.5 then null else usuario_codigo end,
           acao,
           entidade,
           case when acao = 'login_falhou' then 'usuario' || (i % 97) || '@lar.org'
                else (1 + floor(random() * 20000))::int::text end,
           '10.0.' || (i % 3) || '.' || (i % 251),
           case when i % 5 = 0 then jsonb_build_object('campos', jsonb_build_array('NOME', 'CPF')) end
      from linhas`);
}
