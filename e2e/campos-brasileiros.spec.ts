import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { usarNavegador } from './support/browser.ts';
import { dialogo, digitar, esperarMensagem, linhasCom } from './support/cadastro.ts';
import { type Conta, sufixoUnico, usarSemeador } from './support/seed.ts';
import { campo, entrar, esperarRota, partesDoShell, rotaAtual } from './support/telas.ts';

/* Brazilian data as a hurried receptionist types it, in a real browser (decision 0025). */

async function abrirFormularioNovo(page: Page): Promise<Locator> {
  await partesDoShell(page).secoes.getByRole('link', { name: 'Residentes' }).click();
  await page.getByRole('heading', { name: 'Residentes', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Novo residente' }).click();
  await esperarRota(page, 'residentes/novo');
  return page.getByRole('form', { name: 'Residente' });
}

describe('Campos como se digita no Brasil', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();
  let conta: Conta;

  beforeAll(async () => {
    conta = await semear.conta();
  });

  it('na UF, CE e Enter escolhem CE sem enviar o formulário; CE e Tab também escolhem', async () => {
    const page = await navegador.abrir();
    await entrar(page, conta);
    const form = await abrirFormularioNovo(page);

    const ufDoRg = form.getByRole('combobox', { name: 'UF do RG' });
    await ufDoRg.pressSequentially('CE');
    await ufDoRg.press('Enter');
    expect(await ufDoRg.inputValue()).toBe('CE');
    // A submitted empty form would mark its required fields; it stays untouched on its page.
    expect(rotaAtual(page)).toBe('residentes/novo');
    expect(await form.getByText('Campo Obrigatório').count()).toBe(0);

    const ufNaturalidade = form.getByRole('combobox', { name: 'UF da naturalidade' });
    await ufNaturalidade.pressSequentially('ce');
    await ufNaturalidade.press('Tab');
    expect(await ufNaturalidade.inputValue()).toBe('CE');
    expect(await ufNaturalidade.evaluate((el) => el === document.activeElement)).toBe(false);
    // Passing through a chosen UF by keyboard keeps it.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await ufDoRg.focus();
    await ufDoRg.press('Tab');
    expect(await ufNaturalidade.inputValue(), 'UF da naturalidade').toBe('CE');
    expect(await ufDoRg.inputValue(), 'UF do RG').toBe('CE');

    const nascimento = campo(form, 'Data de nascimento');
    await digitar(nascimento, '4/5/1950');
    await nascimento.press('Tab');
    expect(await nascimento.inputValue()).toBe('04/05/1950');
  });

  it.each([
    { tela: 'desktop', telefone: false },
    { tela: '390 px', telefone: true },
  ])(
    '($tela) "ceara" acha CE; retipar sobre a UF escolhida a substitui; Sexo e Estado civil respondem a letras; 4/5/50 é 1950',
    async ({ telefone }) => {
      const page = await navegador.abrir({ telefone });
      await entrar(page, conta);
      await page.goto('/#/residentes/novo');
      const form = page.getByRole('form', { name: 'Residente' });

      const ufDoRg = form.getByRole('combobox', { name: 'UF do RG' });
      await ufDoRg.click();
      await ufDoRg.pressSequentially('ceara');
      await page.getByRole('option', { name: 'CE' }).waitFor();
      await ufDoRg.press('Enter');
      expect(await ufDoRg.inputValue()).toBe('CE');
      // The cursor put back in it selects "CE": typing replaces it, Tab picks the state typed.
      await ufDoRg.press('Shift+Tab');
      await ufDoRg.focus();
      await ufDoRg.pressSequentially('Pernambuco');
      await ufDoRg.press('Tab');
      expect(await ufDoRg.inputValue()).toBe('PE');
      // A click (a tap) into it selects "PE" too, as the button comes up: typing replaces it.
      await ufDoRg.click();
      await ufDoRg.pressSequentially('sao paulo');
      await ufDoRg.press('Enter');
      expect(await ufDoRg.inputValue()).toBe('SP');

      const sexo = form.getByRole('combobox', { name: 'Sexo' });
      await sexo.focus();
      await sexo.press('f');
      await expect.poll(() => sexo.inputValue()).toBe('Feminino');
      const estadoCivil = form.getByRole('combobox', { name: 'Estado civil' });
      await estadoCivil.focus();
      await estadoCivil.pressSequentially('di');
      await expect.poll(() => estadoCivil.inputValue()).toBe('Divorciado(a)');

      const nascimento = campo(form, 'Data de nascimento');
      await digitar(nascimento, '4/5/50');
      await nascimento.press('Tab');
      expect(await nascimento.inputValue()).toBe('04/05/1950');
    },
  );

  it('Valor (R$) digitado 1.518,00 grava e mostra R$ 1.518,00, na lista e ao editar', async () => {
    const sobrenome = `Valor ${sufixoUnico()}`;
    const codigo = await semear.residente({ nome: 'Maria', sobrenome, nascimento: '1941-03-09' });
    const page = await navegador.abrir();
    await entrar(page, conta);
    await page.goto(`/#/residentes/${codigo}`);
    const beneficios = page.getByRole('region', { name: 'Benefícios' });
    await beneficios.getByRole('button', { name: 'Adicionar benefício' }).click();
    const modal = dialogo(page, 'Benefício');
    await campo(modal, 'Nome do benefício').fill('Aposentadoria');
    await digitar(campo(modal, 'Valor (R$)'), '1.518,00');
    expect(await campo(modal, 'Valor (R$)').inputValue()).toBe('1.518,00');
    await modal.getByRole('button', { name: 'Salvar benefício' }).click();
    await esperarMensagem(page, 'Benefício salvo com sucesso');
    await modal.waitFor({ state: 'detached' });
    expect((await linhasCom(beneficios, 'Aposentadoria'))[0]?.[2]).toBe('R$\u00a01.518,00');
    await page.getByRole('button', { name: 'Editar Aposentadoria' }).click();
    expect(await campo(dialogo(page, 'Benefício'), 'Valor (R$)').inputValue()).toBe('1.518,00');
  });
});
