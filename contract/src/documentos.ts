/**
 * Check digits of Brazilian documents (docs/arquitetura.md §6). Each takes digits only (callers strip masks first)
 * and answers whether the number can exist. Used by the web forms, the server's schemas and the seed.
 */

const somaPonderada = (digitos: string, pesos: (i: number) => number) =>
  [...digitos].reduce((total, d, i) => total + Number(d) * pesos(i), 0);

/** CPF (Receita Federal): two mod-11 digits over weights n+1 down to 2; repeated digits are invalid. */
export function digitoCpf(base: string): number {
  const resto = somaPonderada(base, (i) => base.length + 1 - i) % 11;
  return resto < 2 ? 0 : 11 - resto;
}

export function cpfValido(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const primeiro = digitoCpf(cpf.slice(0, 9));
  return cpf === `${cpf.slice(0, 9)}${primeiro}${digitoCpf(`${cpf.slice(0, 9)}${primeiro}`)}`;
}

/** A valid CPF from its 9-digit base (seed and tests). */
export function cpfDaBase(base: string): string {
  const primeiro = digitoCpf(base);
  return `${base}${primeiro}${digitoCpf(`${base}${primeiro}`)}`;
}

/** CNS (Cartão SUS): 15 digits starting 1, 2, 7, 8 or 9, weighted sum (15 down to 1) divisible by 11. */
export function cnsValido(cns: string): boolean {
  return /^[12789]\d{14}$/.test(cns) && somaPonderada(cns, (i) => 15 - i) % 11 === 0;
}

/**
 * Título de eleitor: 8-digit sequence, 2-digit state (01–28), 2 mod-11 digits (10 → 0). For SP (01)
 * and MG (02) a remainder of 0 gives 1; titles issued both ways exist, so both are accepted there.
 */
export function tituloEleitorValido(titulo: string): boolean {
  if (!/^\d{12}$/.test(titulo)) return false;
  const uf = Number(titulo.slice(8, 10));
  if (uf < 1 || uf > 28) return false;
  const aceitos = (resto: number) => (resto === 0 && uf <= 2 ? [0, 1] : [resto % 10]);
  const resto1 = somaPonderada(titulo.slice(0, 8), (i) => i + 2) % 11;
  const dv1 = Number(titulo[10]);
  if (!aceitos(resto1).includes(dv1)) return false;
  const resto2 = (Number(titulo[8]) * 7 + Number(titulo[9]) * 8 + dv1 * 9) % 11;
  return aceitos(resto2).includes(Number(titulo[11]));
}

/** A valid título from its sequence and state code (seed and tests). */
export function tituloEleitorDe(sequencia: string, uf: string): string {
  const dv1 = (somaPonderada(sequencia, (i) => i + 2) % 11) % 10;
  const dv2 = ((Number(uf[0]) * 7 + Number(uf[1]) * 8 + dv1 * 9) % 11) % 10;
  return `${sequencia}${uf}${dv1}${dv2}`;
}

/**
 * Matrícula of a civil-registry certificate (birth, marriage; CNJ Provimento 2/2009): 32 digits, the
 * last two mod 11 over the first 30 and 31 with weights cycling 2..10,0,1 and 1..10,0 (10 → 1).
 */
function digitoMatricula(parte: string, primeiroPeso: number): number {
  const resto = somaPonderada(parte, (i) => (primeiroPeso + i) % 11) % 11;
  return resto === 10 ? 1 : resto;
}

export function matriculaValida(matricula: string): boolean {
  if (!/^\d{32}$/.test(matricula)) return false;
  const dv1 = digitoMatricula(matricula.slice(0, 30), 2);
  const dv2 = digitoMatricula(`${matricula.slice(0, 30)}${dv1}`, 1);
  return matricula.endsWith(`${dv1}${dv2}`);
}

/** A valid matrícula from its first 30 digits (seed and tests). */
export function matriculaDe(base: string): string {
  const dv1 = digitoMatricula(base, 2);
  return `${base}${dv1}${digitoMatricula(`${base}${dv1}`, 1)}`;
}

/**
 * A certificate number as people bring it: the 32-digit matrícula (its digits checked) or, for
 * certificates older than 2010, a termo number of up to 10 digits completed by livro and folha.
 */
export function numeroCertidaoValido(numero: string): boolean {
  return numero.length === 32 ? matriculaValida(numero) : /^\d{1,10}$/.test(numero);
}

/** CNPJ (numeric form): two mod-11 digits over weights 5..2,9..2 and 6..2,9..2. */
export function cnpjValido(cnpj: string): boolean {
  if (!/^\d{14}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  const digito = (parte: string) => {
    const resto = somaPonderada(parte, (i) => ((parte.length - 1 - i) % 8) + 2) % 11;
    return resto < 2 ? 0 : 11 - resto;
  };
  const d1 = digito(cnpj.slice(0, 12));
  return cnpj.endsWith(`${d1}${digito(`${cnpj.slice(0, 12)}${d1}`)}`);
}
