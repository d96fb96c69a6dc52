import { describe, expect, it } from 'vitest';
import { conselhoEmLinha } from './funcionarios.ts';
import { prazoDoConselho } from './home.ts';

describe('quadro dos conselhos a vencer', () => {
  it('diz quanto falta, no singular e no dia do vencimento, ou que venceu', () => {
    expect(prazoDoConselho(null)).toBe('Vencida');
    expect(prazoDoConselho(0)).toBe('Vence hoje');
    expect(prazoDoConselho(1)).toBe('Falta 1 dia');
    expect(prazoDoConselho(60)).toBe('Faltam 60 dias');
  });

  it('escreve o registro como se escreve: sigla, número/UF; nada sem conselho', () => {
    expect(conselhoEmLinha({ CONSELHO_SIGLA: 'COREN', CONSELHO_NUMERO: '123.456', CONSELHO_UF: 'CE' })).toBe(
      'COREN 123.456/CE',
    );
    expect(conselhoEmLinha({ CONSELHO_SIGLA: null, CONSELHO_NUMERO: null, CONSELHO_UF: null })).toBe('');
  });
});
