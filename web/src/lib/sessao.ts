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

/**
 * The session expired under the page and the user closed the sign-in dialog with "Cancelar": the page
 * and what was typed stay, without a session, until they sign in (the notice, or the next Salvar) or
 * leave it (decision 0046).
 */
const adiada = criarEstado(false);

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
  adiada.set(false);
  reentrada.set(donoDaPagina);
  return true;
}

/** "Cancelar" in the sign-in dialog: it closes, the page stays as it was (decision 0046). */
export function adiarReentrada(): void {
  reentrada.set(null);
  adiada.set(true);
}

export function useSessaoAdiada(): boolean {
  return useEstado(adiada);
}

/**
 * The page kept after "Cancelar" is being left (its own unsaved-changes question already answered):
 * nothing of the expired session is kept past it, as docs/produto.md §8 has it for a 401.
 */
export function abandonarSessaoAdiada(): void {
  if (adiada.get() && !estaLogado()) limparSessaoCliente();
}

export function reentradaPendente(): string | null {
  return reentrada.get();
}

export function useReentradaPendente(): string | null {
  return useEstado(reentrada);
}

/** The dialog closed: signed in again (by whoever), or given up. */
export function encerrarReentrada(): void {
  adiada.set(false);
  reentrada.set(null);
}

/**
 * The page belongs to a signed-in user: the session cookie says so, or the session expired under it
 * and the sign-in dialog is open or was put off. The shell keeps the page meanwhile.
 */
export function paginaDeUsuario(): boolean {
  return estaLogado() || reentrada.get() !== null || adiada.get();
}

/** Reads run only with a session the server will accept: not while the dialog waits for a new one. */
export function podeConsultar(): boolean {
  return estaLogado() && reentrada.get() === null;
}

export function useEstaLogado(): boolean {
  useEstado(versaoSessao);
  useEstado(reentrada);
  useEstado(adiada);
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
  adiada.set(false);
  localStorage.removeItem(CHAVE_NIVEL_ACESSO);
  apagarCookie(COOKIES.isLoggedIn);
  apagarCookie(COOKIES.login);
  sessaoMudou();
}
