import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { measureWebSize } from './web-size.ts';

let dist: string;

const CONTENTS = {
  'assets/index-a1.js': 'import "./vendor-b2.js"; console.log("login");'.repeat(40),
  'assets/vendor-b2.js': 'export const react = 1;'.repeat(200),
  'assets/residentes-c3.js': 'export const secao = "residentes";'.repeat(300),
  'assets/index-d4.css': 'body { color: green }'.repeat(50),
  'assets/tabela-e5.js': 'export const tabela = [];'.repeat(120),
  'assets/sobre-f6.js': 'export const sobre = "grupo";'.repeat(30),
  'assets/pdfmake-g7.js': 'export const pdf = {};'.repeat(900),
};

/** Vite's manifest of a build with two lazy sections, one sharing a chunk and lazy-loading more. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    src: 'index.html',
    imports: ['_vendor-b2.js'],
    dynamicImports: ['src/features/residentes/page.tsx', 'src/features/sobre/page.tsx'],
    css: ['assets/index-d4.css'],
  },
  '_vendor-b2.js': { file: 'assets/vendor-b2.js', imports: ['index.html'] },
  '_tabela-e5.js': { file: 'assets/tabela-e5.js', imports: ['_vendor-b2.js'] },
  '_pdfmake-g7.js': { file: 'assets/pdfmake-g7.js' },
  'src/features/residentes/page.tsx': {
    file: 'assets/residentes-c3.js',
    src: 'src/features/residentes/page.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_tabela-e5.js', '_vendor-b2.js'],
    dynamicImports: ['_pdfmake-g7.js'],
  },
  'src/features/sobre/page.tsx': {
    file: 'assets/sobre-f6.js',
    src: 'src/features/sobre/page.tsx',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};
const gz = (file: keyof typeof CONTENTS) => gzipSync(Buffer.from(CONTENTS[file])).length;

async function write(file: string, text: string) {
  await fs.mkdir(path.dirname(path.join(dist, file)), { recursive: true });
  await fs.writeFile(path.join(dist, file), text);
}

beforeEach(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'acolher-web-size-'));
  for (const [file, text] of Object.entries(CONTENTS)) await write(file, text);
});
afterEach(async () => {
  await fs.rm(dist, { recursive: true, force: true });
});

describe('measureWebSize', () => {
  it('is null when the web app was not built', async () => {
    expect(await measureWebSize(path.join(dist, 'nada'))).toBeNull();
  });

  it('sums the gzipped entry chunk and its static imports from the manifest, not lazy chunks or CSS', async () => {
    await write('.vite/manifest.json', JSON.stringify(MANIFEST));
    await write('index.html', '<html></html>');
    const size = await measureWebSize(dist);
    expect(size?.source).toBe('manifest');
    expect(size?.files.map((f) => f.file).sort()).toEqual(['assets/index-a1.js', 'assets/vendor-b2.js']);
    expect(size?.totalGzipBytes).toBe(gz('assets/index-a1.js') + gz('assets/vendor-b2.js'));
  });

  it("gives each section the router lazy-loads with what opening it downloads beyond the login route's JS", async () => {
    await write('.vite/manifest.json', JSON.stringify(MANIFEST));
    const size = await measureWebSize(dist);
    expect(size?.sections).toEqual([
      {
        section: 'residentes',
        // Its shared table chunk counts; the vendor chunk (already loaded) and pdfmake (lazy) do not.
        files: [
          { file: 'assets/residentes-c3.js', gzipBytes: gz('assets/residentes-c3.js') },
          { file: 'assets/tabela-e5.js', gzipBytes: gz('assets/tabela-e5.js') },
        ],
        totalGzipBytes: gz('assets/residentes-c3.js') + gz('assets/tabela-e5.js'),
      },
      {
        section: 'sobre',
        files: [{ file: 'assets/sobre-f6.js', gzipBytes: gz('assets/sobre-f6.js') }],
        totalGzipBytes: gz('assets/sobre-f6.js'),
      },
    ]);
  });

  it('measures a section on top of the signed-in shell, and the shell on top of the login route', async () => {
    const shell = 'src/app/moldura/menu-lateral.tsx';
    await write(
      '.vite/manifest.json',
      JSON.stringify({
        ...MANIFEST,
        'index.html': {
          ...MANIFEST['index.html'],
          dynamicImports: [shell, 'src/features/residentes/page.tsx'],
        },
        // The shell's sidebar shares the table chunk with the section: the section does not pay for it again.
        [shell]: { file: 'assets/sobre-f6.js', src: shell, isDynamicEntry: true, imports: ['_tabela-e5.js'] },
      }),
    );
    const size = await measureWebSize(dist);
    expect(size?.sections?.map((s) => [s.section, s.totalGzipBytes])).toEqual([
      ['app/moldura/menu-lateral', gz('assets/sobre-f6.js') + gz('assets/tabela-e5.js')],
      ['residentes', gz('assets/residentes-c3.js')],
    ]);
  });

  it("falls back to index.html's module script and modulepreload links", async () => {
    await write(
      'index.html',
      `<html><head>
        <script type="module" crossorigin src="/assets/index-a1.js"></script>
        <link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">
        <link rel="stylesheet" crossorigin href="/assets/index-d4.css">
      </head></html>`,
    );
    const size = await measureWebSize(dist);
    expect(size?.source).toBe('index.html');
    expect(size?.totalGzipBytes).toBe(gz('assets/index-a1.js') + gz('assets/vendor-b2.js'));
    expect(size?.sections).toBeNull();
  });
});
