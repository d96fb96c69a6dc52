import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './lock.ts';

let dataDir: string;
const filhos: ChildProcess[] = [];

function processo(comando: string, args: string[]): ChildProcess {
  const filho = spawn(comando, args, { stdio: 'ignore' });
  filhos.push(filho);
  return filho;
}

async function donoAnterior(pid: number | undefined): Promise<void> {
  await writeFile(path.join(dataDir, 'acolher.pid'), `${pid}\n`);
}

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'acolher-lock-'));
});

afterEach(async () => {
  for (const filho of filhos.splice(0)) {
    if (filho.exitCode === null && filho.signalCode === null) {
      filho.kill('SIGKILL');
      await once(filho, 'exit');
    }
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('trava do DATA_DIR', () => {
  it('grava o pid deste processo e o apaga ao liberar', async () => {
    const trava = await lockDataDir(dataDir);
    expect(await readFile(path.join(dataDir, 'acolher.pid'), 'utf8')).toBe(`${process.pid}\n`);
    await trava.release();
    await expect(readFile(path.join(dataDir, 'acolher.pid'))).rejects.toThrow();
  });

  it('recusa com mensagem clara quando outro processo Node vivo a detém', async () => {
    const outro = processo(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    await donoAnterior(outro.pid);
    const erro = await lockDataDir(dataDir).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(DataDirInUseError);
    expect((erro as Error).message).toBe(
      `O diretório de dados ${dataDir} já está em uso por outro Acolher (processo ${outro.pid}). ` +
        'Pare-o antes de iniciar outro, ou use outro DATA_DIR.',
    );
  });

  it('assume a trava de um app morto (kill -9)', async () => {
    const morto = processo(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    morto.kill('SIGKILL');
    await once(morto, 'exit');
    await donoAnterior(morto.pid);
    const trava = await lockDataDir(dataDir);
    expect(await readFile(path.join(dataDir, 'acolher.pid'), 'utf8')).toBe(`${process.pid}\n`);
    await trava.release();
  });

  it('assume a trava quando o pid foi reaproveitado por um processo que não é Node', async () => {
    const alheio = processo('sleep', ['60']);
    await donoAnterior(alheio.pid);
    const trava = await lockDataDir(dataDir);
    await trava.release();
  });
});
