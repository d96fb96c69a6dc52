import fs from 'node:fs';
import { loadConfig } from '../../server/src/config.ts';
import { createPool } from '../../server/src/db/pool.ts';
import { ENDPOINTS } from './endpoints.ts';
import { buildFloor, type Roteiro } from './floor.ts';

/**
 * Child process of `npm run bench`: the floor server on the bench database (DATABASE_URL), replaying
 * the statements recorded from the app (the JSON file ACOLHER_BENCH_PISO names). Like the app it
 * announces its address on stdout, and stops on SIGTERM.
 */
const config = loadConfig();
if (!config.DATABASE_URL) throw new Error('DATABASE_URL não definida para o piso do bench');
const arquivo = process.env.ACOLHER_BENCH_PISO;
if (!arquivo) throw new Error('ACOLHER_BENCH_PISO não definida: o piso não tem o que repetir');
const roteiros = JSON.parse(fs.readFileSync(arquivo, 'utf8')) as Record<string, Roteiro>;
const pool = createPool(config.DATABASE_URL);
const app = buildFloor(pool, roteiros, ENDPOINTS);
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
console.log(`Piso pronto em ${await app.listen({ host: '127.0.0.1', port: 0 })}`);
