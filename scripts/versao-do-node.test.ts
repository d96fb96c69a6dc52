import { describe, expect, it } from 'vitest';
import { faixaDaRaiz, minimoDeclarado, pacotesDeProducao, pacotesForaDoMinimo } from './versao-do-node.ts';

describe('a versão mínima do Node.js (decisão 0049)', () => {
  it('toda dependência de produção instalada roda no Node mínimo que o package.json declara', () => {
    const minimo = minimoDeclarado(faixaDaRaiz());
    expect(pacotesForaDoMinimo(pacotesDeProducao(), minimo)).toEqual([]);
  });

  it('julga as faixas como o semver: uma que pede Node mais novo que o mínimo é apontada', () => {
    const minimo = minimoDeclarado('>=20.19');
    expect(minimo).toBe('20.19.0');
    const pacotes = [
      { name: 'novo', version: '3.0.0', location: 'node_modules/novo', engines: { node: '>=22' } },
      { name: 'pontual', version: '1.0.0', engines: { node: '^20.20.0' } },
      { name: 'alternativas', version: '1.0.0', engines: { node: '18 || 20 || >=22' } },
      { name: 'antigo', version: '1.0.0', engines: { node: '>= 0.6' } },
      { name: 'sem-engines', version: '1.0.0' },
      { name: 'so-npm', version: '1.0.0', engines: { npm: '>=7' } },
      { name: 'lista-antiga', version: '0.1.0', engines: ['node >= 0.4'] },
    ];
    expect(pacotesForaDoMinimo(pacotes, minimo)).toEqual([
      'novo@3.0.0 (node >=22) em node_modules/novo',
      'pontual@1.0.0 (node ^20.20.0) em ?',
    ]);
  });
});
