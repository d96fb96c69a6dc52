/**
 * Unsaved form data kept across a reload (docs/decisions/0030): in sessionStorage, which dies with
 * the tab, never in localStorage, which outlives it. A draft names the login that typed it and is
 * given back to that login only; logging out forgets every draft (`apagarRascunhos`).
 */
const PREFIXO = 'acolher.rascunho:';

export interface Rascunho<V> {
  valores: V;
  /** When it was last written (ISO), to tell the user how old what came back is. */
  salvoEm: string;
}

interface Guardado<V> extends Rascunho<V> {
  login: string;
}

/** The storage, or null where the browser refuses it (private mode with storage off): then no draft. */
function armazenamento(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft `login` left under `chave`; one of another login, or unreadable, is forgotten. */
export function lerRascunho<V>(chave: string, login: string): Rascunho<V> | null {
  const texto = armazenamento()?.getItem(PREFIXO + chave);
  if (!texto) return null;
  try {
    const guardado = JSON.parse(texto) as Guardado<V>;
    if (guardado.login === login && guardado.valores !== undefined) {
      return { valores: guardado.valores, salvoEm: guardado.salvoEm };
    }
  } catch {
    // Not ours to read: dropped below like another user's.
  }
  apagarRascunho(chave);
  return null;
}

/** Keeps `valores` as the draft under `chave`; a full storage keeps the previous draft, silently. */
export function guardarRascunho<V>(chave: string, login: string, valores: V): void {
  const guardado: Guardado<V> = { login, valores, salvoEm: new Date().toISOString() };
  try {
    armazenamento()?.setItem(PREFIXO + chave, JSON.stringify(guardado));
  } catch {
    // Quota exceeded: the form on screen still holds everything.
  }
}

export function apagarRascunho(chave: string): void {
  armazenamento()?.removeItem(PREFIXO + chave);
}

/** Every draft of this tab: the session ends, and health data must not wait for the next user. */
export function apagarRascunhos(): void {
  const guardados = armazenamento();
  if (!guardados) return;
  const chaves = Array.from({ length: guardados.length }, (_, i) => guardados.key(i));
  for (const chave of chaves) if (chave?.startsWith(PREFIXO)) guardados.removeItem(chave);
}
