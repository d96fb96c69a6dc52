import { describe, expect, it } from 'vitest';
import {
  cnpjValido,
  cnsValido,
  cpfDaBase,
  cpfValido,
  matriculaDe,
  matriculaValida,
  numeroCertidaoValido,
  tituloEleitorDe,
  tituloEleitorValido,
} from './documentos.ts';

describe('check digits', () => {
  it('CPF: known valid numbers pass, a changed digit or repeated digits fail', () => {
    expect(cpfValido('52998224725')).toBe(true);
    expect(cpfValido('11144477735')).toBe(true);
    expect(cpfValido('52998224724')).toBe(false);
    expect(cpfValido('11111111111')).toBe(false);
    expect(cpfValido('5299822472')).toBe(false);
    expect(cpfValido(cpfDaBase('123456789'))).toBe(true);
    expect(cpfDaBase('123456789')).toBe('12345678909');
  });

  it('CNS: a definitive and a provisional card pass, a changed digit fails', () => {
    expect(cnsValido('898001160660001')).toBe(true);
    expect(cnsValido('700000000000005')).toBe(true);
    expect(cnsValido('898001160660002')).toBe(false);
    expect(cnsValido('323456789012348')).toBe(false);
    expect(cnsValido('123456789012348')).toBe(true);
  });

  it('título de eleitor: check digits, state range and the SP/MG rule', () => {
    expect(tituloEleitorValido('004356870906')).toBe(true);
    expect(tituloEleitorValido('004356870907')).toBe(false);
    expect(tituloEleitorValido('123456782999')).toBe(false);
    expect(tituloEleitorValido(tituloEleitorDe('12345678', '05'))).toBe(true);
  });

  it('matrícula of certificates: 32 digits with two check digits', () => {
    const m = matriculaDe('104539015520131000120210012345');
    expect(m).toHaveLength(32);
    expect(matriculaValida(m)).toBe(true);
    const trocada = `${m.slice(0, 5)}${(Number(m[5]) + 1) % 10}${m.slice(6)}`;
    expect(matriculaValida(trocada)).toBe(false);
    expect(numeroCertidaoValido('12345')).toBe(true);
    expect(numeroCertidaoValido(trocada)).toBe(false);
    expect(numeroCertidaoValido('1'.repeat(20))).toBe(false);
  });

  it('CNPJ: a known valid number passes, a changed digit fails', () => {
    expect(cnpjValido('11222333000181')).toBe(true);
    expect(cnpjValido('11222333000182')).toBe(false);
    expect(cnpjValido('00000000000000')).toBe(false);
  });
});
