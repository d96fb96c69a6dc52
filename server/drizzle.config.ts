import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

// Anchored to this file so `npm run db:generate` works from the repo root and from server/ alike.
// drizzle-kit prefixes "./" to the paths it reads, so they must be relative to the working directory.
const aqui = path.relative(process.cwd(), path.dirname(fileURLToPath(import.meta.url))) || '.';

export default defineConfig({
  dialect: 'postgresql',
  schema: path.join(aqui, 'src/db/schema.ts'),
  out: path.join(aqui, 'src/db/migrations'),
});
