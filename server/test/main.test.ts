import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppEmProcesso,
  executarMain,
  iniciarMain,
  matarIniciados,
  postmasterDe,
  terminar,
  vivo,
} from './processo.ts';

/** The process as an operator sees it: config errors, crash recovery, one app per DATA_DIR, SIGTERM. */

async function consultar<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  valores: unknown[] = [],
): Promise<T[]> {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    return (await cliente.query<T>(sql, valores)).rows;
  } finally {
    await cliente.end();
  }
}

async function saude(url: string): Promise<number> {
  return (await fetch(`${url}/health`)).status;
}

/**
 * A request the server is still reading (its body promised, never sent): the app's close waits for
 * it, so a SIGTERM runs into the shutdown's deadline.
 */
async function pedidoSemFim(url: string): Promise<net.Socket> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  await once(socket, 'connect');
  socket.write(
    `POST /login/ HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
  );
  // Let the server take the request in before the signal.
  await new Promise((r) => setTimeout(r, 200));
  return socket;
}

describe('configuração inválida', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://root@localhost/acolher' }, 'DATABASE_URL: deve começar com postgres://'],
    [{ DATABASE_URL: 'postgres://app@localhost/acolher' }, 'DATABASE_OWNER_URL: falta'],
  ])('%o: sai com 1 e uma mensagem clara, sem pilha', async (env, esperado) => {
    const { filho, saida } = executarMain(env);
    const { codigo } = await terminar(filho);
    expect(codigo).toBe(1);
    expect(saida()).toContain('Configuração inválida');
    expect(saida()).toContain(esperado);
    expect(saida()).not.toMatch(/^\s+at /m);
  });
});

/** What an operator must see when the start fails: exit 1, the given line, no stack, no JSON log. */
async function saiComUmaLinha(env: NodeJS.ProcessEnv, esperado: string): Promise<string> {
  const { filho, saida } = executarMain(env);
  const { codigo } = await terminar(filho);
  expect(codigo).toBe(1);
  expect(saida()).toContain(esperado);
  expect(saida()).not.toMatch(/^\s+at /m);
  expect(saida()).not.toContain('"level"');
  return saida();
}

describe('falhas ao iniciar', () => {
  it('DATABASE_URL inalcançável: uma linha que nomeia a variável, sem a senha', async () => {
    const saida = await saiComUmaLinha(
      {
        DATABASE_URL: 'postgres://acolher_app:segredo-do-banco@127.0.0.1:1/acolher',
        DATABASE_OWNER_URL: 'postgres://postgres:segredo-do-dono@127.0.0.1:1/acolher',
      },
      'Não foi possível conectar ao PostgreSQL de DATABASE_URL (127.0.0.1:1/acolher): a conexão foi recusada',
    );
    expect(saida).not.toContain('segredo-do-banco');
    expect(saida).not.toContain('segredo-do-dono');
  });

  it('DATA_DIR inutilizável: uma linha que nomeia a variável e o motivo', async () => {
    const pasta = await mkdtemp(path.join(os.tmpdir(), 'acolher-arquivo-'));
    try {
      const arquivo = path.join(pasta, 'um-arquivo');
      await writeFile(arquivo, '');
      const dataDir = path.join(arquivo, 'dados');
      await saiComUmaLinha(
        { DATA_DIR: dataDir },
        `DATA_DIR ${dataDir} não pode ser usado: parte do caminho é um arquivo, não uma pasta`,
      );
    } finally {
      await rm(pasta, { recursive: true, force: true });
    }
  });
});

// Each test starts real processes (tsx compile, initdb, PostgreSQL): slow on a loaded machine.
describe('ciclo de vida do PostgreSQL embutido', { timeout: 120_000 }, () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'acolher-vida-'));
  });

  afterEach(matarIniciados);

  afterAll(async () => {
    const postmaster = await postmasterDe(dataDir);
    if (postmaster && vivo(postmaster.pid)) process.kill(postmaster.pid, 'SIGQUIT');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('o primeiro início diz o e-mail com que entrar (a tela pede e-mail, não login)', async () => {
    const app = await iniciarMain({ DATA_DIR: dataDir, ADMIN_EMAIL: 'direcao@lar.example' });
    expect(app.saida()).toContain('Administrador criado: entre com o e-mail direcao@lar.example');
    expect(app.saida()).toContain('Senha inicial: a de ADMIN_PASSWORD');
    expect(app.saida()).not.toMatch(/login admin/);
    app.filho.kill('SIGTERM');
    await terminar(app.filho);
  });

  it('kill -9 do app: o próximo início funciona e a escrita confirmada está lá', async () => {
    const primeiro = await iniciarMain({ DATA_DIR: dataDir });
    expect(await saude(primeiro.url)).toBe(200);
    const banco = await postmasterDe(dataDir);
    if (!banco) throw new Error('sem postmaster.pid');
    await consultar(banco.url, 'create table confirmadas (valor text)');
    await consultar(banco.url, "insert into confirmadas values ('antes do kill')");

    primeiro.filho.kill('SIGKILL');
    await terminar(primeiro.filho);
    // The orphan postmaster outlives the app: the next start must deal with it.
    expect(vivo(banco.pid)).toBe(true);

    const segundo = await iniciarMain({ DATA_DIR: dataDir });
    expect(await saude(segundo.url)).toBe(200);
    const depois = await postmasterDe(dataDir);
    expect(depois?.pid).not.toBe(banco.pid);
    expect(vivo(banco.pid)).toBe(false);
    expect(await consultar(depois?.url ?? '', 'select valor from confirmadas')).toEqual([
      { valor: 'antes do kill' },
    ]);
    // Administrator created once: the restart found the user and did not create another.
    expect(await consultar(depois?.url ?? '', 'select count(*)::int as n from usuario')).toEqual([{ n: 1 }]);

    segundo.filho.kill('SIGKILL');
    await terminar(segundo.filho);
  });

  it('kill -9 do app e do postmaster: a recuperação do WAL mantém a escrita confirmada', async () => {
    const app = await iniciarMain({ DATA_DIR: dataDir });
    const banco = await postmasterDe(dataDir);
    if (!banco) throw new Error('sem postmaster.pid');
    await consultar(banco.url, "insert into confirmadas values ('antes da queda')");
    app.filho.kill('SIGKILL');
    process.kill(banco.pid, 'SIGKILL');
    await terminar(app.filho);

    const depois = await iniciarMain({ DATA_DIR: dataDir });
    const novo = await postmasterDe(dataDir);
    const valores = await consultar<{ valor: string }>(
      novo?.url ?? '',
      'select valor from confirmadas order by valor',
    );
    expect(valores.map((v) => v.valor)).toEqual(['antes da queda', 'antes do kill']);
    depois.filho.kill('SIGTERM');
    await terminar(depois.filho);
  });

  it('um segundo app no mesmo DATA_DIR sai com 1 e uma mensagem clara; o primeiro segue servindo', async () => {
    const primeiro = await iniciarMain({ DATA_DIR: dataDir });
    const { filho, saida } = executarMain({ DATA_DIR: dataDir });
    const { codigo } = await terminar(filho);
    expect(codigo).toBe(1);
    expect(saida()).toContain(
      `O diretório de dados ${dataDir} já está em uso por outro Acolher (processo ${primeiro.filho.pid})`,
    );
    expect(saida()).not.toMatch(/^\s+at /m);
    expect(await saude(primeiro.url)).toBe(200);
    primeiro.filho.kill('SIGTERM');
    await terminar(primeiro.filho);
  });

  // SIGHUP: the terminal that ran `npm start` closed (an SSH session ended).
  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)('%s: sai com 0 e para o postmaster', async (sinal) => {
    const { app, banco } = await iniciarComPostmaster();
    app.filho.kill(sinal);
    expect(await terminar(app.filho)).toEqual({ codigo: 0, sinal: null });
    expect(vivo(banco.pid)).toBe(false);
    expect(await postmasterDe(dataDir)).toBeNull();
  });

  /** The app on this DATA_DIR, and its postmaster. */
  async function iniciarComPostmaster() {
    const app = await iniciarMain({ DATA_DIR: dataDir });
    const banco = await postmasterDe(dataDir);
    if (!banco) throw new Error('sem postmaster.pid');
    return { app, banco };
  }

  /** SIGTERM while a request never ends; `durante` runs as the shutdown waits for it. */
  async function encerrarComPedidoPreso(app: AppEmProcesso, durante: () => Promise<void> = async () => {}) {
    const preso = await pedidoSemFim(app.url);
    try {
      app.filho.kill('SIGTERM');
      await durante();
      return await terminar(app.filho);
    } finally {
      preso.destroy();
    }
  }

  /** No postmaster runs on DATA_DIR (its pid file may be left by a kill -9). */
  async function semPostmasterVivo(): Promise<boolean> {
    const postmaster = await postmasterDe(dataDir);
    return postmaster === null || !vivo(postmaster.pid);
  }

  it('um encerramento que passa do prazo ainda para o postmaster, e sai com 1; um segundo sinal não o encurta', async () => {
    const { app, banco } = await iniciarComPostmaster();
    const saida = await encerrarComPedidoPreso(app, async () => {
      // Ctrl-C again while the shutdown waits: the same shutdown goes on, the database still stopped.
      await new Promise((r) => setTimeout(r, 500));
      app.filho.kill('SIGINT');
      await new Promise((r) => setTimeout(r, 500));
      expect(app.filho.exitCode ?? app.filho.signalCode).toBeNull();
    });
    expect(saida).toEqual({ codigo: 1, sinal: null });
    expect(app.saida()).toContain('O encerramento demorou demais');
    expect(vivo(banco.pid)).toBe(false);
    expect(await postmasterDe(dataDir)).toBeNull();
  });

  it('o vigia para antes de tudo: um postmaster que cai durante o encerramento não é iniciado de novo', async () => {
    const { app, banco } = await iniciarComPostmaster();
    const saida = await encerrarComPedidoPreso(app, async () => {
      await new Promise((r) => setTimeout(r, 500));
      process.kill(banco.pid, 'SIGKILL');
      // The watch looks once a second: three looks would have started it again.
      await new Promise((r) => setTimeout(r, 3500));
      expect(await semPostmasterVivo()).toBe(true);
    });
    expect(saida).toEqual({ codigo: 1, sinal: null });
    expect(app.saida()).not.toContain('iniciando-o de novo');
    expect(await semPostmasterVivo()).toBe(true);
  });

  /** A first start on a new DATA_DIR, up to its postmaster (before the migrations, the administrator, listen()). */
  async function ateOPostmaster(novo: string) {
    const app = executarMain({ DATA_DIR: novo });
    let banco = await postmasterDe(novo);
    while (!banco && app.filho.exitCode === null) {
      // Often: the window up to listen() is the migrations and one argon2 hash, a second or so.
      await new Promise((r) => setTimeout(r, 5));
      banco = await postmasterDe(novo);
    }
    if (!banco) throw new Error(`sem postmaster:\n${app.saida()}`);
    expect(app.saida()).not.toContain('Acolher pronto');
    return { app, banco };
  }

  /** `teste` on a new DATA_DIR, whose postmaster is stopped and folder removed afterwards. */
  async function emPastaNova(teste: (novo: string) => Promise<void>) {
    const novo = await mkdtemp(path.join(os.tmpdir(), 'acolher-inicio-'));
    try {
      await teste(novo);
    } finally {
      const restante = await postmasterDe(novo);
      if (restante && vivo(restante.pid)) {
        process.kill(restante.pid, 'SIGQUIT');
        while (vivo(restante.pid)) await new Promise((r) => setTimeout(r, 50));
      }
      await rm(novo, { recursive: true, force: true });
    }
  }

  it('SIGTERM durante o início: o início termina (a senha inicial é dita), depois para o postmaster e sai com 0', () =>
    emPastaNova(async (novo) => {
      // A signal there once ended the process on the spot and left the database running.
      const { app, banco } = await ateOPostmaster(novo);
      app.filho.kill('SIGTERM');
      expect(await terminar(app.filho), app.saida()).toEqual({ codigo: 0, sinal: null });
      expect(app.saida()).toContain('Administrador criado: entre com o e-mail');
      expect(vivo(banco.pid)).toBe(false);
      expect(await postmasterDe(novo)).toBeNull();
    }));

  it('um segundo sinal durante o início encerra já (um início preso ainda se para)', () =>
    emPastaNova(async (novo) => {
      const { app } = await ateOPostmaster(novo);
      app.filho.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 100));
      app.filho.kill('SIGTERM');
      expect(await terminar(app.filho), app.saida()).toEqual({ codigo: null, sinal: 'SIGTERM' });
    }));

  it('uma falha que ninguém pegou também para o postmaster, e sai com 1', async () => {
    const app = await iniciarMain({
      DATA_DIR: dataDir,
      NODE_OPTIONS: `--import ${fileURLToPath(new URL('./support/falha-no-sinal.mjs', import.meta.url))}`,
    });
    const banco = await postmasterDe(dataDir);
    if (!banco) throw new Error('sem postmaster.pid');
    app.filho.kill('SIGUSR2');
    expect(await terminar(app.filho)).toEqual({ codigo: 1, sinal: null });
    expect(app.saida()).toContain('falha provocada pelo teste');
    expect(vivo(banco.pid)).toBe(false);
    expect(await postmasterDe(dataDir)).toBeNull();
  });

  it('porta ocupada: uma linha que nomeia a porta, sem avisos do pool, e o postmaster parado', async () => {
    const ocupante = net.createServer();
    ocupante.listen(0, '127.0.0.1');
    await once(ocupante, 'listening');
    const { port } = ocupante.address() as net.AddressInfo;
    try {
      await saiComUmaLinha(
        { DATA_DIR: dataDir, PORT: String(port) },
        `A porta ${port} de 127.0.0.1 já está em uso. Defina outra com PORT.`,
      );
      expect(await postmasterDe(dataDir)).toBeNull();
    } finally {
      ocupante.close();
    }
  });
});
