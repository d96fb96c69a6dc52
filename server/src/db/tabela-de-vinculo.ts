import { type AnyPgColumn, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { chaveEstrangeira } from './colunas.ts';

/** One end of a link: its key in the table (`PESSOA_CODIGO`, column `pessoa_codigo`) and the code it points at. */
interface Ponta<K extends string> {
  chave: K;
  alvo: AnyPgColumn;
}

const codigoObrigatorio = (coluna: string) => integer(coluna).notNull();

/**
 * A pure link row between an owner and a phone or address it holds: the two codes, both CASCADE
 * (the row means nothing once either end is gone), the pair as primary key `<table>_pk`, and an
 * index on the second code, for "who still links this phone?".
 */
export function tabelaDeVinculo<D extends string, I extends string>(
  nome: string,
  dono: Ponta<D>,
  item: Ponta<I>,
) {
  const coluna = (ponta: Ponta<string>) => ponta.chave.toLowerCase();
  const colunas = {
    [dono.chave]: codigoObrigatorio(coluna(dono)),
    [item.chave]: codigoObrigatorio(coluna(item)),
  } as Record<D | I, ReturnType<typeof codigoObrigatorio>>;
  return pgTable(nome, colunas, (t) => [
    chaveEstrangeira(`${nome}_${coluna(dono)}_fk`, t[dono.chave], dono.alvo, 'cascade'),
    chaveEstrangeira(`${nome}_${coluna(item)}_fk`, t[item.chave], item.alvo, 'cascade'),
    primaryKey({ name: `${nome}_pk`, columns: [t[dono.chave], t[item.chave]] }),
    index(`${nome}_${coluna(item).replace(/_codigo$/, '')}_idx`).on(t[item.chave]),
  ]);
}
