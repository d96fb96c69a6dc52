import { describe, expect, it } from 'vitest';
import { hrefTelefone } from './link-telefone.tsx';

describe('hrefTelefone', () => {
  it('um número com DDD disca no formato internacional, de qualquer lugar', () => {
    expect(hrefTelefone('11987654321')).toBe('tel:+5511987654321');
    expect(hrefTelefone('1133334444')).toBe('tel:+551133334444');
  });

  it('um estrangeiro já traz o código do país; números de serviço (0800, 4004) vão como guardados', () => {
    expect(hrefTelefone('351912345678')).toBe('tel:+351912345678');
    expect(hrefTelefone('08007271234')).toBe('tel:08007271234');
    expect(hrefTelefone('40041234')).toBe('tel:40041234');
  });
});
