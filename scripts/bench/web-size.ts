import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ChunkSize {
  file: string;
  gzipBytes: number;
}

/** What opening one lazily loaded route downloads on top of the login route (docs/arquitetura.md §8: ≤ 60 KB each). */
export interface SectionSize {
  /** Its source without `src/features/` and `/page.tsx`: `residentes`, `acompanhamentos/residente-acomp-page`. */
  section: string;
  files: ChunkSize[];
  totalGzipBytes: number;
}

/** The JS a browser downloads before the login screen can show (docs/arquitetura.md §8: ≤ 250 KB gzipped). */
export interface WebSize {
  source: 'manifest' | 'index.html';
  files: ChunkSize[];
  totalGzipBytes: number;
  /** Null without a manifest: only the manifest says what each lazy route pulls in. */
  sections: SectionSize[] | null;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

async function readIfExists(file: string): Promise<string | null> {
  return fs.readFile(file, 'utf8').catch(() => null);
}

function entryKey(manifest: Manifest): string | undefined {
  const keys = Object.keys(manifest);
  return (
    keys.find((key) => manifest[key]?.isEntry && key.endsWith('index.html')) ??
    keys.find((key) => manifest[key]?.isEntry)
  );
}

/** A chunk and, transitively, its static imports: what the browser fetches to run it. */
function staticClosure(manifest: Manifest, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(start);
  return seen;
}

function jsFiles(manifest: Manifest, keys: Iterable<string>): string[] {
  return [...keys].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));
}

function sectionName(key: string): string {
  return key
    .replace(/^src\/(features\/)?/, '')
    .replace(/\.[jt]sx?$/, '')
    .replace(/\/(page|index)$/, '');
}

/**
 * Chunks the app loads before a signed-in user can open a section: the shell's signed-in parts
 * (lazy under `src/app/`), the home route where sign-in lands, and the sign-in screens' own pieces.
 * They are measured on top of the login route only; a section on top of them too, since they are
 * already in the browser when it opens.
 */
function beforeSections(key: string): boolean {
  return /^src\/(app|features\/home|features\/auth)\//.test(key);
}

/**
 * The routes the login route's code lazy-loads (the router's `import()`s), each with what opening it
 * downloads: its chunk and static imports the browser has not loaded already. Lazy imports made
 * later from inside a section (a PDF button) are not part of opening it.
 */
function lazySections(manifest: Manifest, loginKeys: Set<string>): { section: string; files: string[] }[] {
  const lazyKeys = [...new Set([...loginKeys].flatMap((key) => manifest[key]?.dynamicImports ?? []))];
  const signedIn = new Set(loginKeys);
  for (const key of lazyKeys.filter(beforeSections))
    for (const k of staticClosure(manifest, key)) signedIn.add(k);
  return lazyKeys.map((key) => {
    const loaded = beforeSections(key) ? loginKeys : signedIn;
    const own = [...staticClosure(manifest, key)].filter((imported) => !loaded.has(imported));
    return { section: sectionName(key), files: jsFiles(manifest, own) };
  });
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

async function gzipSizes(dist: string, files: string[]): Promise<ChunkSize[]> {
  return Promise.all(
    files.map(async (file) => ({
      file,
      gzipBytes: gzipSync(await fs.readFile(path.join(dist, file))).length,
    })),
  );
}

async function measured(dist: string, files: string[]) {
  const sizes = await gzipSizes(dist, files);
  return { files: sizes, totalGzipBytes: sizes.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

async function measureFromManifest(dist: string, manifest: Manifest): Promise<WebSize> {
  const start = entryKey(manifest);
  const loginKeys = start ? staticClosure(manifest, start) : new Set<string>();
  const sections = await Promise.all(
    lazySections(manifest, loginKeys).map(async ({ section, files }) => ({
      section,
      ...(await measured(dist, files)),
    })),
  );
  return { source: 'manifest', ...(await measured(dist, jsFiles(manifest, loginKeys))), sections };
}

/** Null when the web app has not been built (no dist/index.html). */
export async function measureWebSize(dist: string): Promise<WebSize | null> {
  const manifestText = await readIfExists(path.join(dist, '.vite', 'manifest.json'));
  if (manifestText !== null) return measureFromManifest(dist, JSON.parse(manifestText));
  const html = await readIfExists(path.join(dist, 'index.html'));
  if (html === null) return null;
  return { source: 'index.html', ...(await measured(dist, scriptsOfIndexHtml(html))), sections: null };
}
