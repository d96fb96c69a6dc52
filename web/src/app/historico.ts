import type { createHashRouter } from 'react-router-dom';

type Router = ReturnType<typeof createHashRouter>;

/** Where the router keeps an entry's position in the tab's history (`idx` of its history state). */
function posicao(): number | undefined {
  const estado: unknown = window.history.state;
  if (typeof estado !== 'object' || estado === null) return undefined;
  const { idx } = estado as { idx?: unknown };
  return typeof idx === 'number' ? idx : undefined;
}

/**
 * Numbers the history entries the router did not create, so every way out of a page can be blocked.
 * An address typed over the app (a new hash) adds an entry without the router's `idx`; a blocker can
 * neither undo a Back into such an entry nor a Back out of it (React Router warns "blocker on a POP
 * navigation… will fail silently") and the unsaved-changes question was skipped. Registered before
 * the router's own listener, this one gives the new entry the position after the one the tab was on
 * (a typed address drops any entries forward of it), before the router reads it.
 */
export function numerarEntradasDoHistorico(criar: () => Router): Router {
  let ultima = posicao() ?? 0;
  const numerar = () => {
    const atual = posicao();
    if (atual === undefined) {
      ultima += 1;
      window.history.replaceState({ ...(window.history.state ?? {}), idx: ultima }, '');
    } else {
      ultima = atual;
    }
  };
  window.addEventListener('popstate', numerar);
  const router = criar();
  ultima = posicao() ?? ultima;
  router.subscribe(() => {
    ultima = posicao() ?? ultima;
  });
  return router;
}
