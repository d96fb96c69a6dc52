import { COOKIES, PERMISSAO, XSRF_HEADER } from '@acolher/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { usuario } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/lib/password.ts';

/**
 * Test support: a user account, and a signed-in browser-like session (cookies + XSRF header). The
 * e2e seed and the bench create accounts from here too, so nothing here loads the whole app.
 */

let enderecosDados = 0;
/**
 * A client address no other request of this test file used: the per-address limits (30 hashing
 * requests a minute, 30 failed sign-ins and 5 reset requests in 15 minutes) stay out of the way of
 * tests that are not about them.
 */
export function enderecoNovo(): string {
  const n = enderecosDados++;
  return `10.${Math.floor(n / 62_500) % 250}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

/** `vezes` requests at once, each told its index. */
export function emParalelo(
  vezes: number,
  pedido: (i: number) => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse[]> {
  return Promise.all(Array.from({ length: vezes }, (_, i) => pedido(i)));
}

/** The parts of a TestApp (./app.ts) a session needs. */
interface AppDeTeste {
  app: FastifyInstance;
  db: Db;
}
export interface NovaConta {
  login: string;
  email: string;
  senha: string;
  permissao?: number;
  primeiroAcesso?: boolean;
  ativo?: boolean;
  codigoFuncionario?: number;
}

export async function criarConta(db: Db, conta: NovaConta): Promise<number> {
  const [criada] = await db
    .insert(usuario)
    .values({
      LOGIN: conta.login,
      EMAIL: conta.email,
      SENHA: await hashPassword(conta.senha),
      PERMISSAO_ACESSO: conta.permissao ?? PERMISSAO.equipe,
      PRIMEIRO_ACESSO: conta.primeiroAcesso ?? false,
      ATIVO: conta.ativo ?? true,
      CODIGO_FUNCIONARIO: conta.codigoFuncionario ?? null,
    })
    .returning({ CODIGO: usuario.CODIGO });
  if (!criada) throw new Error('conta não criada');
  return criada.CODIGO;
}

export interface SessaoDeTeste {
  token: string;
  xsrf: string;
  /** Headers a browser would send: the cookies and, for writes, the XSRF echo. */
  headers: { cookie: string; [XSRF_HEADER]: string };
  resposta: LightMyRequestResponse;
}

export function cookiesDe(resposta: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(resposta.cookies.map((c) => [c.name, c.value]));
}

/** Signs in from `remoteAddress` (light-my-request's 127.0.0.1 without it): the per-address limits count by it. */
export async function entrar(
  app: FastifyInstance,
  email: string,
  senha: string,
  remoteAddress?: string,
): Promise<SessaoDeTeste> {
  const resposta = await app.inject({
    method: 'POST',
    url: '/login/',
    remoteAddress,
    payload: { email, senha },
  });
  if (resposta.statusCode !== 200) throw new Error(`login falhou: ${resposta.statusCode} ${resposta.body}`);
  const cookies = cookiesDe(resposta);
  const token = cookies[COOKIES.token] ?? '';
  const xsrf = cookies[COOKIES.xsrf] ?? '';
  const cookie = Object.entries(cookies)
    .map(([nome, valor]) => `${nome}=${valor}`)
    .join('; ');
  return { token, xsrf, headers: { cookie, [XSRF_HEADER]: xsrf }, resposta };
}

/** A new account of this level whose login names it (`login@lar.org`), signed in. */
async function entrarNoNivel(t: AppDeTeste, login: string, permissao: number): Promise<SessaoDeTeste> {
  const email = `${login}@lar.org`;
  await criarConta(t.db, { login, email, senha: 'segredo1', permissao });
  return entrar(t.app, email, 'segredo1');
}

/**
 * The team account (PERMISSAO 2, login "equipe") that the residents, plans and reports tests act
 * as: those sections are the team's to keep, so every test proves role 2 is allowed.
 */
export const entrarComoEquipe = (t: AppDeTeste) => entrarNoNivel(t, 'equipe', PERMISSAO.equipe);

/** An administrator (PERMISSAO 1, login "administrador"): the one who may call every route. */
export const entrarComoAdministrador = (t: AppDeTeste) =>
  entrarNoNivel(t, 'administrador', PERMISSAO.administrador);

export type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `enviar(method, url, payload?)`: a request as the browser of a session sends it. The app and the
 * session are read at each call, since test files build and sign in in `beforeAll`.
 */
export function enviarComo(t: () => AppDeTeste, sessao: () => SessaoDeTeste) {
  return (method: Metodo, url: string, payload?: InjectOptions['payload']) =>
    t().app.inject({ method, url, headers: sessao().headers, payload });
}
