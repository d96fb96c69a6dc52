/** docs/produto.md §9 e-mail limits, each on its own, one step inside and one outside: [case, value, accepted]. */
const LOCAL_64 = 'a'.repeat(64);
export const EMAIL_LIMITES: [string, string, boolean][] = [
  ['com 64 caracteres antes do @ é aceito', `${LOCAL_64}@lar.org`, true],
  ['com 65 caracteres antes do @ é recusado', `a${LOCAL_64}@lar.org`, false],
  ['com 254 caracteres é aceito', `maria@${'b'.repeat(244)}.org`, true],
  ['com 255 caracteres é recusado', `maria@${'b'.repeat(245)}.org`, false],
];

/** docs/produto.md §5 password length 4 to 100, at the upper edge: [case, value, accepted]. */
export const SENHA_LIMITES: [string, string, boolean][] = [
  ['com 100 caracteres é aceita', 's'.repeat(100), true],
  ['com 101 caracteres é recusada', 's'.repeat(101), false],
];
