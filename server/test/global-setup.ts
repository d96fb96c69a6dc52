import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { migrarEConceder } from '../src/db/migrate.ts';
import { garantirPapel, PAPEL_DE_TESTE } from '../src/db/papel.ts';
import { createPool, withDatabase } from '../src/db/pool.ts';

/** What every test file needs to clone its own database from the migrated template. */
export interface TestDbContext {
  adminUrl: string;
  template: string;
  /** Names of the run's databases start with this, so the teardown finds stragglers. */
  prefix: string;
  /** The role the test apps serve with, granted like the real app's (db/papel.ts). */
  papel: { nome: string; senha: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbContext;
  }
}

async function query(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function createTemplate(adminUrl: string, template: string): Promise<void> {
  await query(adminUrl, `create database "${template}"`);
  // Shared by every run on the server (garantirPapel makes them take turns); the grants live in the
  // template, and each test file's copy carries them.
  await garantirPapel(adminUrl, PAPEL_DE_TESTE.nome, PAPEL_DE_TESTE.senha);
  const pool = createPool(withDatabase(adminUrl, template));
  try {
    await migrarEConceder(pool, PAPEL_DE_TESTE.nome);
  } finally {
    await pool.end();
  }
}

async function dropRunDatabases(adminUrl: string, prefix: string): Promise<void> {
  const { rows } = await query(adminUrl, `select datname from pg_database where datname like '${prefix}%'`);
  for (const { datname } of rows) await query(adminUrl, `drop database if exists "${datname}" with (force)`);
}

/**
 * One throw-away PostgreSQL for the whole run: TEST_DATABASE_URL's server (the CI's), else one
 * embedded server in a temporary folder. A migrated template is built once; each test file copies it.
 */
export default async function setup(project: TestProject) {
  const run = randomBytes(4).toString('hex');
  const prefix = `acolher_t${run}_`;
  let embedded: EmbeddedPostgres | null = null;
  let dataDir: string | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'acolher-test-'));
    embedded = await startEmbeddedPostgres(dataDir);
    adminUrl = embedded.adminUrl;
  }
  const template = `${prefix}template`;
  await createTemplate(adminUrl, template);
  project.provide('testDb', { adminUrl, template, prefix, papel: { ...PAPEL_DE_TESTE } });

  return async () => {
    await dropRunDatabases(adminUrl, prefix);
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}
