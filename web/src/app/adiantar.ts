/**
 * The code every sign-in opens first: the signed-in shell's lazy parts and the home screen. None is
 * part of the login route (docs/arquitetura.md §8's budget); all of it is fetched while the login screen waits for
 * the user to type, so the tap on "Entrar" waits only for the server (decision 0049). Role 1's chunks
 * (employees, audit, the home's council box) are never among them.
 */
const CODIGO_APOS_O_LOGIN = [
  () => import('./moldura/menu-lateral.tsx'),
  () => import('./moldura/menu-usuario.tsx'),
  () => import('./moldura/rodape.tsx'),
  () => import('../features/auth/components/entrar-de-novo.tsx'),
  () => import('../features/home/home-page.tsx'),
  () => import('../features/home/api/precarregar.ts'),
];

/** Fetches that code once the browser is idle; a failure is left to the real import, which tries again. */
export function adiantarCodigoDoUsuario(): () => void {
  const adiantar = () => {
    for (const carregar of CODIGO_APOS_O_LOGIN) carregar().catch(() => undefined);
  };
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(adiantar, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(adiantar, 500);
  return () => window.clearTimeout(id);
}
