import { describe, expect, it } from 'vitest';
import {
  dataCompletada,
  dataDeIso,
  dataParaIso,
  horaCompletada,
  mascaraAlfanumerica,
  mascaraCep,
  mascaraCnpj,
  mascaraCodigoComSeparadores,
  mascaraCpf,
  mascaraData,
  mascaraDigitos,
  mascaraHora,
  mascaraNb,
  mascaraNit,
  mascaraNome,
  mascaraReais,
  mascaraTelefone,
  reaisNormalizados,
  reaisParaTexto,
  telefoneFormatado,
} from './mascaras.ts';

/** What a field shows after each key, as the field re-masks its value on every keystroke. */
const digitar = (mascara: (valor: string) => string, teclas: string) =>
  [...teclas].reduce((tela, tecla) => mascara(tela + tecla), '');

describe('máscaras', () => {
  it('CPF, CNPJ e CEP formatam o que foi digitado ou colado, sem literal pendurado no fim', () => {
    expect(mascaraCpf('52998224725')).toBe('529.982.247-25');
    expect(mascaraCpf('529')).toBe('529');
    expect(mascaraCpf('5299')).toBe('529.9');
    // More digits than a CPF holds are shown bare, never cut into another valid CPF.
    expect(mascaraCpf('529.982.247-250')).toBe('529982247250');
    expect(mascaraCep('50000-0001')).toBe('500000001');
    expect(mascaraCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(mascaraCep('50000-000')).toBe('50000-000');
  });

  it('telefone fixo tem 10 dígitos e celular 11', () => {
    expect(mascaraTelefone('8133334444')).toBe('(81) 3333-4444');
    expect(mascaraTelefone('81988887777')).toBe('(81) 98888-7777');
  });

  it('números de serviço têm o seu formato; prefixos ficam como digitados até o número estar inteiro (decision 0025)', () => {
    expect(mascaraTelefone('08007271234')).toBe('0800 727 1234');
    expect(mascaraTelefone('0800727')).toBe('0800 727');
    expect(mascaraTelefone('40041234')).toBe('4004-1234');
    expect(mascaraTelefone('+55 11 98765')).toBe('+55 11 98765');
    expect(mascaraTelefone('0 21 11 9876')).toBe('0 21 11 9876');
    // Pasted whole, the prefix goes at once; never cut into another pattern.
    expect(mascaraTelefone('5511987654321')).toBe('(11) 98765-4321');
    expect(mascaraTelefone('1234567890123')).toBe('1234567890123');
    expect(telefoneFormatado('+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(telefoneFormatado('0 21 11 98765-4321')).toBe('(11) 98765-4321');
    expect(telefoneFormatado('987654321')).toBe('987654321');
  });

  it('data: as barras entram quando a parte seguinte começa; nenhum dígito muda de parte (decision 0025)', () => {
    expect(mascaraData('31122024')).toBe('31/12/2024');
    expect(mascaraData('3')).toBe('3');
    expect(mascaraData('311')).toBe('31/1');
    expect(mascaraData('15131990')).toBe('15/13/1990');
    expect(mascaraData('32')).toBe('32');
    expect(mascaraData('31/12/20241')).toBe('31/12/20241');
  });

  it('data com dia e mês de um dígito: a barra digitada completa a parte com zero', () => {
    expect(mascaraData('4/')).toBe('04/');
    expect(digitar(mascaraData, '4/5/1950')).toBe('04/05/1950');
    expect(mascaraData('04/5/')).toBe('04/05/');
    expect(mascaraData('04')).toBe('04');
    expect(digitar(mascaraData, '4//')).toBe('04/');
    expect(mascaraData('/')).toBe('');
  });

  it('dd/MM/yyyy na tela, YYYY-MM-DD no envio; incompleto fica como está', () => {
    expect(dataParaIso('03/02/2025')).toBe('2025-02-03');
    expect(dataParaIso('03/02')).toBe('03/02');
    expect(dataDeIso('2025-02-03')).toBe('03/02/2025');
    expect(dataDeIso(null)).toBe('');
  });

  it('contas e cartões guardam os separadores com que são escritos (decision 0025)', () => {
    expect(mascaraCodigoComSeparadores('sams-88213')).toBe('SAMS-88213');
    expect(mascaraCodigoComSeparadores('12.345-6/7 x#')).toBe('12.345-6/7 X');
  });

  it('documentos alfanuméricos ficam em maiúsculas, sem pontuação', () => {
    expect(mascaraAlfanumerica('mg-12.345.678')).toBe('MG12345678');
  });

  it('valor em reais agrupa milhares com ponto e usa vírgula decimal, no máximo dois decimais', () => {
    expect(mascaraReais('1412,50')).toBe('1.412,50');
    expect(mascaraReais('R$ 10')).toBe('10');
    expect(mascaraReais('1234567')).toBe('1.234.567');
    expect(mascaraReais('0,5')).toBe('0,5');
    expect(mascaraReais(',5')).toBe('0,5');
    expect(mascaraReais('007')).toBe('7');
    expect(mascaraReais('')).toBe('');
  });

  it('um ponto só vira separador de milhar quando três dígitos o seguem (decision 0025)', () => {
    // Typing 1.518,00 key by key: the dot waits for its digits instead of becoming the comma.
    expect(digitar(mascaraReais, '1.518,00')).toBe('1.518,00');
    expect(mascaraReais('1.')).toBe('1.');
    expect(mascaraReais('1.51')).toBe('1.51');
    expect(mascaraReais('1.518')).toBe('1.518');
    expect(mascaraReais('1412.')).toBe('1.412.');
    expect(mascaraReais('1412.5')).toBe('1.412.5');
    expect(mascaraReais('1.412,')).toBe('1.412,');
  });

  it('colar 1.518,00, 1518,00, 1518 ou R$ 1.518,00 mostra 1.518', () => {
    expect(mascaraReais('1.518,00')).toBe('1.518,00');
    expect(mascaraReais('1518,00')).toBe('1.518,00');
    expect(mascaraReais('1518')).toBe('1.518');
    expect(mascaraReais('R$ 1.518,00')).toBe('1.518,00');
  });

  it('ao sair do campo o valor fica por extenso em reais; o que não se lê fica como está', () => {
    expect(reaisNormalizados('1.518')).toBe('1.518,00');
    expect(reaisNormalizados('1.412.5')).toBe('1.412,50');
    expect(reaisNormalizados('1.5')).toBe('1,50');
    expect(reaisNormalizados('1.518,')).toBe('1.518,00');
    expect(reaisNormalizados('')).toBe('');
    expect(reaisNormalizados('1.41.2')).toBe('1.41.2');
  });

  it('valor gravado volta ao formulário com milhar e centavos', () => {
    expect(reaisParaTexto(1412.5)).toBe('1.412,50');
    expect(reaisParaTexto(null)).toBe('');
  });

  it('nomes aceitam letras acentuadas, espaço, apóstrofo, hífen e ponto; nada de dígitos', () => {
    expect(mascaraNome("João D'Ávila-Conceição Jr.")).toBe("João D'Ávila-Conceição Jr.");
    expect(mascaraNome('Maria 2 da Silva!')).toBe('Maria  da Silva');
    expect(mascaraNome('Zoë Ñuñez')).toBe('Zoë Ñuñez');
  });
});

describe('máscaras não cortam o que foi colado (decision 0025)', () => {
  it('dígitos e documentos alfanuméricos passam inteiros; o esquema é quem recusa o excesso', () => {
    expect(mascaraDigitos('1234567890123')).toBe('1234567890123');
    expect(mascaraAlfanumerica('a'.repeat(25))).toBe('A'.repeat(25));
  });
});

describe('máscaras não dobram o que foi digitado (decisão 0025)', () => {
  it('dinheiro com ponto depois da vírgula fica como foi colado, para o esquema ler ou recusar', () => {
    expect(mascaraReais('1,518.00')).toBe('1,518.00');
    expect(mascaraReais('R$ 1,518.00')).toBe('1,518.00');
    expect(mascaraReais('1.412,5.')).toBe('1.412,5.');
    expect(reaisNormalizados('1,518.00')).toBe('1,518.00');
  });

  it('dinheiro não corta dígitos inteiros além de dez nem uma terceira casa decimal', () => {
    expect(mascaraReais('12345678901')).toBe('12.345.678.901');
    expect(mascaraReais('12345678901234567890')).toBe('12.345.678.901.234.567.890');
    expect(mascaraReais('12345678901,5')).toBe('12.345.678.901,5');
    expect(mascaraReais('1234,567')).toBe('1.234,567');
    expect(reaisNormalizados('1.234,567')).toBe('1.234,567');
    expect(mascaraReais('12345678901.5')).toBe('12.345.678.901.5');
  });

  it('números de serviço e NIT/NB com dígitos a mais ficam só em dígitos, nunca cortados em outro número válido', () => {
    expect(mascaraTelefone('0800 727 12345')).toBe('080072712345');
    expect(mascaraTelefone('4004-12345')).toBe('400412345');
    expect(mascaraTelefone('0800 727 1234')).toBe('0800 727 1234');
    expect(mascaraNit('123456789012')).toBe('123456789012');
    expect(mascaraNit('12345678901')).toBe('123.45678.90-1');
    expect(mascaraNb('123456789012')).toBe('123456789012');
    expect(mascaraNb('1234567890')).toBe('123.456.789-0');
  });

  it('data: só a barra digitada no fim completa a parte com zero; apagar não cria zeros', () => {
    expect(mascaraData('0/05/1950')).toBe('0/05/1950');
    expect(mascaraData('04/0/1950')).toBe('04/0/1950');
    expect(digitar(mascaraData, '4/5/1950')).toBe('04/05/1950');
  });

  it('data: ponto e hífen valem como barra', () => {
    expect(digitar(mascaraData, '4.5.1950')).toBe('04/05/1950');
    expect(digitar(mascaraData, '4-5-1950')).toBe('04/05/1950');
    expect(mascaraData('4.5.1950')).toBe('4/5/1950');
    expect(mascaraData('04-05-1950')).toBe('04/05/1950');
  });

  it('data colada inteira com dia ou mês de um dígito se completa ao sair do campo', () => {
    expect(dataCompletada('4/5/1950')).toBe('04/05/1950');
    expect(dataCompletada('14/5/1950')).toBe('14/05/1950');
    expect(dataCompletada('0/05/1950')).toBe('0/05/1950');
  });

  it('ano de dois dígitos se lê no século que o deixa até o ano corrente: 27/11/26 é 2026, 4/5/50 é 1950', () => {
    const em2026 = new Date(2026, 10, 28);
    expect(dataCompletada('27/11/26', em2026)).toBe('27/11/2026');
    expect(dataCompletada('4/5/50', em2026)).toBe('04/05/1950');
    expect(dataCompletada('01/01/27', em2026)).toBe('01/01/1927');
    expect(dataCompletada('1/1/00', em2026)).toBe('01/01/2000');
    expect(dataCompletada('27/11/202', em2026)).toBe('27/11/202');
    expect(dataCompletada('27/11/2', em2026)).toBe('27/11/2');
  });
});

describe('mascaraHora', () => {
  it('põe os dois-pontos depois da hora e não descarta nada do que foi digitado', () => {
    expect(mascaraHora('0730')).toBe('07:30');
    expect(mascaraHora('1')).toBe('1');
    expect(mascaraHora('19')).toBe('19');
    expect(mascaraHora('190')).toBe('19:0');
    expect(mascaraHora('19000')).toBe('19:000');
    expect(mascaraHora('7:')).toBe('07:');
    expect(mascaraHora('7h30')).toBe('7:30');
    expect(mascaraHora('ab12:3x4')).toBe('12:34');
    expect(mascaraHora(':')).toBe('');
  });

  it('completa a hora de um dígito ao sair do campo', () => {
    expect(horaCompletada('7:30')).toBe('07:30');
    expect(horaCompletada('17:30')).toBe('17:30');
  });

  it('lê a hora como as pessoas a escrevem: 14h, 7:5, 7', () => {
    expect(horaCompletada(mascaraHora('14h'))).toBe('14:00');
    expect(horaCompletada(mascaraHora('7h'))).toBe('07:00');
    expect(horaCompletada('7:5')).toBe('07:05');
    expect(horaCompletada('7:3')).toBe('07:03');
    expect(horaCompletada('7')).toBe('07:00');
    expect(horaCompletada('14')).toBe('14:00');
    expect(horaCompletada(mascaraHora('14h30'))).toBe('14:30');
    expect(horaCompletada('19:000')).toBe('19:000');
    expect(horaCompletada('')).toBe('');
  });
});
