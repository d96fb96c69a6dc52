import { describe, expect, it } from 'vitest';
import { enderecoDaOrigem } from './origem.ts';

describe('enderecoDaOrigem', () => {
  it('IPv4 como é, também quando vem dentro de IPv6', () => {
    expect(enderecoDaOrigem('10.0.0.7')).toBe('10.0.0.7');
    expect(enderecoDaOrigem('::ffff:10.0.0.7')).toBe('10.0.0.7');
  });

  it('IPv6 pelo seu /64: os endereços de um mesmo assinante contam juntos', () => {
    expect(enderecoDaOrigem('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(enderecoDaOrigem('2001:0DB8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(enderecoDaOrigem('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(enderecoDaOrigem('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(enderecoDaOrigem('::1')).toBe('0:0:0:0::/64');
    expect(enderecoDaOrigem('2001:db8:1:3::1')).not.toBe(enderecoDaOrigem('2001:db8:1:2::1'));
  });

  it('o que não é endereço fica como está', () => {
    expect(enderecoDaOrigem('desconhecido')).toBe('desconhecido');
  });
});
