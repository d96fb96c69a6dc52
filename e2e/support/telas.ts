import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Routing is hash-based (docs/produto.md §2): the route is what follows "#/". */
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

/** A toast (Mantine notification, role alert) by a text it shows, such as its title. */
export function aviso(page: Page, texto: string): Locator {
  return page.getByRole('alert').filter({ hasText: texto });
}

/** The signed-in parts of the shell (docs/produto.md §6): sidebar "Seções" and the footer with the version. */
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

/** Time between the app starting a timer and this process seeing its first effect. */
export const FOLGA_TIMER_MS = 400;

type Caixa = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;
const mesmaCaixa = (a: Caixa | null, b: Caixa | null) => JSON.stringify(a) === JSON.stringify(b);

/** Where the element comes to rest: toasts and drawers slide in before they stay put. */
async function caixaNaTela(page: Page, alvo: Locator) {
  let anterior: Caixa | null = null;
  let caixa = await alvo.boundingBox();
  for (let i = 0; i < 20 && !mesmaCaixa(anterior, caixa); i++) {
    await page.waitForTimeout(100);
    [anterior, caixa] = [caixa, await alvo.boundingBox()];
  }
  const tela = page.viewportSize();
  if (!caixa || !tela) throw new Error('elemento fora da página');
  return { caixa, tela };
}

/** The modal fades in: the screenshot and axe look at it once it is whole, not half transparent. */
export async function opacoAoFimDaTransicao(alvo: Locator): Promise<void> {
  await alvo.evaluate(
    (elemento) =>
      new Promise<void>((pronto) => {
        const olhar = () =>
          getComputedStyle(elemento).opacity === '1' ? pronto() : requestAnimationFrame(olhar);
        olhar();
      }),
  );
}

/** Visible is not enough for fixed bars: the element must lie inside the viewport to be read. */
export async function esperarDentroDaTela(page: Page, alvo: Locator): Promise<void> {
  const { caixa, tela } = await caixaNaTela(page, alvo);
  expect(caixa.y, 'começa acima da tela').toBeGreaterThanOrEqual(0);
  expect(caixa.y + caixa.height, `termina abaixo da tela (${tela.height}px)`).toBeLessThanOrEqual(
    tela.height,
  );
  expect(caixa.x, 'começa à esquerda da tela').toBeGreaterThanOrEqual(0);
  expect(caixa.x + caixa.width, `termina à direita da tela (${tela.width}px)`).toBeLessThanOrEqual(
    tela.width,
  );
}

/** An input shows its whole value: nothing of it scrolled out of sight inside a field too narrow. */
export async function esperarValorInteiro(campo: Locator): Promise<void> {
  const { conteudo, largura, valor } = await campo.evaluate((el: HTMLInputElement) => ({
    conteudo: el.scrollWidth,
    largura: el.clientWidth,
    valor: el.value,
  }));
  expect(conteudo, `"${valor}" não cabe no campo (${largura}px)`).toBeLessThanOrEqual(largura);
}

/** Inside the viewport, in its lower half, centred horizontally. */
export async function esperarEmbaixoAoCentro(page: Page, alvo: Locator): Promise<void> {
  await esperarDentroDaTela(page, alvo);
  const { caixa, tela } = await caixaNaTela(page, alvo);
  expect(Math.abs(caixa.x + caixa.width / 2 - tela.width / 2), 'fora do centro').toBeLessThan(
    tela.width * 0.05,
  );
  expect(caixa.y, 'acima da metade da tela').toBeGreaterThan(tela.height / 2);
}

export interface MensagemVista {
  texto: string;
  desde: number;
  ate: number;
}

/**
 * Every message the shell's snackbar (its polite live region) shows during a while, in order, with
 * when it was first and last seen: enough to tell "shown for 3 s" from "replaced by an error".
 */
export async function observarSnackbar(page: Page, duracaoMs: number): Promise<MensagemVista[]> {
  const regiao = page.locator('[role="status"][aria-live="polite"]');
  const vistas: MensagemVista[] = [];
  const fim = Date.now() + duracaoMs;
  while (Date.now() < fim) {
    const texto = ((await regiao.textContent()) ?? '').trim();
    const agora = Date.now();
    const ultima = vistas.at(-1);
    if (texto && ultima?.texto === texto) ultima.ate = agora;
    else if (texto) vistas.push({ texto, desde: agora, ate: agora });
    await page.waitForTimeout(50);
  }
  return vistas;
}
