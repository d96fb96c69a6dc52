import { TIPOS_CONVENIO } from '@acolher/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { colunaVersao } from '../../db/versao-registro.ts';
import { chaveEstrangeira, digitos, endereco, preenchido, telefone, umDe } from '../cadastro/tables.ts';

/** A health plan or agreement (convênio) that residents can be members of. */
export const convenio = pgTable(
  'convenio',
  {
    CODIGO: integer('codigo').primaryKey().generatedAlwaysAsIdentity(),
    NOME: text('nome').notNull(),
    TIPO: text('tipo').notNull().default('saude'),
    CNPJ: text('cnpj'),
    /** Operator registration at ANS (Agência Nacional de Saúde Suplementar), 6 digits. */
    REGISTRO_ANS: text('registro_ans'),
    SITE: text('site'),
    EMAIL: text('email'),
    OBSERVACOES: text('observacoes'),
    ATIVO: boolean('ativo').notNull().default(true),
    DATA_INATIVACAO: date('data_inativacao', { mode: 'string' }),
    MOTIVO_INATIVACAO: text('motivo_inativacao'),
    VERSAO: colunaVersao(),
    CRIADO_EM: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('convenio_ativo_nome_idx').on(t.ATIVO, t.NOME),
    check('convenio_nome_check', preenchido(t.NOME)),
    check('convenio_tipo_check', umDe(t.TIPO, Object.keys(TIPOS_CONVENIO))),
    check('convenio_cnpj_check', digitos(t.CNPJ, 14)),
    check('convenio_registro_ans_check', digitos(t.REGISTRO_ANS, 6)),
    check('convenio_inativacao_check', sql`${t.ATIVO} = (${t.DATA_INATIVACAO} is null)`),
  ],
);

export const enderecoConvenio = pgTable(
  'endereco_convenio',
  {
    CONVENIO_CODIGO: integer('convenio_codigo').notNull(),
    ENDERECO_CODIGO: integer('endereco_codigo').notNull(),
  },
  (t) => [
    chaveEstrangeira('endereco_convenio_convenio_codigo_fk', t.CONVENIO_CODIGO, convenio.CODIGO, 'cascade'),
    chaveEstrangeira('endereco_convenio_endereco_codigo_fk', t.ENDERECO_CODIGO, endereco.CODIGO, 'cascade'),
    primaryKey({ name: 'endereco_convenio_pk', columns: [t.CONVENIO_CODIGO, t.ENDERECO_CODIGO] }),
    index('endereco_convenio_endereco_idx').on(t.ENDERECO_CODIGO),
  ],
);

export const telefoneConvenio = pgTable(
  'telefone_convenio',
  {
    CONVENIO_CODIGO: integer('convenio_codigo').notNull(),
    TELEFONE_CODIGO: integer('telefone_codigo').notNull(),
  },
  (t) => [
    chaveEstrangeira('telefone_convenio_convenio_codigo_fk', t.CONVENIO_CODIGO, convenio.CODIGO, 'cascade'),
    chaveEstrangeira('telefone_convenio_telefone_codigo_fk', t.TELEFONE_CODIGO, telefone.CODIGO, 'cascade'),
    primaryKey({ name: 'telefone_convenio_pk', columns: [t.CONVENIO_CODIGO, t.TELEFONE_CODIGO] }),
    index('telefone_convenio_telefone_idx').on(t.TELEFONE_CODIGO),
  ],
);
