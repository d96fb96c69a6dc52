import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type AppEmExecucao, iniciarApp } from './app-process.ts';
import { criarBancoExterno, urlDoBancoEmbutido } from './database.ts';

/** What every spec file receives through `inject('e2e')`. */
export interface AmbienteE2e {
  url: string;
  dataDir: string;
  databaseUrl: string;
  admin: { login: string; email: string; senha: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: AmbienteE2e;
  }
}

const ADMIN = { login: 'admin', email: 'admin@acolher.test', senha: 'senha-do-admin' };

/**
 * One app for the whole run, on a throw-away database: the embedded PostgreSQL that main.ts starts
 * in a temporary DATA_DIR (the real default), or a fresh database on TEST_DATABASE_URL's server.
 * The DATA_DIR path stays short so the embedded server's Unix socket fits in it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'acolher-e2e-'));
  const externo = process.env.TEST_DATABASE_URL
    ? await criarBancoExterno(process.env.TEST_DATABASE_URL)
    : undefined;
  const limpar = async () => {
    await externo?.apagar();
    await rm(dataDir, { recursive: true, force: true });
  };

  let app: AppEmExecucao;
  try {
    app = await iniciarApp({
      dataDir,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.senha,
      banco: externo,
    });
  } catch (erro) {
    await limpar();
    throw erro;
  }
  const databaseUrl = externo?.url ?? (await urlDoBancoEmbutido(dataDir));
  project.provide('e2e', { url: app.url, dataDir, databaseUrl, admin: ADMIN });

  return async () => {
    try {
      await app.parar();
    } finally {
      await limpar();
    }
  };
}
