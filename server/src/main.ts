import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { type Database, openDatabase } from './db/database.ts';
import { EmbeddedPostgresError } from './db/embedded.ts';
import { DataDirInUseError } from './db/lock.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createPool } from './db/pool.ts';
import type { Mailer } from './lib/mail.ts';
import { criarMailer } from './lib/mail-factory.ts';
import { type AdministradorCriado, bootstrapAdmin } from './modules/auth/bootstrap.ts';

/** Past this, a stuck shutdown gives up rather than hang a service manager. */
const PRAZO_DE_PARADA_MS = 15_000;

/** Errors whose message already tells the operator what to do: no stack trace for them. */
function mensagemParaOperador(err: unknown, config?: Config): string | null {
  if (
    err instanceof ConfigError ||
    err instanceof DataDirInUseError ||
    err instanceof EmbeddedPostgresError
  ) {
    return err.message;
  }
  if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE' && config) {
    return `A porta ${config.PORT} de ${config.HOST} já está em uso. Defina outra com PORT.`;
  }
  return null;
}

function falhar(err: unknown, config?: Config): never {
  const mensagem = mensagemParaOperador(err, config);
  if (mensagem) console.error(mensagem);
  else console.error('Falha ao iniciar o Acolher:', err);
  process.exit(1);
}

function anunciar(config: Config, endereco: string, admin: AdministradorCriado | null): void {
  // PORT=0 picks a free port, which only the listening server knows.
  const url = config.PORT === 0 ? endereco : config.APP_URL;
  if (admin) {
    console.log(`Administrador criado: login ${admin.login}, e-mail ${admin.email}`);
    if (admin.senhaGerada)
      console.log(`Senha inicial (anote, não será mostrada de novo): ${admin.senhaGerada}`);
  }
  console.log(`Acolher pronto em ${url}`);
}

/** Close the server (in-flight requests finish), then the pool, then the database itself. */
function pararComGraca(app: FastifyInstance, pool: pg.Pool, banco: Database): void {
  let parando = false;
  const parar = async (sinal: NodeJS.Signals) => {
    if (parando) return;
    parando = true;
    app.log.info({ sinal }, 'encerrando');
    setTimeout(() => {
      console.error('O encerramento demorou demais; saindo assim mesmo.');
      process.exit(1);
    }, PRAZO_DE_PARADA_MS).unref();
    await app.close();
    await pool.end();
    await banco.close();
    process.exit(0);
  };
  process.on('SIGTERM', parar);
  process.on('SIGINT', parar);
}

async function iniciar(config: Config): Promise<void> {
  const banco = await openDatabase(config);
  try {
    const pool = createPool(banco.url, (err) => app.log.warn({ err }, 'conexão ociosa com o banco perdida'));
    // The outbox mailer logs through the app's logger, which exists once the app is built.
    const mailer: Mailer = { send: (mensagem) => mailerReal.send(mensagem) };
    const app = await buildApp({
      db: createDb(pool),
      pool,
      config,
      mailer,
      logger: { level: config.LOG_LEVEL },
    });
    const mailerReal = criarMailer(config, app.log);
    await migrateDatabase(pool);
    const admin = await bootstrapAdmin(app.db, config, app.log);
    const endereco = await app.listen({ port: config.PORT, host: config.HOST });
    pararComGraca(app, pool, banco);
    anunciar(config, endereco, admin);
  } catch (err) {
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
