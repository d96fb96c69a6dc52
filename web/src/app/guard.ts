import { redirect } from 'react-router-dom';
import { estaLogado } from '../lib/session.ts';

/** SPEC §2: a visitor who is not logged in is sent to /login before the guarded screen loads. */
export function exigirLogin(): Response | null {
  return estaLogado() ? null : redirect('/login');
}
