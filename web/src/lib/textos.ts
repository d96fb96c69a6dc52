/** Text compared as people type it: no case, no accents ("sao" finds "São Paulo"). */
export function semAcentos(texto: string): string {
  return texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Whether every word of `busca` is somewhere in `texto`, in any order, ignoring case and accents. */
export function contemTodasAsPalavras(texto: string, busca: string): boolean {
  const alvo = semAcentos(texto);
  return semAcentos(busca)
    .split(/\s+/)
    .every((palavra) => alvo.includes(palavra));
}

/** The first `limite` characters and an ellipsis when there is more (docs/produto.md §9: an activity in a list). */
export function resumir(texto: string, limite: number): string {
  const caracteres = Array.from(texto);
  return caracteres.length > limite ? `${caracteres.slice(0, limite).join('')}…` : texto;
}
