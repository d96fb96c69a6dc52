import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { COOKIES, XSRF_HEADER } from '@acolher/contract';
import { type AppEmProcesso, iniciarMain, terminar } from '../processo.ts';
import { createTestDb, type TestDb } from './db.ts';
import { enderecoNovo } from './sessoes.ts';

/**
 * Test support: two real app processes (`node --import tsx server/src/main.ts`) on one fresh copy of
 * the migrated database, as a home runs them behind a proxy (docs/deployment-em-varios-processos.md).
 * Each has its own DATA_DIR (its mail outbox); the database is all they share.
 */
export interface DoisProcessos {
  a: string;
  b: string;
  /** The shared database, as the superuser: tests plant rows with it. */
  banco: TestDb;
  /** SIGTERM to A alone, as a service manager stops one process for an upgrade. */
  pararA(): Promise<void>;
  /** SIGSTOP to B (a process frozen, answering nothing); answers how to resume it. */
  congelarB(): () => void;
  /** SIGTERM to both, then the database and the folders go. */
  parar(): Promise<void>;
}

/** Both are trusted as the proxy: the clients below say who they are in X-Forwarded-For. */
function ambiente(banco: TestDb, dataDir: string): NodeJS.ProcessEnv {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: banco.appUrl,
    DATABASE_OWNER_URL: banco.url,
    HOST: '127.0.0.1',
    TRUST_PROXY: '127.0.0.1',
    ADMIN_EMAIL: 'admin@acolher.test',
  };
}

async function pararProcesso(processo: AppEmProcesso): Promise<void> {
  processo.filho.kill('SIGTERM');
  await terminar(processo.filho);
}

/** Starts both at once, as a service manager would: they migrate and create the administrator together. */
export async function iniciarDoisProcessos(): Promise<DoisProcessos> {
  const banco = await createTestDb();
  const pastas = await Promise.all(
    ['a', 'b'].map((p) => mkdtemp(path.join(os.tmpdir(), `acolher-2p-${p}-`))),
  );
  const limpar = async () => {
    await banco.drop();
    await Promise.all(pastas.map((pasta) => rm(pasta, { recursive: true, force: true })));
  };
  const iniciados = await Promise.allSettled(pastas.map((pasta) => iniciarMain(ambiente(banco, pasta))));
  const processos = iniciados.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const falha = iniciados.find((r) => r.status === 'rejected');
  const pararTudo = async () => {
    await Promise.all(processos.map(pararProcesso));
    await limpar();
  };
  const [a, b] = processos;
  if (falha || !a || !b) {
    await pararTudo();
    throw (falha as PromiseRejectedResult | undefined)?.reason ?? new Error('processos não iniciados');
  }
  const congelarB = () => {
    b.filho.kill('SIGSTOP');
    return () => {
      b.filho.kill('SIGCONT');
    };
  };
  return { a: a.url, b: b.url, banco, pararA: () => pararProcesso(a), congelarB, parar: pararTudo };
}

export interface Resposta {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: an answer's body as parsed JSON, read by the tests.
  corpo: any;
  headers: Headers;
}

export interface OpcoesDoPedido {
  corpo?: unknown;
  /** The X-XSRF-TOKEN to send on a write: the session's own (a browser's) unless said; null sends none. */
  xsrf?: string | null;
  /** `Authorization: Bearer` instead of the cookies. */
  bearer?: string;
}

const METODOS_SEGUROS = new Set(['GET', 'HEAD']);

/**
 * A browser of one device, with its cookies, talking to either process: the same device reaching
 * A or B, as a proxy balancing its requests would make it. Its address goes in X-Forwarded-For.
 */
export class Navegador {
  private readonly cookies = new Map<string, string>();

  constructor(readonly endereco: string = enderecoNovo()) {}

  get xsrf(): string {
    return this.cookies.get(COOKIES.xsrf) ?? '';
  }

  get token(): string {
    return this.cookies.get(COOKIES.token) ?? '';
  }

  async pedir(base: string, metodo: string, caminho: string, opcoes: OpcoesDoPedido = {}): Promise<Resposta> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.endereco };
    if (opcoes.bearer) headers.authorization = `Bearer ${opcoes.bearer}`;
    else if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([nome, valor]) => `${nome}=${valor}`).join('; ');
    }
    const xsrf = opcoes.xsrf === undefined ? this.xsrf : opcoes.xsrf;
    if (!METODOS_SEGUROS.has(metodo) && xsrf) headers[XSRF_HEADER] = xsrf;
    if (opcoes.corpo !== undefined) headers['content-type'] = 'application/json';
    const resposta = await fetch(`${base}${caminho}`, {
      method: metodo,
      headers,
      body: opcoes.corpo === undefined ? undefined : JSON.stringify(opcoes.corpo),
    });
    if (!opcoes.bearer) this.guardarCookies(resposta.headers.getSetCookie());
    const texto = await resposta.text();
    return { status: resposta.status, corpo: texto ? JSON.parse(texto) : null, headers: resposta.headers };
  }

  /** Signs in through `base`; throws unless it answers 200. */
  async entrar(base: string, email: string, senha: string): Promise<void> {
    const r = await this.pedir(base, 'POST', '/login/', { corpo: { email, senha } });
    if (r.status !== 200) throw new Error(`login falhou: ${r.status} ${JSON.stringify(r.corpo)}`);
  }

  /** Set-Cookie as a browser keeps it: an expired or emptied cookie is gone. */
  private guardarCookies(linhas: string[]): void {
    for (const linha of linhas) {
      const [par = '', ...atributos] = linha.split(';').map((parte) => parte.trim());
      const igual = par.indexOf('=');
      const nome = par.slice(0, igual);
      const valor = par.slice(igual + 1);
      const expirado = atributos.some(
        (a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) <= Date.now()),
      );
      if (expirado || valor === '') this.cookies.delete(nome);
      else this.cookies.set(nome, valor);
    }
  }
}
