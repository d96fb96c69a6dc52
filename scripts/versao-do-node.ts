import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

/**
 * The Node.js the project promises (package.json `engines.node`, the README's "Node.js ≥ 20.19") must
 * run every production package installed: a package that declares a newer Node only warns at
 * install (EBADENGINE) and may break at run time. Decision 0049.
 */
const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface PacoteInstalado {
  name: string;
  version: string;
  location?: string;
  engines?: unknown;
}

/** The oldest Node the root package.json admits (`>=20.19` → 20.19.0). */
export function minimoDeclarado(faixa: string): string {
  const minimo = semver.minVersion(faixa);
  if (!minimo) throw new Error(`engines.node do package.json não é uma faixa válida: ${faixa}`);
  return minimo.version;
}

/** The packages whose `engines.node` the minimum does not satisfy, as `name@version (range) location`. */
export function pacotesForaDoMinimo(pacotes: PacoteInstalado[], minimo: string): string[] {
  return pacotes.flatMap((pacote) => {
    const engines = pacote.engines;
    // Very old packages wrote engines as an array of strings: npm itself ignores those.
    const faixa =
      engines && typeof engines === 'object' && !Array.isArray(engines)
        ? (engines as { node?: unknown }).node
        : undefined;
    if (typeof faixa !== 'string' || semver.satisfies(minimo, faixa, { includePrerelease: true })) return [];
    return [`${pacote.name}@${pacote.version} (node ${faixa}) em ${pacote.location ?? '?'}`];
  });
}

/** Every production package of the installed tree, workspaces' included, with its package.json. */
export function pacotesDeProducao(): PacoteInstalado[] {
  const saida = spawnSync('npm', ['query', '.prod'], {
    cwd: RAIZ,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (saida.status !== 0) throw new Error(`npm query .prod falhou: ${saida.stderr}`);
  return JSON.parse(saida.stdout) as PacoteInstalado[];
}

export function faixaDaRaiz(): string {
  const raiz = JSON.parse(readFileSync(path.join(RAIZ, 'package.json'), 'utf8')) as {
    engines?: { node?: string };
  };
  const faixa = raiz.engines?.node;
  if (!faixa) throw new Error('package.json não declara engines.node');
  return faixa;
}
