import { TIPOS_CONVENIO } from '@acolher/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { colunaVersao, digitos, preenchido, umDe } from '../colunas.ts';
import { tabelaDeVinculo } from '../tabela-de-vinculo.ts';
import { endereco, telefone } from './cadastro.ts';

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

export const enderecoConvenio = tabelaDeVinculo(
  'endereco_convenio',
  { chave: 'CONVENIO_CODIGO', alvo: convenio.CODIGO },
  { chave: 'ENDERECO_CODIGO', alvo: endereco.CODIGO },
);

export const telefoneConvenio = tabelaDeVinculo(
  'telefone_convenio',
  { chave: 'CONVENIO_CODIGO', alvo: convenio.CODIGO },
  { chave: 'TELEFONE_CODIGO', alvo: telefone.CODIGO },
);
