import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run build`: builds the web app into web/dist and leaves there a stamp, the hash of everything
 * the build reads. `npm start` (scripts/iniciar.ts) builds only when the stamp does not match the
 * sources as they are now: a restart with nothing changed does not spend ~14 s building the same
 * files again (decision 0049).
 */
const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = path.join(RAIZ, 'web');
/** In the build's own dot folder (beside manifest.json): the server serves no dotfile. */
const CARIMBO = path.join('web', 'dist', '.vite', 'carimbo-das-fontes.txt');

/**
 * What the build reads: the web app and the contract it bundles, the build's config and plugin, and
 * the installed dependencies (the lockfiles: npm rewrites node_modules/.package-lock.json on every
 * install, so a package changed by hand through npm counts too).
 */
const PASTAS = ['web/src', 'web/public', 'contract/src'];
const ARQUIVOS = [
  'web/index.html',
  'web/vite.config.ts',
  'web/package.json',
  'web/tsconfig.json',
  'web/.env',
  'web/.env.production',
  'web/.env.local',
  'web/.env.production.local',
  'contract/package.json',
  'scripts/comprimir-web.ts',
  'tsconfig.base.json',
  'package.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
];

async function arquivosDe(raiz: string, pasta: string): Promise<string[]> {
  const entradas = await fs
    .readdir(path.join(raiz, pasta), { withFileTypes: true, recursive: true })
    .catch((erro: NodeJS.ErrnoException) => {
      if (erro.code === 'ENOENT') return [];
      throw erro;
    });
  return entradas.filter((e) => e.isFile()).map((e) => path.relative(raiz, path.join(e.parentPath, e.name)));
}

/** The hash of the build's inputs: each file's path and bytes, in a fixed order; a missing file counts as such. */
export async function carimboDasFontes(raiz = RAIZ): Promise<string> {
  const listas = await Promise.all(PASTAS.map((pasta) => arquivosDe(raiz, pasta)));
  const arquivos = [...new Set([...listas.flat(), ...ARQUIVOS])].sort();
  const hash = createHash('sha256');
  for (const arquivo of arquivos) {
    const conteudo = await fs.readFile(path.join(raiz, arquivo)).catch((erro: NodeJS.ErrnoException) => {
      if (erro.code === 'ENOENT') return null;
      throw erro;
    });
    hash.update(`${arquivo}\0${conteudo === null ? 'ausente' : conteudo.length}\0`);
    if (conteudo) hash.update(conteudo);
  }
  return hash.digest('hex');
}

/** Whether web/dist holds a whole build of exactly these sources. */
export async function construcaoEmDia(carimbo: string, raiz = RAIZ): Promise<boolean> {
  const [anterior, indice] = await Promise.all([
    fs.readFile(path.join(raiz, CARIMBO), 'utf8').catch(() => null),
    fs.stat(path.join(raiz, 'web', 'dist', 'index.html')).catch(() => null),
  ]);
  return indice !== null && anterior?.trim() === carimbo;
}

/** Written after a whole build; removed before one starts, so a failed build leaves no stamp. */
export async function carimbar(carimbo: string | null, raiz = RAIZ): Promise<void> {
  const arquivo = path.join(raiz, CARIMBO);
  if (carimbo === null) return fs.rm(arquivo, { force: true });
  await fs.mkdir(path.dirname(arquivo), { recursive: true });
  await fs.writeFile(arquivo, `${carimbo}\n`);
}

async function construir(): Promise<void> {
  // Vite's own API, in this process: no npm and no second Node to start.
  const { build } = await import('vite');
  await build({ root: WEB, configFile: path.join(WEB, 'vite.config.ts') });
}

async function main(): Promise<void> {
  // Taken before building: a source saved during the build makes the next start build again.
  const carimbo = await carimboDasFontes();
  // A build that fails midway must not leave the old stamp beside a half-written dist.
  await carimbar(null);
  await construir();
  await carimbar(carimbo);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((erro: unknown) => {
    console.error(erro instanceof Error ? erro.message : erro);
    process.exit(1);
  });
}
