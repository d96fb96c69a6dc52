import { cnpjValido, cpfDaBase, tituloEleitorDe } from '@acolher/contract';
import type { Sorteio } from './sorteio.ts';

export { cpfDaBase };

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

/** A valid voter ID from states 05 (BA) to 08 (PE), whose rule has no SP/MG exception. */
export function tituloEleitor(sorteio: Sorteio): string {
  return tituloEleitorDe(sorteio.digitos(8), `0${sorteio.inteiro(5, 8)}`);
}

/** A valid CNPJ: twelve drawn digits and the two check digits the app's own rule accepts. */
export function cnpj(sorteio: Sorteio): string {
  const base = `${sorteio.inteiro(1, 9)}${sorteio.digitos(11)}`;
  for (let dv = 0; dv < 100; dv++) {
    const candidato = `${base}${String(dv).padStart(2, '0')}`;
    if (cnpjValido(candidato)) return candidato;
  }
  throw new Error(`CNPJ sem dígitos verificadores: ${base}`);
}
