import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const RAIZ = fileURLToPath(new URL('../../', import.meta.url));
/** First start initialises the embedded cluster and migrates: seconds, not milliseconds. */
const PRAZO_INICIO_MS = 90_000;
const PRAZO_PARADA_MS = 20_000;
const LINHAS_DE_LOG = 80;

export interface AppEmExecucao {
  url: string;
  parar(): Promise<void>;
}

export interface OpcoesApp {
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  /**
   * An external database: the app serves as `appUrl` (DATABASE_URL) and migrates as `url`
   * (DATABASE_OWNER_URL). Absent: main.ts starts its own embedded PostgreSQL inside dataDir.
   */
  banco?: { url: string; appUrl: string };
}

/** APP_URL must name the real port before the app starts (it goes into e-mailed links). */
async function portaLivre(): Promise<number> {
  const servidor = net.createServer();
  servidor.listen(0, '127.0.0.1');
  await once(servidor, 'listening');
  const endereco = servidor.address();
  servidor.close();
  if (endereco === null || typeof endereco === 'string') throw new Error('sem porta livre');
  return endereco.port;
}

/** The app's environment, and nothing of the caller's that would change where data or mail goes. */
function ambiente(opcoes: OpcoesApp, porta: number): NodeJS.ProcessEnv {
  const { DATABASE_URL: _banco, DATABASE_OWNER_URL: _dono, SMTP_URL: _smtp, ...herdado } = process.env;
  return {
    ...herdado,
    PORT: String(porta),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${porta}`,
    DATA_DIR: opcoes.dataDir,
    ADMIN_EMAIL: opcoes.adminEmail,
    ADMIN_PASSWORD: opcoes.adminPassword,
    LOG_LEVEL: 'warn',
    // The suite's clients say who they are in X-Forwarded-For (e2e/support/cliente.ts).
    TRUST_PROXY: '127.0.0.1',
    ...(opcoes.banco ? { DATABASE_URL: opcoes.banco.appUrl, DATABASE_OWNER_URL: opcoes.banco.url } : {}),
  };
}

/** The last lines the app printed: what a failing start or stop is explained by. */
function registrarSaida(filho: ChildProcess): () => string {
  const linhas: string[] = [];
  const guardar = (parte: Buffer) => {
    linhas.push(...parte.toString('utf8').split('\n').filter(Boolean));
    linhas.splice(0, Math.max(0, linhas.length - LINHAS_DE_LOG));
  };
  filho.stdout?.on('data', guardar);
  filho.stderr?.on('data', guardar);
  return () => linhas.join('\n');
}

async function saudavel(url: string): Promise<boolean> {
  try {
    const resposta = await fetch(`${url}/health`);
    return resposta.status === 200;
  } catch {
    return false;
  }
}

async function aguardarSaude(url: string, filho: ChildProcess, log: () => string): Promise<void> {
  const limite = Date.now() + PRAZO_INICIO_MS;
  while (Date.now() < limite) {
    if (filho.exitCode !== null || filho.signalCode !== null) {
      throw new Error(`O app terminou antes de ficar pronto (código ${filho.exitCode}):\n${log()}`);
    }
    if (await saudavel(url)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`O app não respondeu GET /health em ${PRAZO_INICIO_MS / 1000} s:\n${log()}`);
}

/** SIGTERM is the graceful path under test: the app must close and stop its embedded PostgreSQL. */
async function pararComSigterm(filho: ChildProcess, log: () => string): Promise<void> {
  if (filho.exitCode !== null || filho.signalCode !== null) {
    throw new Error(
      `O app terminou durante os testes (código ${filho.exitCode}, sinal ${filho.signalCode}):\n${log()}`,
    );
  }
  const saida = once(filho, 'exit');
  filho.kill('SIGTERM');
  const prazo = new Promise<'prazo'>((r) => setTimeout(() => r('prazo'), PRAZO_PARADA_MS).unref());
  if ((await Promise.race([saida, prazo])) === 'prazo') {
    filho.kill('SIGKILL');
    throw new Error(`O app não terminou ${PRAZO_PARADA_MS / 1000} s após SIGTERM:\n${log()}`);
  }
  if (filho.exitCode !== 0)
    throw new Error(`O app saiu com código ${filho.exitCode} após SIGTERM:\n${log()}`);
}

/** Starts `node --import tsx server/src/main.ts`, the same command as `npm run serve`. */
export async function iniciarApp(opcoes: OpcoesApp): Promise<AppEmExecucao> {
  const porta = await portaLivre();
  const url = `http://127.0.0.1:${porta}`;
  const filho = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: RAIZ,
    env: ambiente(opcoes, porta),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = registrarSaida(filho);
  try {
    await aguardarSaude(url, filho, log);
  } catch (erro) {
    filho.kill('SIGKILL');
    throw erro;
  }
  return { url, parar: () => pararComSigterm(filho, log) };
}
