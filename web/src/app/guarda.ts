import { redirect } from 'react-router-dom';
import { abandonarSessaoAdiada, estaLogado, reentradaPendente } from '../lib/sessao.ts';

/**
 * docs/produto.md §2: a visitor who is not logged in is sent to /login before the guarded screen loads. A user
 * whose session expired under the page stays in the app while the sign-in dialog is open (0020); one
 * who closed it with "Cancelar" keeps that page only: going to another is leaving it (0046).
 */
export function exigirLogin(): Response | null {
  if (estaLogado() || reentradaPendente() !== null) return null;
  abandonarSessaoAdiada();
  return redirect('/login');
}

/** The login opened from a page kept without a session (its "Sair") forgets that session first (0046). */
export function abrirLogin(): null {
  abandonarSessaoAdiada();
  return null;
}
