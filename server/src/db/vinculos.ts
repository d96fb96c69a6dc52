import { getTableName } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { enderecoPessoa, telefonePessoa } from '../modules/cadastro/tables.ts';
import { enderecoConvenio, telefoneConvenio } from '../modules/convenios/tables.ts';
import { enderecoFamiliar, telefoneFamiliar, telefoneParentesco } from '../modules/residentes/tables.ts';

/** A link table (db/tabela-de-vinculo.ts) read generically: its name, the owner's code and the held row's code. */
export interface Vinculo {
  tabela: PgTable;
  nome: string;
  dono: AnyPgColumn;
  item: AnyPgColumn;
}

function vinculo(tabela: PgTable, dono: AnyPgColumn, item: AnyPgColumn): Vinculo {
  return { tabela, nome: getTableName(tabela), dono, item };
}

/**
 * Every table that links a phone to its owner. A phone with none of these links is no one's any
 * more; a new owner of phones gets its link table added here, and the cleanup and the "in use"
 * check follow.
 */
export const VINCULOS_DE_TELEFONE = {
  pessoa: vinculo(telefonePessoa, telefonePessoa.PESSOA_CODIGO, telefonePessoa.TELEFONE_CODIGO),
  familiar: vinculo(telefoneFamiliar, telefoneFamiliar.FAMILIAR_CODIGO, telefoneFamiliar.TELEFONE_CODIGO),
  convenio: vinculo(telefoneConvenio, telefoneConvenio.CONVENIO_CODIGO, telefoneConvenio.TELEFONE_CODIGO),
  parentesco: vinculo(
    telefoneParentesco,
    telefoneParentesco.RESIDENTE_CONVENIO_CODIGO,
    telefoneParentesco.TELEFONE_CODIGO,
  ),
} as const;

/** Every table that links an address to its owner, as for phones. */
export const VINCULOS_DE_ENDERECO = {
  pessoa: vinculo(enderecoPessoa, enderecoPessoa.PESSOA_CODIGO, enderecoPessoa.ENDERECO_CODIGO),
  familiar: vinculo(enderecoFamiliar, enderecoFamiliar.FAMILIAR_CODIGO, enderecoFamiliar.ENDERECO_CODIGO),
  convenio: vinculo(enderecoConvenio, enderecoConvenio.CONVENIO_CODIGO, enderecoConvenio.ENDERECO_CODIGO),
} as const;
