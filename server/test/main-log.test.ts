import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { executarMain, matarIniciados, terminar } from './processo.ts';
import { createTestDb } from './support/db.ts';

/** The start's last words go to the terminal and the service manager's journal: no secret in them. */
describe('uma falha do banco ao iniciar', () => {
  afterEach(matarIniciados);

  it('ao criar o administrador: sai com 1 e diz a consulta e o código, sem o hash, a senha nem o e-mail', async () => {
    const banco = await createTestDb();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'acolher-main-log-'));
    try {
      // As PostgreSQL fails a constraint: the value quoted in the message, the whole row in DETAIL.
      await banco.db.execute(
        sql.raw(`create function falha_forcada() returns trigger language plpgsql as $$
          begin
            raise exception 'falha forçada em "%"', new.email
              using detail = format('Failing row contains %s.', to_jsonb(new));
          end $$`),
      );
      await banco.db.execute(
        sql.raw(
          'create trigger falha_forcada before insert on usuario for each row execute function falha_forcada()',
        ),
      );
      const { filho, saida } = executarMain({
        DATABASE_URL: banco.appUrl,
        DATABASE_OWNER_URL: banco.url,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: 'diretora.plantada@lar.org',
        ADMIN_PASSWORD: 'Senha-Plantada-42',
      });
      const { codigo } = await terminar(filho);
      expect(codigo).toBe(1);
      expect(saida()).toContain(
        'Falha ao iniciar o Acolher: DrizzleQueryError: Failed query: insert into "usuario"',
      );
      expect(saida()).toContain('[P0001]: falha forçada em "[oculto]"');
      for (const segredo of ['$argon2', 'Senha-Plantada-42', 'diretora.plantada']) {
        expect(saida()).not.toContain(segredo);
      }
    } finally {
      await banco.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
