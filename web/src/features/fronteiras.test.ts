import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const RAIZ = resolve(import.meta.dirname, '../../..');
const BIOME = join(RAIZ, 'node_modules/.bin/biome');

/** Runs `biome lint` (the config of `npm run lint`) on a file written for the check, then removes it. */
function lintar(caminho: string, codigo: string) {
  const arquivo = join(RAIZ, caminho.replace('ARQUIVO', `fronteira-${randomUUID()}`));
  writeFileSync(arquivo, codigo);
  try {
    const { status, stdout, stderr } = spawnSync(BIOME, ['lint', '--colors=off', arquivo], {
      cwd: RAIZ,
      encoding: 'utf8',
    });
    return { status, saida: stdout + stderr };
  } finally {
    rmSync(arquivo);
  }
}

describe('features never import each other (npm run lint)', () => {
  it('an import of another feature by a relative path fails with the rule', () => {
    const { status, saida } = lintar(
      'web/src/features/residentes/pages/ARQUIVO.ts',
      "import { useAtivarConvenio } from '../../convenios/api/ativar-convenio.ts';\n\nexport const usado = [useAtivarConvenio];\n",
    );
    expect(status).not.toBe(0);
    expect(saida).toContain('lint/style/noRestrictedImports');
    expect(saida).toContain('features/residentes may not import another feature');
  });

  it('an import through the features folder fails too', () => {
    const { status, saida } = lintar(
      'web/src/features/convenios/ARQUIVO.ts',
      "import { residenteQuery } from '../../features/residentes/api/residente.ts';\n\nexport const usado = [residenteQuery];\n",
    );
    expect(status).not.toBe(0);
    expect(saida).toContain('features/convenios may not import another feature');
  });

  it("the feature's own files and the shared layers stay allowed", () => {
    const { status, saida } = lintar(
      'web/src/features/residentes/pages/ARQUIVO.ts',
      "import { SubLista } from '../../../components/sub-lista.tsx';\nimport { formularioDoRegistro } from '../../../lib/formulario.ts';\nimport { residenteQuery } from '../api/residente.ts';\n\nexport const usados = [SubLista, formularioDoRegistro, residenteQuery];\n",
    );
    expect(saida).not.toContain('noRestrictedImports');
    expect(status).toBe(0);
  });
});

describe('every feature folder has its rule', () => {
  interface Regra {
    includes: string[];
    linter?: {
      rules?: { style?: { noRestrictedImports?: { options?: { patterns?: { group: string[] }[] } } } };
    };
  }
  const features = readdirSync(join(RAIZ, 'web/src/features'), { withFileTypes: true })
    .filter((entrada) => entrada.isDirectory())
    .map((entrada) => entrada.name);
  const regras: Regra[] = JSON.parse(readFileSync(join(RAIZ, 'biome.json'), 'utf8')).overrides ?? [];

  it.each(features)(
    'features/%s forbids every other feature (a new folder needs its override in biome.json)',
    (feature) => {
      const regra = regras.find((r) => r.includes.includes(`web/src/features/${feature}/**`));
      expect(regra, `override de web/src/features/${feature}/** em biome.json`).toBeDefined();
      const proibidos =
        regra?.linter?.rules?.style?.noRestrictedImports?.options?.patterns?.flatMap((p) => p.group) ?? [];
      for (const outra of features.filter((f) => f !== feature))
        expect(proibidos).toContain(`**/${outra}/**`);
    },
  );
});
