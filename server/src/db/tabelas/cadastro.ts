import { ESTADOS_CIVIS, SEXOS, TIPOS_TELEFONE, UFS } from '@acolher/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { codigoNormalizado, colunaVersao, digitos, nomeBusca, preenchido, umDe } from '../colunas.ts';
import { tabelaDeVinculo } from '../tabela-de-vinculo.ts';

const criadoEm = () => timestamp('criado_em', { withTimezone: true }).notNull().defaultNow();
const atualizadoEm = () => timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow();

/** A person: the civil identity shared by residents and employees. */
export const pessoa = pgTable(
  'pessoa',
  {
    CODIGO: integer('codigo').primaryKey().generatedAlwaysAsIdentity(),
    NOME: text('nome').notNull(),
    SOBRENOME: text('sobrenome').notNull(),
    DATA_NASCIMENTO: date('data_nascimento', { mode: 'string' }).notNull(),
    SEXO: text('sexo'),
    ESTADO_CIVIL: text('estado_civil'),
    CPF: text('cpf'),
    RG: text('rg'),
    ORGAO_EMISSOR_RG: text('orgao_emissor_rg'),
    UF_RG: text('uf_rg'),
    DATA_EMISSAO_RG: date('data_emissao_rg', { mode: 'string' }),
    NATURALIDADE: text('naturalidade'),
    UF_NATURALIDADE: text('uf_naturalidade'),
    NACIONALIDADE: text('nacionalidade').notNull().default('Brasileira'),
    NOME_MAE: text('nome_mae'),
    NOME_PAI: text('nome_pai'),
    PROFISSAO: text('profissao'),
    ESCOLARIDADE: text('escolaridade'),
    RELIGIAO: text('religiao'),
    VERSAO: colunaVersao(),
    CRIADO_EM: criadoEm(),
    ATUALIZADO_EM: atualizadoEm(),
  },
  (t) => [
    uniqueIndex('pessoa_cpf_unique').on(t.CPF),
    uniqueIndex('pessoa_rg_unique').on(t.RG),
    index('pessoa_nome_trgm').using('gin', sql`${nomeBusca(t.NOME, t.SOBRENOME)} gin_trgm_ops`),
    // Lists sort by this name, then code: a page is an index walk instead of sorting every person.
    index('pessoa_nome_ordem_idx').on(nomeBusca(t.NOME, t.SOBRENOME), t.CODIGO),
    index('pessoa_aniversario_idx').on(sql`extract(month from ${t.DATA_NASCIMENTO})`),
    check('pessoa_nome_check', sql`${preenchido(t.NOME)} and ${preenchido(t.SOBRENOME)}`),
    check('pessoa_data_nascimento_check', sql`${t.DATA_NASCIMENTO} >= '1890-01-01'`),
    check('pessoa_sexo_check', umDe(t.SEXO, Object.keys(SEXOS))),
    check('pessoa_estado_civil_check', umDe(t.ESTADO_CIVIL, Object.keys(ESTADOS_CIVIS))),
    check('pessoa_cpf_check', digitos(t.CPF, 11)),
    check('pessoa_rg_check', codigoNormalizado(t.RG, 20)),
    check('pessoa_uf_rg_check', umDe(t.UF_RG, UFS)),
    check('pessoa_uf_naturalidade_check', umDe(t.UF_NATURALIDADE, UFS)),
  ],
);

export const endereco = pgTable(
  'endereco',
  {
    CODIGO: integer('codigo').primaryKey().generatedAlwaysAsIdentity(),
    CEP: text('cep'),
    LOGRADOURO: text('logradouro').notNull(),
    NUMERO: text('numero'),
    COMPLEMENTO: text('complemento'),
    BAIRRO: text('bairro'),
    CIDADE: text('cidade').notNull(),
    ESTADO: text('estado').notNull(),
    /** Ponto de referência ("em frente à padaria"), usual in Brazilian addresses. */
    REFERENCIA: text('referencia'),
    VERSAO: colunaVersao(),
  },
  (t) => [
    check('endereco_cep_check', digitos(t.CEP, 8)),
    check('endereco_logradouro_check', sql`${preenchido(t.LOGRADOURO)} and ${preenchido(t.CIDADE)}`),
    check('endereco_estado_check', umDe(t.ESTADO, UFS)),
  ],
);

export const telefone = pgTable(
  'telefone',
  {
    CODIGO: integer('codigo').primaryKey().generatedAlwaysAsIdentity(),
    /** DDD + number, digits only; international numbers keep their country code. */
    NUMERO: text('numero').notNull(),
    TIPO: text('tipo').notNull().default('celular'),
    OBSERVACAO: text('observacao'),
    VERSAO: colunaVersao(),
  },
  (t) => [
    check('telefone_numero_check', digitos(t.NUMERO, 8, 15)),
    check('telefone_tipo_check', umDe(t.TIPO, TIPOS_TELEFONE)),
  ],
);

export const enderecoPessoa = tabelaDeVinculo(
  'endereco_pessoa',
  { chave: 'PESSOA_CODIGO', alvo: pessoa.CODIGO },
  { chave: 'ENDERECO_CODIGO', alvo: endereco.CODIGO },
);

export const telefonePessoa = tabelaDeVinculo(
  'telefone_pessoa',
  { chave: 'PESSOA_CODIGO', alvo: pessoa.CODIGO },
  { chave: 'TELEFONE_CODIGO', alvo: telefone.CODIGO },
);
