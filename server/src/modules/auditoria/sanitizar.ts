/**
 * What the audit screen and its CSV may show of a row's DETALHES (decision 0033: never a password, a token
 * or a hash). The writers already leave secrets out (docs/arquitetura.md §5); this is the second lock, for a
 * writer that forgets: a key that names a secret, or a value shaped like one, is shown as OCULTO.
 */
export const OCULTO = '[oculto]';

/** Keys that name a secret, in Portuguese or English, wherever they sit in the object. */
const CHAVE_SECRETA =
  /senha|password|passwd|pwd|token|hash|segredo|secret|xsrf|csrf|cookie|authorization|credencial|chave_de_api|api_?key/i;

/**
 * Values shaped like a secret whatever their key: a PHC hash ($argon2id$…, $2b$…, $scrypt$…), or one
 * unbroken run of 32 or more hex or base64url characters that mixes in digits or capitals, as random
 * bytes do (the app's tokens are 32 of them). A long word or code of letters alone is text, and shown.
 */
const HASH_PHC = /^\$[a-z0-9-]+\$/;
const CORRIDA_LONGA = /^[A-Za-z0-9_\-+/]{32,}={0,2}$/;
const comoBytesAleatorios = (valor: string) => /\d/.test(valor) || /[A-Z]/.test(valor.slice(1));

function pareceSegredo(valor: string): boolean {
  return HASH_PHC.test(valor) || (CORRIDA_LONGA.test(valor) && comoBytesAleatorios(valor));
}

function limpar(valor: unknown): unknown {
  if (typeof valor === 'string') return pareceSegredo(valor) ? OCULTO : valor;
  if (Array.isArray(valor)) return valor.map(limpar);
  if (valor !== null && typeof valor === 'object') {
    return Object.fromEntries(
      Object.entries(valor).map(([chave, v]) => [chave, CHAVE_SECRETA.test(chave) ? OCULTO : limpar(v)]),
    );
  }
  return valor;
}

/** A row's DETALHES as the screen may show them; null when there are none (or they are not an object). */
export function detalhesSeguros(detalhes: unknown): Record<string, unknown> | null {
  if (detalhes === null || typeof detalhes !== 'object' || Array.isArray(detalhes)) return null;
  return limpar(detalhes) as Record<string, unknown>;
}
