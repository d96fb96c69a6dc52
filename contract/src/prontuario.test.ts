import { describe, expect, it } from 'vitest';
import { nomeDoProntuario } from './prontuario.ts';

describe('nomeDoProntuario', () => {
  it('nomeia o arquivo como a docs/produto.md §7, com o período quando há', () => {
    expect(nomeDoProntuario('José da Conceição', '2025-03-01', '2025-03-31')).toBe(
      'Prontuário José da Conceição (Início 01-03-2025) (Fim 31-03-2025).pdf',
    );
    expect(nomeDoProntuario('José da Conceição', '', '2025-03-31')).toBe(
      'Prontuário José da Conceição (Fim 31-03-2025).pdf',
    );
    expect(nomeDoProntuario('Todos os residentes', null, null)).toBe('Prontuário Todos os residentes.pdf');
  });
});
