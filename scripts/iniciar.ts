import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { carimboDasFontes, construcaoEmDia } from './construir-web.ts';

/**
 * `npm start`: builds the web app only when something the build reads changed since the last build
 * (scripts/construir-web.ts's stamp), then serves, in this same process: one Node and no second npm
 * to start (each costs ~0.5–0.9 s on a busy 2-core machine; decision 0049). The build runs in a
 * process of its own, so the server never carries the bundler's memory.
 */
if (await construcaoEmDia(await carimboDasFontes())) {
  console.log('web/dist já corresponde às fontes: construção pulada.');
} else {
  const construtor = fileURLToPath(new URL('./construir-web.ts', import.meta.url));
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', construtor], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
await import('../server/src/main.ts');
