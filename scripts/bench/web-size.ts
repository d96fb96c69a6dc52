import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The JS a browser downloads before the login screen can show (DESIGN §8: ≤ 250 KB gzipped). */
export interface WebSize {
  source: 'manifest' | 'index.html';
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  src?: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

async function readIfExists(file: string): Promise<string | null> {
  return fs.readFile(file, 'utf8').catch(() => null);
}

/** The entry chunk and, transitively, its static imports; dynamic imports (lazy sections) are left out. */
function entryClosure(manifest: Manifest): string[] {
  const entryKey =
    Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html')) ??
    Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (entryKey) visit(entryKey);
  return [...seen].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));
}

/** Without a manifest: the module script and the modulepreload links Vite writes into index.html. */
function scriptsOfIndexHtml(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files = tags.flatMap((tag) => {
    const isModuleScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    return (isModuleScript || isPreload) && url ? [url.replace(/^\//, '')] : [];
  });
  return [...new Set(files)];
}

async function gzipSizes(dist: string, files: string[]): Promise<WebSize['files']> {
  return Promise.all(
    files.map(async (file) => ({
      file,
      gzipBytes: gzipSync(await fs.readFile(path.join(dist, file))).length,
    })),
  );
}

/** Null when the web app has not been built (no dist/index.html). */
export async function measureWebSize(dist: string): Promise<WebSize | null> {
  const manifestText = await readIfExists(path.join(dist, '.vite', 'manifest.json'));
  const html = await readIfExists(path.join(dist, 'index.html'));
  if (manifestText === null && html === null) return null;
  const source = manifestText === null ? 'index.html' : 'manifest';
  const names =
    manifestText === null ? scriptsOfIndexHtml(html ?? '') : entryClosure(JSON.parse(manifestText));
  const files = await gzipSizes(dist, names);
  return { source, files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
