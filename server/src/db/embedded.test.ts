import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded.ts';

let raiz: string;
let iniciado: EmbeddedPostgres | null;

async function consultar(url: string, sql: string): Promise<pg.QueryResultRow[]> {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    return (await cliente.query(sql)).rows;
  } finally {
    await cliente.end();
  }
}

beforeEach(async () => {
  raiz = await mkdtemp(path.join(os.tmpdir(), 'acolher-emb-'));
  iniciado = null;
});

afterEach(async () => {
  await iniciado?.stop();
  await rm(raiz, { recursive: true, force: true });
});

describe('PostgreSQL embutido', () => {
  it('socket Unix dentro do DATA_DIR, sem TCP; os dados sobrevivem a parar e reiniciar', async () => {
    iniciado = await startEmbeddedPostgres(raiz);
    expect(new URL(iniciado.url).searchParams.get('host')).toBe(path.join(raiz, 'pg'));
    expect(await consultar(iniciado.url, "select current_setting('listen_addresses') as tcp")).toEqual([
      { tcp: '' },
    ]);
    await consultar(iniciado.url, "create table guardado as select 'sim' as valor");
    await iniciado.stop();

    iniciado = await startEmbeddedPostgres(raiz);
    expect(await consultar(iniciado.url, 'select valor from guardado')).toEqual([{ valor: 'sim' }]);
  });

  it('caminho longo demais para um socket (107 bytes): só 127.0.0.1, numa porta livre', async () => {
    const longo = path.join(raiz, 'x'.repeat(60), 'y'.repeat(40));
    await mkdir(longo, { recursive: true });
    await chmod(raiz, 0o755);
    iniciado = await startEmbeddedPostgres(longo);
    const url = new URL(iniciado.url);
    expect(url.hostname).toBe('127.0.0.1');
    expect(Number(url.port)).toBeGreaterThan(0);
    expect(
      await consultar(
        iniciado.url,
        "select current_setting('listen_addresses') as tcp, current_setting('unix_socket_directories') as socket",
      ),
    ).toEqual([{ tcp: '127.0.0.1', socket: '' }]);
  });

  it.skipIf(process.getuid?.() !== 0)(
    'como root: diz qual pasta acima do DATA_DIR o usuário postgres não atravessa',
    async () => {
      const fechada = path.join(raiz, 'fechada');
      await mkdir(path.join(fechada, 'dados'), { recursive: true, mode: 0o700 });
      await chmod(fechada, 0o700);
      await expect(startEmbeddedPostgres(path.join(fechada, 'dados'))).rejects.toThrow(
        `não tem acesso à pasta ${fechada}. Use um DATA_DIR fora dela ou libere a passagem com: chmod o+x ${fechada}`,
      );
    },
  );

  it('um postmaster que ficou rodando no DATA_DIR é parado e substituído', async () => {
    const abandonado = await startEmbeddedPostgres(raiz);
    await consultar(abandonado.url, 'create table t (x int)');
    iniciado = await startEmbeddedPostgres(raiz);
    expect(await consultar(iniciado.url, 'select count(*)::int as n from t')).toEqual([{ n: 0 }]);
  });
});
