import { criarEstado, useEstado } from './estado.ts';

/** localStorage key of the sidebar's expanded flag (docs/produto.md §2 Shell). */
export const CHAVE_MENU_EXPANDIDO = 'menuExpandido';

const menuExpandido = criarEstado(localStorage.getItem(CHAVE_MENU_EXPANDIDO) !== 'false');

/** The menu opens after login and collapses on logout; in between the user's choice is remembered. */
export function definirMenuExpandido(expandido: boolean): void {
  localStorage.setItem(CHAVE_MENU_EXPANDIDO, String(expandido));
  menuExpandido.set(expandido);
}

export function useMenuExpandido(): boolean {
  return useEstado(menuExpandido);
}
