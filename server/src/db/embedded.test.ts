import { access, chmod, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clusterDirectory, type EmbeddedPostgres, startEmbeddedPostgres } from './embedded.ts';

/** As root the server runs as `postgres`, which cannot enter a root folder of mode 0700. */
const comoRoot = process.getuid?.() === 0;
const FORA_DO_DATA_DIR = /^\/var\/lib\/acolher\/dados-[0-9a-f]{16}\/pg$/;

let raiz: string;
let iniciado: EmbeddedPostgres | null;
let usados: string[];

async function consultar(url: string, sql: string): Promise<pg.QueryResultRow[]> {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    return (await cliente.query(sql)).rows;
  } finally {
    await cliente.end();
  }
}

async function iniciar(dataDir: string): Promise<EmbeddedPostgres> {
  usados.push(dataDir);
  iniciado = await startEmbeddedPostgres(dataDir);
  return iniciado;
}

async function lerSeExistir(arquivo: string): Promise<string | null> {
  return readFile(arquivo, 'utf8').catch(() => null);
}

/** A cluster kept outside DATA_DIR outlives the temporary folder: remove it too. */
async function apagarBancoDeFora(dataDir: string): Promise<void> {
  const pgDir = await clusterDirectory(dataDir);
  if (!pgDir.startsWith(`${dataDir}${path.sep}`))
    await rm(path.dirname(pgDir), { recursive: true, force: true });
}

beforeEach(async () => {
  raiz = await mkdtemp(path.join(os.tmpdir(), 'acolher-emb-'));
  iniciado = null;
  usados = [];
});

afterEach(async () => {
  await iniciado?.stop();
  for (const dataDir of usados) await apagarBancoDeFora(dataDir);
  await rm(raiz, { recursive: true, force: true });
});

const situacoes = [
  {
    nome: 'DATA_DIR onde o usuário do servidor chega',
    dataDir: async () => raiz,
    lugar: (dataDir: string) => path.join(dataDir, 'pg'),
  },
  {
    nome: 'DATA_DIR dentro de uma pasta 0700 (um clone em /root)',
    dataDir: async () => {
      const dataDir = path.join(raiz, 'dados');
      await mkdir(dataDir);
      expect((await stat(raiz)).mode & 0o777).toBe(0o700);
      return dataDir;
    },
    lugar: (dataDir: string) =>
      comoRoot ? expect.stringMatching(FORA_DO_DATA_DIR) : path.join(dataDir, 'pg'),
  },
];

describe.each(situacoes)('PostgreSQL embutido, $nome', ({ dataDir: criar, lugar }) => {
  it('socket Unix na pasta do banco, sem TCP; uma escrita sobrevive a parar e reiniciar', async () => {
    const dataDir = await criar();
    const banco = await iniciar(dataDir);
    const pgDir = await clusterDirectory(dataDir);
    expect(pgDir).toEqual(lugar(dataDir));
    expect(new URL(banco.url).searchParams.get('host')).toBe(pgDir);
    expect(await consultar(banco.url, "select current_setting('listen_addresses') as tcp")).toEqual([
      { tcp: '' },
    ]);
    await consultar(banco.url, "create table guardado as select 'sim' as valor");
    await banco.stop();
    iniciado = null;

    const reiniciado = await iniciar(dataDir);
    expect(await consultar(reiniciado.url, 'select valor from guardado')).toEqual([{ valor: 'sim' }]);
  });

  it('um postmaster que ficou rodando (app morto) é parado e substituído', async () => {
    const dataDir = await criar();
    const abandonado = await startEmbeddedPostgres(dataDir);
    usados.push(dataDir);
    await consultar(abandonado.url, 'create table t (x int)');
    const banco = await iniciar(dataDir);
    expect(await consultar(banco.url, 'select count(*)::int as n from t')).toEqual([{ n: 0 }]);
  });
});

describe('PostgreSQL embutido', () => {
  it('como root, DATA_DIR numa pasta 0700: banco em /var/lib/acolher, anotado em DATA_DIR/pg-local, anunciado uma vez, travado enquanto roda', async () => {
    const dataDir = path.join(raiz, 'dados');
    const log = vi.spyOn(console, 'log');
    const banco = await iniciar(dataDir);
    const pgDir = await clusterDirectory(dataDir);
    const trava = path.join(path.dirname(pgDir), 'acolher.pid');
    const rodando = {
      apontador: await lerSeExistir(path.join(dataDir, 'pg-local')),
      trava: await lerSeExistir(trava),
    };
    await banco.stop();
    iniciado = null;
    const parado = await lerSeExistir(trava);
    await iniciar(dataDir);
    const anuncios = log.mock.calls.filter(([linha]) => String(linha).includes('o banco fica em'));
    log.mockRestore();

    expect({ rodando, parado, anuncios }).toEqual(
      comoRoot
        ? {
            rodando: { apontador: `${pgDir}\n`, trava: `${process.pid}\n` },
            parado: null,
            anuncios: [
              [
                'O PostgreSQL embutido roda como o usuário postgres, que não tem acesso a ' +
                  `${dataDir}; por isso o banco fica em ${pgDir} (anotado em ${dataDir}/pg-local).`,
              ],
            ],
          }
        : { rodando: { apontador: null, trava: null }, parado: null, anuncios: [] },
    );
  });

  it('um banco que já existe no DATA_DIR nunca é trocado por um vazio em outro lugar', async () => {
    const pasta = path.join(raiz, 'pasta');
    const dataDir = path.join(pasta, 'dados');
    await mkdir(dataDir, { recursive: true });
    await chmod(raiz, 0o755);
    const banco = await iniciar(dataDir);
    await consultar(banco.url, "create table guardado as select 'sim' as valor");
    await banco.stop();
    iniciado = null;
    await chmod(pasta, 0o700);

    const resultado = await iniciar(dataDir).then(
      (reiniciado) => consultar(reiniciado.url, 'select valor from guardado'),
      (err: Error) => err.message,
    );
    expect(resultado).toEqual(
      comoRoot
        ? `Os dados do PostgreSQL embutido estão em ${dataDir}/pg, mas o usuário postgres, com que ele roda, ` +
            `não tem acesso à pasta ${pasta}. Libere a passagem com: chmod o+x ${pasta}`
        : [{ valor: 'sim' }],
    );
    await expect(access(path.join(dataDir, 'pg-local'))).rejects.toThrow('ENOENT');
  });

  it('caminho longo demais para um socket (107 bytes): só 127.0.0.1, numa porta livre', async () => {
    const longo = path.join(raiz, 'x'.repeat(60), 'y'.repeat(40));
    await mkdir(longo, { recursive: true });
    await chmod(raiz, 0o755);
    const banco = await iniciar(longo);
    const url = new URL(banco.url);
    expect(url.hostname).toBe('127.0.0.1');
    expect(Number(url.port)).toBeGreaterThan(0);
    expect(
      await consultar(
        banco.url,
        "select current_setting('listen_addresses') as tcp, current_setting('unix_socket_directories') as socket",
      ),
    ).toEqual([{ tcp: '127.0.0.1', socket: '' }]);
  });
});
