import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Binaries, packagedPostgres, reachableBinaries } from './embedded-binaries.ts';
import { type RunAs, run, runAs } from './embedded-user.ts';

/** As root the server runs as `postgres`, which cannot enter a root folder of mode 0700. */
const comoRoot = process.getuid?.() === 0;

let fechada: string;
let copias: string;
let ids: RunAs;
let pacote: string;
let versao: string;

beforeEach(async () => {
  fechada = await mkdtemp(path.join(os.tmpdir(), 'acolher-bin-'));
  copias = await mkdtemp(path.join(os.tmpdir(), 'acolher-copias-'));
  ids = await runAs();
  const original = await packagedPostgres();
  versao = JSON.parse(await readFile(path.join(original, 'package.json'), 'utf8')).version;
  pacote = path.join(fechada, 'node_modules', 'linux-x64');
  await cp(original, pacote, { recursive: true, verbatimSymlinks: true });
  expect((await stat(fechada)).mode & 0o777).toBe(0o700);
});

afterEach(async () => {
  await rm(fechada, { recursive: true, force: true });
  await rm(copias, { recursive: true, force: true });
});

function em(native: string): Binaries {
  return {
    pg_ctl: path.join(native, 'bin', 'pg_ctl'),
    initdb: path.join(native, 'bin', 'initdb'),
    postgres: path.join(native, 'bin', 'postgres'),
  };
}

/** Each binary, run as the user the server runs as, loading its libraries from the copy. */
async function versoes(binarios: Binaries): Promise<string[]> {
  const saidas = await Promise.all(
    Object.values(binarios).map((arquivo) => run(arquivo, ['-V'], { ...ids, cwd: '/' })),
  );
  return saidas.map(({ stdout }) => stdout.trim());
}

const esperadas = [
  expect.stringMatching(/^pg_ctl \(PostgreSQL\) 18\./),
  expect.stringMatching(/^initdb \(PostgreSQL\) 18\./),
  expect.stringMatching(/^postgres \(PostgreSQL\) 18\./),
];

describe('binários do PostgreSQL embutido num projeto dentro de uma pasta 0700', () => {
  it('como root, copiados uma só vez para onde o postgres os executa, mesmo com dois inícios juntos; fora do root, usados onde estão', async () => {
    const [um, outro] = await Promise.all([
      reachableBinaries(pacote, ids, copias),
      reachableBinaries(pacote, ids, copias),
    ]);
    const copia = path.join(copias, `postgres-${versao}`);
    expect(outro).toEqual(um);
    expect(um).toEqual(em(comoRoot ? copia : path.join(pacote, 'native')));
    expect(await versoes(um)).toEqual(esperadas);
    expect(await readdir(copias)).toEqual(comoRoot ? [`postgres-${versao}`] : []);
  });

  it('como root, uma cópia sem a marca de completa (interrompida por fora) é refeita', async () => {
    const copia = path.join(copias, `postgres-${versao}`);
    await mkdir(path.join(copia, 'bin'), { recursive: true });
    await writeFile(path.join(copia, 'bin', 'postgres'), 'pela metade');

    const binarios = await reachableBinaries(pacote, ids, copias);
    expect(await versoes(binarios)).toEqual(esperadas);
    expect((await readdir(copia)).sort()).toEqual(
      comoRoot ? ['.copia-completa', 'bin', 'lib', 'pg-symlinks.json', 'share'] : ['bin'],
    );
    expect(await readdir(copias)).toEqual([`postgres-${versao}`]);
  });
});
