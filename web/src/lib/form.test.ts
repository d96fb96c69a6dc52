import { listaQuery, MENSAGENS_ZOD } from '@acolher/contract';
import { describe, expect, it } from 'vitest';
import './form.ts';

describe('forms', () => {
  it("show zod's default messages in Brazilian Portuguese, not its English ones", () => {
    const resultado = listaQuery.safeParse({ limite: 'dez' });
    expect(resultado.success).toBe(false);
    expect(resultado.error?.issues[0]?.message).toBe(MENSAGENS_ZOD.tipoInvalido('um número'));
  });
});
