import { UFS } from '@acolher/contract';
import { sql } from 'drizzle-orm';
import {
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
import { chaveEstrangeira, codigoNormalizado, digitos, preenchido, umDe } from '../../db/colunas.ts';
import { pessoa } from '../cadastro/tables.ts';

/** An employee. Never deleted: leaving is ATIVO false with date and reason, kept in step by the CHECKs. */
export const funcionario = pgTable(
  'funcionario',
  {
    CODIGO_FUNCIONARIO: integer('codigo_funcionario').primaryKey().generatedAlwaysAsIdentity(),
    PESSOA_CODIGO: integer('pessoa_codigo').notNull(),
    CARGO: text('cargo').notNull(),
    DATA_ADMISSAO: date('data_admissao', { mode: 'string' }),
    /** Carteira de Trabalho: number and series as printed. */
    CTPS: text('ctps'),
    SERIE_CTPS: text('serie_ctps'),
    PIS: text('pis'),
    ATIVO: boolean('ativo').notNull().default(true),
    DATA_DESLIGAMENTO: date('data_desligamento', { mode: 'string' }),
    MOTIVO_DESLIGAMENTO: text('motivo_desligamento'),
    CRIADO_EM: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    chaveEstrangeira('funcionario_pessoa_codigo_fk', t.PESSOA_CODIGO, pessoa.CODIGO, 'restrict'),
    uniqueIndex('funcionario_pessoa_unique').on(t.PESSOA_CODIGO),
    index('funcionario_ativo_idx').on(t.ATIVO),
    check('funcionario_cargo_check', preenchido(t.CARGO)),
    check('funcionario_pis_check', digitos(t.PIS, 11)),
    check('funcionario_desligamento_check', sql`${t.ATIVO} = (${t.DATA_DESLIGAMENTO} is null)`),
    check(
      'funcionario_motivo_desligamento_check',
      sql`${t.ATIVO} or coalesce(btrim(${t.MOTIVO_DESLIGAMENTO}), '') <> ''`,
    ),
  ],
);

export const TIPOS_CONTA = {
  corrente: 'Conta corrente',
  poupanca: 'Poupança',
  salario: 'Conta salário',
} as const;

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

/** An employee's dependant (for payroll and benefits). */
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
    NUMERO_CERTIDAO_NASCIMENTO: text('numero_certidao_nascimento'),
    FOLHA_CERTIDAO_NASCIMENTO: text('folha_certidao_nascimento'),
    LIVRO_CERTIDAO_NASCIMENTO: text('livro_certidao_nascimento'),
    CIDADE_CERTIDAO_NASCIMENTO: text('cidade_certidao_nascimento'),
    ESTADO_CERTIDAO_NASCIMENTO: text('estado_certidao_nascimento'),
  },
  (t) => [
    chaveEstrangeira(
      'dependente_codigo_funcionario_fk',
      t.CODIGO_FUNCIONARIO,
      funcionario.CODIGO_FUNCIONARIO,
      'restrict',
    ),
    uniqueIndex('dependente_cpf_unique').on(t.CPF),
    uniqueIndex('dependente_rg_unique').on(t.RG),
    uniqueIndex('dependente_certidao_nascimento_unique').on(t.NUMERO_CERTIDAO_NASCIMENTO),
    index('dependente_funcionario_idx').on(t.CODIGO_FUNCIONARIO),
    check('dependente_nome_check', sql`${preenchido(t.NOME)} and ${preenchido(t.SOBRENOME)}`),
    check('dependente_cpf_check', digitos(t.CPF, 11)),
    check('dependente_rg_check', codigoNormalizado(t.RG, 20)),
    check('dependente_certidao_nascimento_check', digitos(t.NUMERO_CERTIDAO_NASCIMENTO, 1, 32)),
    check('dependente_estado_certidao_check', umDe(t.ESTADO_CERTIDAO_NASCIMENTO, UFS)),
  ],
);
