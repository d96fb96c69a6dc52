import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * One config, four projects (docs/arquitetura.md §7). `npm test` (scripts/test.mjs) runs contract, server and web
 * together, then e2e on its own against the built web app.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          environment: 'node',
          include: ['contract/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // Each file has its own database, but argon2 and PostgreSQL share the machine's cores.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One app and one browser for the run: spec files take turns.
          fileParallelism: false,
        },
      },
    ],
  },
});
