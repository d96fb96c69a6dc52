/** Value of a cookie the page may read (the session `token` is HttpOnly and never visible here). */
export function lerCookie(nome: string): string | undefined {
  for (const par of document.cookie.split(';')) {
    const [chave, ...resto] = par.trim().split('=');
    if (chave === nome) return decodeURIComponent(resto.join('='));
  }
  return undefined;
}

/** Only for the readable cookies this page owns or must forget; the server sets the session ones. */
export function escreverCookie(nome: string, valor: string, maxAgeSegundos?: number): void {
  const validade = maxAgeSegundos === undefined ? '' : `; Max-Age=${maxAgeSegundos}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the async Cookie Store API is missing in Firefox and jsdom.
  document.cookie = `${nome}=${encodeURIComponent(valor)}${validade}; path=/`;
}

export function apagarCookie(nome: string): void {
  escreverCookie(nome, '', 0);
}
