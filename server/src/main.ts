import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { type Database, openDatabase, prepararBanco } from './db/database.ts';
import { EmbeddedPostgresError } from './db/embedded.ts';
import { DataDirInUseError, DataDirUnusableError } from './db/lock.ts';
import { PapelDoAppInseguroError, PermissoesIncompletasError } from './db/papel.ts';
import { checkConnection, createPool, DatabaseUnreachableError } from './db/pool.ts';
import { destinoDoLog } from './lib/log-de-acesso.ts';
import { erroEmTexto } from './lib/log-seguro.ts';
import type { Mailer } from './lib/mail.ts';
import { criarMailer } from './lib/mail-factory.ts';
import { type AdministradorCriado, bootstrapAdmin } from './modules/auth/bootstrap.ts';

/** Past this, a stuck shutdown stops waiting for requests and stops the database, rather than hang a service manager. */
const PRAZO_DE_PARADA_MS = 15_000;

/** Errors whose message already tells the operator what to do: no stack trace for them. */
const ERROS_DO_OPERADOR = [
  ConfigError,
  DataDirInUseError,
  DataDirUnusableError,
  DatabaseUnreachableError,
  EmbeddedPostgresError,
  PapelDoAppInseguroError,
  PermissoesIncompletasError,
];

/** Why listen() failed, naming the variable that fixes it. */
const FALHAS_DE_ESCUTA: Record<string, (config: Config) => string> = {
  EADDRINUSE: (c) => `A porta ${c.PORT} de ${c.HOST} já está em uso. Defina outra com PORT.`,
  EACCES: (c) =>
    `A porta ${c.PORT} exige privilégios de administrador. Defina outra, acima de 1023, com PORT.`,
  EADDRNOTAVAIL: (c) => `O endereço ${c.HOST} não pertence a esta máquina. Defina outro com HOST.`,
};

function mensagemParaOperador(err: unknown, config?: Config): string | null {
  if (ERROS_DO_OPERADOR.some((tipo) => err instanceof tipo)) return (err as Error).message;
  const { code, syscall } = err as NodeJS.ErrnoException;
  const escuta = syscall === 'listen' && code ? FALHAS_DE_ESCUTA[code] : undefined;
  return escuta && config ? escuta(config) : null;
}

function falhar(err: unknown, config?: Config): never {
  const mensagem = mensagemParaOperador(err, config);
  if (mensagem) console.error(mensagem);
  else console.error('Falha ao iniciar o Acolher:', erroEmTexto(err));
  process.exit(1);
}

function anunciar(config: Config, endereco: string, admin: AdministradorCriado | null): void {
  // PORT=0 picks a free port, which only the listening server knows.
  const url = config.PORT === 0 ? endereco : config.APP_URL;
  if (admin) {
    // The login screen asks for the e-mail: that is what to type, not the login.
    console.log(`Administrador criado: entre com o e-mail ${admin.email}`);
    console.log(
      admin.senhaGerada
        ? `Senha inicial (anote, não será mostrada de novo): ${admin.senhaGerada}`
        : 'Senha inicial: a de ADMIN_PASSWORD',
    );
  }
  console.log(`Acolher pronto em ${url}`);
}

/**
 * SIGTERM and SIGINT as a service manager or Ctrl-C send them, and SIGHUP: the terminal that ran
 * `npm start` closed. Their default ends the process at once and leaves the embedded PostgreSQL
 * running (it takes a SIGHUP as "reload the settings").
 */
const SINAIS_DE_PARADA = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

/**
 * A signal while the app starts (the first start's initdb and migrations take seconds) is kept for
 * `pararComGraca`, which shuts down at once with it: the database started meanwhile is stopped. A
 * second one ends the process as before, so a start that hangs can still be stopped.
 */
function guardarSinalDoInicio(): { sinal(): NodeJS.Signals | undefined; soltar(): void } {
  let recebido: NodeJS.Signals | undefined;
  const guardar = (sinal: NodeJS.Signals) => {
    if (recebido === undefined) {
      recebido = sinal;
      console.error('Encerrando assim que o início terminar (outro sinal encerra já).');
      return;
    }
    soltar();
    process.kill(process.pid, sinal);
  };
  const soltar = () => {
    for (const sinal of SINAIS_DE_PARADA) process.off(sinal, guardar);
  };
  for (const sinal of SINAIS_DE_PARADA) process.on(sinal, guardar);
  return { sinal: () => recebido, soltar };
}

/** Resolves false once `ms` have passed; the timer holds the process until then, so the database is always reached. */
function prazo(ms: number): Promise<false> {
  return new Promise((resolve) => setTimeout(() => resolve(false), ms));
}

/**
 * The shutdown, in an order that always ends with the database stopped: the watch first, so a
 * database that goes away meanwhile is not started again behind the shutdown's back; then the
 * server (in-flight requests finish) and the pool, for at most PRAZO_DE_PARADA_MS; then the
 * database itself whatever happened before, on time, late (`pg_ctl stop -m fast` ends the sessions
 * still open) or failed. A crash (an exception or a rejection nobody caught) takes the same way
 * out, so it never leaves the database running either. A second signal changes nothing: the
 * first shutdown goes on, bounded by its deadline. Exits 0 only when a signal's shutdown closed
 * everything in order.
 */
function pararComGraca(
  app: FastifyInstance,
  pool: pg.Pool,
  banco: Database,
  sinalDoInicio: NodeJS.Signals | undefined,
): void {
  let parando = false;
  let falhou = false;
  const parar = async (motivo: string) => {
    if (parando) return;
    parando = true;
    app.log.info({ motivo }, 'encerrando');
    const fecharServidor = async () => {
      await banco.pararDeVigiar();
      await app.close();
      await pool.end();
      return true;
    };
    // true: closed in order; false: the deadline came first; null: a step failed (said already).
    const emOrdem = await Promise.race([fecharServidor(), prazo(PRAZO_DE_PARADA_MS)]).catch(
      (err: unknown) => {
        console.error('Falha ao encerrar:', erroEmTexto(err));
        return null;
      },
    );
    if (emOrdem === false)
      console.error('O encerramento demorou demais; parando o banco e saindo assim mesmo.');
    const bancoParado = await banco.close().then(
      () => true,
      (err: unknown) => {
        console.error('Falha ao parar o banco:', erroEmTexto(err));
        return false;
      },
    );
    process.exit(emOrdem === true && bancoParado && !falhou ? 0 : 1);
  };
  const caiu = (err: unknown) => {
    falhou = true;
    console.error('Falha inesperada; encerrando:', erroEmTexto(err));
    void parar('falha');
  };
  for (const sinal of SINAIS_DE_PARADA) process.on(sinal, parar);
  process.on('uncaughtException', caiu);
  process.on('unhandledRejection', caiu);
  if (sinalDoInicio) void parar(sinalDoInicio);
}

async function iniciar(config: Config): Promise<void> {
  const sinais = guardarSinalDoInicio();
  const banco = await openDatabase(config);
  // The app's logger exists once the app is built; an idle connection lost before that goes unlogged.
  let log: FastifyBaseLogger | undefined;
  const pool = createPool(banco.url, (err) => log?.warn({ err }, 'conexão ociosa com o banco perdida'));
  let app: FastifyInstance | undefined;
  try {
    await checkConnection(pool, banco.descricao);
    await prepararBanco(banco, pool);
    // The owner's address served the migrations; the running app has no use for it (decision 0032).
    delete process.env.DATABASE_OWNER_URL;
    // The outbox mailer logs through the app's logger too.
    const mailer: Mailer = { send: (mensagem) => mailerReal.send(mensagem) };
    app = await buildApp({
      db: createDb(pool),
      pool,
      config: { ...config, DATABASE_OWNER_URL: undefined },
      mailer,
      logger: { level: config.LOG_LEVEL, stream: destinoDoLog() },
    });
    log = app.log;
    const mailerReal = criarMailer(config, app.log);
    const admin = await bootstrapAdmin(app.db, config, app.log);
    const endereco = await app.listen({ port: config.PORT, host: config.HOST });
    banco.vigiar(app.log);
    // Printed even when a signal came during the start: a generated first password is said only once.
    anunciar(config, endereco, admin);
    // All synchronous from here: no signal is handled between the two sets of handlers.
    sinais.soltar();
    pararComGraca(app, pool, banco, sinais.sinal());
  } catch (err) {
    // The app and the pool before the database: stopping the embedded server under open connections
    // would make each of them log a warning on top of the one line that says what went wrong.
    await app?.close().catch(() => undefined);
    await pool.end().catch(() => undefined);
    await banco.close().catch(() => undefined);
    throw err;
  }
}

let config: Config | undefined;
try {
  config = loadConfig();
  await iniciar(config);
} catch (err) {
  falhar(err, config);
}
