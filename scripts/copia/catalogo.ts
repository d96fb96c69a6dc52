import type pg from 'pg';

/**
 * What a backup holds and a restore checks, read from the database's own catalogue: the tables of
 * schema `public` (not an extension's), in an order that loads parents before children, their
 * columns, the sequences and the migrations applied. Both sides compute row counts and checksums
 * with the same query, so "the copy matches the source" is one comparison.
 */

export interface Tabela {
  nome: string;
  /** Without generated columns, which PostgreSQL computes again on load. */
  colunas: string[];
}

export interface Conferencia {
  linhas: number;
  /** Sum of the first 64 bits of md5(row as text) over every row: order-free, duplicates count. */
  soma: string;
}

export interface Sequencia {
  nome: string;
  valor: string;
  chamada: boolean;
}

export interface Migracao {
  hash: string;
  quando: number;
}

type Cliente = Pick<pg.ClientBase, 'query' | 'escapeIdentifier'>;

/**
 * Row text and COPY text depend on these settings (dates, times, floats, bytes): both ends fix them,
 * so a checksum taken at the source means the same at the destination. Inside a transaction only.
 */
export async function fixarFormatos(client: Cliente): Promise<void> {
  await client.query(
    `set local datestyle = 'ISO, YMD'; set local timezone = 'UTC'; set local intervalstyle = 'postgres';
     set local extra_float_digits = 3; set local bytea_output = 'hex'; set local client_encoding = 'UTF8'`,
  );
}

/** Relations of schema `public` that belong to an extension (pg_trgm, unaccent) are not data. */
const DO_ESQUEMA = `from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public'
    and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`;

/** Parents before children (Kahn's order, names breaking ties so every run writes the same file). */
function emOrdemDeDependencia(
  nomes: string[],
  referencias: { tabela: string; referida: string }[],
): string[] {
  const pais = new Map(nomes.map((n) => [n, new Set<string>()]));
  for (const { tabela, referida } of referencias) {
    if (tabela !== referida) pais.get(tabela)?.add(referida);
  }
  const ordem: string[] = [];
  const restantes = new Set(nomes);
  while (restantes.size > 0) {
    const prontas = [...restantes].filter((n) => [...(pais.get(n) ?? [])].every((p) => !restantes.has(p)));
    if (prontas.length === 0) {
      throw new Error(`Chaves estrangeiras em ciclo entre as tabelas ${[...restantes].sort().join(', ')}.`);
    }
    for (const n of prontas.sort()) {
      ordem.push(n);
      restantes.delete(n);
    }
  }
  return ordem;
}

export async function tabelas(client: Cliente): Promise<Tabela[]> {
  const { rows: lista } = await client.query<{ nome: string; colunas: string[] }>(
    `select c.relname as nome,
       array(select a.attname::text from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
             order by a.attnum) as colunas
     ${DO_ESQUEMA} and c.relkind = 'r' and c.relpersistence <> 'u'`,
  );
  const { rows: referencias } = await client.query<{ tabela: string; referida: string }>(
    `select t.relname as tabela, r.relname as referida
     from pg_constraint f join pg_namespace n on n.oid = f.connamespace
       join pg_class t on t.oid = f.conrelid join pg_class r on r.oid = f.confrelid
     where f.contype = 'f' and n.nspname = 'public'`,
  );
  const colunas = new Map(lista.map((t) => [t.nome, t.colunas]));
  return emOrdemDeDependencia([...colunas.keys()], referencias).map((nome) => ({
    nome,
    colunas: colunas.get(nome) ?? [],
  }));
}

/** Every relation of the schema that holds or makes data: what makes a database "not empty". */
export async function objetosDoEsquema(client: Pick<pg.ClientBase, 'query'>): Promise<string[]> {
  const { rows } = await client.query<{ nome: string }>(
    `select c.relname as nome ${DO_ESQUEMA} and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S') order by 1`,
  );
  return rows.map((r) => r.nome);
}

export async function sequencias(client: Cliente): Promise<Sequencia[]> {
  const { rows } = await client.query<{ nome: string }>(
    `select c.relname as nome ${DO_ESQUEMA} and c.relkind = 'S' order by 1`,
  );
  const valores: Sequencia[] = [];
  for (const { nome } of rows) {
    const { rows: estado } = await client.query<{ valor: string; chamada: boolean }>(
      `select last_value::text as valor, is_called as chamada from public.${client.escapeIdentifier(nome)}`,
    );
    const [atual] = estado;
    if (atual) valores.push({ nome, ...atual });
  }
  return valores;
}

/** The migrations drizzle recorded as applied, oldest first; none when the table is missing. */
export async function migracoesAplicadas(client: Cliente): Promise<Migracao[]> {
  const { rows: existe } = await client.query<{ ha: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as ha`,
  );
  if (!existe[0]?.ha) return [];
  const { rows } = await client.query<{ hash: string; quando: string }>(
    'select hash, created_at::text as quando from drizzle.__drizzle_migrations order by created_at, id',
  );
  return rows.map((r) => ({ hash: r.hash, quando: Number(r.quando) }));
}

export async function conferir(client: Cliente, tabela: string): Promise<Conferencia> {
  const { rows } = await client.query<{ linhas: string; soma: string }>(
    `select count(*)::text as linhas,
       coalesce(sum(('x' || left(md5(t::text), 16))::bit(64)::bigint), 0)::text as soma
     from public.${client.escapeIdentifier(tabela)} t`,
  );
  return { linhas: Number(rows[0]?.linhas ?? 0), soma: rows[0]?.soma ?? '0' };
}
