/**
 * Input masks (docs/produto.md §5, docs/arquitetura.md §6) as plain functions from what was typed to what is shown: a few
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

/**
 * The pattern, or the bare digits when there are more than it holds: cut to fit, "0800 727 12345"
 * would show "0800 727 1234" and a pasted 12-digit CPF another valid CPF; bare, the schema refuses
 * it with its message. Every document and number mask is one of these.
 */
function padraoSemCorte(padrao: string): Mascara {
  const formatar = padraoDeDigitos(padrao);
  const vagas = padrao.replace(/[^0]/g, '').length;
  return (valor) => {
    const digitos = valor.replace(/\D/g, '');
    return digitos.length > vagas ? digitos : formatar(digitos);
  };
}

export const mascaraCpf = padraoSemCorte('000.000.000-00');
export const mascaraCnpj = padraoSemCorte('00.000.000/0000-00');
export const mascaraCep = padraoSemCorte('00000-000');
export const mascaraCns = padraoSemCorte('000 0000 0000 0000');
export const mascaraTitulo = padraoSemCorte('0000 0000 0000');
/** NIT/PIS (the "número do INSS") and the INSS benefit number (NB). */
export const mascaraNit = padraoSemCorte('000.00000.00-0');
export const mascaraNb = padraoSemCorte('000.000.000-0');

/** Area codes (DDD) in use in Brazil (Anatel): a number under any other cannot be dialled. */
const DDDS = new Set(
  (
    '11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 51 53 ' +
    '54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 91 92 93 94 95 96 97 98 99'
  ).split(' '),
);
/** 0800, 0300, 0500 and 0900 with seven more digits; 4004, 4003 and 3003 with four. */
const SERVICO_0800 = /^0[3589]00\d{7}$/;
const SERVICO_4004 = /^(?:4004|4003|3003)\d{4}$/;
const INICIO_0800 = /^0[3589]00/;
const INICIO_4004 = /^(?:4004|4003|3003)/;

/** A DDD and a landline's 8 digits, or a mobile's 9 (which all begin with 9). */
const nacional = (digitos: string) =>
  DDDS.has(digitos.slice(0, 2)) && (digitos.length === 10 || (digitos.length === 11 && digitos[2] === '9'));

/**
 * What is left once the dialling prefixes go: "+55", a leading "0" (long distance) and the
 * carrier code after it ("0 21 11 …"), or "55" before a whole national number.
 */
function semPrefixos(texto: string, digitos: string): string[] {
  if (texto.trimStart().startsWith('+')) return digitos.startsWith('55') ? [digitos.slice(2)] : [];
  if (digitos.startsWith('0')) return [digitos.slice(1), digitos.slice(3)];
  return digitos.startsWith('55') ? [digitos, digitos.slice(2)] : [digitos];
}

/**
 * A phone as stored (decision 0025): digits only, a DDD and 8 or 9 digits with the prefixes dropped, or a
 * service number (0800 727 1234, 4004-1234) as dialled; null when the text is no such number.
 */
export function telefoneNormalizado(texto: string): string | null {
  const digitos = texto.replace(/\D/g, '');
  if (SERVICO_0800.test(digitos) || SERVICO_4004.test(digitos)) return digitos;
  return semPrefixos(texto, digitos).find(nacional) ?? null;
}

/**
 * A stored phone's kind as its digits tell it (decision 0050): a DDD and 9 digits is a mobile, a DDD
 * and 8 a landline, a service number (0800, 4004) a business's.
 */
export function tipoDoNumero(numero: string): 'celular' | 'residencial' | 'comercial' {
  if (SERVICO_0800.test(numero) || SERVICO_4004.test(numero)) return 'comercial';
  return numero.length === 11 ? 'celular' : 'residencial';
}

const telefoneFixo = padraoDeDigitos('(00) 0000-0000');
const telefoneCelular = padraoDeDigitos('(00) 00000-0000');
const telefone0800 = padraoSemCorte('0000 000 0000');
const telefone4004 = padraoSemCorte('0000-0000');
const MAXIMO_NACIONAL = 11;

/**
 * Landlines have 10 digits with the DDD, mobiles 11: the pattern follows the length typed. Service
 * numbers take their own pattern. A number typed with a prefix (+55, 0, 0 21) stays as typed until
 * the field is left (`telefoneFormatado`): which digits the prefix takes is only known at the end.
 * Nothing is ever cut to fit a pattern.
 */
export const mascaraTelefone: Mascara = (valor) => {
  const digitos = valor.replace(/\D/g, '');
  if (INICIO_0800.test(digitos)) return telefone0800(digitos);
  if (INICIO_4004.test(digitos)) return telefone4004(digitos);
  const comPrefixo = /^\s*[+0]/.test(valor);
  if (!comPrefixo && digitos.length <= MAXIMO_NACIONAL)
    return digitos.length > 10 ? telefoneCelular(digitos) : telefoneFixo(digitos);
  if (comPrefixo) return valor.replace(/[^\d +()-]/g, '');
  // Pasted whole with 55 in front, or too long to be one number: never cut to fit a pattern.
  const inteiro = telefoneNormalizado(digitos);
  return inteiro ? mascaraTelefone(inteiro) : digitos;
};

/**
 * A phone as people read it once typed: "(11) 98765-4321", "0800 727 1234". Text that is no number
 * keeps its digits bare, so "987654321" is not shown as if "98" were its DDD.
 */
export function telefoneFormatado(texto: string): string {
  const numero = telefoneNormalizado(texto);
  return numero ? mascaraTelefone(numero) : texto.replace(/[^\d+]/g, '');
}

/**
 * Digits only. Nothing past the field's length is cut (decision 0025: never drop typed text silently):
 * the schema says the number is too long, and the person sees what they pasted.
 */
export const mascaraDigitos: Mascara = (valor) => valor.replace(/\D/g, '');

/** RG: letters and digits, upper-cased, as the database keeps them; the length is the schema's to refuse. */
export const mascaraAlfanumerica: Mascara = (valor) => valor.toUpperCase().replace(/[^0-9A-Z]/g, '');

/**
 * Account and card numbers (Conta INSS "12345-6", Cartão SAMS "SAMS-88213"): letters upper-cased,
 * digits, and the separators they are printed with (hyphen, dot, slash, space), kept as typed.
 */
export const mascaraCodigoComSeparadores: Mascara = (valor) =>
  valor.toUpperCase().replace(/[^0-9A-Z ./-]/g, '');

/**
 * People's names (docs/produto.md §5 letters mask): letters with their accents, spaces, and the apostrophe,
 * hyphen and dot of names like "D'Ávila", "Ana-Maria" or "Jr."; digits and symbols are dropped.
 */
export const mascaraNome: Mascara = (valor) => valor.replace(/[^\p{L}\p{M} '’.-]/gu, '');

/** Day and month take two digits; the year takes the rest, so nothing typed is ever dropped. */
const TAMANHOS_DA_DATA = [2, 2] as const;

/**
 * dd/mm/aaaa as typed (docs/produto.md §9). Digits fill the day, then the month, then the year; a slash
 * appears when the next part begins, or where the person typed it ("4.5.1950" and "4-5-1950" too).
 * A slash just typed at the end closes a one-digit day or month with a zero in front ("4/" →
 * "04/"); one in the middle closes it as it is, so deleting the "4" of "04/05/1950" leaves
 * "0/05/1950", not "00/05/1950". No digit is ever dropped or moved into another part: "15/13/1990"
 * stays as typed and the schema says it is no date (decision 0025).
 */
export const mascaraData: Mascara = (valor) => {
  const texto = valor.replace(/[.-]/g, '/').replace(/[^\d/]/g, '');
  const partes = [''];
  [...texto].forEach((caractere, posicao) => {
    const indice = partes.length - 1;
    const atual = partes[indice] ?? '';
    const tamanho = TAMANHOS_DA_DATA[indice as 0 | 1];
    if (caractere === '/') {
      if (!atual || !tamanho) return;
      const digitadaNoFim = posicao === texto.length - 1;
      partes[indice] = digitadaNoFim ? atual.padStart(tamanho, '0') : atual;
      partes.push('');
    } else if (tamanho && atual.length === tamanho) partes.push(caractere);
    else partes[indice] = atual + caractere;
  });
  return partes.join('/');
};

/**
 * A two-digit year in the century that puts it at most in the current year: in 2026, "26" is 2026
 * and "27" 1927 (a resident's birth, or a follow-up of this year).
 */
function anoCompleto(ano: string, hoje: Date): string {
  if (ano.length !== 2) return ano;
  const atual = hoje.getFullYear();
  const noSeculo = Math.floor(atual / 100) * 100 + Number(ano);
  return String(noSeculo > atual ? noSeculo - 100 : noSeculo);
}

/**
 * A whole date as people write it, read once the field is left: a one-digit day or month ("4/5/1950")
 * and a two-digit year ("27/11/26" → 27/11/2026, decision 0025). While typing, only a slash just
 * typed pads. A "0" left by a deletion is never padded into "00".
 */
export function dataCompletada(texto: string, hoje: Date = new Date()): string {
  return texto.replace(
    /^([1-9]|\d{2})\/([1-9]|\d{2})\/(\d{4}|\d{2})$/,
    (_, dia: string, mes: string, ano: string) =>
      `${dia.padStart(2, '0')}/${mes.padStart(2, '0')}/${anoCompleto(ano, hoje)}`,
  );
}

/**
 * HH:mm as typed (a follow-up's time): the hour takes two digits, the minutes the rest, so nothing
 * typed is dropped ("19:000" stays for the schema to refuse). A colon (or "h", "." as people write
 * "7h30") just typed after a one-digit hour closes it with a zero in front ("7:" → "07:").
 */
export const mascaraHora: Mascara = (valor) => {
  const texto = valor.replace(/[.hH]/g, ':').replace(/[^\d:]/g, '');
  let hora = '';
  let minutos: string | null = null;
  [...texto].forEach((caractere, posicao) => {
    if (minutos !== null) minutos += caractere === ':' ? '' : caractere;
    else if (caractere === ':') {
      if (!hora) return;
      if (posicao === texto.length - 1) hora = hora.padStart(2, '0');
      minutos = '';
    } else if (hora.length === 2) minutos = caractere;
    else hora += caractere;
  });
  return minutos === null ? hora : `${hora}:${minutos}`;
};

/**
 * A time as people write it, read once the field is left: "7:30" → 07:30, "14h" (shown "14:") and
 * "14" → 14:00, "7" → 07:00, "7:5" → 07:05 ("sete e cinco"). Anything else stays for the schema.
 */
export const horaCompletada: Mascara = (texto) =>
  texto.replace(
    /^(\d{1,2})(?::(\d{0,2}))?$/,
    (_, hora: string, minutos = '') => `${hora.padStart(2, '0')}:${minutos.padStart(2, '0')}`,
  );

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

const reais = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The digits of reais grouped by thousands, all of them: read as a Number, twenty digits would come
 * back rounded. An amount past the contract's ceiling (9.999.999.999,99) is the schema's to refuse.
 */
const agruparMilhar = (texto: string) =>
  texto
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .replace(/\B(?=(\d{3})+$)/g, '.');

/**
 * Money as Brazilians write it (docs/produto.md §5 thousand separators): "1.412,50". The comma is the decimal;
 * a dot groups thousands once three digits follow it. A dot followed by fewer digits may still be
 * either ("1.5" on the way to "1.518", or a keypad's decimal key in "1518.5"), so it stays as typed
 * until its digits or the comma say which: turning it into the comma at once stored 1,51 for a
 * typed "1.518,00" (decision 0025). Text the mask cannot read the Brazilian way, a dot or a second comma
 * after the comma ("1,518.00" pasted from elsewhere), stays as typed for `reaisDeTexto` to read or
 * refuse once the field is left; so do a third decimal and an eleventh digit (decision 0025).
 */
export const mascaraReais: Mascara = (valor) => {
  const texto = valor.replace(/[^\d.,]/g, '');
  const virgula = texto.indexOf(',');
  if (virgula >= 0) {
    const centavos = texto.slice(virgula + 1);
    if (/\D/.test(centavos)) return texto;
    return `${agruparMilhar(texto.slice(0, virgula)) || '0'},${centavos}`;
  }
  const pendente = /\.\d{0,2}$/.exec(texto);
  if (!pendente) return agruparMilhar(texto);
  return `${agruparMilhar(texto.slice(0, pendente.index)) || '0'}${pendente[0]}`;
};

const REAIS_COM_MILHAR = /^\d{1,3}(\.\d{3})*(,\d*)?$/;
/** Bare digits, or digits and a decimal comma: "1518", "1518,5". */
const REAIS_COM_VIRGULA = /^\d+(?:,\d*)?$/;
/** A dot before at most two final digits is a decimal point: "1518.5", "1.518.50", "1518.". */
const REAIS_COM_PONTO_DECIMAL = /^(\d{1,3}(?:\.\d{3})*|\d+)\.(\d{0,2})$/;

/**
 * An amount as typed, pasted or sent: "R$ 1.412,50", "1412,5", "1.412", "1412.50". Money never has
 * three decimals, so a dot followed by three digits always groups thousands. NaN for anything else:
 * what only JavaScript reads as a number ("1e3", "0x10", "Infinity") is no amount anyone typed.
 */
export function reaisDeTexto(texto: string): number {
  const limpo = texto.trim().replace(/^R\$\s*/i, '');
  if (REAIS_COM_MILHAR.test(limpo) || REAIS_COM_VIRGULA.test(limpo)) {
    return Number(limpo.replace(/\./g, '').replace(',', '.'));
  }
  const ponto = REAIS_COM_PONTO_DECIMAL.exec(limpo);
  if (ponto) return Number(`${(ponto[1] ?? '').replace(/\./g, '')}.${ponto[2] || '0'}`);
  return Number.NaN;
}

/** A stored amount in the form's text: 1412.5 → "1.412,50". */
export const reaisParaTexto = (valor: number | null | undefined): string =>
  valor == null ? '' : reais.format(valor);

const moeda = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** An amount as the screen and the sheet show it: "R$ 1.518,00" (the space does not break). */
export const valorEmReais = (valor: number | null): string => (valor == null ? '' : moeda.format(valor));

/**
 * What the money field shows once left: "1.518" → "1.518,00". Text that is no amount stays for its
 * error, and so does one that would read as another amount once shown ("1.234,567" is not rounded).
 */
export function reaisNormalizados(texto: string): string {
  const valor = reaisDeTexto(texto);
  if (!(Number.isFinite(valor) && valor >= 0)) return texto;
  const normalizado = reaisParaTexto(valor);
  return reaisDeTexto(normalizado) === valor ? normalizado : texto;
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
