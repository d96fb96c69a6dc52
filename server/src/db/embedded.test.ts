import { access, chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, prepararBanco } from './database.ts';
import { clusterDirectory, type EmbeddedPostgres, startEmbeddedPostgres } from './embedded.ts';
import { packagedPostgres, reachableBinaries } from './embedded-binaries.ts';
import { comoServidor, run, runAs, SYSTEM_DIR } from './embedded-user.ts';
import { createPool } from './pool.ts';

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

/** The environment a process was started with, as /proc keeps it for its whole life. */
async function ambienteDe(pid: number): Promise<Record<string, string>> {
  const texto = await readFile(`/proc/${pid}/environ`, 'utf8');
  return Object.fromEntries(
    texto
      .split('\0')
      .filter(Boolean)
      .map((par) => [par.slice(0, par.indexOf('=')), par.slice(par.indexOf('=') + 1)]),
  );
}

describe('PostgreSQL embutido: o papel do app e o que o servidor herda', () => {
  it('num DATA_DIR novo: o papel acolher_app entra com a senha de pg-senha-app (0600), sem ser superusuário', async () => {
    const banco = await iniciar(raiz);
    expect((await stat(path.join(raiz, 'pg-senha-app'))).mode & 0o777).toBe(0o600);
    expect(new URL(banco.appUrl).username).toBe('acolher_app');
    expect(
      await consultar(
        banco.appUrl,
        'select current_user as papel, rolsuper, rolcreaterole, rolcreatedb from pg_roles where rolname = current_user',
      ),
    ).toEqual([{ papel: 'acolher_app', rolsuper: false, rolcreaterole: false, rolcreatedb: false }]);
  });

  it('a start do app (openDatabase + prepararBanco) migra como dono e atende como acolher_app, que só acrescenta à auditoria', async () => {
    usados.push(raiz);
    const banco = await openDatabase(loadConfig({ DATA_DIR: raiz }));
    const pool = createPool(banco.url);
    try {
      await prepararBanco(banco, pool);
      await pool.query("insert into auditoria (acao, entidade) values ('entrar', 'usuario')");
      await expect(pool.query('delete from auditoria')).rejects.toThrow(
        'permission denied for table auditoria',
      );
      await expect(pool.query('create table nova (x int)')).rejects.toThrow(
        'permission denied for schema public',
      );
      // A refused duplicate: its values never reach PostgreSQL's own log.
      const cpf = '52998224725';
      const pessoa = `insert into pessoa (nome, sobrenome, data_nascimento, cpf) values ('Ana', 'Plantada', '1950-05-04', $1)`;
      await pool.query(pessoa, [cpf]);
      await expect(pool.query(pessoa, [cpf])).rejects.toThrow('duplicate key');
      const log = await readFile(path.join(await clusterDirectory(raiz), 'postgresql.log'), 'utf8');
      expect(log).toContain('duplicate key');
      expect(log).not.toContain(cpf);
    } finally {
      await pool.end();
      await banco.close();
    }
  });

  it('o postmaster não herda ADMIN_PASSWORD nem SMTP_URL: só PATH, idioma, fuso e HOME', async () => {
    const plantadas = {
      ADMIN_PASSWORD: 'senha-do-admin-plantada',
      SMTP_URL: 'smtp://u:segredo-smtp@h:587',
      LC_TIME: 'C',
    };
    const antes = Object.keys(plantadas).map((nome) => [nome, process.env[nome]] as const);
    Object.assign(process.env, plantadas);
    try {
      await iniciar(raiz);
    } finally {
      for (const [nome, valor] of antes) {
        if (valor === undefined) delete process.env[nome];
        else process.env[nome] = valor;
      }
    }
    const pgDir = await clusterDirectory(raiz);
    const pid = Number.parseInt(await readFile(path.join(pgDir, 'postmaster.pid'), 'utf8'), 10);
    const ambiente = await ambienteDe(pid);
    expect(JSON.stringify(ambiente)).not.toMatch(/senha-do-admin-plantada|segredo-smtp/);
    // PostgreSQL adds its own (PGDATA, PG_GRANDPARENT_PID, PGLOCALEDIR…) and pg_ctl's shell its PWD,
    // the `/` it was started in; nothing else of ours gets through.
    const nossos = Object.keys(ambiente).filter((nome) => !/^PG/.test(nome));
    expect(nossos.filter((nome) => !/^(PATH|LANG|LANGUAGE|LC_[A-Z]+|TZ|HOME|PWD)$/.test(nome))).toEqual([]);
    expect(ambiente.PWD).toBe('/');
    expect(ambiente.LC_TIME).toBe('C');
  });

  it.each(['/tmp/outro-lugar/pg', '/var/lib/acolher/../../etc/pg', '/var/lib/acolher'])(
    'um pg-local que aponta para %s, fora de /var/lib/acolher, é recusado',
    async (lugar) => {
      await writeFile(path.join(raiz, 'pg-local'), `${lugar}\n`);
      await expect(startEmbeddedPostgres(raiz)).rejects.toThrow(
        `O arquivo ${raiz}/pg-local aponta o banco embutido para ${lugar}, fora de /var/lib/acolher: recusado.`,
      );
    },
  );
});

describe('PostgreSQL embutido vigiado (vigiar)', () => {
  it('parado por fora (pg_ctl stop -m immediate) com o app no ar: é iniciado de novo, no mesmo socket, e avisa no log', async () => {
    const banco = await iniciar(raiz);
    await consultar(banco.url, "create table guardado as select 'sim' as valor");
    const avisos: string[] = [];
    const anotar = (_obj: object, msg: string) => avisos.push(msg);
    banco.vigiar({ warn: anotar, error: anotar, info: anotar });

    const pgDir = await clusterDirectory(raiz);
    const antes = Number.parseInt(await readFile(path.join(pgDir, 'postmaster.pid'), 'utf8'), 10);
    const ids = await runAs();
    const { pg_ctl } = await reachableBinaries(await packagedPostgres(), ids, SYSTEM_DIR);
    await run(pg_ctl, ['stop', '-D', pgDir, '-m', 'immediate', '-w'], comoServidor(ids));

    let valores: unknown = null;
    for (let tentativa = 0; tentativa < 120 && valores === null; tentativa++) {
      valores = await consultar(banco.url, 'select valor from guardado').catch(() => null);
      if (valores === null) await new Promise((r) => setTimeout(r, 500));
    }
    expect(valores).toEqual([{ valor: 'sim' }]);
    const depois = Number.parseInt(await readFile(path.join(pgDir, 'postmaster.pid'), 'utf8'), 10);
    expect(depois).not.toBe(antes);
    expect(avisos).toEqual([
      'o PostgreSQL embutido parou; iniciando-o de novo',
      'PostgreSQL embutido de volta',
    ]);
  });
});
