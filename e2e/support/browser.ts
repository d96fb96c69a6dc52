import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { comoOutroCliente } from './cliente.ts';

export const TELEFONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const ESPERA_MS = 10_000;
const ARTEFATOS = fileURLToPath(new URL('../.artifacts/', import.meta.url));

const ARGUMENTOS_CHROMIUM = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface OpcoesPagina {
  telefone?: boolean;
}

export interface Navegador {
  /** A page in a context of its own: no cookie or storage leaks between tests. */
  abrir(opcoes?: OpcoesPagina): Promise<Page>;
}

/**
 * One Chromium per spec file and a fresh context per page. Uncaught errors in the page fail the test
 * that caused them: a screen that throws is broken even if the asserted text happens to show.
 */
export function usarNavegador(): Navegador {
  let browser: Browser | undefined;
  const contextos: BrowserContext[] = [];
  const errosDaPagina: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ARGUMENTOS_CHROMIUM,
    });
  });

  afterEach(async () => {
    await Promise.all(contextos.splice(0).map((c) => c.close()));
    const erros = errosDaPagina.splice(0);
    expect(erros, 'erros não tratados na página').toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    async abrir(opcoes = {}) {
      if (!browser) throw new Error('usarNavegador() precisa ser chamado no corpo do describe');
      const contexto = await browser.newContext({
        baseURL: inject('e2e').url,
        viewport: opcoes.telefone ? TELEFONE : DESKTOP,
        isMobile: opcoes.telefone ?? false,
        hasTouch: opcoes.telefone ?? false,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        extraHTTPHeaders: comoOutroCliente(),
      });
      // Well under the test timeout, so a missing element fails with its own message.
      contexto.setDefaultTimeout(ESPERA_MS);
      contextos.push(contexto);
      contexto.on('page', (pagina) => pagina.on('pageerror', (e) => errosDaPagina.push(e.message)));
      return contexto.newPage();
    },
  };
}

/** axe on the page as it is now: nothing serious or critical may be found. */
export async function esperarAcessivel(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const graves = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(graves, `violações de acessibilidade em ${page.url()}`).toEqual([]);
}

/** Screenshots land in e2e/.artifacts/ (gitignored) for a person to look at. */
export async function fotografar(page: Page, nome: string): Promise<void> {
  await mkdir(ARTEFATOS, { recursive: true });
  await page.screenshot({ path: `${ARTEFATOS}${nome}.png`, fullPage: true });
}

/** Only what the screen shows now, fixed bars and toasts where the user sees them. */
export async function fotografarTela(page: Page, nome: string): Promise<void> {
  await mkdir(ARTEFATOS, { recursive: true });
  await page.screenshot({ path: `${ARTEFATOS}${nome}.png` });
}
