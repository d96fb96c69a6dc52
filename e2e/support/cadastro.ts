import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { cpfDaBase } from '@acolher/contract';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { textoDasPaginas } from '../../server/test/support/pdf-texto.ts';
import { campo, esperarTexto } from './telas.ts';

/** The shell's snackbar: its polite live region. */
const SNACKBAR = '[role="status"][aria-live="polite"]';

/**
 * Picks an option of a Mantine Select as a user does: open it by its label, click the option.
 * The options live in a portal at the end of the page, outside any dialog the field is in.
 */
export async function escolher(page: Page, onde: Page | Locator, rotulo: string, opcao: string) {
  await campo(onde, rotulo).click();
  await page.getByRole('option', { name: opcao, exact: true }).click();
}

/** The pills a multi-select shows for what is picked. */
export async function escolhidos(form: Locator, rotulo: string): Promise<string[]> {
  const grupo = form.locator('.mantine-MultiSelect-root').filter({ hasText: rotulo });
  return grupo.locator('.mantine-Pill-label').allTextContents();
}

/** Types as a keyboard does, one key at a time, so the field's mask runs on every keystroke. */
export async function digitar(alvo: Locator, texto: string): Promise<void> {
  await alvo.fill('');
  await alvo.pressSequentially(texto);
}

/** Opens the row's "Ações de {nome}" menu of a section list and clicks one of its items. */
export async function acaoDaLinha(page: Page, nome: string, acao: string): Promise<void> {
  await page.getByRole('button', { name: `Ações de ${nome}`, exact: true }).click();
  await page.getByRole('menuitem', { name: acao, exact: true }).click();
}

/**
 * Types in a section list's search and waits until the list took it: the search waits for a pause
 * in typing, then writes itself into the address (`?busca=`), which is when the server is asked.
 */
export async function buscarNaLista(page: Page, rotulo: string, texto: string): Promise<void> {
  await page.getByRole('searchbox', { name: rotulo }).fill(texto);
  await page.waitForURL((url) => new URLSearchParams(url.hash.split('?')[1]).get('busca') === texto.trim());
}

/** The shell's snackbar (docs/produto.md §4) showing this text. */
export async function esperarMensagem(page: Page, texto: string): Promise<void> {
  await esperarTexto(page.locator(SNACKBAR), texto);
}

/** A modal dialog by its title. */
export function dialogo(page: Page, titulo: string): Locator {
  return page.getByRole('dialog', { name: titulo });
}

/** Esc over a modal's typed data asks; a second Esc keeps editing; Esc over an untouched modal closes it. */
export async function escPerguntaEFecha(
  page: Page,
  modal: Locator,
  campoDigitado: Locator,
  digitado: string,
) {
  await campoDigitado.focus();
  await page.keyboard.press('Escape');
  const aviso = dialogo(page, 'Alterações não salvas');
  await aviso.waitFor();
  // Past the opening transition: the question stays, it is not closed by the Esc that opened it.
  await page.waitForTimeout(400);
  expect(await aviso.isVisible(), 'a pergunta continua na tela').toBe(true);
  await page.keyboard.press('Escape');
  await aviso.waitFor({ state: 'hidden' });
  expect(await campoDigitado.inputValue()).toBe(digitado);
  await modal.getByRole('button', { name: 'Cancelar' }).focus();
  await page.keyboard.press('Escape');
  await aviso.getByRole('button', { name: 'Sair sem salvar' }).click();
  await modal.waitFor({ state: 'detached' });
}

/** The cells of the rows of a table (or a region holding one) that mention a text. */
export async function linhasCom(onde: Page | Locator, texto: string): Promise<string[][]> {
  const linhas = onde.getByRole('row').filter({ hasText: texto });
  const total = await linhas.count();
  const celulas: string[][] = [];
  for (let i = 0; i < total; i++) celulas.push(await linhas.nth(i).getByRole('cell').allTextContents());
  return celulas;
}

export interface PdfBaixado {
  /** The name the browser offers to save it under. */
  nome: string;
  /** The text of all its pages, words joined by single spaces. */
  texto: string;
}

/**
 * Clicks what emits a report and reads the file the browser downloaded: it must be a PDF (the
 * "%PDF-" signature), and its text is what an assertion about rows and accents can read.
 */
export async function baixarPdf(page: Page, clicar: () => Promise<void>): Promise<PdfBaixado> {
  const [download] = await Promise.all([
    page.waitForEvent('download').catch(async (erro: Error) => {
      const naTela = await page.locator(SNACKBAR).textContent();
      throw new Error(`${erro.message}; a mensagem na tela era: ${naTela?.trim() || '(nenhuma)'}`);
    }),
    clicar(),
  ]);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1'), 'assinatura do arquivo baixado').toBe('%PDF-');
  const texto = (await textoDasPaginas(bytes)).join(' ');
  return { nome: download.suggestedFilename(), texto };
}

export function digitosAleatorios(quantos: number): string {
  return Array.from(randomBytes(quantos), (b) => String(b % 10)).join('');
}

/** A CPF with valid check digits that no other test of the run uses. */
export function cpfNovo(): string {
  return cpfDaBase(`1${digitosAleatorios(8)}`);
}
