import pg from 'pg';
import type { CDPSession, Locator, Page, Request, Route } from 'playwright-core';
import { afterAll, inject } from 'vitest';

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

/** A path ending so (`…/acompanhamentos`), or matching the pattern. */
type Caminho = string | RegExp;
const casa = (caminho: string, final: Caminho) =>
  typeof final === 'string' ? caminho.endsWith(final) : final.test(caminho);

/** Whether a request is of this method to such a path (`POST …/acompanhamentos`). */
function ehPedido(pedido: Request, metodo: string, final: Caminho): boolean {
  return pedido.method() === metodo && casa(new URL(pedido.url()).pathname, final);
}

/** Every write of that method to that path the page sends from now on, kept as it leaves. */
export function pedidos(page: Page, metodo: string, final: string): () => Request[] {
  const vistas: Request[] = [];
  page.on('request', (pedido) => {
    if (ehPedido(pedido, metodo, final)) vistas.push(pedido);
  });
  return () => [...vistas];
}

/**
 * The next request of that method to that path waits in the browser until `soltar()`: the user can
 * tap again while it is on its way. `soltar` lets it reach the server; with `perderResposta` the server
 * answers but the answer never reaches the page (a phone that lost its signal meanwhile).
 */
export async function segurarPedido(
  page: Page,
  metodo: string,
  final: Caminho,
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
    if (!primeira || !ehPedido(rota.request(), metodo, final)) return rota.fallback();
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
  await page.route((url) => casa(url.pathname, final), segurar);
  return {
    chegou,
    async soltar(opcoes = {}) {
      liberar(opcoes.perderResposta ?? false);
      await concluido;
    },
  };
}

/**
 * The next request to a path ending so is answered 503: with the app's own error body when given (a
 * full PDF queue), else a reverse proxy's HTML page.
 */
export async function servidorIndisponivelUmaVez(
  page: Page,
  final: string,
  corpo?: { message: string },
): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith(final),
    (rota) =>
      corpo
        ? rota.fulfill({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', ...corpo } })
        : rota.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>' }),
    { times: 1 },
  );
}

/** The run's database as the tests see it (its owner): how many rows a save really left. */
export function usarBancoDoTeste(): () => pg.Pool {
  let pool: pg.Pool | undefined;
  afterAll(async () => {
    await pool?.end();
  });
  return () => {
    pool ??= new pg.Pool({ connectionString: inject('e2e').databaseUrl, max: 1 });
    return pool;
  };
}

/** `select count(*) …` on the run's database. */
export async function contarNoBanco(banco: () => pg.Pool, sql: string, valores: unknown[]): Promise<number> {
  const { rows } = await banco().query<{ count: string }>(sql, valores);
  return Number(rows[0]?.count);
}

/**
 * Watches a button in the page itself, on every change of its attributes, for Mantine's `data-loading`
 * (the spinner): no moment of it goes unnoticed, however short. Read with `viuGirar`, even after the
 * page moved on (the mark is on the document, which a hash route keeps).
 */
export async function vigiarGiro(botao: Locator): Promise<void> {
  await botao.evaluate((elemento) => {
    new MutationObserver(() => {
      if (elemento.hasAttribute('data-loading')) document.documentElement.dataset.viuGirar = 'sim';
    }).observe(elemento, { attributes: true });
  });
}

export async function viuGirar(page: Page): Promise<boolean> {
  return (await page.evaluate(() => document.documentElement.dataset.viuGirar)) === 'sim';
}

/**
 * The app's code chunks (`/assets/*.js`) the page asks for from now on wait until `soltar()`: the next
 * screen's code is slow to come, as on a weak network, and the page stays where it is meanwhile.
 */
export async function segurarCodigo(page: Page): Promise<{ soltar(): void }> {
  let soltar: () => void = () => {};
  const solto = new Promise<void>((r) => {
    soltar = r;
  });
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (rota) => {
      await solto;
      await rota.fallback();
    },
  );
  return { soltar };
}
