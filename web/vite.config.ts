import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { comprimirPasta } from '../scripts/comprimir-web.ts';

/** In `vite dev` the API (same paths as in production, docs/arquitetura.md §4) comes from the server on :3000. */
const API_LOCAL = process.env.API_URL ?? 'http://127.0.0.1:3000';
const CAMINHOS_DO_VITE = '^/(?!$|@|__|src/|node_modules/|assets/|favicon\\.svg|index\\.html).+';

/** After the build, the .br and .gz copies the server sends instead of the files (decision 0004: first load). */
function comprimirAoFinal(): Plugin {
  let pasta = '';
  return {
    name: 'acolher-comprimir',
    apply: 'build',
    configResolved(config) {
      pasta = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await comprimirPasta(pasta);
    },
  };
}

export default defineConfig({
  plugins: [react(), comprimirAoFinal()],
  server: {
    proxy: { [CAMINHOS_DO_VITE]: { target: API_LOCAL, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks the login route and each lazy section download, for the
    // bench's size budgets (docs/arquitetura.md §8). The server serves no dotfile folder, so it stays private.
    manifest: true,
    // The login route's one chunk is ~640 kB minified, ~196 kB gzipped: docs/arquitetura.md §8's budget (250 KB
    // gzipped) is the bench's to check, not this warning's.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the login route runs, in one chunk beside the entry: on a phone's network each
          // extra request is a round trip and a connection slot (6 per host), and these files load on
          // every first visit anyway. Lazy screens import what they share from it (decision 0049).
          groups: [{ name: 'inicial', tags: ['$initial'] }],
        },
      },
    },
  },
});
