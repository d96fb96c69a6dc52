import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Routing is hash-based (SPEC §2): the route is what follows "#/". */
export function rotaAtual(page: Page): string {
  return new URL(page.url()).hash.replace(/^#\/?/, '');
}

export async function esperarRota(page: Page, rota: string): Promise<void> {
  await page.waitForURL((url) => url.hash.replace(/^#\/?/, '') === rota);
}

/** playwright-core has no auto-retrying expect: wait for the text, then it is there. */
export async function esperarTexto(onde: Page | Locator, texto: string | RegExp): Promise<Locator> {
  const alvo = onde.getByText(texto).first();
  await alvo.waitFor();
  return alvo;
}

/**
 * An input by its label, exactly. Required fields carry Mantine's asterisk inside the <label> (hidden
 * from screen readers, but part of the label's text that getByLabel matches).
 */
export function campo(onde: Page | Locator, rotulo: string): Locator {
  const escapado = rotulo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return onde.getByLabel(new RegExp(`^${escapado}\\s*\\*?$`));
}

export async function preencherLogin(page: Page, email: string, senha: string): Promise<void> {
  await page.goto('/#/login');
  await campo(page, 'E-mail').fill(email);
  await campo(page, 'Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Signs in through the login screen, as a user does, and waits for the home screen's data. */
export async function entrar(page: Page, conta: { email: string; senha: string }): Promise<void> {
  await preencherLogin(page, conta.email, conta.senha);
  await esperarRota(page, 'home');
  await page.getByRole('heading', { name: 'Início', level: 1 }).waitFor();
  await page.getByTestId('spinner').waitFor({ state: 'detached' });
}

/** The signed-in parts of the shell (SPEC §6): sidebar "Seções" and the footer with the version. */
export function partesDoShell(page: Page): { secoes: Locator; rodape: Locator } {
  return {
    secoes: page.getByRole('navigation', { name: 'Seções' }),
    rodape: page.getByRole('contentinfo').filter({ hasText: 'versão 19.1.31' }),
  };
}

export async function esperarShellOculto(page: Page): Promise<void> {
  const { secoes, rodape } = partesDoShell(page);
  expect(await secoes.count()).toBe(0);
  expect(await rodape.count()).toBe(0);
}

/** Visible is not enough for fixed bars: the element must lie inside the viewport to be read. */
export async function esperarDentroDaTela(page: Page, alvo: Locator): Promise<void> {
  const caixa = await alvo.boundingBox();
  const tela = page.viewportSize();
  expect(caixa, 'elemento sem caixa: não está na tela').not.toBeNull();
  expect(tela).not.toBeNull();
  if (!caixa || !tela) return;
  expect(caixa.y, 'começa acima da tela').toBeGreaterThanOrEqual(0);
  expect(caixa.y + caixa.height, `termina abaixo da tela (${tela.height}px)`).toBeLessThanOrEqual(
    tela.height,
  );
}
