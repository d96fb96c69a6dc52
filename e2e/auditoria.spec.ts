import { readFile } from 'node:fs/promises';
import { COLUNAS_CSV_AUDITORIA, MENSAGENS, PERMISSAO } from '@acolher/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { esperarAcessivel, fotografar, TELEFONE, usarNavegador } from './support/browser.ts';
import { esperarMensagem } from './support/cadastro.ts';
import { usarSemeador } from './support/seed.ts';
import {
  entrar,
  esperarDentroDaTela,
  esperarTexto,
  opacoAoFimDaTransicao,
  partesDoShell,
} from './support/telas.ts';

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

/**
 * Picks an option of a searchable select by typing part of it, as a user narrows a long list. By its
 * combobox role: the select's listbox carries the same label.
 */
async function escolherDigitando(page: Page, rotulo: string, digitado: string, opcao: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: rotulo }).fill(digitado);
  await page.getByRole('option', { name: opcao }).click();
}

/** On a phone the filters open from their button; they close again when submitted. */
async function abrirFiltros(page: Page, telefone: boolean): Promise<void> {
  if (telefone) await page.getByRole('button', { name: /^Filtros/ }).click();
}

/** Submits the filters and waits for the list the address now names. */
async function filtrar(page: Page, esperado: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await page.waitForURL((url) => esperado.test(url.hash));
  await page.getByRole('table', TABELA).waitFor();
}

/** The exported file's rows as cells: a BOM, `;` between cells, each quoted with its quotes doubled. */
function celulasDoCsv(texto: string): string[][] {
  expect(texto.startsWith('\uFEFF'), 'o CSV começa com o BOM que o Excel lê como UTF-8').toBe(true);
  return texto
    .slice(1)
    .split('\r\n')
    .filter((linha) => linha !== '')
    .map((linha) =>
      [...linha.matchAll(/"((?:[^"]|"")*)"/g)].map(([, celula = '']) => celula.replaceAll('""', '"')),
    );
}

/** On a phone nothing may make the page scroll sideways. */
async function semRolarDeLado(page: Page): Promise<void> {
  const largura = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(largura, 'a página não rola para o lado').toBeLessThanOrEqual(TELEFONE.width);
}

describe.each([
  ['no computador', false],
  ['no telefone (390 px)', true],
])('Auditoria (decision 0033) %s', (_onde, telefone) => {
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
    await abrirFiltros(page, telefone);
    await escolherDigitando(
      page,
      'Pessoa',
      admin.login,
      new RegExp(`\\(${admin.login}\\)$|^${admin.login}$`),
    );
    await filtrar(page, /usuario=\d+/);
    await esperarTexto(page.getByRole('table', TABELA), 'Entrou');
    const [entrada] = await linhas(page);
    expect(entrada?.[1]).toContain(admin.nome);
    expect(entrada?.[2]).toBe('Entrou');
    expect(entrada?.[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    // By action: every row is a sign-in, and the address keeps both filters.
    await abrirFiltros(page, telefone);
    await escolherDigitando(page, 'Ação', 'Entrou', /^Entrou$/);
    await filtrar(page, /acao=login/);
    const entradas = await linhas(page);
    expect(entradas.length).toBeGreaterThan(0);
    expect(entradas.map((linha) => linha[2])).toEqual(entradas.map(() => 'Entrou'));

    // By keyboard: words typed with an accent and in capitals find the same rows, Enter submits.
    await abrirFiltros(page, telefone);
    const busca = page.getByRole('searchbox', { name: 'Busca' });
    await busca.fill('ÉNTROU');
    await busca.press('Enter');
    await page.waitForURL((url) => /busca=%C3%89NTROU/.test(url.hash));
    await page.getByRole('table', TABELA).waitFor();
    await esperarTexto(page.getByRole('table', TABELA), 'Entrou');
    expect(await linhas(page)).toEqual(entradas);
    if (telefone) {
      await semRolarDeLado(page);
      const detalhes = page.getByRole('button', { name: /Detalhes do registro de auditoria/ }).first();
      await detalhes.scrollIntoViewIfNeeded();
      await esperarDentroDaTela(page, detalhes);
    }
    await fotografar(page, `auditoria${telefone ? '-telefone' : ''}`);
    await esperarAcessivel(page);

    // Details on demand, then the filtered rows as CSV: the same rows, under the server's name.
    await page
      .getByRole('button', { name: /Detalhes do registro de auditoria/ })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    const detalhes = page.getByRole('dialog', { name: /Registro de auditoria nº \d+/ });
    await esperarTexto(detalhes, admin.login);
    await opacoAoFimDaTransicao(detalhes);
    await fotografar(page, `auditoria-detalhes${telefone ? '-telefone' : ''}`);
    await esperarAcessivel(page);
    await page.keyboard.press('Escape');
    await detalhes.waitFor({ state: 'detached' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
    const [cabecalho, ...registros] = celulasDoCsv(await readFile(await download.path(), 'utf8'));
    expect(cabecalho).toEqual([...COLUNAS_CSV_AUDITORIA]);
    expect(registros.length).toBe(entradas.length);
    for (const [i, registro] of registros.entries()) {
      expect(registro[COLUNAS_CSV_AUDITORIA.indexOf('Login')]).toBe(admin.login);
      expect(registro[COLUNAS_CSV_AUDITORIA.indexOf('Ação')]).toBe('Entrou');
      // The same moment as the list's row, to the second.
      expect(registro[COLUNAS_CSV_AUDITORIA.indexOf('Data e hora')]?.slice(0, 16)).toBe(entradas[i]?.[0]);
    }
    await esperarMensagem(page, 'Exportação do CSV iniciada: acompanhe nos downloads do navegador');
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
