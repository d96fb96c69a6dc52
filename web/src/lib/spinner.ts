import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { criarEstado, useEstado } from './estado.ts';

/**
 * The full-screen spinner of docs/produto.md §4: shown during login, hidden on error or when home data loads.
 * It is held by the screens on display, never set on its own: each holds it while mounted and
 * waiting, so it ends with whatever showed it and cannot outlive a screen the user left (a home
 * page left before its data came once kept the grey overlay over the app for good).
 */
const donos = criarEstado(0);

/**
 * Holds the spinner while `ativo` and this component is on the page. A layout effect: the overlay
 * goes in the same commit that ends the wait, before the browser paints another frame under it.
 */
export function useSpinner(ativo: boolean): void {
  useLayoutEffect(() => {
    if (!ativo) return;
    donos.set(donos.get() + 1);
    return () => donos.set(donos.get() - 1);
  }, [ativo]);
}

export function useSpinnerVisivel(): boolean {
  return useEstado(donos) > 0;
}

/** The navigation state of the move from the login to the home screen, which takes the spinner over. */
export const ESTADO_APOS_LOGIN = { spinnerDoLogin: true } as const;

/** Whether a route was reached from the login screen, by its navigation state. */
export function veioDoLogin(state: unknown): boolean {
  return (state as Partial<typeof ESTADO_APOS_LOGIN> | null)?.spinnerDoLogin === true;
}

/** The home screen keeps the login's spinner until its data is in, and only when it came from the login. */
export function useSpinnerAposLogin(carregando: boolean): void {
  const { state } = useLocation();
  useSpinner(carregando && veioDoLogin(state));
}
