import { SIGLA_CONSELHO, TIPOS_CONTA, UFS, VINCULOS } from '@acolher/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { colunasDaCertidaoDeNascimento, indicesDeCertidao } from '../certidao.ts';
import {
  chaveEstrangeira,
  codigoComSeparadores,
  codigoNormalizado,
  colunaVersao,
  digitos,
  preenchido,
  umDe,
} from '../colunas.ts';
import { pessoa } from './cadastro.ts';

/**
 * An employee. Never deleted: leaving is ATIVO false with the date and reason (DATA_DEMISSAO,
 * MOTIVO_DEMISSAO, the wire names), kept in step by the CHECKs. DATA_ADMISSAO, ATIVO, DATA_DEMISSAO
 * and MOTIVO_DEMISSAO are the current period of work; a rehire moves it to
 * `periodoDeTrabalhoAnterior` (decision 0045). VERSAO covers what the employee's
 * form edits: the employee, its person (and so the person's phone and address links) and its bank
 * account (triggers of migration 0010).
 */
export const funcionario = pgTable(
  'funcionario',
  {
    CODIGO_FUNCIONARIO: integer('codigo_funcionario').primaryKey().generatedAlwaysAsIdentity(),
    PESSOA_CODIGO: integer('pessoa_codigo').notNull(),
    /** Free text; the contract suggests a list (CARGOS_SUGERIDOS). */
    CARGO: text('cargo').notNull(),
    VINCULO: text('vinculo'),
    DATA_ADMISSAO: date('data_admissao', { mode: 'string' }).notNull(),
    /** The home's Responsável Técnico (RDC 502/2021): at most one among the active employees. */
    RESPONSAVEL_TECNICO: boolean('responsavel_tecnico').notNull().default(false),
    /** The professional council's registration: sigla, number and UF together, or none. */
    CONSELHO_SIGLA: text('conselho_sigla'),
    CONSELHO_NUMERO: text('conselho_numero'),
    CONSELHO_UF: text('conselho_uf'),
    CONSELHO_VALIDADE: date('conselho_validade', { mode: 'string' }),
    /** Carteira de Trabalho: number and series as printed. */
    CTPS: text('ctps'),
    SERIE_CTPS: text('serie_ctps'),
    PIS: text('pis'),
    ATIVO: boolean('ativo').notNull().default(true),
    DATA_DEMISSAO: date('data_demissao', { mode: 'string' }),
    MOTIVO_DEMISSAO: text('motivo_demissao'),
    VERSAO: colunaVersao(),
    CRIADO_EM: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    chaveEstrangeira('funcionario_pessoa_codigo_fk', t.PESSOA_CODIGO, pessoa.CODIGO, 'restrict'),
    uniqueIndex('funcionario_pessoa_unique').on(t.PESSOA_CODIGO),
    // Every row it covers holds true: at most one such row.
    uniqueIndex('funcionario_responsavel_tecnico_unique')
      .on(t.RESPONSAVEL_TECNICO)
      .where(sql`${t.RESPONSAVEL_TECNICO} and ${t.ATIVO}`),
    index('funcionario_ativo_idx').on(t.ATIVO),
    // The home's box of council registrations expiring soon reads the active ones by date.
    index('funcionario_conselho_validade_idx').on(t.CONSELHO_VALIDADE).where(sql`${t.ATIVO}`),
    check('funcionario_cargo_check', preenchido(t.CARGO)),
    check('funcionario_vinculo_check', umDe(t.VINCULO, Object.keys(VINCULOS))),
    check('funcionario_pis_check', digitos(t.PIS, 11)),
    check(
      'funcionario_conselho_sigla_check',
      sql`${t.CONSELHO_SIGLA} ~ ${sql.raw(`'${SIGLA_CONSELHO.source}'`)}`,
    ),
    check('funcionario_conselho_numero_check', codigoComSeparadores(t.CONSELHO_NUMERO, 20)),
    check('funcionario_conselho_uf_check', umDe(t.CONSELHO_UF, UFS)),
    check(
      'funcionario_conselho_check',
      sql`(${t.CONSELHO_SIGLA} is null) = (${t.CONSELHO_NUMERO} is null)
        and (${t.CONSELHO_SIGLA} is null) = (${t.CONSELHO_UF} is null)
        and (${t.CONSELHO_SIGLA} is not null or ${t.CONSELHO_VALIDADE} is null)`,
    ),
    check('funcionario_demissao_check', sql`${t.ATIVO} = (${t.DATA_DEMISSAO} is null)`),
    check(
      'funcionario_motivo_demissao_check',
      sql`${t.ATIVO} or coalesce(btrim(${t.MOTIVO_DEMISSAO}), '') <> ''`,
    ),
  ],
);

/**
 * A period of work that ended before the employee's current one (decision 0045, as the residents'
 * stays of decision 0023): a rehire moves the closed period here, so every admission, dismissal and
 * reason is kept. Only ever added to.
 */
export const periodoDeTrabalhoAnterior = pgTable(
  'periodo_de_trabalho_anterior',
  {
    CODIGO: integer('codigo').primaryKey().generatedAlwaysAsIdentity(),
    CODIGO_FUNCIONARIO: integer('codigo_funcionario').notNull(),
    DATA_ADMISSAO: date('data_admissao', { mode: 'string' }).notNull(),
    DATA_DEMISSAO: date('data_demissao', { mode: 'string' }).notNull(),
    MOTIVO_DEMISSAO: text('motivo_demissao').notNull(),
  },
  (t) => [
    chaveEstrangeira(
      'periodo_de_trabalho_anterior_codigo_funcionario_fk',
      t.CODIGO_FUNCIONARIO,
      funcionario.CODIGO_FUNCIONARIO,
      'restrict',
    ),
    index('periodo_de_trabalho_anterior_funcionario_idx').on(t.CODIGO_FUNCIONARIO, t.DATA_ADMISSAO),
    check('periodo_de_trabalho_anterior_datas_check', sql`${t.DATA_DEMISSAO} >= ${t.DATA_ADMISSAO}`),
    check('periodo_de_trabalho_anterior_motivo_check', preenchido(t.MOTIVO_DEMISSAO)),
  ],
);

/** The account the salary is paid into: one per employee. */
export const contaBancaria = pgTable(
  'conta_bancaria',
  {
    CODIGO_FUNCIONARIO: integer('codigo_funcionario').primaryKey(),
    BANCO: text('banco').notNull(),
    AGENCIA: text('agencia').notNull(),
    CONTA: text('conta').notNull(),
    TIPO_CONTA: text('tipo_conta').notNull().default('corrente'),
    CHAVE_PIX: text('chave_pix'),
    VERSAO: colunaVersao(),
  },
  (t) => [
    chaveEstrangeira(
      'conta_bancaria_codigo_funcionario_fk',
      t.CODIGO_FUNCIONARIO,
      funcionario.CODIGO_FUNCIONARIO,
      'restrict',
    ),
    check(
      'conta_bancaria_dados_check',
      sql`${preenchido(t.BANCO)} and ${preenchido(t.AGENCIA)} and ${preenchido(t.CONTA)}`,
    ),
    check('conta_bancaria_tipo_check', umDe(t.TIPO_CONTA, Object.keys(TIPOS_CONTA))),
  ],
);

/**
 * A name as a dependant's key compares it (decision 0026): case, accents and outer blanks aside,
 * so "Lucas " and "lúcas" are one dependant of the same employee. The service's lookups by the
 * path `/dependente/{funcionario}/{nome}/{sobrenome}` use this same expression.
 */
export const nomeDeChave = (coluna: AnyPgColumn | SQL) => sql`f_unaccent(lower(btrim(${coluna})))`;

/**
 * An employee's dependant (for payroll and benefits). Its key on the wire is the employee, name
 * and surname, as the original's paths (decision 0026); CODIGO is internal.
 */
export const dependente = pgTable(
  'dependente',
  {
    CODIGO: integer('codigo').primaryKey().generatedAlwaysAsIdentity(),
    CODIGO_FUNCIONARIO: integer('codigo_funcionario').notNull(),
    NOME: text('nome').notNull(),
    SOBRENOME: text('sobrenome').notNull(),
    DATA_NASCIMENTO: date('data_nascimento', { mode: 'string' }).notNull(),
    PARENTESCO: text('parentesco'),
    RG: text('rg'),
    CPF: text('cpf'),
    /** The 32-digit matrícula, or an old termo number that LIVRO/FOLHA/CIDADE/ESTADO complete. */
    NUMERO_CERTIDAO_NASCIMENTO: text('numero_certidao_nascimento'),
    FOLHA_CERTIDAO_NASCIMENTO: text('folha_certidao_nascimento'),
    LIVRO_CERTIDAO_NASCIMENTO: text('livro_certidao_nascimento'),
    CIDADE_CERTIDAO_NASCIMENTO: text('cidade_certidao_nascimento'),
    ESTADO_CERTIDAO_NASCIMENTO: text('estado_certidao_nascimento'),
    VERSAO: colunaVersao(),
  },
  (t) => [
    chaveEstrangeira(
      'dependente_codigo_funcionario_fk',
      t.CODIGO_FUNCIONARIO,
      funcionario.CODIGO_FUNCIONARIO,
      'restrict',
    ),
    uniqueIndex('dependente_nome_unique').on(
      t.CODIGO_FUNCIONARIO,
      nomeDeChave(t.NOME),
      nomeDeChave(t.SOBRENOME),
    ),
    uniqueIndex('dependente_cpf_unique').on(t.CPF),
    uniqueIndex('dependente_rg_unique').on(t.RG),
    ...indicesDeCertidao(
      { matricula: 'dependente_certidao_nascimento_unique', termo: 'dependente_termo_nascimento_unique' },
      colunasDaCertidaoDeNascimento(t),
    ),
    check('dependente_nome_check', sql`${preenchido(t.NOME)} and ${preenchido(t.SOBRENOME)}`),
    check('dependente_cpf_check', digitos(t.CPF, 11)),
    check('dependente_rg_check', codigoNormalizado(t.RG, 20)),
    check('dependente_certidao_nascimento_check', digitos(t.NUMERO_CERTIDAO_NASCIMENTO, 1, 32)),
    check('dependente_estado_certidao_check', umDe(t.ESTADO_CERTIDAO_NASCIMENTO, UFS)),
  ],
);

export const COLUNAS_CERTIDAO_DO_DEPENDENTE = colunasDaCertidaoDeNascimento(dependente);
