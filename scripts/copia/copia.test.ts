import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { createDb } from '../../server/src/db/client.ts';
import { startEmbeddedPostgres } from '../../server/src/db/embedded.ts';
import { lockDataDir } from '../../server/src/db/lock.ts';
import { migrarEConceder } from '../../server/src/db/migrate.ts';
import { PAPEL_DE_TESTE, PAPEL_DO_APP } from '../../server/src/db/papel.ts';
import { createPool } from '../../server/src/db/pool.ts';
import { hojeNoLar } from '../../server/src/lib/hoje.ts';
// The vitest `inject('testDb')` typing lives in the global setup; scripts/ is a separate program for tsc.
import type {} from '../../server/test/global-setup.ts';
import { createTestDb, criarBancoVazio, type TestDb } from '../../server/test/support/db.ts';
import { criarConta, entrar, type SessaoDeTeste } from '../../server/test/support/sessoes.ts';
import { semearDemo, USUARIO_DEMO } from '../seed/demo.ts';
import { objetosDoEsquema } from './catalogo.ts';
import { fazerCopia } from './copiar.ts';
import { CopiaInvalidaError, FIM_DA_TABELA } from './formato.ts';
import { restaurarCopia } from './restaurar.ts';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** How many migrations this checkout has: the count a copy from a newer Acolher exceeds. */
async function migracoesConhecidas(): Promise<number> {
  const diario = path.join(RAIZ, 'server', 'src', 'db', 'migrations', 'meta', '_journal.json');
  return (JSON.parse(await fs.readFile(diario, 'utf8')) as { entries: unknown[] }).entries.length;
}
const FUSO = 'America/Sao_Paulo';
const executar = promisify(execFile);

/**
 * What a database holds, computed independently of the backup's own checksum: per table the row
 * count and the md5 of every row's text in sorted order; every sequence's state; the migrations
 * drizzle recorded (the app's next start must find them all applied).
 */
async function retrato(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`begin isolation level repeatable read; set local timezone = 'UTC'`);
    const foto: Record<string, string> = {};
    const { rows: tabelas } = await client.query<{ nome: string; temporaria: boolean }>(
      `select table_name as nome, c.relpersistence = 'u' as temporaria from information_schema.tables
         join pg_class c on c.oid = format('public.%I', table_name)::regclass
       where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    for (const { nome, temporaria } of tabelas) {
      // An UNLOGGED table (the per-address counts, decision 0035) holds nothing worth keeping and
      // is left out of the copy: its rows are clients' addresses, which must not outlive a minute.
      if (temporaria) {
        foto[`tabela ${nome}`] = 'fora da cópia';
        continue;
      }
      const { rows } = await client.query<{ n: string; md5: string | null }>(
        `select count(*)::text as n, md5(string_agg(t::text, E'\\n' order by t::text)) as md5 from public."${nome}" t`,
      );
      foto[`tabela ${nome}`] = `${rows[0]?.n} linhas, ${rows[0]?.md5 ?? 'vazia'}`;
    }
    const { rows: sequencias } = await client.query<{ nome: string }>(
      `select sequence_name as nome from information_schema.sequences where sequence_schema = 'public'`,
    );
    for (const { nome } of sequencias) {
      const { rows } = await client.query(`select last_value::text, is_called from public."${nome}"`);
      foto[`sequência ${nome}`] = JSON.stringify(rows[0]);
    }
    // The restore drops foreign keys and indexes while loading: they must all be back, as they were.
    const { rows: indices } = await client.query(
      `select indexname, indexdef from pg_indexes where schemaname = 'public' order by 1`,
    );
    foto.indices = JSON.stringify(indices);
    const { rows: restricoes } = await client.query(
      `select conrelid::regclass::text as tabela, conname, pg_get_constraintdef(c.oid) as definicao, convalidated
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public' order by 1, 2`,
    );
    foto.restricoes = JSON.stringify(restricoes);
    const { rows: gatilhos } = await client.query(
      `select tgrelid::regclass::text as tabela, tgname, tgenabled from pg_trigger where not tgisinternal order by 1, 2`,
    );
    foto.gatilhos = JSON.stringify(gatilhos);
    const { rows: migracoes } = await client.query(
      'select hash, created_at::text from drizzle.__drizzle_migrations order by id',
    );
    foto.migracoes = JSON.stringify(migracoes);
    await client.query('commit');
    return foto;
  } finally {
    await client.end();
  }
}

/** The real app on `banco`, logged in as the test's app role (which the restore granted, like a start). */
async function appNoBanco(banco: TestDb): Promise<{ app: FastifyInstance; fechar(): Promise<void> }> {
  const pool = createPool(banco.appUrl);
  const app = await buildApp({
    db: createDb(pool),
    pool,
    config: loadConfig({ DATA_DIR: path.join(os.tmpdir(), 'acolher-test-data'), LOG_LEVEL: 'silent' }),
    mailer: { send: async () => {} },
  });
  await app.ready();
  return {
    app,
    async fechar() {
      await app.close();
      await pool.end();
    },
  };
}

async function semeado(): Promise<TestDb> {
  const banco = await createTestDb();
  await banco.db.transaction((tx) => semearDemo(tx, FUSO));
  return banco;
}

/** A command of package.json as the operator runs it: its exit code and what it printed. */
async function comando(script: string, argumentos: string[], env: NodeJS.ProcessEnv) {
  try {
    const { stdout, stderr } = await executar(
      process.execPath,
      ['--import', 'tsx', path.join('scripts', script), ...argumentos],
      { cwd: RAIZ, env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env } },
    );
    return { codigo: 0, stdout, stderr };
  } catch (erro) {
    const { code, stdout, stderr } = erro as { code: number; stdout: string; stderr: string };
    return { codigo: code, stdout, stderr };
  }
}

function externo(banco: TestDb): NodeJS.ProcessEnv {
  return { DATABASE_OWNER_URL: banco.url, DATABASE_URL: banco.appUrl };
}

let pasta: string;
beforeAll(async () => {
  pasta = await fs.mkdtemp(path.join(os.tmpdir(), 'acolher-copias-'));
});
afterAll(() => fs.rm(pasta, { recursive: true, force: true }));

describe('npm run backup e npm run restore', () => {
  let origem: TestDb;
  let destino: TestDb;
  /** A copy of `origem` made in-process, for the tests that spoil it. */
  let arquivo: string;

  beforeAll(async () => {
    origem = await semeado();
    // Audit rows too, whose table refuses UPDATE, DELETE and TRUNCATE: the restore only inserts.
    const { app, fechar } = await appNoBanco(origem);
    try {
      await entrar(app, USUARIO_DEMO.EMAIL, USUARIO_DEMO.SENHA);
      await app.inject({
        method: 'POST',
        url: '/login/',
        payload: { email: USUARIO_DEMO.EMAIL, senha: 'errada1' },
      });
    } finally {
      await fechar();
    }
    destino = await criarBancoVazio();
    ({ arquivo } = await fazerCopia(origem.url, path.join(pasta, 'base')));
  });
  afterAll(async () => {
    await origem.drop();
    await destino.drop();
  });

  it('a cópia é um gzip só do dono, e a restauração reproduz cada tabela, sequência e migração', async () => {
    const copia = await comando('backup.ts', ['--pasta', pasta], externo(origem));
    expect(copia.codigo, copia.stderr).toBe(0);
    const daLinhaDeComando = path.join(
      pasta,
      (await fs.readdir(pasta)).find((f) => f.endsWith('.copia.gz')) ?? '',
    );
    expect(copia.stdout).toContain(`Cópia gravada em ${daLinhaDeComando}`);
    expect((await fs.stat(daLinhaDeComando)).mode & 0o777).toBe(0o600);
    expect((await fs.readdir(pasta)).filter((f) => f.endsWith('.parcial'))).toEqual([]);

    const restauracao = await comando('restore.ts', [daLinhaDeComando], externo(destino));
    expect(restauracao.codigo, restauracao.stderr).toBe(0);
    expect(restauracao.stdout).toContain('restaurada');

    const antes = await retrato(origem.url);
    expect(Number.parseInt(antes['tabela auditoria'] ?? '0', 10)).toBeGreaterThan(0);
    expect(Number.parseInt(antes['tabela acompanhamento'] ?? '0', 10)).toBeGreaterThan(100);
    expect(await retrato(destino.url)).toEqual(antes);
  });

  it('o app entra e lê no banco restaurado, e grava a partir das sequências restauradas', async () => {
    const { app, fechar } = await appNoBanco(destino);
    try {
      const sessao = await entrar(app, USUARIO_DEMO.EMAIL, USUARIO_DEMO.SENHA);
      const residentes = await app.inject({ method: 'GET', url: '/residente', headers: sessao.headers });
      expect(residentes.statusCode).toBe(200);
      const { rows } = await origem.pool.query<{ n: number }>(
        'select count(*)::int as n from residente where ativo',
      );
      expect(residentes.json()).toHaveLength(rows[0]?.n ?? -1);
      // A new row takes the next number, not one the copy already holds.
      await criarConta(destino.db, { login: 'nova', email: 'nova@lar.org', senha: 'segredo1' });
    } finally {
      await fechar();
    }
  });

  it('--manter N apaga só as cópias mais antigas da pasta, pelo nome que o backup dá', async () => {
    const aqui = path.join(pasta, 'manter');
    await fs.mkdir(aqui);
    const alheios = ['notas.txt', 'acolher-antiga.copia.gz', 'acolher-2019-01-01T00-00-00Z.copia.gz.parcial'];
    const velhas = ['acolher-2020-01-01T00-00-00Z.copia.gz', 'acolher-2021-06-30T23-59-59Z.copia.gz'];
    for (const nome of [...alheios, ...velhas]) await fs.writeFile(path.join(aqui, nome), 'x');
    const r = await comando('backup.ts', ['--pasta', aqui, '--manter', '2'], externo(origem));
    expect(r.codigo, r.stderr).toBe(0);
    expect(r.stdout).toContain(`mantidas as 2 mais novas): ${velhas[0]}\n`);
    const ficaram = await fs.readdir(aqui);
    expect(ficaram.sort()).toEqual(
      [...alheios, velhas[1], path.basename(r.stdout.split(' ')[3] ?? '')].sort(),
    );
    const zero = await comando('backup.ts', ['--pasta', aqui, '--manter', '0'], externo(origem));
    expect(zero.codigo).toBe(1);
    expect(zero.stderr).toMatch(/^--manter espera um número inteiro ≥ 1, não "0"\./);
  });

  it('um banco que não está vazio é recusado, e nada muda nele', async () => {
    const antes = await retrato(destino.url);
    const r = await comando('restore.ts', [arquivo], externo(destino));
    expect(r.codigo).toBe(1);
    expect(r.stderr).toMatch(
      /^O banco de DATABASE_OWNER_URL \(.*\) não está vazio .* Nada foi alterado\.\n$/,
    );
    expect(await retrato(destino.url)).toEqual(antes);
  });

  describe('um arquivo que não serve é recusado com uma mensagem clara, e o banco vazio continua vazio', () => {
    let vazio: TestDb;
    let inteiro: Buffer;
    let texto: string;
    beforeAll(async () => {
      vazio = await criarBancoVazio();
      inteiro = await fs.readFile(arquivo);
      texto = gunzipSync(inteiro).toString('utf8');
    });
    afterAll(() => vazio.drop());

    async function gravar(nome: string, conteudo: Buffer | string): Promise<string> {
      const caminho = path.join(pasta, nome);
      await fs.writeFile(caminho, conteudo);
      return caminho;
    }

    async function recusado(caminho: string, mensagem: RegExp): Promise<void> {
      const erro = await restaurarCopia(caminho, vazio.url, 'banco de teste', PAPEL_DE_TESTE.nome).catch(
        (e: unknown) => e,
      );
      expect(erro).toBeInstanceOf(CopiaInvalidaError);
      expect((erro as Error).message).toMatch(mensagem);
      expect(await objetosDoEsquema(vazio.pool)).toEqual([]);
      const { rows } = await vazio.pool.query(`select to_regnamespace('drizzle') as esquema`);
      expect(rows[0]?.esquema).toBeNull();
    }

    /** The copy's text with one change, compressed again: a valid gzip whose rows were altered. */
    function alterada(troca: (texto: string) => string): Buffer {
      const novo = troca(texto);
      expect(novo).not.toBe(texto);
      return gzipSync(novo);
    }

    it('arquivo que não existe', async () => {
      await recusado(
        path.join(pasta, 'nao-existe.copia.gz'),
        /O arquivo .*nao-existe\.copia\.gz não existe\./,
      );
    });

    it('arquivo vazio, texto comum, outro gzip, cabeçalho de outro formato ou versão', async () => {
      await recusado(
        await gravar('vazio.gz', ''),
        /não é uma cópia de segurança do Acolher: o arquivo está vazio/,
      );
      await recusado(
        await gravar('texto.gz', 'nome;cpf\n'),
        /não é uma cópia .*: não está comprimido com gzip/,
      );
      await recusado(
        await gravar('outro.gz', gzipSync('{"a":1}\nlinha\n')),
        /não é uma cópia .*: o cabeçalho não é/,
      );
      await recusado(
        await gravar('binario.gz', gzipSync(Buffer.alloc(3_000_000, 7))),
        /não começa com o cabeçalho/,
      );
      const futuro = texto.replace('"versao":1,', '"versao":99,');
      await recusado(await gravar('futuro.gz', gzipSync(futuro)), /está no formato 99/);
    });

    it('cópia de uma versão mais nova do Acolher (uma migração que esta não conhece)', async () => {
      const mais = alterada((t) => t.replace('"migracoes":[', '"migracoes":[{"hash":"x","quando":1},'));
      const conhecidas = await migracoesConhecidas();
      await recusado(
        await gravar('nova.gz', mais),
        new RegExp(
          `versão mais nova do Acolher \\(${conhecidas + 1} migrações; esta conhece ${conhecidas}\\)`,
        ),
      );
    });

    it('uma tabela ou coluna que as migrações não criam', async () => {
      const outra = alterada((t) => t.replace('{"nome":"auditoria",', '{"nome":"planilha_do_lar",'));
      await recusado(await gravar('outra.gz', outra), /tem a tabela planilha_do_lar, que as migrações/);
      const coluna = alterada((t) => t.replace('"colunas":["codigo",', '"colunas":["codigo","apelido",'));
      await recusado(await gravar('coluna.gz', coluna), /as colunas codigo, apelido, .* diferentes/);
    });

    it('cópia cortada no meio, em vários pontos', async () => {
      for (const fracao of [0.1, 0.5, 0.9, 0.999]) {
        const cortada = inteiro.subarray(0, Math.floor(inteiro.length * fracao));
        await recusado(await gravar(`cortada-${fracao}.gz`, cortada), /está incompleta/);
      }
      // Whole gzip, but the text stops after a table's end: the last line is missing.
      const semFim = gzipSync(texto.slice(0, texto.lastIndexOf(`${FIM_DA_TABELA}\n`)));
      await recusado(await gravar('sem-fim.gz', semFim), /incompleta/);
    });

    it('bytes trocados no meio do gzip', async () => {
      const estragada = Buffer.from(inteiro);
      const meio = Math.floor(estragada.length / 2);
      estragada.fill(0xa5, meio, meio + 16);
      await recusado(await gravar('estragada.gz', estragada), /está (corrompida|incompleta)/);
    });

    it('uma linha alterada, apagada ou acrescentada num gzip válido', async () => {
      const umNome = /^\d+\t([A-Z][a-zà-ú]+)\t/m.exec(texto.slice(texto.indexOf('\n') + 1))?.[1] ?? '';
      expect(umNome).not.toBe('');
      const trocada = alterada((t) => t.replace(`\t${umNome}\t`, `\t${umNome}x\t`));
      await recusado(await gravar('trocada.gz', trocada), /está corrompida: a tabela \w+ deveria ter/);
      const linhas = texto.split('\n');
      const umaLinha = linhas.findIndex((l, i) => i > 0 && /^\d+\t/.test(l));
      const semUma = alterada(() => [...linhas.slice(0, umaLinha), ...linhas.slice(umaLinha + 1)].join('\n'));
      await recusado(await gravar('sem-uma.gz', semUma), /está corrompida/);
      const lixo = alterada(() =>
        [...linhas.slice(0, umaLinha), 'lixo', ...linhas.slice(umaLinha)].join('\n'),
      );
      await recusado(
        await gravar('lixo.gz', lixo),
        /está corrompida: o PostgreSQL recusou os dados da tabela/,
      );
    });

    it('pela linha de comando: mensagem em uma linha e saída 1', async () => {
      const r = await comando('restore.ts', ['nao-existe.gz'], { ...externo(vazio), INIT_CWD: pasta });
      expect(r.codigo).toBe(1);
      expect(r.stderr).toBe(`O arquivo ${path.join(pasta, 'nao-existe.gz')} não existe.\n`);
      const semArquivo = await comando('restore.ts', [], externo(vazio));
      expect(semArquivo.codigo).toBe(1);
      expect(semArquivo.stderr).toContain('Uso: npm run restore ARQUIVO');
      expect(await objetosDoEsquema(vazio.pool)).toEqual([]);
    });
  });
});

describe('cópia durante uma sequência de gravações pela API', () => {
  let origem: TestDb;
  let destino: TestDb;
  beforeAll(async () => {
    origem = await semeado();
    destino = await criarBancoVazio();
  });
  afterAll(async () => {
    await origem.drop();
    await destino.drop();
  });

  it('a cópia é um instante só: cada acompanhamento com seus vínculos, e todos os confirmados antes dela', async () => {
    const { rows } = await origem.pool.query<{ funcionario: number; residente: number }>(
      `select (select codigo_funcionario from usuario where login = $1) as funcionario,
              (select min(codigo_residente) from residente where ativo) as residente`,
      [USUARIO_DEMO.LOGIN],
    );
    const { funcionario, residente } = rows[0] ?? { funcionario: 0, residente: 0 };
    const contagem = async (banco: TestDb, tabela: string) =>
      (await banco.pool.query<{ n: number }>(`select count(*)::int as n from ${tabela}`)).rows[0]?.n ?? -1;
    const semeados = await contagem(origem, 'acompanhamento');
    const { app, fechar } = await appNoBanco(origem);
    const confirmados: number[] = [];
    let parar = false;
    try {
      const sessao: SessaoDeTeste = await entrar(app, USUARIO_DEMO.EMAIL, USUARIO_DEMO.SENHA);
      const hoje = hojeNoLar(FUSO);
      const gravar = async () => {
        while (!parar) {
          const r = await app.inject({
            method: 'POST',
            url: '/acompanhamentos',
            headers: sessao.headers,
            payload: {
              DATA_ACOMPANHAMENTO: hoje,
              HORA_ACOMPANHAMENTO: '10:00',
              ATIVIDADE: `Caminhada ${confirmados.length}`,
              FUNCIONARIOS: [funcionario],
              RESIDENTES: [residente],
            },
          });
          expect(r.statusCode, r.body).toBe(201);
          confirmados.push(r.json().CODIGO);
        }
      };
      const ate = async (n: number) => {
        while (confirmados.length < n) await new Promise((ok) => setTimeout(ok, 20));
      };
      const escritores = [gravar(), gravar(), gravar()];
      await ate(15);
      const antesDaCopia = [...confirmados];
      const { arquivo, cabecalho } = await fazerCopia(origem.url, path.join(pasta, 'durante'));
      await ate(confirmados.length + 15);
      parar = true;
      await Promise.all(escritores);

      await restaurarCopia(arquivo, destino.url, 'banco de teste', PAPEL_DE_TESTE.nome);
      const copiados = cabecalho.tabelas.find((t) => t.nome === 'acompanhamento')?.linhas ?? 0;
      expect(await contagem(destino, 'acompanhamento')).toBe(copiados);
      // Writes went on after the copy, and every one acknowledged before it is in it.
      expect(copiados).toBeLessThan(semeados + confirmados.length);
      expect(copiados).toBeGreaterThanOrEqual(semeados + antesDaCopia.length);
      const { rows: presentes } = await destino.pool.query<{ n: number }>(
        'select count(*)::int as n from acompanhamento where codigo = any($1::int[])',
        [antesDaCopia],
      );
      expect(presentes[0]?.n).toBe(antesDaCopia.length);
      // Each create is one transaction: a torn copy would hold a follow-up without its links or its version.
      const { rows: incompletos } = await destino.pool.query(
        `select a.codigo from acompanhamento a
         where not exists (select 1 from acompanhamento_funcionario f where f.acompanhamento_codigo = a.codigo)
            or not exists (select 1 from acompanhamento_residente r where r.acompanhamento_codigo = a.codigo)`,
      );
      expect(incompletos).toEqual([]);
      for (const tabela of [
        'acompanhamento_funcionario',
        'acompanhamento_residente',
        'acompanhamento_versao',
      ]) {
        const { rows: soltos } = await destino.pool.query(
          `select 1 from ${tabela} v where not exists (select 1 from acompanhamento a where a.codigo = v.acompanhamento_codigo)`,
        );
        expect(soltos, tabela).toEqual([]);
      }
    } finally {
      parar = true;
      await fechar();
    }
  });
});

/** `npm start`'s server (main.ts) on DATA_DIR, until it says where it listens. */
async function iniciarApp(dataDir: string): Promise<{ url: string; parar(): Promise<void> }> {
  const filho = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: RAIZ,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let saida = '';
  filho.stderr.on('data', (d) => {
    saida += d;
  });
  const terminou = once(filho, 'exit');
  const url = await new Promise<string>((pronto, falhou) => {
    filho.stdout.on('data', (d) => {
      saida += d;
      const achado = /Acolher pronto em (\S+)/.exec(saida);
      if (achado?.[1]) pronto(achado[1]);
    });
    filho.once('exit', () => falhou(new Error(`o app não iniciou: ${saida}`)));
  });
  return {
    url,
    async parar() {
      filho.kill('SIGTERM');
      await terminou;
    },
  };
}

/** Signs in over HTTP as the demo team account and reads the residents' list. */
async function residentesPeloApp(url: string): Promise<number> {
  const login = await fetch(`${url}/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: USUARIO_DEMO.EMAIL, senha: USUARIO_DEMO.SENHA }),
  });
  expect(login.status).toBe(200);
  const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]);
  const lista = await fetch(`${url}/residente`, { headers: { cookie: cookies.join('; ') } });
  expect(lista.status).toBe(200);
  return ((await lista.json()) as unknown[]).length;
}

describe('com o banco embutido (DATA_DIR)', () => {
  const pastas: string[] = [];
  const novaPasta = async () => {
    const criada = await fs.mkdtemp(path.join(os.tmpdir(), 'acolher-copia-dados-'));
    pastas.push(criada);
    return criada;
  };
  afterAll(async () => {
    for (const p of pastas) await fs.rm(p, { recursive: true, force: true });
  });

  it('a cópia entra no servidor do app em execução; restaurada num DATA_DIR novo, o app inicia e serve os dados', async () => {
    const dados = await novaPasta();
    const copias = path.join(pasta, 'embutido');
    // What `npm start` holds while it runs: DATA_DIR's lock and its embedded server, migrated and in use.
    const trava = await lockDataDir(dados);
    const servidor = await startEmbeddedPostgres(dados);
    let residentes: number;
    try {
      const pool = createPool(servidor.url);
      try {
        await migrarEConceder(pool, PAPEL_DO_APP);
        await createDb(pool).transaction((tx) => semearDemo(tx, FUSO));
        residentes =
          (await pool.query<{ n: number }>('select count(*)::int as n from residente where ativo')).rows[0]
            ?.n ?? 0;
      } finally {
        await pool.end();
      }
      const copia = await comando('backup.ts', ['--pasta', copias], { DATA_DIR: dados });
      expect(copia.codigo, copia.stderr).toBe(0);
      // The running app's data directory is refused as a destination, whatever the file.
      const emUso = await comando('restore.ts', [path.join(copias, 'x.gz')], { DATA_DIR: dados });
      expect(emUso.stderr).toMatch(/^O arquivo .* não existe\.\n$/);
    } finally {
      await servidor.stop();
      await trava.release();
    }
    const [arquivo = ''] = await fs.readdir(copias);
    const caminho = path.join(copias, arquivo);
    const emUso = await comando('restore.ts', [caminho], { DATA_DIR: dados });
    expect(emUso.codigo).toBe(1);
    expect(emUso.stderr).toMatch(/não está vazio/);
    // With the app stopped the backup starts the cluster itself, and stops it and lets DATA_DIR go.
    const parado = await comando('backup.ts', ['--pasta', path.join(copias, 'parado')], { DATA_DIR: dados });
    expect(parado.codigo, parado.stderr).toBe(0);
    await (await lockDataDir(dados)).release();
    // A DATA_DIR with no cluster (a typo, another folder) is not a database to copy, nor one to create.
    const errado = path.join(dados, 'nao-e-o-data-dir');
    const semBanco = await comando('backup.ts', ['--pasta', copias], { DATA_DIR: errado });
    expect(semBanco.codigo).toBe(1);
    expect(semBanco.stderr.startsWith(`Não há banco embutido em ${errado}: nada a copiar.`)).toBe(true);
    await expect(fs.access(errado)).rejects.toThrow();

    const novo = await novaPasta();
    const restauracao = await comando('restore.ts', [caminho], { DATA_DIR: novo });
    expect(restauracao.codigo, restauracao.stderr).toBe(0);
    const app = await iniciarApp(novo);
    try {
      expect(await residentesPeloApp(app.url)).toBe(residentes);
    } finally {
      await app.parar();
    }
  }, 240_000);
});
