import { UFS } from '@acolher/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { colunasDaCertidaoDeNascimento, indicesDeCertidao } from '../certidao.ts';
import {
  chaveEstrangeira,
  codigoComSeparadores,
  colunaVersao,
  digitos,
  nomeBusca,
  preenchido,
  umDe,
} from '../colunas.ts';
import { tabelaDeVinculo } from '../tabela-de-vinculo.ts';
import { semSeparadores } from '../unicidade.ts';
import { endereco, pessoa, telefone } from './cadastro.ts';
import { convenio } from './convenios.ts';

/**
 * A resident. Never deleted: leaving the home is ATIVO false with the date and reason
 * (docs/arquitetura.md §4), and the CHECKs keep the three in step. DATA_ACOLHIMENTO, ATIVO, DATA_DESACOLHIMENTO
 * and MOTIVO_DESACOLHIMENTO are the current stay; a readmission moves it to `estadiaAnterior`
 * (decision 0023).
 */
export const residente = pgTable(
  'residente',
  {
    CODIGO_RESIDENTE: integer('codigo_residente').primaryKey().generatedAlwaysAsIdentity(),
    PESSOA_CODIGO: integer('pessoa_codigo').notNull(),
    CARTAO_SAMS: text('cartao_sams'),
    /** Cartão Nacional de Saúde (CNS), 15 digits. */
    CARTAO_SUS: text('cartao_sus'),
    CONTA_INSS: text('conta_inss'),
    NUMERO_INSS: text('numero_inss'),
    /** The 32-digit matrícula, or an old termo number that LIVRO/FOLHA/CIDADE/ESTADO complete (docs/arquitetura.md §6). */
    NUMERO_CERTIDAO_NASCIMENTO: text('numero_certidao_nascimento'),
    LIVRO_CERTIDAO_NASCIMENTO: text('livro_certidao_nascimento'),
    FOLHA_CERTIDAO_NASCIMENTO: text('folha_certidao_nascimento'),
    CIDADE_CERTIDAO_NASCIMENTO: text('cidade_certidao_nascimento'),
    ESTADO_CERTIDAO_NASCIMENTO: text('estado_certidao_nascimento'),
    TITULO_ELEITOR: text('titulo_eleitor'),
    DATA_ACOLHIMENTO: date('data_acolhimento', { mode: 'string' }).notNull().defaultNow(),
    ATIVO: boolean('ativo').notNull().default(true),
    DATA_DESACOLHIMENTO: date('data_desacolhimento', { mode: 'string' }),
    MOTIVO_DESACOLHIMENTO: text('motivo_desacolhimento'),
    OBSERVACOES: text('observacoes'),
    VERSAO: colunaVersao(),
    CRIADO_EM: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    ATUALIZADO_EM: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    chaveEstrangeira('residente_pessoa_codigo_fk', t.PESSOA_CODIGO, pessoa.CODIGO, 'restrict'),
    uniqueIndex('residente_pessoa_unique').on(t.PESSOA_CODIGO),
    uniqueIndex('residente_cartao_sams_unique').on(semSeparadores(t.CARTAO_SAMS)),
    uniqueIndex('residente_cartao_sus_unique').on(t.CARTAO_SUS),
    uniqueIndex('residente_conta_inss_unique').on(semSeparadores(t.CONTA_INSS)),
    uniqueIndex('residente_numero_inss_unique').on(t.NUMERO_INSS),
    ...indicesDeCertidao(
      { matricula: 'residente_certidao_nascimento_unique', termo: 'residente_termo_nascimento_unique' },
      colunasDaCertidaoDeNascimento(t),
    ),
    uniqueIndex('residente_titulo_eleitor_unique').on(t.TITULO_ELEITOR),
    index('residente_ativo_idx').on(t.ATIVO),
    check('residente_cartao_sams_check', codigoComSeparadores(t.CARTAO_SAMS, 30)),
    check('residente_cartao_sus_check', digitos(t.CARTAO_SUS, 15)),
    check('residente_conta_inss_check', codigoComSeparadores(t.CONTA_INSS, 30)),
    check('residente_numero_inss_check', digitos(t.NUMERO_INSS, 10, 11)),
    check('residente_certidao_nascimento_check', digitos(t.NUMERO_CERTIDAO_NASCIMENTO, 1, 32)),
    check('residente_estado_certidao_check', umDe(t.ESTADO_CERTIDAO_NASCIMENTO, UFS)),
    check('residente_titulo_eleitor_check', digitos(t.TITULO_ELEITOR, 12)),
    check('residente_desacolhimento_check', sql`${t.ATIVO} = (${t.DATA_DESACOLHIMENTO} is null)`),
    check(
      'residente_motivo_desacolhimento_check',
      sql`${t.ATIVO} or coalesce(btrim(${t.MOTIVO_DESACOLHIMENTO}), '') <> ''`,
    ),
  ],
);

export const COLUNAS_CERTIDAO_NASCIMENTO = colunasDaCertidaoDeNascimento(residente);

/**
 * A stay that ended before the resident's current one (decision 0023): a readmission moves the
 * closed stay here, so every admission, discharge and reason is kept.
 */
export const estadiaAnterior = pgTable(
  'estadia_anterior',
  {
    CODIGO: integer('codigo').primaryKey().generatedAlwaysAsIdentity(),
    CODIGO_RESIDENTE: integer('codigo_residente').notNull(),
    DATA_ACOLHIMENTO: date('data_acolhimento', { mode: 'string' }).notNull(),
    DATA_DESACOLHIMENTO: date('data_desacolhimento', { mode: 'string' }).notNull(),
    MOTIVO_DESACOLHIMENTO: text('motivo_desacolhimento').notNull(),
  },
  (t) => [
    chaveEstrangeira(
      'estadia_anterior_codigo_residente_fk',
      t.CODIGO_RESIDENTE,
      residente.CODIGO_RESIDENTE,
      'restrict',
    ),
    index('estadia_anterior_residente_idx').on(t.CODIGO_RESIDENTE, t.DATA_ACOLHIMENTO),
    check('estadia_anterior_datas_check', sql`${t.DATA_DESACOLHIMENTO} >= ${t.DATA_ACOLHIMENTO}`),
    check('estadia_anterior_motivo_check', preenchido(t.MOTIVO_DESACOLHIMENTO)),
  ],
);

/**
 * Required when ESTADO_CIVIL is not 'S' (docs/produto.md §4); one per resident. Not unique across residents:
 * two spouses living in the home hold the same certificate (decision 0023).
 */
export const certidaoCasamento = pgTable(
  'certidao_casamento',
  {
    CODIGO_RESIDENTE: integer('codigo_residente').primaryKey(),
    /** The 32-digit matrícula or an old termo number, as for birth certificates. */
    NUMERO: text('numero'),
    LIVRO: text('livro'),
    FOLHA: text('folha'),
    CARTORIO: text('cartorio'),
    CIDADE: text('cidade'),
    ESTADO: text('estado'),
    DATA_CASAMENTO: date('data_casamento', { mode: 'string' }),
    NOME_CONJUGE: text('nome_conjuge'),
    VERSAO: colunaVersao(),
  },
  (t) => [
    chaveEstrangeira(
      'certidao_casamento_codigo_residente_fk',
      t.CODIGO_RESIDENTE,
      residente.CODIGO_RESIDENTE,
      'restrict',
    ),
    check('certidao_casamento_numero_check', digitos(t.NUMERO, 1, 32)),
    check('certidao_casamento_estado_check', umDe(t.ESTADO, UFS)),
  ],
);

/** A relative or other contact of one or more residents. */
export const familiar = pgTable(
  'familiar',
  {
    CODIGO: integer('codigo').primaryKey().generatedAlwaysAsIdentity(),
    NOME: text('nome').notNull(),
    SOBRENOME: text('sobrenome').notNull(),
    CPF: text('cpf'),
    EMAIL: text('email'),
    OBSERVACOES: text('observacoes'),
    VERSAO: colunaVersao(),
  },
  (t) => [
    index('familiar_nome_trgm').using('gin', sql`${nomeBusca(t.NOME, t.SOBRENOME)} gin_trgm_ops`),
    check('familiar_nome_check', sql`${preenchido(t.NOME)} and ${preenchido(t.SOBRENOME)}`),
    check('familiar_cpf_check', digitos(t.CPF, 11)),
  ],
);

export const residenteFamiliar = pgTable(
  'residente_familiar',
  {
    RESIDENTE_CODIGO: integer('residente_codigo').notNull(),
    FAMILIAR_CODIGO: integer('familiar_codigo').notNull(),
    /** Kinship as the family states it ("Filha", "Sobrinho", "Vizinha"): free text. */
    PARENTESCO: text('parentesco').notNull(),
    /** The resident's legal or family responsible (responsável). */
    RESPONSAVEL: boolean('responsavel').notNull().default(false),
  },
  (t) => [
    chaveEstrangeira(
      'residente_familiar_residente_codigo_fk',
      t.RESIDENTE_CODIGO,
      residente.CODIGO_RESIDENTE,
      'cascade',
    ),
    chaveEstrangeira('residente_familiar_familiar_codigo_fk', t.FAMILIAR_CODIGO, familiar.CODIGO, 'cascade'),
    primaryKey({ name: 'residente_familiar_pk', columns: [t.RESIDENTE_CODIGO, t.FAMILIAR_CODIGO] }),
    index('residente_familiar_familiar_idx').on(t.FAMILIAR_CODIGO),
    check('residente_familiar_parentesco_check', preenchido(t.PARENTESCO)),
  ],
);

export const enderecoFamiliar = tabelaDeVinculo(
  'endereco_familiar',
  { chave: 'FAMILIAR_CODIGO', alvo: familiar.CODIGO },
  { chave: 'ENDERECO_CODIGO', alvo: endereco.CODIGO },
);

export const telefoneFamiliar = tabelaDeVinculo(
  'telefone_familiar',
  { chave: 'FAMILIAR_CODIGO', alvo: familiar.CODIGO },
  { chave: 'TELEFONE_CODIGO', alvo: telefone.CODIGO },
);

/** A resident's membership of a plan; NUMERO_CONVENIO is the card number. */
export const residenteConvenio = pgTable(
  'residente_convenio',
  {
    CODIGO: integer('codigo').primaryKey().generatedAlwaysAsIdentity(),
    RESIDENTE_CODIGO: integer('residente_codigo').notNull(),
    CONVENIO_CODIGO: integer('convenio_codigo').notNull(),
    NUMERO_CONVENIO: text('numero_convenio').notNull(),
    /** False when the resident is a dependant on someone else's plan (then NOME_TITULAR/PARENTESCO_TITULAR). */
    TITULAR: boolean('titular').notNull().default(true),
    NOME_TITULAR: text('nome_titular'),
    PARENTESCO_TITULAR: text('parentesco_titular'),
    VALIDADE: date('validade', { mode: 'string' }),
    OBSERVACOES: text('observacoes'),
    VERSAO: colunaVersao(),
  },
  (t) => [
    chaveEstrangeira(
      'residente_convenio_residente_codigo_fk',
      t.RESIDENTE_CODIGO,
      residente.CODIGO_RESIDENTE,
      'restrict',
    ),
    chaveEstrangeira('residente_convenio_convenio_codigo_fk', t.CONVENIO_CODIGO, convenio.CODIGO, 'restrict'),
    index('residente_convenio_residente_idx').on(t.RESIDENTE_CODIGO),
    index('residente_convenio_convenio_idx').on(t.CONVENIO_CODIGO),
    check('residente_convenio_numero_check', preenchido(t.NUMERO_CONVENIO)),
  ],
);

/** A phone tied to a plan membership (the holder's or the plan's contact for that card). */
export const telefoneParentesco = tabelaDeVinculo(
  'telefone_parentesco',
  { chave: 'RESIDENTE_CONVENIO_CODIGO', alvo: residenteConvenio.CODIGO },
  { chave: 'TELEFONE_CODIGO', alvo: telefone.CODIGO },
);

/**
 * A benefit the resident receives (pension, BPC...). PROVAS_VIDA is the date the next proof of
 * life is due; the home screen lists those within 60 days or overdue.
 */
export const beneficio = pgTable(
  'beneficio',
  {
    CODIGO_RESIDENTE: integer('codigo_residente').notNull(),
    NOME_BENEFICIO: text('nome_beneficio').notNull(),
    /** The INSS benefit number (NB), 10 digits; the resident's NUMERO_INSS is the NIT/PIS. */
    NUMERO_BENEFICIO: text('numero_beneficio'),
    PROVAS_VIDA: date('provas_vida', { mode: 'string' }),
    VALOR: numeric('valor', { precision: 12, scale: 2 }),
    BANCO: text('banco'),
    AGENCIA: text('agencia'),
    CONTA: text('conta'),
    OBSERVACOES: text('observacoes'),
    VERSAO: colunaVersao(),
  },
  (t) => [
    chaveEstrangeira(
      'beneficio_codigo_residente_fk',
      t.CODIGO_RESIDENTE,
      residente.CODIGO_RESIDENTE,
      'restrict',
    ),
    primaryKey({ name: 'beneficio_pk', columns: [t.CODIGO_RESIDENTE, t.NOME_BENEFICIO] }),
    uniqueIndex('beneficio_nome_unique').on(t.CODIGO_RESIDENTE, sql`lower(${t.NOME_BENEFICIO})`),
    index('beneficio_provas_vida_idx').on(t.PROVAS_VIDA),
    check('beneficio_nome_check', preenchido(t.NOME_BENEFICIO)),
    check('beneficio_valor_check', sql`${t.VALOR} >= 0`),
    check('beneficio_numero_check', digitos(t.NUMERO_BENEFICIO, 10)),
  ],
);
