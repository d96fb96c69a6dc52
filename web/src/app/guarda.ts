import { redirect } from 'react-router-dom';
import { paginaDeUsuario } from '../lib/sessao.ts';

/**
 * docs/produto.md §2: a visitor who is not logged in is sent to /login before the guarded screen loads. A user
 * whose session expired under the page stays in the app while the sign-in dialog is open (0020).
 */
export function exigirLogin(): Response | null {
  return paginaDeUsuario() ? null : redirect('/login');
}
