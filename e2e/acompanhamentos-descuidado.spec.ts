import { MENSAGENS } from '@acolher/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usarNavegador } from './support/browser.ts';
import { baixarPdf, dialogo, digitar, escPerguntaEFecha, esperarMensagem } from './support/cadastro.ts';
import { type Conta, dataBr, dataIso, hojeNoLar, sufixoUnico, usarSemeador } from './support/seed.ts';
import { campo, entrar, esperarRota } from './support/telas.ts';

/** The pills of the residents' multi-select: who the follow-up is about. */
function residentesEscolhidos(form: Locator): Promise<string[]> {
  return form
    .locator('.mantine-MultiSelect-root')
    .filter({ hasText: 'Residentes' })
    .locator('.mantine-Pill-label')
    .allTextContents();
}

/** A pause long enough for a wrong pick to show (Mantine highlights again in a timeout). */
const assentar = (page: Page) => page.waitForTimeout(300);

/** What a tap at the middle of `alvo` reaches: the element itself, or what the page drew over it. */
function tocaNoAlvo(alvo: Locator): Promise<boolean> {
  return alvo.evaluate((elemento) => {
    const caixa = elemento.getBoundingClientRect();
    const tocado = document.elementFromPoint(caixa.x + caixa.width / 2, caixa.y + caixa.height / 2);
    return tocado !== null && elemento.contains(tocado);
  });
}

/**
 * A caregiver in a hurry: Enter pressed once too often, in an empty search, picks nobody; a resident
 * tapped in the list closes it, so the next tap, on Salvar, saves instead of picking someone else.
 */
async function registrarComPressa(
  page: Page,
  residente: number,
  outro: string,
  terceiro: string,
): Promise<void> {
  await page.goto(`/#/acompanhamentos/novo?residente=${residente}`);
  const form = page.getByRole('form', { name: 'Acompanhamento' });
  await form.waitFor();
  await expect.poll(() => residentesEscolhidos(form)).toHaveLength(1);
  const caixa = campo(form, 'Residentes');
  await caixa.click();
  await caixa.press('Enter');
  await assentar(page);
  expect(await residentesEscolhidos(form), 'Enter sem busca').toHaveLength(1);
  await caixa.pressSequentially(outro);
  await page
    .getByRole('option', { name: new RegExp(outro) })
    .first()
    .waitFor();
  await caixa.press('Enter');
  await expect.poll(() => residentesEscolhidos(form)).toHaveLength(2);
  await caixa.press('Enter');
  await caixa.press('Enter');
  await assentar(page);
  expect(await residentesEscolhidos(form), 'Enter depois de escolher').toHaveLength(2);
  await caixa.press('Escape');
  await campo(form, 'Atividade realizada').fill('Acompanhou a caminhada no pátio');
  await caixa.click();
  await caixa.pressSequentially(terceiro);
  await page
    .getByRole('option', { name: new RegExp(terceiro) })
    .first()
    .click();
  await expect.poll(() => residentesEscolhidos(form)).toHaveLength(3);
  const salvar = form.getByRole('button', { name: 'Salvar' });
  expect(await tocaNoAlvo(salvar), 'nada cobre o Salvar depois de escolher').toBe(true);
  await salvar.click();
  await esperarMensagem(page, 'Acompanhamento salvo com sucesso');
  await esperarRota(page, `residente-acomp/${residente}`);
}

/** The session ends while the Prontuário modal is filled: signing in again, its period is still there. */
async function imprimirComSessaoExpirada(page: Page, conta: Conta, nome: string): Promise<void> {
  const { ano, mes, dia } = hojeNoLar();
  const hoje = dataBr(dataIso(ano, mes, dia));
  await page.getByRole('button', { name: 'Imprimir prontuário' }).click();
  const modal = dialogo(page, 'Prontuário');
  await campo(modal, 'De').fill(hoje);
  await page.context().clearCookies();
  await modal.getByRole('button', { name: 'Imprimir' }).click();
  const entrada = dialogo(page, 'Sua sessão expirou');
  await campo(entrada, 'Senha').fill(conta.senha);
  await entrada.getByRole('button', { name: 'Entrar' }).click();
  await entrada.waitFor({ state: 'hidden' });
  expect(await campo(modal, 'De').inputValue(), 'o período escolhido continua no modal').toBe(hoje);
  const pdf = await baixarPdf(page, () => modal.getByRole('button', { name: 'Imprimir' }).click());
  expect(pdf.nome).toBe(`Prontuário ${nome} (Início ${hoje.replaceAll('/', '-')}).pdf`);
  expect(pdf.texto).toContain('Acompanhou a caminhada no pátio');
  await modal.waitFor({ state: 'hidden' });
}

/** Salvar tapped with no resident: the focus goes to Residentes, and nothing is drawn over Salvar. */
async function salvarSemResidente(page: Page): Promise<void> {
  await page.goto('/#/acompanhamentos/novo');
  const form = page.getByRole('form', { name: 'Acompanhamento' });
  await campo(form, 'Atividade realizada').fill('Troca de fralda');
  const salvar = form.getByRole('button', { name: 'Salvar' });
  await salvar.click();
  await form.getByText(MENSAGENS.informeResidente).waitFor();
  await assentar(page);
  expect(await tocaNoAlvo(salvar), 'nada cobre o Salvar depois da recusa').toBe(true);
  expect(await tocaNoAlvo(form.getByText(MENSAGENS.informeResidente)), 'o aviso fica à vista').toBe(true);
}

describe.each([
  { tela: 'desktop', telefone: false },
  { tela: '390 px', telefone: true },
])('Acompanhamentos, usados com pressa ($tela)', ({ telefone }) => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  it('um Enter ou um toque a mais não põe ninguém no registro, e a sessão que expira no Prontuário não perde o período', async () => {
    const conta = await semear.conta();
    const [primeiro, segundo, terceiro] = [
      `Dora${sufixoUnico()}`,
      `Elza${sufixoUnico()}`,
      `Fia${sufixoUnico()}`,
    ];
    const residente = await semear.residente({
      nome: primeiro,
      sobrenome: 'Apressada',
      nascimento: '1940-05-04',
    });
    await semear.residente({ nome: segundo, sobrenome: 'Apressada', nascimento: '1939-07-08' });
    await semear.residente({ nome: terceiro, sobrenome: 'Apressada', nascimento: '1942-01-02' });
    const page = await navegador.abrir({ telefone });
    await entrar(page, conta);
    await registrarComPressa(page, residente, segundo, terceiro);
    await imprimirComSessaoExpirada(page, conta, `${primeiro} Apressada`);
    await salvarSemResidente(page);
  });
});

describe('Prontuário: Esc (decisão 0024)', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  it('Esc sem nada escolhido fecha; com uma data digitada pergunta "Alterações não salvas"', async () => {
    const conta = await semear.conta();
    const residente = await semear.residente({
      nome: `Gina${sufixoUnico()}`,
      sobrenome: 'Esc',
      nascimento: '1941-03-02',
    });
    const page = await navegador.abrir();
    await entrar(page, conta);
    await page.goto(`/#/residente-acomp/${residente}`);
    const abrir = page.getByRole('button', { name: 'Imprimir prontuário' });
    await abrir.click();
    let modal = dialogo(page, 'Prontuário');
    await campo(modal, 'De').waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    await abrir.click();
    modal = dialogo(page, 'Prontuário');
    await digitar(campo(modal, 'De'), '01032025');
    await escPerguntaEFecha(page, modal, campo(modal, 'De'), '01/03/2025');
  });
});
