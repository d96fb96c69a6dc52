import { describe, expect, it } from 'vitest';
import { reaisOpcional } from './cadastro.ts';

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

  it('stores 1518.00 for every way a Brazilian types or pastes it (issue 9)', () => {
    for (const texto of ['1.518,00', '1518,00', '1518', 'R$ 1.518,00', 'R$1518', '1.518', '1.518.00', '1518.']) {
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
    for (const ruim of [-1, '-1', 'abc', '1,2,3', '1.41.2', 1.234, '10000000000', Number.NaN]) {
      const r = ler(ruim);
      expect(r.success, String(ruim)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Valor inválido');
    }
  });
});
