import type { Sorteio } from './sorteio.ts';

/** A CPF check digit over `digitos` (Receita Federal: weights n+1 down to 2, mod 11). */
function digitoCpf(digitos: string): number {
  const soma = [...digitos].reduce((total, d, i) => total + Number(d) * (digitos.length + 1 - i), 0);
  const resto = (soma * 10) % 11;
  return resto === 10 ? 0 : resto;
}

/** A valid CPF (11 digits, no punctuation) from its 9-digit base. */
export function cpfDaBase(base: string): string {
  const primeiro = digitoCpf(base);
  return `${base}${primeiro}${digitoCpf(`${base}${primeiro}`)}`;
}

/**
 * A valid provisional CNS (Cartão SUS) starting with 7: the weighted sum of its 15 digits
 * (weights 15 down to 1) is a multiple of 11.
 */
export function cartaoSus(sorteio: Sorteio): string {
  for (;;) {
    const corpo = `7${sorteio.digitos(13)}`;
    const soma = [...corpo].reduce((total, d, i) => total + Number(d) * (15 - i), 0);
    const ultimo = (11 - (soma % 11)) % 11;
    if (ultimo < 10) return `${corpo}${ultimo}`;
  }
}

/**
 * A valid voter ID: 8-digit sequence, 2-digit state code, 2 check digits (mod 11, 10 → 0).
 * States 05 (BA) to 08 (PE) only, whose rule has no SP/MG exception.
 */
export function tituloEleitor(sorteio: Sorteio): string {
  const sequencia = sorteio.digitos(8);
  const uf = `0${sorteio.inteiro(5, 8)}`;
  const soma = [...sequencia].reduce((total, d, i) => total + Number(d) * (i + 2), 0);
  const dv1 = (soma % 11) % 10;
  const dv2 = ((Number(uf[0]) * 7 + Number(uf[1]) * 8 + dv1 * 9) % 11) % 10;
  return `${sequencia}${uf}${dv1}${dv2}`;
}
