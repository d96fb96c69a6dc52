import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SEED_SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'seed.ts');

/** Benchmark volume through the project's own seed (DESIGN §3: `npm run seed -- --residentes N …`). */
export async function seedVolume(url: string, volume: { residentes: number; acompanhamentos: number }) {
  const args = ['--import', 'tsx', SEED_SCRIPT, '--residentes', String(volume.residentes)];
  args.push('--acompanhamentos', String(volume.acompanhamentos));
  const child = spawn(process.execPath, args, {
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'inherit',
  });
  const [code, signal] = await once(child, 'exit');
  if (code !== 0) throw new Error(`a semeadura falhou (${code ?? signal})`);
}
