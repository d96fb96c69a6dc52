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
    const manifest = {
      'index.html': {
        file: 'assets/index-a1.js',
        isEntry: true,
        src: 'index.html',
        imports: ['_vendor-b2.js'],
        dynamicImports: ['src/features/residentes/index.tsx'],
        css: ['assets/index-d4.css'],
      },
      '_vendor-b2.js': { file: 'assets/vendor-b2.js', imports: ['index.html'] },
      'src/features/residentes/index.tsx': { file: 'assets/residentes-c3.js', isDynamicEntry: true },
    };
    await write('.vite/manifest.json', JSON.stringify(manifest));
    await write('index.html', '<html></html>');
    const size = await measureWebSize(dist);
    expect(size?.source).toBe('manifest');
    expect(size?.files.map((f) => f.file).sort()).toEqual(['assets/index-a1.js', 'assets/vendor-b2.js']);
    expect(size?.totalGzipBytes).toBe(gz('assets/index-a1.js') + gz('assets/vendor-b2.js'));
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
  });
});
