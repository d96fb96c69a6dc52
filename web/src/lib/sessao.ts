import { COOKIES } from '@acolher/contract';
import { apagarCookie, lerCookie } from './cookies.ts';
import { criarEstado, useEstado } from './estado.ts';
import { apagarRascunhos } from './rascunho.ts';

/** localStorage key of the access level (docs/produto.md §3 "la"). */
export const CHAVE_NIVEL_ACESSO = 'la';

/**
 * The session cookies are written by the server, which the page cannot observe; every place that
 * changes them (login, logout, 401) bumps this counter so the shell re-reads them.
 */
const versaoSessao = criarEstado(0);

export function sessaoMudou(): void {
  versaoSessao.set(versaoSessao.get() + 1);
}

export function estaLogado(): boolean {
  return lerCookie(COOKIES.isLoggedIn) === 'true';
}

export function loginAtual(): string {
  return lerCookie(COOKIES.login) ?? '';
}

/**
 * The login this page has been serving, known from the first guarded call that succeeded: it
 * outlives the cookies, so a session that expires under an open page can be resumed by that user
 * (docs/decisions/0020). Empty until then, and again after logout.
 */
let donoDaPagina = '';

/** The login awaited by the sign-in dialog over the page, or null when no dialog is open. */
const reentrada = criarEstado<string | null>(null);

export function sessaoConfirmada(): void {
  donoDaPagina = loginAtual() || donoDaPagina;
}

/**
 * A guarded call answered 401. On a page that had a live session the sign-in dialog opens over it,
 * and the page stays as it is; returns false when there is nothing to resume (a page opened with an
 * old cookie), and the caller goes to the login as docs/produto.md §8 says.
 */
export function pedirReentrada(): boolean {
  if (!donoDaPagina) return false;
  reentrada.set(donoDaPagina);
  return true;
}

export function reentradaPendente(): string | null {
  return reentrada.get();
}

export function useReentradaPendente(): string | null {
  return useEstado(reentrada);
}

/** The dialog closed: signed in again (by whoever), or given up. */
export function encerrarReentrada(): void {
  reentrada.set(null);
}

/**
 * The page belongs to a signed-in user: the session cookie says so, or the session expired under it
 * and the sign-in dialog is open. The guard and the shell keep the page while the dialog is up.
 */
export function paginaDeUsuario(): boolean {
  return estaLogado() || reentrada.get() !== null;
}

/** Reads run only with a session the server will accept: not while the dialog waits for a new one. */
export function podeConsultar(): boolean {
  return estaLogado() && reentrada.get() === null;
}

export function useEstaLogado(): boolean {
  useEstado(versaoSessao);
  useEstado(reentrada);
  return paginaDeUsuario();
}

export function guardarNivelAcesso(nivel: number): void {
  localStorage.setItem(CHAVE_NIVEL_ACESSO, String(nivel));
}

/**
 * Forgets the session on this side, drafts of unsaved forms included (decision 0030); the server's
 * own cookie (token) is ended by POST /logout.
 */
export function limparSessaoCliente(): void {
  donoDaPagina = '';
  apagarRascunhos();
  reentrada.set(null);
  localStorage.removeItem(CHAVE_NIVEL_ACESSO);
  apagarCookie(COOKIES.isLoggedIn);
  apagarCookie(COOKIES.login);
  sessaoMudou();
}
