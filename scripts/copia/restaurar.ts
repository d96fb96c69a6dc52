import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { from as copiaDe } from 'pg-copy-streams';
import { MIGRATIONS_FOLDER, migrarEConceder } from '../../server/src/db/migrate.ts';
import { createPool } from '../../server/src/db/pool.ts';
import { conferir, fixarFormatos, objetosDoEsquema, tabelas } from './catalogo.ts';
import { clienteDoDono } from './conexao.ts';
import {
  type Cabecalho,
  CopiaInvalidaError,
  erroDeLeitura,
  FIM_DA_COPIA,
  FIM_DA_TABELA,
  lerCabecalho,
  linhasDoArquivo,
} from './formato.ts';

export class BancoNaoVazioError extends Error {}
/** The data is in, committed; what every start does after migrating did not go through. */
export class PermissoesPendentesError extends Error {}

/** Lines written to COPY at once: fewer, larger writes. */
const LOTE = 64 * 1024;

type Migracoes = ReturnType<typeof readMigrationFiles>;

/**
 * The checked-in migrations up to the copy's level. A copy from a newer Acolher, or one whose
 * migrations differ from ours, cannot be rebuilt here: refused before anything is touched.
 */
function migracoesDaCopia(arquivo: string, cabecalho: Cabecalho): Migracoes {
  const nossas = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  if (cabecalho.migracoes.length > nossas.length) {
    throw new CopiaInvalidaError(
      `A cópia ${arquivo} foi feita por uma versão mais nova do Acolher (${cabecalho.migracoes.length} ` +
        `migrações; esta conhece ${nossas.length}). Atualize o Acolher e restaure de novo.`,
    );
  }
  const diferente = cabecalho.migracoes.findIndex((m, i) => m.hash !== nossas[i]?.hash);
  if (diferente !== -1) {
    throw new CopiaInvalidaError(
      `A cópia ${arquivo} tem a migração nº ${diferente + 1} diferente da desta versão do Acolher: ` +
        'restaure com a versão que fez a cópia.',
    );
  }
  return nossas.slice(0, cabecalho.migracoes.length);
}

async function exigirBancoVazio(client: pg.Client, descricao: string): Promise<void> {
  const objetos = await objetosDoEsquema(client);
  const { rows } = await client.query<{ ha: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as ha`,
  );
  if (objetos.length === 0 && !rows[0]?.ha) return;
  const exemplos = objetos.slice(0, 5).join(', ') || 'drizzle.__drizzle_migrations';
  throw new BancoNaoVazioError(
    `O ${descricao} não está vazio (tem ${objetos.length || 1} tabela(s) ou sequência(s), como ${exemplos}). ` +
      'A restauração só carrega num banco vazio, para não misturar dados: com o banco embutido, pare o app e ' +
      'use um DATA_DIR novo (ou mova a pasta atual); com um PostgreSQL externo, crie um banco novo (createdb). ' +
      'Nada foi alterado.',
  );
}

/**
 * drizzle's migrator (drizzle-orm pg-core dialect.migrate) commits a transaction of its own, and the
 * restore must build the tables and load the rows in one: the same statements and bookkeeping rows,
 * run inside the caller's transaction, so the app's next start finds these applied.
 */
async function aplicarMigracoes(client: pg.Client, migracoes: Migracoes): Promise<void> {
  await client.query('create schema if not exists drizzle');
  await client.query(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  for (const migracao of migracoes) {
    for (const comando of migracao.sql) await client.query(comando);
    await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      migracao.hash,
      migracao.folderMillis,
    ]);
  }
}

/**
 * Every table of the copy, with the same columns, is one the migrations just made: a table an
 * operator added beside ours, or a copy edited by hand, is named before any row is loaded.
 */
async function exigirMesmasTabelas(client: pg.Client, arquivo: string, cabecalho: Cabecalho): Promise<void> {
  const criadas = new Map((await tabelas(client)).map((t) => [t.nome, t.colunas.join(',')]));
  for (const { nome, colunas } of cabecalho.tabelas) {
    const criada = criadas.get(nome);
    if (criada === undefined) {
      throw new CopiaInvalidaError(
        `A cópia ${arquivo} tem a tabela ${nome}, que as migrações do Acolher não criam ` +
          '(uma tabela acrescentada ao banco por fora?). Nada foi restaurado.',
      );
    }
    if (criada !== colunas.join(',')) {
      throw new CopiaInvalidaError(
        `A cópia ${arquivo} tem na tabela ${nome} as colunas ${colunas.join(', ')}, diferentes das que as ` +
          'migrações criam. Nada foi restaurado.',
      );
    }
  }
}

/** The next table's lines, up to its `\.`, in batches; the shared iterator stays open for the next. */
async function* dadosDaTabela(linhas: AsyncIterator<string>, arquivo: string): AsyncGenerator<string> {
  let lote = '';
  for (;;) {
    const { value, done } = await linhas.next();
    if (done) throw new CopiaInvalidaError(`A cópia ${arquivo} está incompleta (o arquivo termina no meio).`);
    if (value === FIM_DA_TABELA) break;
    lote += `${value}\n`;
    if (lote.length >= LOTE) {
      yield lote;
      lote = '';
    }
  }
  if (lote) yield lote;
}

/** COPY refused a row: the file was changed or damaged, since the source wrote exactly these. */
function linhaRecusada(arquivo: string, tabela: string, erro: unknown): Error {
  if (erro instanceof CopiaInvalidaError) return erro;
  const { code, message } = erro as { code?: string; message: string };
  if (!code || code.startsWith('Z_') || code === 'ENOENT') return erroDeLeitura(arquivo, erro);
  return new CopiaInvalidaError(
    `A cópia ${arquivo} está corrompida: o PostgreSQL recusou os dados da tabela ${tabela} (${message}).`,
  );
}

/**
 * What pg_restore does: the foreign keys and the indexes that back no constraint are dropped before
 * the rows go in and made again after, each checked or built once over the whole table instead of
 * row by row (a million audit rows feed seven indexes, two of them trigram GIN). All inside the
 * restore's transaction, so a failure leaves no table without them. Returns what makes them again.
 */
async function adiarIndicesEChaves(client: pg.Client, nomes: string[]): Promise<() => Promise<void>> {
  const { rows: chaves } = await client.query<{ tabela: string; nome: string; definicao: string }>(
    `select t.relname as tabela, c.conname as nome, pg_get_constraintdef(c.oid) as definicao
     from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = 'public' and c.contype = 'f' and t.relname = any($1::text[])`,
    [nomes],
  );
  for (const { tabela, nome } of chaves) {
    await client.query(
      `alter table public.${client.escapeIdentifier(tabela)} drop constraint ${client.escapeIdentifier(nome)}`,
    );
  }
  // After the foreign keys: one of them may lean on a unique index (conindid), and they are gone.
  const { rows: indices } = await client.query<{ nome: string; definicao: string }>(
    `select i.relname as nome, pg_get_indexdef(i.oid) as definicao
     from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
       join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = 'public' and t.relname = any($1::text[])
       and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
    [nomes],
  );
  for (const { nome } of indices) await client.query(`drop index public.${client.escapeIdentifier(nome)}`);
  return async () => {
    for (const { definicao } of indices) await client.query(definicao);
    for (const { tabela, nome, definicao } of chaves) {
      await client.query(
        `alter table public.${client.escapeIdentifier(tabela)} add constraint ${client.escapeIdentifier(nome)} ${definicao}`,
      );
    }
  };
}

/** A foreign key the loaded rows break: the file was changed, since the source's snapshot kept them. */
async function refazer(arquivo: string, refazerIndicesEChaves: () => Promise<void>): Promise<void> {
  try {
    await refazerIndicesEChaves();
  } catch (erro) {
    const { code, message } = erro as { code?: string; message: string };
    if (code !== '23503') throw erro;
    throw new CopiaInvalidaError(`A cópia ${arquivo} está corrompida: ${message}.`);
  }
}

/**
 * Loads every table, in the header's order (parents first). The tables' own triggers are off while
 * loading: they would move record versions and counters, or refuse rows, that the copy holds as
 * they were. Foreign keys and indexes are made again after the rows (adiarIndicesEChaves). Rows a
 * migration seeded (versao_dados) give way to the copy's.
 */
async function carregarTabelas(client: pg.Client, arquivo: string, cabecalho: Cabecalho): Promise<void> {
  const linhas = linhasDoArquivo(arquivo);
  await linhas.next(); // the header, already read
  const nomes = cabecalho.tabelas.map((t) => t.nome);
  for (const nome of nomes) {
    await client.query(`alter table public.${client.escapeIdentifier(nome)} disable trigger user`);
  }
  const refazerIndicesEChaves = await adiarIndicesEChaves(client, nomes);
  for (const { nome, colunas } of cabecalho.tabelas) {
    const tabela = `public.${client.escapeIdentifier(nome)}`;
    await client.query(`delete from ${tabela}`);
    const lista = colunas.map((c) => client.escapeIdentifier(c)).join(', ');
    try {
      await pipeline(
        Readable.from(dadosDaTabela(linhas, arquivo)),
        client.query(copiaDe(`copy ${tabela} (${lista}) from stdin`)),
      );
    } catch (erro) {
      throw linhaRecusada(arquivo, nome, erro);
    }
  }
  const ultima = await linhas.next();
  if (ultima.value !== FIM_DA_COPIA) {
    throw new CopiaInvalidaError(`A cópia ${arquivo} está incompleta (falta a linha final da cópia).`);
  }
  // Read to the end: gzip checks its CRC after the last line, and nothing may follow it.
  if (!(await linhas.next()).done) {
    throw new CopiaInvalidaError(`A cópia ${arquivo} está corrompida (há dados depois do fim da cópia).`);
  }
  await refazer(arquivo, refazerIndicesEChaves);
  for (const nome of nomes) {
    await client.query(`alter table public.${client.escapeIdentifier(nome)} enable trigger user`);
  }
}

async function acertarSequencias(client: pg.Client, cabecalho: Cabecalho): Promise<void> {
  for (const { nome, valor, chamada } of cabecalho.sequencias) {
    await client.query('select setval($1::regclass, $2::bigint, $3)', [
      `public.${client.escapeIdentifier(nome)}`,
      valor,
      chamada,
    ]);
  }
}

/** Counts and checksums of the loaded rows against the header's: any difference undoes the restore. */
async function conferirCarga(client: pg.Client, arquivo: string, cabecalho: Cabecalho): Promise<void> {
  for (const esperada of cabecalho.tabelas) {
    const { linhas, soma } = await conferir(client, esperada.nome);
    if (linhas !== esperada.linhas || soma !== esperada.soma) {
      throw new CopiaInvalidaError(
        `A cópia ${arquivo} está corrompida: a tabela ${esperada.nome} deveria ter ${esperada.linhas} linha(s) ` +
          `e ficou com ${linhas}, ou com conteúdo diferente do copiado.`,
      );
    }
  }
}

export interface Restauracao {
  tabelas: number;
  linhas: number;
}

/**
 * Loads the backup `arquivo` into the EMPTY database at `url` (as its owner), in one transaction:
 * the copy's migrations, its rows, its sequences, checked against its header, or nothing at all.
 * Then, like every start, the newer migrations and the app's grants (db/papel.ts) for `papelDoApp`.
 */
export async function restaurarCopia(
  arquivo: string,
  url: string,
  descricao: string,
  papelDoApp: string,
): Promise<Restauracao> {
  const cabecalho = await lerCabecalho(arquivo);
  const migracoes = migracoesDaCopia(arquivo, cabecalho);
  const client = clienteDoDono(url);
  await client.connect();
  try {
    await client.query('begin');
    await fixarFormatos(client);
    await exigirBancoVazio(client, descricao);
    await aplicarMigracoes(client, migracoes);
    await exigirMesmasTabelas(client, arquivo, cabecalho);
    await carregarTabelas(client, arquivo, cabecalho);
    await acertarSequencias(client, cabecalho);
    await conferirCarga(client, arquivo, cabecalho);
    await client.query('commit');
  } catch (erro) {
    await client.query('rollback').catch(() => undefined);
    throw erro;
  } finally {
    await client.end().catch(() => undefined);
  }
  const pool = createPool(url);
  try {
    await migrarEConceder(pool, papelDoApp);
  } catch (erro) {
    throw new PermissoesPendentesError(
      `Os dados da cópia foram restaurados, mas as migrações mais novas ou as permissões do papel ${papelDoApp} ` +
        `falharam (${(erro as Error).message}). O app as aplica de novo ao iniciar (npm start).`,
    );
  } finally {
    await pool.end();
  }
  return {
    tabelas: cabecalho.tabelas.length,
    linhas: cabecalho.tabelas.reduce((soma, t) => soma + t.linhas, 0),
  };
}
