import { readFile } from 'node:fs/promises';
import { COLUNAS_CSV_AUDITORIA, MENSAGENS, PERMISSAO } from '@acolher/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { esperarAcessivel, fotografar, TELEFONE, usarNavegador } from './support/browser.ts';
import { escolher, esperarMensagem } from './support/cadastro.ts';
import { type Conta, usarSemeador } from './support/seed.ts';
import { campo, entrar, esperarDentroDaTela, esperarTexto, partesDoShell } from './support/telas.ts';

const TABELA = { name: /Registros de auditoria/ } as const;

/** The sidebar's link, opening the sidebar first on a phone, where it starts closed. */
function linkDaAuditoria(page: Page): Locator {
  return partesDoShell(page).secoes.getByRole('link', { name: 'Auditoria' });
}

async function abrirBarraLateral(page: Page, telefone: boolean): Promise<void> {
  if (telefone) await page.getByRole('button', { name: 'Expandir menu' }).click();
  await partesDoShell(page).secoes.getByRole('link', { name: 'Residentes' }).waitFor();
}

/** The rows of the list as their cells read (the header row left out). */
async function linhas(page: Page): Promise<string[][]> {
  const corpo = page.getByRole('table', TABELA).locator('tbody tr');
  const total = await corpo.count();
  const resultado: string[][] = [];
  for (let i = 0; i < total; i++) resultado.push(await corpo.nth(i).getByRole('cell').allTextContents());
  return resultado;
}

/** Picks the account in "Pessoa" by its login, typed into the searchable select. */
async function escolherPessoa(page: Page, conta: Conta): Promise<void> {
  await campo(page, 'Pessoa').fill(conta.login);
  await page.getByRole('option', { name: new RegExp(`\\(${conta.login}\\)$|^${conta.login}$`) }).click();
}

/** Submits the filters and waits for the list the address now names. */
async function filtrar(page: Page, esperado: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await page.waitForURL((url) => esperado.test(url.hash));
  await page.getByRole('table', TABELA).waitFor();
}

/** On a phone nothing may make the page scroll sideways. */
async function semRolarDeLado(page: Page): Promise<void> {
  const largura = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(largura, 'a página não rola para o lado').toBeLessThanOrEqual(TELEFONE.width);
}

describe.each([
  ['no computador', false],
  ['no telefone (390 px)', true],
])('Auditoria (issue 12) %s', (_onde, telefone) => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  it('o administrador abre a Auditoria pela barra lateral, vê a própria entrada, filtra por ação e exporta o CSV', async () => {
    const admin = await semear.conta({ permissao: PERMISSAO.administrador });
    const page = await navegador.abrir({ telefone });
    await entrar(page, admin);
    await abrirBarraLateral(page, telefone);
    await linkDaAuditoria(page).click();
    await page.getByRole('heading', { name: 'Auditoria', level: 1 }).waitFor();
    await page.getByRole('table', TABELA).waitFor();

    // Their own sign-in, just now: by person, the newest row is it.
    await escolherPessoa(page, admin);
    await filtrar(page, /usuario=\d+/);
    await esperarTexto(page.getByRole('table', TABELA), 'Entrou');
    const [entrada] = await linhas(page);
    expect(entrada?.[1]).toContain(admin.nome);
    expect(entrada?.[2]).toBe('Entrou');
    expect(entrada?.[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    // By action: every row is a sign-in, and the address keeps both filters.
    await escolher(page, page, 'Ação', 'Entrou');
    await filtrar(page, /acao=login/);
    const entradas = await linhas(page);
    expect(entradas.length).toBeGreaterThan(0);
    expect(entradas.map((linha) => linha[2])).toEqual(entradas.map(() => 'Entrou'));
    if (telefone) {
      await semRolarDeLado(page);
      await esperarDentroDaTela(
        page,
        page.getByRole('button', { name: /Detalhes do registro de auditoria/ }).first(),
      );
    }
    await fotografar(page, `auditoria${telefone ? '-telefone' : ''}`);
    await esperarAcessivel(page);

    // Details on demand, then the filtered rows as CSV: the same rows, under the server's name.
    await page
      .getByRole('button', { name: /Detalhes do registro de auditoria/ })
      .first()
      .click();
    const detalhes = page.getByRole('dialog', { name: /Registro de auditoria nº \d+/ });
    await esperarTexto(detalhes, admin.login);
    await fotografar(page, `auditoria-detalhes${telefone ? '-telefone' : ''}`);
    await esperarAcessivel(page);
    await page.keyboard.press('Escape');
    await detalhes.waitFor({ state: 'detached' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const [cabecalho, ...registros] = csv.split(/\r?\n/).filter((linha) => linha !== '');
    expect(cabecalho).toBe(COLUNAS_CSV_AUDITORIA.join(';'));
    expect(registros.length).toBe(entradas.length);
    for (const registro of registros) {
      expect(registro).toContain(';Entrou;');
      expect(registro).toContain(admin.login);
    }
    await esperarMensagem(page, 'CSV da auditoria exportado com sucesso');
  });

  it('perfil Equipe (2): sem o link, e #/auditoria responde "Não autorizado"', async () => {
    const equipe = await semear.conta();
    const page = await navegador.abrir({ telefone });
    await entrar(page, equipe);
    await abrirBarraLateral(page, telefone);
    expect(await linkDaAuditoria(page).count()).toBe(0);
    await page.goto('/#/auditoria');
    await page.getByRole('heading', { name: MENSAGENS.naoAutorizado, level: 1 }).waitFor();
    expect(await page.getByRole('table', TABELA).count()).toBe(0);
    expect((await page.request.get('/auditoria')).status()).toBe(403);
    expect((await page.request.get('/auditoria.csv')).status()).toBe(403);
  });
});
