import type { CDPSession, Page, Request, Route } from 'playwright-core';

/**
 * A phone on weak Wi-Fi, as the cold-load bench measures it (scripts/primeira-carga.ts): Lighthouse's
 * slow 4G (1.6 Mbit/s down, 750 kbit/s up, 150 ms) and a CPU four times slower. Answers the CDP
 * session, which keeps the profile until the page closes.
 */
export async function telefoneLento(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** The browser's network goes away (every request fails at once, as with Wi-Fi lost) and comes back. */
export async function cortarRede(page: Page): Promise<void> {
  await page.context().setOffline(true);
}

export async function religarRede(page: Page): Promise<void> {
  await page.context().setOffline(false);
}

/** Whether a request is the write of this method to a path ending so (`POST …/acompanhamentos`). */
function ehEscrita(pedido: Request, metodo: string, final: string): boolean {
  return pedido.method() === metodo && new URL(pedido.url()).pathname.endsWith(final);
}

/** Every write of that method to that path the page sends from now on, kept as it leaves. */
export function escritas(page: Page, metodo: string, final: string): () => Request[] {
  const vistas: Request[] = [];
  page.on('request', (pedido) => {
    if (ehEscrita(pedido, metodo, final)) vistas.push(pedido);
  });
  return () => [...vistas];
}

/**
 * The next write of that method to that path waits in the browser until `soltar()`: the user can tap
 * again while it is on its way. `soltar` lets it reach the server; with `perderResposta` the server
 * answers but the answer never reaches the page (a phone that lost its signal meanwhile).
 */
export async function segurarEscrita(
  page: Page,
  metodo: string,
  final: string,
): Promise<{ chegou: Promise<void>; soltar(opcoes?: { perderResposta?: boolean }): Promise<void> }> {
  let avisar: () => void = () => {};
  const chegou = new Promise<void>((r) => {
    avisar = r;
  });
  let liberar: (perder: boolean) => void = () => {};
  const liberado = new Promise<boolean>((r) => {
    liberar = r;
  });
  let terminou: () => void = () => {};
  const concluido = new Promise<void>((r) => {
    terminou = r;
  });
  let primeira = true;
  const segurar = async (rota: Route) => {
    if (!primeira || !ehEscrita(rota.request(), metodo, final)) return rota.fallback();
    primeira = false;
    avisar();
    const perder = await liberado;
    if (perder) {
      await rota.fetch();
      await rota.abort('connectionreset');
    } else {
      await rota.continue();
    }
    terminou();
  };
  await page.route((url) => url.pathname.endsWith(final), segurar);
  return {
    chegou,
    async soltar(opcoes = {}) {
      liberar(opcoes.perderResposta ?? false);
      await concluido;
    },
  };
}

/** The next GET to a path ending so is answered by a failing server (a proxy's 503 page, no JSON). */
export async function servidorIndisponivelUmaVez(page: Page, final: string): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith(final),
    (rota) =>
      rota.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>' }),
    { times: 1 },
  );
}
