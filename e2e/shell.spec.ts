import { MENSAGENS } from '@acolher/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { esperarAcessivel, usarNavegador } from './support/browser.ts';
import { type Conta, usarSemeador } from './support/seed.ts';
import {
  entrar,
  esperarRota,
  esperarShellOculto,
  esperarTexto,
  FOLGA_TIMER_MS,
  observarSnackbar,
  partesDoShell,
} from './support/telas.ts';

/** docs/produto.md §4: the snackbar hides after 3 s. */
const SNACKBAR_MS = 3000;

async function pedirParaSair(page: Page, conta: Conta) {
  await page.getByRole('button', { name: `Menu do usuário: Olá, ${conta.nome}` }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  const dialogo = page.getByRole('dialog');
  await dialogo.getByText(MENSAGENS.desejaSair).waitFor();
  return dialogo;
}

describe('Sair', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  it('confirma "Deseja sair?", encerra a sessão no servidor, diz "Até logo!" por 3 s e volta ao login', async () => {
    const conta = await semear.conta();
    const page = await navegador.abrir();
    await entrar(page, conta);

    const dialogo = await pedirParaSair(page, conta);
    await dialogo.getByRole('button', { name: 'Sim' }).click();

    const vistas = await observarSnackbar(page, SNACKBAR_MS + 1500);
    await esperarRota(page, 'login');
    await esperarShellOculto(page);
    expect((await page.request.get('/sessao')).status()).toBe(401);

    expect(
      vistas.map((v) => v.texto),
      'mensagens mostradas depois de sair',
    ).toEqual([MENSAGENS.ateLogo]);
    const duracao = (vistas[0]?.ate ?? 0) - (vistas[0]?.desde ?? 0);
    expect(duracao).toBeGreaterThanOrEqual(SNACKBAR_MS - FOLGA_TIMER_MS);
    expect(duracao).toBeLessThan(SNACKBAR_MS + FOLGA_TIMER_MS);

    await page.goto('/#/home');
    await esperarRota(page, 'login');
  });

  it('ao recusar a confirmação continua conectado', async () => {
    const conta = await semear.conta();
    const page = await navegador.abrir();
    await entrar(page, conta);

    const dialogo = await pedirParaSair(page, conta);
    await dialogo.getByRole('button', { name: 'Não' }).click();

    await dialogo.waitFor({ state: 'hidden' });
    expect((await page.request.get('/sessao')).status()).toBe(200);
    await partesDoShell(page).secoes.waitFor();
  });
});

describe('Sessão encerrada no servidor', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  it('a próxima chamada recebe 401: volta ao login, sem o menu, e diz por quê (decisão 0012)', async () => {
    const conta = await semear.conta();
    const page = await navegador.abrir();
    await entrar(page, conta);

    // Ended from elsewhere (as an expiry would): the browser keeps its cookies, the server forgets them.
    const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
    expect(token, 'cookie token').toBeTruthy();
    const { url } = inject('e2e');
    const saida = await fetch(`${url}/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(saida.status).toBe(200);

    await page.reload();
    await esperarRota(page, 'login');
    await esperarTexto(page, MENSAGENS.naoAutenticado);
    await esperarShellOculto(page);
  });
});

describe('Sobre', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  it('abre pelo menu "Seções" com o texto do grupo, o logotipo e a equipe, e passa no axe', async () => {
    const conta = await semear.conta();
    const page = await navegador.abrir();
    await entrar(page, conta);

    await partesDoShell(page).secoes.getByRole('link', { name: 'Sobre' }).click();
    await esperarRota(page, 'sobre');
    await page.getByRole('heading', { name: 'Sobre', level: 1 }).waitFor();
    await page.getByRole('main').getByRole('img').first().waitFor();
    const equipe = page.getByRole('region', { name: 'Equipe' }).getByRole('listitem');
    const membros = await equipe.allTextContents();
    expect(membros).toHaveLength(6);
    expect(membros.filter((m) => /coordena/i.test(m))).toHaveLength(1);
    expect(membros.filter((m) => /desenvolv/i.test(m))).toHaveLength(5);
    await esperarAcessivel(page);
  });
});
