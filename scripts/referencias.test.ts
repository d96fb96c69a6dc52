import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every reference in the repository can be followed from a clone (docs/README.md): the product, the
 * architecture and the care record are docs/produto.md, docs/arquitetura.md and docs/cuidado.md,
 * and the reasons are decision records. A document kept outside the repository ("SPEC §7",
 * `../shared/DESIGN.md`) or a tracker's issue number leads nowhere in a clone.
 */

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ESTE_ARQUIVO = 'scripts/referencias.test.ts';

/**
 * Left out: this file (its patterns are the very strings), the lock file, and the applied migrations,
 * which are history: drizzle keeps each file's hash and `npm run restore` refuses a copy whose
 * migrations' hashes differ from the code's, so their comments keep the words they were applied with.
 */
function foraDaVerificacao(arquivo: string): boolean {
  return (
    arquivo === ESTE_ARQUIVO ||
    arquivo === 'package-lock.json' ||
    arquivo.startsWith('server/src/db/migrations/')
  );
}

const DOCUMENTOS_DE_FORA = 'SPEC|DESIGN|CARE';
const REFERENCIAS: readonly { nome: string; padrao: RegExp }[] = [
  {
    nome: 'a section of a document outside the repository',
    padrao: new RegExp(`\\b(?:${DOCUMENTOS_DE_FORA}) §`, 'g'),
  },
  { nome: 'a path into a shared folder outside the repository', padrao: /\.\.\/shared\/|\/work\/shared\b/g },
  {
    nome: 'a document outside the repository',
    padrao: new RegExp(`(?<![\\w/.-])(?:${DOCUMENTOS_DE_FORA})(?:\\.md\\b|(?![\\w-]))`, 'g'),
  },
  // Across a comment's wrap too: "issue\n * 14", "issue #3", "the issue-3 audit".
  { nome: "a tracker's issue", padrao: /\bissues?[\s*/#-]*\d+/gi },
];

/** The files git tracks; outside a git checkout (an exported tree), every file but the generated ones. */
function arquivosDoRepositorio(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: RAIZ, encoding: 'utf8', maxBuffer: 1 << 26 })
      .split('\0')
      .filter(Boolean);
  } catch {
    const ignoradas = new Set(['node_modules', '.git', 'dist', 'data', 'copias']);
    const percorrer = (pasta: string): string[] =>
      readdirSync(path.join(RAIZ, pasta), { withFileTypes: true }).flatMap((entrada) => {
        if (ignoradas.has(entrada.name)) return [];
        const relativo = pasta ? `${pasta}/${entrada.name}` : entrada.name;
        return entrada.isDirectory() ? percorrer(relativo) : [relativo];
      });
    return percorrer('');
  }
}

/** The file's text, or null for a binary file (a NUL byte, or bytes that are not UTF-8) or one gone from disk. */
function textoDe(arquivo: string): string | null {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.join(RAIZ, arquivo));
  } catch {
    return null;
  }
  if (bytes.includes(0)) return null;
  const texto = bytes.toString('utf8');
  return Buffer.from(texto, 'utf8').equals(bytes) ? texto : null;
}

function referenciasSemDestino(arquivo: string, texto: string): string[] {
  return REFERENCIAS.flatMap(({ nome, padrao }) =>
    [...texto.matchAll(padrao)].map((achado) => {
      const linha = texto.slice(0, achado.index).split('\n').length;
      return `${arquivo}:${linha}: ${nome}: "${achado[0].replace(/\s+/g, ' ')}"`;
    }),
  );
}

describe('referências que um clone consegue seguir (docs/README.md)', () => {
  it('nenhum arquivo cita SPEC, DESIGN, CARE, a pasta shared ou um número de issue', () => {
    const achados = arquivosDoRepositorio()
      .filter((arquivo) => !foraDaVerificacao(arquivo))
      .flatMap((arquivo) => {
        const texto = textoDe(arquivo);
        return texto === null ? [] : referenciasSemDestino(arquivo, texto);
      });
    // Cite docs/produto.md §N, docs/arquitetura.md §N, docs/cuidado.md §N or a decision record instead.
    expect(achados).toEqual([]);
  });

  it('a verificação acha o que procura', () => {
    const exemplo = [
      'SPEC §7 e DESIGN §5',
      'veja ../shared/SPEC.md',
      'o CARE.md',
      'como a issue\n 12 pediu',
      '// the bench write of issue\n// 14, the issue-3 audit',
    ].join('\n');
    expect(referenciasSemDestino('exemplo.md', exemplo).map((achado) => achado.split(': ')[1])).toEqual([
      'a section of a document outside the repository',
      'a section of a document outside the repository',
      'a path into a shared folder outside the repository',
      'a document outside the repository',
      'a document outside the repository',
      'a document outside the repository',
      "a tracker's issue",
      "a tracker's issue",
      "a tracker's issue",
    ]);
    expect(referenciasSemDestino('exemplo.md', 'docs/produto.md §7, decision 0028, SPEC_X, SPECIAL')).toEqual(
      [],
    );
  });
});
