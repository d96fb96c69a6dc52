import { createStore, useStore } from './store.ts';

/** The full-screen spinner of SPEC §4: shown during login, hidden on error or when home data loads. */
const spinner = createStore(false);

export function mostrarSpinner(): void {
  spinner.set(true);
}

export function esconderSpinner(): void {
  spinner.set(false);
}

export function useSpinnerVisivel(): boolean {
  return useStore(spinner);
}
