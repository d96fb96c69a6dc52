import { describe, expect, it } from 'vitest';
import { type Arquivo, arquivosDoProjeto, camadaDe, importacoesDe, violacoes } from './camadas.ts';

function arquivo(caminho: string, ...alvos: string[]): Arquivo {
  return { caminho, importacoes: alvos.map((alvo, i) => ({ alvo, linha: i + 1 })) };
}

describe('the layers check (scripts/camadas.ts)', () => {
  it('reads every way a file imports, wherever the statement breaks its lines', () => {
    const texto = [
      "import { a } from './a.ts';",
      'import {',
      '  b,',
      "} from '../b.ts';",
      "export * from './c.ts';",
      "import './d.ts';",
      "const e = await import('./e.ts');",
      "import type { F } from '@acolher/contract';",
    ].join('\n');
    expect(importacoesDe(texto)).toEqual([
      { alvo: './a.ts', linha: 1 },
      { alvo: '../b.ts', linha: 4 },
      { alvo: './c.ts', linha: 5 },
      { alvo: './d.ts', linha: 6 },
      { alvo: './e.ts', linha: 7 },
      { alvo: '@acolher/contract', linha: 8 },
    ]);
  });

  it('places each file in its layer', () => {
    expect(camadaDe('contract/src/cadastro.ts')).toBe('contract');
    expect(camadaDe('server/src/config.ts')).toBe('config');
    expect(camadaDe('server/src/db/tabelas/residentes.ts')).toBe('db');
    expect(camadaDe('server/src/lib/escrita.ts')).toBe('lib');
    expect(camadaDe('server/src/modules/residentes/service.ts')).toBe('modules');
    expect(camadaDe('server/src/modules/index.ts')).toBe('app');
    expect(camadaDe('server/src/app.ts')).toBe('app');
  });

  it('accepts imports that point down and modules that use one another without a circle', () => {
    expect(
      violacoes([
        arquivo('server/src/db/schema.ts', './tabelas/residentes.ts', '@acolher/contract', 'drizzle-orm'),
        arquivo('server/src/lib/escrita.ts', '../db/client.ts', '../config.ts'),
        arquivo('server/src/modules/relatorios/service.ts', '../residentes/service.ts', '../../lib/pdf.ts'),
        arquivo('server/src/modules/residentes/service.ts', '../../db/schema.ts'),
        arquivo('server/src/app.ts', './modules/index.ts'),
        arquivo('contract/src/index.ts', './cadastro.ts', 'zod'),
      ]),
    ).toEqual([]);
  });

  it('refuses an import that points up, naming the file, the line and the rule', () => {
    expect(
      violacoes([
        arquivo('server/src/db/schema.ts', './tabelas/a.ts', '../modules/auth/tables.ts'),
        arquivo('server/src/lib/auditoria.ts', '../modules/auditoria/service.ts'),
        arquivo('server/src/db/versao.ts', '../lib/errors.ts'),
        arquivo('server/src/config.ts', './db/client.ts'),
        arquivo('contract/src/cadastro.ts', '../../server/src/lib/errors.ts', '../../web/src/lib/api.ts'),
      ]).map((v) => `${v.caminho}:${v.linha} ${v.regra.split(' (')[0]}`),
    ).toEqual([
      'server/src/db/schema.ts:2 db may not import modules',
      'server/src/lib/auditoria.ts:1 lib may not import modules',
      'server/src/db/versao.ts:1 db may not import lib',
      'server/src/config.ts:1 config may not import db',
      'contract/src/cadastro.ts:1 contract may not import lib',
      'contract/src/cadastro.ts:2 the contract imports nothing outside it',
    ]);
  });

  it('refuses modules that import each other, however long the circle', () => {
    const achadas = violacoes([
      arquivo('server/src/modules/auth/plugin.ts', '../auditoria/negacoes.ts'),
      arquivo('server/src/modules/auditoria/consulta.ts', '../usuarios/service.ts'),
      arquivo('server/src/modules/usuarios/service.ts', '../auth/service.ts'),
      arquivo('server/src/modules/relatorios/service.ts', '../auth/service.ts'),
    ]);
    expect(achadas.map((v) => v.regra)).toEqual([
      'modules import each other in a circle: auditoria → usuarios → auth → auditoria',
    ]);
    expect(achadas[0]).toMatchObject({ caminho: 'server/src/modules/auditoria/consulta.ts', linha: 1 });
  });

  it('finds nothing against the layers in the project itself', () => {
    expect(violacoes(arquivosDoProjeto())).toEqual([]);
  });
});
