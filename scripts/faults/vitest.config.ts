import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults` (docs/falhas-e-carga.md, "Falhas"): the real app killed, its database stopped, its disk
 * full or read-only. Long (minutes) and it mounts tmpfs, so it is not part of `npm test`, which
 * runs only the 2-kill version of queda-durante-escritas.test.ts (in the server project).
 * Root: mounts need it, as CI has it.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'faults',
    environment: 'node',
    include: ['scripts/faults/**/*.{test,falha}.ts'],
    env: { FALHAS_QUEDAS: process.env.FALHAS_QUEDAS ?? '20' },
    // Each file starts real apps and PostgreSQL servers; on 2 cores they take turns.
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
