import { COOKIES } from '@acolher/contract';
import { apagarCookie, lerCookie } from './cookies.ts';
import { createStore, useStore } from './store.ts';

/** localStorage key of the access level (SPEC §3 "la"). */
export const CHAVE_NIVEL_ACESSO = 'la';

/**
 * The session cookies are written by the server, which the page cannot observe; every place that
 * changes them (login, logout, 401) bumps this counter so the shell re-reads them.
 */
const versaoSessao = createStore(0);

export function sessaoMudou(): void {
  versaoSessao.set(versaoSessao.get() + 1);
}

export function estaLogado(): boolean {
  return lerCookie(COOKIES.isLoggedIn) === 'true';
}

export function loginAtual(): string {
  return lerCookie(COOKIES.login) ?? '';
}

export function useEstaLogado(): boolean {
  useStore(versaoSessao);
  return estaLogado();
}

export function guardarNivelAcesso(nivel: number): void {
  localStorage.setItem(CHAVE_NIVEL_ACESSO, String(nivel));
}

/** Forgets the session on this side; the server's own cookie (token) is ended by POST /logout. */
export function limparSessaoCliente(): void {
  localStorage.removeItem(CHAVE_NIVEL_ACESSO);
  apagarCookie(COOKIES.isLoggedIn);
  apagarCookie(COOKIES.login);
  sessaoMudou();
}
