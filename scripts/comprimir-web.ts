import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * The build's last step (web/vite.config.ts): a brotli (.br) and a gzip (.gz) copy beside every
 * text file of the built web app, which the server sends to browsers that accept them
 * (@fastify/static's preCompressed). Compressed once at build time, at the highest levels, instead
 * of on every request.
 */
const COMPRIMIVEIS = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt']);
/** Smaller files fit in one packet either way; a compressed copy would only add a file. */
const MINIMO_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function arquivosDe(pasta: string): Promise<string[]> {
  const entradas = await fs.readdir(pasta, { withFileTypes: true, recursive: true });
  return (
    entradas
      .filter((e) => e.isFile() && COMPRIMIVEIS.has(path.extname(e.name)))
      .map((e) => path.join(e.parentPath, e.name))
      // Dot folders (.vite/manifest.json) are the build's own notes, never served.
      .filter(
        (arquivo) =>
          !path
            .relative(pasta, arquivo)
            .split(path.sep)
            .some((parte) => parte.startsWith('.')),
      )
  );
}

async function comprimir(arquivo: string): Promise<void> {
  const original = await fs.readFile(arquivo);
  if (original.length < MINIMO_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller would cost the browser a decompression for nothing.
  if (br.length < original.length) await fs.writeFile(`${arquivo}.br`, br);
  if (gz.length < original.length) await fs.writeFile(`${arquivo}.gz`, gz);
}

/** Writes the .br and .gz copies of every compressible file under `pasta`; returns how many files. */
export async function comprimirPasta(pasta: string): Promise<number> {
  const arquivos = await arquivosDe(pasta);
  await Promise.all(arquivos.map(comprimir));
  return arquivos.length;
}
