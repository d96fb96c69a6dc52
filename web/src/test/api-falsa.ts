import { MENSAGENS } from '@acolher/contract';
import { vi } from 'vitest';
import { apagarCookie, escreverCookie } from '../lib/cookies.ts';

/** An answer of the fake server: status (200 by default) and JSON body. */
export interface RespostaFalsa {
  status?: number;
  corpo?: unknown;
  /** Extra headers (X-Total-Count, Content-Disposition) beside the JSON content type. */
  cabecalhos?: Record<string, string>;
}

type Rota = RespostaFalsa | ((init: RequestInit | undefined) => RespostaFalsa | Promise<RespostaFalsa>);

export interface ChamadaFeita {
  metodo: string;
  caminho: string;
  corpo: unknown;
  cabecalhos: Record<string, string>;
}

/**
 * Replaces window.fetch (the only boundary unit tests mock) with answers keyed "METHOD /path".
 * Unknown routes answer 404 so a missing stub shows up as a visible failure.
 */
export function simularApi(rotas: Record<string, Rota>) {
  const chamadas: ChamadaFeita[] = [];
  const espiao = vi.spyOn(window, 'fetch').mockImplementation(async (entrada, init) => {
    const metodo = init?.method ?? 'GET';
    const caminho = String(entrada);
    chamadas.push({
      metodo,
      caminho,
      corpo: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      cabecalhos: { ...(init?.headers as Record<string, string> | undefined) },
    });
    const rota = rotas[`${metodo} ${caminho}`];
    const resposta =
      typeof rota === 'function'
        ? await rota(init)
        : (rota ?? { status: 404, corpo: { message: 'sem rota' } });
    const status = resposta.status ?? 200;
    const corpo = resposta.corpo === undefined ? null : JSON.stringify(resposta.corpo);
    return new Response(status === 204 ? null : corpo, {
      status,
      headers: { 'Content-Type': 'application/json', ...resposta.cabecalhos },
    });
  });
  return { chamadas, espiao };
}

export function entrarComoUsuario(login = 'maria'): void {
  escreverCookie('isLoggedIn', 'true');
  escreverCookie('login', login);
}

/** The server's answer to a right password: it sets the session cookies the page reads. */
export function loginAceito(login = 'maria'): RespostaFalsa {
  entrarComoUsuario(login);
  return { corpo: { login, accessToken: 'opaco', primeiro_acesso: false } };
}

/** The session ends under the open page, as when the browser drops its cookies (e2e's clearCookies). */
export function expirarSessao(): void {
  apagarCookie('isLoggedIn');
  apagarCookie('login');
}

/** A call the expired session reaches first: 401, then `depois` once the user has signed in again. */
export function expiraNaPrimeira(depois: RespostaFalsa): () => RespostaFalsa {
  let expirou = false;
  return () => {
    if (expirou) return depois;
    expirou = true;
    return { status: 401, corpo: { message: MENSAGENS.naoAutenticado } };
  };
}

export const SESSAO_MARIA = {
  LOGIN: 'maria',
  NOME: 'Maria',
  EMAIL: 'maria@lar.org',
  PERMISSAO_ACESSO: 1,
  primeiro_acesso: false,
  CODIGO_FUNCIONARIO: null,
  FUSO_LAR: 'America/Sao_Paulo',
};

/** A role 2 user (Equipe, decision 0027): residents, plans and follow-ups, nothing about employees. */
export const SESSAO_EQUIPE = {
  LOGIN: 'ana',
  NOME: 'Ana',
  EMAIL: 'ana@lar.org',
  PERMISSAO_ACESSO: 2,
  primeiro_acesso: false,
  CODIGO_FUNCIONARIO: null,
  FUSO_LAR: 'America/Sao_Paulo',
};

/** `GET /sessao` answering Maria's session: what every signed-in screen reads first. */
export const ROTA_SESSAO = { 'GET /sessao': { corpo: SESSAO_MARIA } };

/** A section list's page: its rows and the total the server counted (X-Total-Count). */
export function paginaFalsa(itens: unknown[], total: number): RespostaFalsa {
  return { corpo: itens, cabecalhos: { 'X-Total-Count': String(total) } };
}
