import { describe, expect, it } from 'vitest';
import { cpfOpcional, enderecoInput, reaisOpcional, telefoneInput } from './cadastro.ts';
import { convenioInput } from './convenios.ts';
import { funcionarioInput } from './funcionarios.ts';
import { MENSAGENS } from './messages.ts';
import { familiarInput, residenteCampos, residenteConvenioInput } from './residentes.ts';

const ler = (v: unknown) => reaisOpcional.safeParse(v);

describe('money in reais (reaisOpcional)', () => {
  it('reads what a Brazilian types and what an API client sends', () => {
    expect(ler('1.412,50').data).toBe(1412.5);
    expect(ler('1412,5').data).toBe(1412.5);
    expect(ler('1.234.567').data).toBe(1234567);
    expect(ler('1412.50').data).toBe(1412.5);
    expect(ler(1412.5).data).toBe(1412.5);
    expect(ler('0,07').data).toBe(0.07);
  });

  it('stores 1518.00 for every way a Brazilian types or pastes it (decision 0025)', () => {
    for (const texto of [
      '1.518,00',
      '1518,00',
      '1518',
      'R$ 1.518,00',
      'R$1518',
      '1.518',
      '1.518.00',
      '1518.',
    ]) {
      expect(ler(texto).data, texto).toBe(1518);
    }
  });

  it('empty is no value', () => {
    expect(ler('').data).toBeNull();
    expect(ler('  ').data).toBeNull();
    expect(ler(null).data).toBeNull();
    expect(ler(undefined).data).toBeNull();
  });

  it('refuses negatives, text, more than two decimals and more than ten billion', () => {
    for (const ruim of [-1, '-1', 'abc', '1,2,3', '1.41.2', 1.234, '10000000000', Number.NaN, '1234,567']) {
      const r = ler(ruim);
      expect(r.success, String(ruim)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Valor inválido');
    }
  });
});

describe('money the mask leaves as typed (decision 0025)', () => {
  it('refuses what only JavaScript reads as a number: exponents, hexadecimal, Infinity', () => {
    for (const ruim of ['1e3', '0x10', '0b11', 'Infinity', ' 1e3 ', '1_000', '.5e1']) {
      const r = ler(ruim);
      expect(r.success, ruim).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Valor inválido');
    }
  });

  it('refuses a pasted 1,518.00 and amounts too long, instead of storing another amount', () => {
    for (const ruim of ['1,518.00', '12.345.678.901', '12345678901,5']) {
      expect(ler(ruim).success, ruim).toBe(false);
    }
  });
});

describe('phones (telefoneInput.NUMERO)', () => {
  const numero = (v: unknown) => telefoneInput.shape.NUMERO.safeParse(v);

  it('stores a DDD and 8 or 9 digits, whatever prefix or punctuation came with it (decision 0025)', () => {
    expect(numero('+55 11 98765-4321').data).toBe('11987654321');
    expect(numero('55 11 98765-4321').data).toBe('11987654321');
    expect(numero('0 21 11 98765-4321').data).toBe('11987654321');
    expect(numero('(011) 3333-4444').data).toBe('1133334444');
    expect(numero('0 15 21 3333-4444').data).toBe('2133334444');
    expect(numero('(81) 98888-7777').data).toBe('81988887777');
    expect(numero('5533334444').data).toBe('5533334444');
  });

  it('keeps service numbers as they are dialled', () => {
    expect(numero('0800 727 1234').data).toBe('08007271234');
    expect(numero('0300 123 4567').data).toBe('03001234567');
    expect(numero('4004-1234').data).toBe('40041234');
    expect(numero('3003 1234').data).toBe('30031234');
  });

  it('refuses a number without DDD, a DDD that does not exist and foreign numbers, in Portuguese', () => {
    for (const ruim of [
      '98765-4321',
      '9876-5432',
      '(00) 98765-4321',
      '(20) 3333-4444',
      '(11) 8765-43210',
      '+1 212 555 0100',
      '0800 727 123',
      '4005-1234',
      '12',
    ]) {
      const r = numero(ruim);
      expect(r.success, ruim).toBe(false);
      expect(r.error?.issues[0]?.message, ruim).toBe(MENSAGENS.telefoneInvalido);
    }
    expect(numero('').error?.issues[0]?.message).toBe(MENSAGENS.campoObrigatorio);
  });
});

describe('account and card numbers keep their separators (decision 0025)', () => {
  const conta = (v: unknown) => residenteCampos.shape.CONTA_INSS.safeParse(v);
  const sams = (v: unknown) => residenteCampos.shape.CARTAO_SAMS.safeParse(v);

  it('stores Conta INSS 12345-6 and Cartão SAMS SAMS-88213 as written', () => {
    expect(conta('12345-6').data).toBe('12345-6');
    expect(conta(' 12.345-x ').data).toBe('12.345-X');
    expect(sams('SAMS-88213').data).toBe('SAMS-88213');
    expect(sams('sams 88213').data).toBe('SAMS 88213');
    expect(sams('').data).toBeNull();
  });

  it('refuses other symbols, a separator alone and more than 30 characters', () => {
    expect(conta('12345#6').error?.issues[0]?.message).toBe(
      'Conta INSS inválido: use letras, números e - . /',
    );
    expect(sams('-').success).toBe(false);
    expect(sams('1'.repeat(31)).error?.issues[0]?.message).toBe(
      'Máximo de 30 caracteres: o texto tem 1 a mais',
    );
  });

  it('CPF, CEP, phones and NIT stay digits only', () => {
    expect(residenteCampos.shape.NUMERO_INSS.parse('123.456.789-01')).toBe('12345678901');
    expect(cpfOpcional.parse('529.982.247-25')).toBe('52998224725');
    expect(enderecoInput.shape.CEP.parse('01310-100')).toBe('01310100');
  });
});

describe('a phone and its kind, a record and its phones (decision 0050)', () => {
  const telefone = (v: Record<string, unknown>) => telefoneInput.safeParse(v);

  it('without a kind, the digits say it: a landline is residential, a service number commercial', () => {
    expect(telefone({ NUMERO: '(11) 98765-4321' }).data?.TIPO).toBe('celular');
    expect(telefone({ NUMERO: '(11) 3333-4444' }).data?.TIPO).toBe('residencial');
    expect(telefone({ NUMERO: '0800 727 1234' }).data?.TIPO).toBe('comercial');
    expect(telefone({ NUMERO: '4004-1234' }).data?.TIPO).toBe('comercial');
  });

  it('"Celular" for a landline or a 0800 is refused on the kind, saying why; other kinds of a mobile pass', () => {
    for (const NUMERO of ['(11) 3333-4444', '0800 727 1234']) {
      const lido = telefone({ NUMERO, TIPO: 'celular' });
      expect(lido.success).toBe(false);
      expect(lido.error?.issues).toEqual([
        expect.objectContaining({ path: ['TIPO'], message: MENSAGENS.telefoneNaoECelular }),
      ]);
    }
    expect(telefone({ NUMERO: '(11) 98765-4321', TIPO: 'recado' }).data?.TIPO).toBe('recado');
    expect(telefone({ NUMERO: '(11) 3333-4444', TIPO: 'comercial' }).data?.TIPO).toBe('comercial');
  });

  it('the same number twice in one record is refused on the second, however it was typed', () => {
    const duas = [
      { NUMERO: '(11) 98765-4321', TIPO: 'celular' },
      { NUMERO: '+55 11 98765-4321', TIPO: 'recado' },
    ];
    const listas = [
      familiarInput.safeParse({ NOME: 'Rosa', SOBRENOME: 'Lima', TELEFONE: duas }),
      convenioInput.safeParse({ NOME: 'Plano', TELEFONE: duas }),
      residenteConvenioInput.shape.TELEFONE.safeParse(duas),
    ];
    for (const lido of listas) {
      expect(lido.success).toBe(false);
      expect(lido.error?.issues).toContainEqual(
        expect.objectContaining({
          path: expect.arrayContaining([1, 'NUMERO']),
          message: MENSAGENS.telefoneRepetido,
        }),
      );
    }
    const doFuncionario = funcionarioInput.safeParse({ TELEFONE: duas });
    expect(doFuncionario.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['TELEFONE', 1, 'NUMERO'], message: MENSAGENS.telefoneRepetido }),
    );
    expect(
      familiarInput.safeParse({ NOME: 'Rosa', SOBRENOME: 'Lima', TELEFONE: duas.slice(0, 1) }).success,
    ).toBe(true);
  });
});
