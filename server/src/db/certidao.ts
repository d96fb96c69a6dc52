import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, uniqueIndex } from 'drizzle-orm/pg-core';
import { normalizarDigitos } from './unicidade.ts';

/**
 * The columns of a civil-registry certificate held by one person (a resident's birth certificate;
 * a dependant's can take the same rule): the number is the 32-digit matrícula or an old termo,
 * which livro, folha and the registry's city and UF complete. Not the marriage certificate, which
 * two spouses in the home share (decision 0023).
 */
export interface ColunasDaCertidao {
  numero: AnyPgColumn;
  livro: AnyPgColumn;
  folha: AnyPgColumn;
  cidade: AnyPgColumn;
  estado: AnyPgColumn;
}

/**
 * Where a record keeps a birth certificate under the wire names of docs/produto.md §3 (a resident, a
 * dependant), for its unique indexes and its docs/produto.md §5 check.
 */
export function colunasDaCertidaoDeNascimento(
  t: {
    [K in
      | 'NUMERO_CERTIDAO_NASCIMENTO'
      | 'LIVRO_CERTIDAO_NASCIMENTO'
      | 'FOLHA_CERTIDAO_NASCIMENTO'
      | 'CIDADE_CERTIDAO_NASCIMENTO'
      | 'ESTADO_CERTIDAO_NASCIMENTO']: AnyPgColumn;
  },
): ColunasDaCertidao {
  return {
    numero: t.NUMERO_CERTIDAO_NASCIMENTO,
    livro: t.LIVRO_CERTIDAO_NASCIMENTO,
    folha: t.FOLHA_CERTIDAO_NASCIMENTO,
    cidade: t.CIDADE_CERTIDAO_NASCIMENTO,
    estado: t.ESTADO_CERTIDAO_NASCIMENTO,
  };
}

/** A 32-digit number is a matrícula; anything shorter is an old termo (docs/arquitetura.md §6). */
const eMatricula = (numero: AnyPgColumn | SQL) => sql`length(${numero}) = 32`;

/**
 * What identifies an old termo besides its number: livro, folha, city and UF, compared as the
 * unique index keeps them (case, accents and blanks of the city aside; a missing part is '').
 */
function partesDoTermo(c: Record<'livro' | 'folha' | 'cidade' | 'estado', AnyPgColumn | SQL>): SQL[] {
  return [
    sql`coalesce(lower(btrim(${c.livro})), '')`,
    sql`coalesce(lower(btrim(${c.folha})), '')`,
    sql`coalesce(f_unaccent(lower(btrim(${c.cidade}))), '')`,
    sql`coalesce(${c.estado}, '')`,
  ];
}

/**
 * The two unique rules of a certificate: a matrícula is unique on its own; a termo only with its
 * livro, folha and registry city/UF (termo numbers repeat from one registry office to another).
 * `matricula` and `termo` name the indexes, which unique-labels.ts labels.
 */
export function indicesDeCertidao(nomes: { matricula: string; termo: string }, c: ColunasDaCertidao) {
  return [
    uniqueIndex(nomes.matricula).on(c.numero).where(eMatricula(c.numero)),
    uniqueIndex(nomes.termo)
      .on(c.numero, ...partesDoTermo(c))
      .where(sql`length(${c.numero}) < 32`),
  ];
}

/** A certificate as a docs/produto.md §5 check names it; the parts are ignored for a matrícula. */
export interface Certidao {
  numero: string;
  livro?: string | null | undefined;
  folha?: string | null | undefined;
  cidade?: string | null | undefined;
  estado?: string | null | undefined;
}

/** SQL true where a row holds the same certificate, by the rules of `indicesDeCertidao`. */
export function mesmaCertidao(c: ColunasDaCertidao, certidao: Certidao): SQL {
  if (certidao.numero.length === 32)
    return sql`(${eMatricula(c.numero)} and ${c.numero} = ${certidao.numero})`;
  const texto = (valor: string | null | undefined) => sql`${valor ?? null}::text`;
  const valores = partesDoTermo({
    livro: texto(certidao.livro),
    folha: texto(certidao.folha),
    cidade: texto(certidao.cidade),
    estado: texto(certidao.estado),
  });
  const colunas = partesDoTermo(c);
  const iguais = colunas.map((coluna, i) => sql`${coluna} = ${valores[i]}`);
  return sql`(length(${c.numero}) < 32 and ${c.numero} = ${certidao.numero} and ${sql.join(iguais, sql` and `)})`;
}

/** A docs/produto.md §5 check's body, under the wire names of docs/produto.md §3 (a resident's, a dependant's). */
type PedidoDeCertidao = {
  NUMERO_CERTIDAO_NASCIMENTO: string;
} & Partial<
  Record<
    | 'LIVRO_CERTIDAO_NASCIMENTO'
    | 'FOLHA_CERTIDAO_NASCIMENTO'
    | 'CIDADE_CERTIDAO_NASCIMENTO'
    | 'ESTADO_CERTIDAO_NASCIMENTO',
    string | null
  >
>;

/**
 * `mesmaCertidao` for a check's body: the number as the write stores it (digits only); null when no
 * digit is left, which no row can hold.
 */
export function mesmaCertidaoDoPedido(c: ColunasDaCertidao, pedido: PedidoDeCertidao): SQL | null {
  const numero = normalizarDigitos(pedido.NUMERO_CERTIDAO_NASCIMENTO);
  if (!numero) return null;
  return mesmaCertidao(c, {
    numero,
    livro: pedido.LIVRO_CERTIDAO_NASCIMENTO,
    folha: pedido.FOLHA_CERTIDAO_NASCIMENTO,
    cidade: pedido.CIDADE_CERTIDAO_NASCIMENTO,
    estado: pedido.ESTADO_CERTIDAO_NASCIMENTO,
  });
}
