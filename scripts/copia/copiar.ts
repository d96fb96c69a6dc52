import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { to as copiaPara } from 'pg-copy-streams';
import { conferir, fixarFormatos, migracoesAplicadas, sequencias, tabelas } from './catalogo.ts';
import { clienteDoDono } from './conexao.ts';
import { type Cabecalho, FIM_DA_COPIA, FIM_DA_TABELA, FORMATO, VERSAO_DO_FORMATO } from './formato.ts';

export interface CopiaFeita {
  arquivo: string;
  bytes: number;
  cabecalho: Cabecalho;
}

export class CopiaImpossivelError extends Error {}

/** `acolher-2026-11-24T08-30-05Z.copia.gz`: sorts by time, and says it is UTC. */
export function nomeDaCopia(quando: Date): string {
  return `acolher-${quando.toISOString().slice(0, 19).replaceAll(':', '-')}Z.copia.gz`;
}

/** Every table's rows in COPY text, each ended by `\.`, after the header line. */
async function* conteudo(client: pg.Client, cabecalho: Cabecalho): AsyncGenerator<Buffer | string> {
  yield `${JSON.stringify(cabecalho)}\n`;
  for (const { nome, colunas } of cabecalho.tabelas) {
    const lista = colunas.map((c) => client.escapeIdentifier(c)).join(', ');
    yield* client.query(copiaPara(`copy public.${client.escapeIdentifier(nome)} (${lista}) to stdout`));
    yield `${FIM_DA_TABELA}\n`;
  }
  yield `${FIM_DA_COPIA}\n`;
}

/**
 * The header of a snapshot: read inside the copy's transaction, so the counts and checksums are
 * those of the rows that follow.
 */
async function cabecalhoDaFoto(client: pg.Client): Promise<Cabecalho> {
  const migracoes = await migracoesAplicadas(client);
  if (migracoes.length === 0) {
    throw new CopiaImpossivelError(
      'O banco não tem as tabelas do Acolher (nenhuma migração aplicada): nada a copiar.',
    );
  }
  const lista = await tabelas(client);
  // What pg_dump does: a table cannot be dropped or altered under the copy (the app only reads and writes rows).
  if (lista.length > 0) {
    await client.query(
      `lock table ${lista.map((t) => `public.${client.escapeIdentifier(t.nome)}`).join(', ')} in access share mode`,
    );
  }
  const conferidas = [];
  for (const tabela of lista) conferidas.push({ ...tabela, ...(await conferir(client, tabela.nome)) });
  return {
    formato: FORMATO,
    versao: VERSAO_DO_FORMATO,
    criadaEm: new Date().toISOString(),
    migracoes,
    tabelas: conferidas,
    sequencias: await sequencias(client),
  };
}

/** fsync, so a rename that survives a power cut names a whole file. */
async function sincronizar(caminho: string): Promise<void> {
  const f = await fs.open(caminho, 'r');
  try {
    await f.sync();
  } finally {
    await f.close();
  }
}

/** A file name nomeDaCopia gives; nothing else in the folder is ever deleted. */
const NOME_DE_COPIA = /^acolher-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.copia\.gz$/;

/**
 * Keeps the `manter` newest backups of `pasta` (by their names, which sort by time) and deletes the
 * older ones: only files named as this script names them.
 */
export async function apagarAntigas(pasta: string, manter: number): Promise<string[]> {
  const copias = (await fs.readdir(pasta)).filter((nome) => NOME_DE_COPIA.test(nome)).sort();
  const antigas = copias.slice(0, Math.max(0, copias.length - manter));
  for (const nome of antigas) await fs.rm(path.join(pasta, nome));
  return antigas;
}

async function existe(caminho: string): Promise<boolean> {
  return fs.access(caminho).then(
    () => true,
    () => false,
  );
}

/**
 * Writes a backup of the database at `url` (as its owner) into `pasta`: one REPEATABLE READ, READ ONLY
 * transaction, so every table comes from the same instant while the app keeps writing. The file is
 * written as `.parcial`, synced and renamed: a copy cut short never looks like a finished one.
 */
export async function fazerCopia(url: string, pasta: string): Promise<CopiaFeita> {
  await fs.mkdir(pasta, { recursive: true, mode: 0o700 });
  const arquivo = path.join(pasta, nomeDaCopia(new Date()));
  if (await existe(arquivo)) {
    throw new CopiaImpossivelError(`Já existe ${arquivo} (outra cópia neste mesmo segundo?). Tente de novo.`);
  }
  const parcial = `${arquivo}.parcial`;
  // The rows hold people's documents and health notes, and the accounts' password hashes: owner only.
  // 'wx': a second backup in the same second stops here and leaves the first one's file alone.
  const saida = await fs.open(parcial, 'wx', 0o600);
  const client = clienteDoDono(url);
  try {
    await client.connect();
    await client.query('begin isolation level repeatable read read only');
    await fixarFormatos(client);
    const cabecalho = await cabecalhoDaFoto(client);
    await pipeline(Readable.from(conteudo(client, cabecalho)), createGzip(), saida.createWriteStream());
    await client.query('commit');
    await sincronizar(parcial);
    await fs.rename(parcial, arquivo);
    await sincronizar(pasta);
    return { arquivo, bytes: (await fs.stat(arquivo)).size, cabecalho };
  } catch (erro) {
    await saida.close().catch(() => undefined);
    await fs.rm(parcial, { force: true });
    throw erro;
  } finally {
    await client.end().catch(() => undefined);
  }
}
