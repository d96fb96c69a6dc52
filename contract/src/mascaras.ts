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

const agruparMilhar = (digitos: string) => (digitos ? milhar.format(Number(digitos)) : '');
/** At most ten digits of reais: the contract's ceiling is 9.999.999.999,99. */
const digitosDosReais = (texto: string) => texto.replace(/\D/g, '').slice(0, 10);

/**
 * Money as Brazilians write it (SPEC §5 thousand separators): "1.412,50". The comma is the decimal;
 * a dot groups thousands once three digits follow it. A dot followed by fewer digits may still be
 * either ("1.5" on the way to "1.518", or a keypad's decimal key in "1518.5"), so it stays as typed
 * until its digits or the comma say which: turning it into the comma at once stored 1,51 for a
 * typed "1.518,00" (issue 9). At most two decimals.
 */
export const mascaraReais: Mascara = (valor) => {
  const texto = valor.replace(/[^\d.,]/g, '');
  const virgula = texto.indexOf(',');
  if (virgula >= 0) {
    const inteiro = agruparMilhar(digitosDosReais(texto.slice(0, virgula))) || '0';
    return `${inteiro},${texto.slice(virgula + 1).replace(/\D/g, '').slice(0, 2)}`;
  }
  const pendente = /\.\d{0,2}$/.exec(texto);
  if (!pendente) return agruparMilhar(digitosDosReais(texto));
  return `${agruparMilhar(digitosDosReais(texto.slice(0, pendente.index))) || '0'}${pendente[0]}`;
};

const REAIS_COM_MILHAR = /^\d{1,3}(\.\d{3})*(,\d*)?$/;
const REAIS_COM_VIRGULA = /^\d+,\d*$/;
/** A dot before at most two final digits is a decimal point: "1518.5", "1.518.50", "1518.". */
const REAIS_COM_PONTO_DECIMAL = /^(\d{1,3}(?:\.\d{3})*|\d+)\.(\d{0,2})$/;

/**
 * An amount as typed, pasted or sent: "R$ 1.412,50", "1412,5", "1.412", "1412.50". Money never has
 * three decimals, so a dot followed by three digits always groups thousands. NaN when unreadable.
 */
export function reaisDeTexto(texto: string): number {
  const limpo = texto.trim().replace(/^R\$\s*/i, '');
  if (REAIS_COM_MILHAR.test(limpo) || REAIS_COM_VIRGULA.test(limpo)) {
    return Number(limpo.replace(/\./g, '').replace(',', '.'));
  }
  const ponto = REAIS_COM_PONTO_DECIMAL.exec(limpo);
  if (ponto) return Number(`${(ponto[1] ?? '').replace(/\./g, '')}.${ponto[2] || '0'}`);
  return limpo === '' ? Number.NaN : Number(limpo);
}

/** A stored amount in the form's text: 1412.5 → "1.412,50". */
export const reaisParaTexto = (valor: number | null | undefined): string =>
  valor == null ? '' : reais.format(valor);

/** What the money field shows once left: "1.518" → "1.518,00"; text that is no amount stays for its error. */
export function reaisNormalizados(texto: string): string {
  const valor = reaisDeTexto(texto);
  return Number.isFinite(valor) && valor >= 0 ? reaisParaTexto(valor) : texto;
}

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
