/**
 * Input masks (SPEC §5, DESIGN §6) as plain functions from what was typed to what is shown: a few
 * lines here weigh less than a mask library and behave the same on a phone keyboard. Only digit
 * slots ('0') are filled; literals appear once the next digit arrives, so deleting never sticks.
 */
export type Mascara = (valor: string) => string;

function padraoDeDigitos(padrao: string): Mascara {
  return (valor) => {
    const digitos = valor.replace(/\D/g, '');
    let saida = '';
    let i = 0;
    for (const slot of padrao) {
      if (i >= digitos.length) break;
      saida += slot === '0' ? digitos[i++] : slot;
    }
    return saida;
  };
}

export const mascaraCpf = padraoDeDigitos('000.000.000-00');
export const mascaraCnpj = padraoDeDigitos('00.000.000/0000-00');
export const mascaraCep = padraoDeDigitos('00000-000');
export const mascaraCns = padraoDeDigitos('000 0000 0000 0000');
export const mascaraTitulo = padraoDeDigitos('0000 0000 0000');
/** NIT/PIS (the "número do INSS") and the INSS benefit number (NB). */
export const mascaraNit = padraoDeDigitos('000.00000.00-0');
export const mascaraNb = padraoDeDigitos('000.000.000-0');

const telefoneFixo = padraoDeDigitos('(00) 0000-0000');
const telefoneCelular = padraoDeDigitos('(00) 00000-0000');
/** Landlines have 10 digits with the DDD, mobiles 11: the pattern follows the length typed. */
export const mascaraTelefone: Mascara = (valor) =>
  valor.replace(/\D/g, '').length > 10 ? telefoneCelular(valor) : telefoneFixo(valor);

export const mascaraDigitos =
  (maximo: number): Mascara =>
  (valor) =>
    valor.replace(/\D/g, '').slice(0, maximo);

/** RG, Cartão SAMS, Conta INSS: letters and digits, upper-cased, as the database keeps them. */
export const mascaraAlfanumerica =
  (maximo: number): Mascara =>
  (valor) =>
    valor
      .toUpperCase()
      .replace(/[^0-9A-Z]/g, '')
      .slice(0, maximo);

/**
 * People's names (SPEC §5 letters mask): letters with their accents, spaces, and the apostrophe,
 * hyphen and dot of names like "D'Ávila", "Ana-Maria" or "Jr."; digits and symbols are dropped.
 */
export const mascaraNome: Mascara = (valor) => valor.replace(/[^\p{L}\p{M} '’.-]/gu, '');

/** Digits that can still make a day up to 31 and a month up to 12 (SPEC §9); others are dropped. */
function digitoDeDataAceito(anteriores: string, digito: string): boolean {
  const posicao = anteriores.length;
  if (posicao === 0) return digito <= '3';
  if (posicao === 1) return anteriores[0] !== '3' ? anteriores !== '0' || digito !== '0' : digito <= '1';
  if (posicao === 2) return digito <= '1';
  if (posicao === 3) return anteriores[2] !== '1' ? anteriores[2] !== '0' || digito !== '0' : digito <= '2';
  return posicao < 8;
}

const padraoData = padraoDeDigitos('00/00/0000');
export const mascaraData: Mascara = (valor) => {
  let aceitos = '';
  for (const digito of valor.replace(/\D/g, '')) {
    if (digitoDeDataAceito(aceitos, digito)) aceitos += digito;
  }
  return padraoData(aceitos);
};

/** dd/MM/yyyy on screen, YYYY-MM-DD on the wire; anything incomplete stays as typed (and fails validation). */
export function dataParaIso(texto: string): string {
  const partes = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(texto);
  return partes ? `${partes[3]}-${partes[2]}-${partes[1]}` : texto;
}

export function dataDeIso(valor: string | null | undefined): string {
  if (!valor) return '';
  const partes = /^(\d{4})-(\d{2})-(\d{2})$/.exec(valor);
  return partes ? `${partes[3]}/${partes[2]}/${partes[1]}` : valor;
}

const milhar = new Intl.NumberFormat('pt-BR');
const reais = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Money as Brazilians write it (SPEC §5 thousand separators): "1.412,50". Dots on screen only group
 * thousands, so they are regrouped on every keystroke; a dot typed last (a keypad's decimal key)
 * becomes the comma. At most two decimals.
 */
export const mascaraReais: Mascara = (valor) => {
  const texto = valor.includes(',') ? valor : valor.replace(/\.$/, ',');
  const [inteiro = '', ...decimais] = texto.split(',');
  const digitos = inteiro
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 10);
  if (decimais.length === 0) return digitos && milhar.format(Number(digitos));
  return `${milhar.format(Number(digitos || '0'))},${decimais.join('').replace(/\D/g, '').slice(0, 2)}`;
};

/** A stored amount in the form's text: 1412.5 → "1.412,50". */
export const reaisParaTexto = (valor: number | null | undefined): string =>
  valor == null ? '' : reais.format(valor);

/**
 * A stored value in its mask, as people read it on screen and on paper (CPF, CNPJ, CEP, phone).
 * A value the pattern cannot hold whole (an international phone) is shown as stored, never cut.
 */
export function exibirComMascara(mascara: Mascara, valor: string | null | undefined): string {
  if (!valor) return '';
  const mascarado = mascara(valor);
  const essencia = (texto: string) => texto.replace(/[^0-9A-Za-z]/g, '');
  return essencia(mascarado) === essencia(valor) ? mascarado : valor;
}
