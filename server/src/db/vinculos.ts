import { getTableName } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { endereco, enderecoPessoa, telefone, telefonePessoa } from './tabelas/cadastro.ts';
import { enderecoConvenio, telefoneConvenio } from './tabelas/convenios.ts';
import { enderecoFamiliar, telefoneFamiliar, telefoneParentesco } from './tabelas/residentes.ts';

/** What owners hold through link tables: a phone or an address. */
export type TabelaDeContato = typeof telefone | typeof endereco;

/**
 * A link table (db/tabela-de-vinculo.ts) read generically: its name, the owner's code, the held
 * row's code and the table that row is in.
 */
export interface Vinculo {
  tabela: PgTable;
  nome: string;
  dono: AnyPgColumn;
  item: AnyPgColumn;
  contato: TabelaDeContato;
}

function vinculo(tabela: PgTable, dono: AnyPgColumn, item: AnyPgColumn, contato: TabelaDeContato): Vinculo {
  return { tabela, nome: getTableName(tabela), dono, item, contato };
}

/**
 * Every table that links a phone to its owner. A phone with none of these links is no one's any
 * more; a new owner of phones gets its link table added here, and the cleanup and the "in use"
 * check follow.
 */
export const VINCULOS_DE_TELEFONE = {
  pessoa: vinculo(telefonePessoa, telefonePessoa.PESSOA_CODIGO, telefonePessoa.TELEFONE_CODIGO, telefone),
  familiar: vinculo(
    telefoneFamiliar,
    telefoneFamiliar.FAMILIAR_CODIGO,
    telefoneFamiliar.TELEFONE_CODIGO,
    telefone,
  ),
  convenio: vinculo(
    telefoneConvenio,
    telefoneConvenio.CONVENIO_CODIGO,
    telefoneConvenio.TELEFONE_CODIGO,
    telefone,
  ),
  parentesco: vinculo(
    telefoneParentesco,
    telefoneParentesco.RESIDENTE_CONVENIO_CODIGO,
    telefoneParentesco.TELEFONE_CODIGO,
    telefone,
  ),
} as const;

/** Every table that links an address to its owner, as for phones. */
export const VINCULOS_DE_ENDERECO = {
  pessoa: vinculo(enderecoPessoa, enderecoPessoa.PESSOA_CODIGO, enderecoPessoa.ENDERECO_CODIGO, endereco),
  familiar: vinculo(
    enderecoFamiliar,
    enderecoFamiliar.FAMILIAR_CODIGO,
    enderecoFamiliar.ENDERECO_CODIGO,
    endereco,
  ),
  convenio: vinculo(
    enderecoConvenio,
    enderecoConvenio.CONVENIO_CODIGO,
    enderecoConvenio.ENDERECO_CODIGO,
    endereco,
  ),
} as const;
