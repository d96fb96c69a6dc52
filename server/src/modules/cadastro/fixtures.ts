import { PERMISSAO } from '@acolher/contract';
import type { TestApp } from '../../../test/app.ts';
import { criarConta, entrar, type SessaoDeTeste } from '../auth/fixtures.ts';

/**
 * The team account (PERMISSAO 2, login "equipe") that the residents, plans and reports tests act
 * as: those sections are the team's to keep, so every test proves role 2 is allowed.
 */
export async function entrarComoEquipe(t: TestApp): Promise<SessaoDeTeste> {
  await criarConta(t.db, {
    login: 'equipe',
    email: 'equipe@lar.org',
    senha: 'segredo1',
    permissao: PERMISSAO.equipe,
  });
  return entrar(t.app, 'equipe@lar.org', 'segredo1');
}
