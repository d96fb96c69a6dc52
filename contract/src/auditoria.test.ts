import { describe, expect, it } from 'vitest';
import { auditoriaFiltroQuery, auditoriaListaQuery, rotuloDaAcao, rotuloDaEntidade } from './auditoria.ts';

describe('auditoriaListaQuery', () => {
  it('lê o usuário como código, aceita ação e entidade do catálogo e o cursor opaco', () => {
    expect(
      auditoriaListaQuery.parse({
        usuario: '7',
        acao: 'acesso_negado',
        entidade: 'rota',
        antes: 'abc',
        busca: ' joão ',
      }),
    ).toEqual({ usuario: 7, acao: 'acesso_negado', entidade: 'rota', antes: 'abc', busca: 'joão' });
  });

  it('recusa chave a mais, ação fora do catálogo e período invertido', () => {
    expect(auditoriaListaQuery.safeParse({ pagina: '2' }).success).toBe(false);
    expect(auditoriaListaQuery.safeParse({ acao: 'hackear' }).error?.issues[0]?.message).toBe(
      'Ação inválida',
    );
    expect(
      auditoriaFiltroQuery.safeParse({ de: '2026-02-01', ate: '2026-01-01' }).error?.issues[0]?.path,
    ).toEqual(['ate']);
  });

  it('o CSV não pagina: recusa o cursor', () => {
    expect(auditoriaFiltroQuery.safeParse({ antes: 'abc' }).success).toBe(false);
  });
});

describe('rótulos', () => {
  it('dá o rótulo em português e devolve como escrito o que o catálogo não tem', () => {
    expect(rotuloDaAcao('acesso_negado')).toBe('Acesso negado');
    expect(rotuloDaAcao('antiga')).toBe('antiga');
    expect(rotuloDaEntidade('conta_bancaria')).toBe('Conta bancária');
    expect(rotuloDaEntidade(null)).toBe('');
  });
});
