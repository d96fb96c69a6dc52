import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usarNavegador } from './support/browser.ts';
import { dialogo } from './support/cadastro.ts';
import { sufixoUnico, usarSemeador } from './support/seed.ts';
import { campo, entrar, esperarRota, partesDoShell, rotaAtual } from './support/telas.ts';

const PERGUNTA = 'Alterações não salvas';

/** Past the router's undoing of a blocked Back (a history.go of its own) and the question's opening. */
async function assentar(page: Page): Promise<void> {
  await page.waitForTimeout(400);
}

/** React Router says so in the console when a blocker meets an entry it cannot undo (decision 0024). */
function avisosDoRoteador(page: Page): string[] {
  const avisos: string[] = [];
  page.on('console', (mensagem) => {
    if (mensagem.text().includes('blocker on a POP navigation')) avisos.push(mensagem.text());
  });
  return avisos;
}

async function responder(page: Page, resposta: 'Sair sem salvar' | 'Continuar editando'): Promise<void> {
  const pergunta = dialogo(page, PERGUNTA);
  await pergunta.getByRole('button', { name: resposta }).click();
  await pergunta.waitFor({ state: 'hidden' });
}

/** The way out was undone: the question is on screen over the same route; "Continuar editando" keeps it. */
async function perguntouEFicou(page: Page, rota: string): Promise<void> {
  await dialogo(page, PERGUNTA).waitFor();
  await assentar(page);
  expect(rotaAtual(page)).toBe(rota);
  await responder(page, 'Continuar editando');
}

describe('Voltar e outras saídas não perdem o que foi digitado (decision 0024)', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  async function ficha(telefone: boolean): Promise<{ page: Page; codigo: number; nome: string }> {
    const conta = await semear.conta();
    const sobrenome = sufixoUnico();
    const codigo = await semear.residente({ nome: 'Benedita', sobrenome, nascimento: '1938-03-04' });
    const page = await navegador.abrir({ telefone });
    await entrar(page, conta);
    return { page, codigo, nome: `Benedita ${sobrenome}` };
  }

  it.each([
    ['no telefone', true],
    ['no computador', false],
  ])(
    '%s, Voltar com o modal de familiar aberto fecha o modal, perguntando antes quando há algo digitado',
    async (_onde, telefone) => {
      const { page, codigo, nome } = await ficha(telefone);
      const avisos = avisosDoRoteador(page);
      // Typed in the address bar: an entry the router did not create.
      await page.goto(`/#/residentes/${codigo}`);
      await page.getByRole('heading', { name: nome, level: 1 }).waitFor();

      await page.getByRole('button', { name: 'Adicionar familiar' }).click();
      const modal = dialogo(page, 'Novo familiar');
      await campo(modal, 'Nome').fill('Rosa');
      await page.goBack();
      await perguntouEFicou(page, `residentes/${codigo}`);
      expect(await campo(modal, 'Nome').inputValue()).toBe('Rosa');

      await page.goBack();
      await responder(page, 'Sair sem salvar');
      await modal.waitFor({ state: 'hidden' });
      await assentar(page);
      expect(rotaAtual(page)).toBe(`residentes/${codigo}`);
      await page.getByRole('heading', { name: nome, level: 1 }).waitFor();

      // Nothing typed: Back just closes it.
      await page.getByRole('button', { name: 'Adicionar familiar' }).click();
      await campo(modal, 'Nome').waitFor();
      await page.goBack();
      await modal.waitFor({ state: 'hidden' });
      await assentar(page);
      expect(await dialogo(page, PERGUNTA).count()).toBe(0);
      expect(rotaAtual(page)).toBe(`residentes/${codigo}`);

      // With no modal, Back leaves the record as usual.
      await page.goBack();
      await esperarRota(page, 'home');
      expect(avisos).toEqual([]);
    },
  );

  it('Voltar para uma página aberta pelo endereço pergunta antes de descartar o formulário', async () => {
    const { page, codigo } = await ficha(false);
    const avisos = avisosDoRoteador(page);
    await page.goto(`/#/residentes/${codigo}`);
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await esperarRota(page, `residentes/${codigo}/editar`);
    const formulario = page.getByRole('form', { name: 'Residente' });
    await campo(formulario, 'Observações').fill('Gosta de caminhar cedo');

    await page.goBack();
    await perguntouEFicou(page, `residentes/${codigo}/editar`);
    expect(await campo(formulario, 'Observações').inputValue()).toBe('Gosta de caminhar cedo');

    await page.goBack();
    await responder(page, 'Sair sem salvar');
    await esperarRota(page, `residentes/${codigo}`);
    expect(avisos).toEqual([]);
  });

  it('um formulário aberto pelo endereço pergunta em Voltar e num outro endereço digitado', async () => {
    const { page, codigo } = await ficha(false);
    const avisos = avisosDoRoteador(page);
    await page.goto(`/#/residentes/${codigo}/editar`);
    const formulario = page.getByRole('form', { name: 'Residente' });
    await campo(formulario, 'Observações').fill('Dorme cedo');

    await page.goBack();
    await perguntouEFicou(page, `residentes/${codigo}/editar`);

    await page.goto('/#/convenios');
    await perguntouEFicou(page, `residentes/${codigo}/editar`);
    expect(await campo(formulario, 'Observações').inputValue()).toBe('Dorme cedo');

    await page.goBack();
    await responder(page, 'Sair sem salvar');
    await esperarRota(page, 'home');
    expect(avisos).toEqual([]);
  });

  it('Voltar no telefone com o motivo do desacolhimento digitado pergunta, e sem nada digitado fecha', async () => {
    const { page, codigo, nome } = await ficha(true);
    const avisos = avisosDoRoteador(page);
    await page.goto(`/#/residentes/${codigo}`);
    await page.getByRole('heading', { name: nome, level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Desacolher' }).click();
    const modal = dialogo(page, 'Desacolher residente');
    await campo(modal, 'Motivo').fill('Foi morar com o filho');
    await page.goBack();
    await perguntouEFicou(page, `residentes/${codigo}`);
    expect(await campo(modal, 'Motivo').inputValue()).toBe('Foi morar com o filho');

    await page.goBack();
    await responder(page, 'Sair sem salvar');
    await modal.waitFor({ state: 'hidden' });
    await assentar(page);
    expect(rotaAtual(page)).toBe(`residentes/${codigo}`);

    await page.getByRole('button', { name: 'Desacolher' }).click();
    await campo(modal, 'Motivo').waitFor();
    await page.goBack();
    await modal.waitFor({ state: 'hidden' });
    await assentar(page);
    expect(await dialogo(page, PERGUNTA).count()).toBe(0);
    expect(rotaAtual(page)).toBe(`residentes/${codigo}`);
    expect(avisos).toEqual([]);
  });

  it('recarregar ou fechar a aba com alterações pede a confirmação do navegador', async () => {
    const { page, codigo } = await ficha(false);
    await page.goto(`/#/residentes/${codigo}/editar`);
    const formulario = page.getByRole('form', { name: 'Residente' });
    // Typed by keys: the browser asks only on a page the user has interacted with.
    await campo(formulario, 'Observações').click();
    await page.keyboard.type('Usa bengala');
    const pergunta = new Promise<string>((resolver) =>
      page.once('dialog', (d) => {
        resolver(d.type());
        void d.dismiss();
      }),
    );
    void page.reload().catch(() => undefined);
    expect(await pergunta).toBe('beforeunload');
    await assentar(page);
    expect(await campo(formulario, 'Observações').inputValue()).toBe('Usa bengala');
  });
});

describe('A moldura no teclado e no telefone (decision 0014)', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  async function posicao(alvo: Locator): Promise<string> {
    return alvo.evaluate((elemento) => getComputedStyle(elemento).position);
  }

  it('"Pular para o conteúdo" é a primeira parada do Tab, aparece quando focado e leva ao conteúdo', async () => {
    const conta = await semear.conta();
    const page = await navegador.abrir();
    await entrar(page, conta);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    // A fresh load (not from the login) starts the keyboard at the top of the page.
    await page.goto('about:blank');
    await page.goto('/#/home');
    await page.getByRole('heading', { name: 'Início', level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const pular = page.getByRole('button', { name: 'Pular para o conteúdo' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pular para o conteúdo');
    const caixa = await pular.boundingBox();
    expect(caixa && caixa.y >= 0 && caixa.height > 0, 'visível quando focado').toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  });

  it('no telefone o rodapé rola com a página; no computador fica fixo', async () => {
    const conta = await semear.conta();
    const telefone = await navegador.abrir({ telefone: true });
    await entrar(telefone, conta);
    const rodapeTelefone = partesDoShell(telefone).rodape;
    await rodapeTelefone.waitFor({ state: 'attached' });
    expect(await posicao(rodapeTelefone)).not.toBe('fixed');

    const computador = await navegador.abrir();
    await entrar(computador, conta);
    expect(await posicao(partesDoShell(computador).rodape)).toBe('fixed');
  });
});

/** How far down the window is scrolled, in CSS pixels. */
function rolagem(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(window.scrollY));
}

describe('Cada tela nova começa no topo; Voltar devolve onde a pessoa estava (decisão 0046)', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  it('no telefone, do fim de um formulário longo a próxima tela abre no topo; Voltar volta ao mesmo ponto', async () => {
    const conta = await semear.conta();
    const sobrenome = sufixoUnico();
    const codigo = await semear.residente({ nome: 'Eulália', sobrenome, nascimento: '1937-05-06' });
    const page = await navegador.abrir({ telefone: true });
    await entrar(page, conta);
    await page.goto(`/#/residentes/${codigo}`);
    await page.getByRole('heading', { name: `Eulália ${sobrenome}`, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    const titulo = page.getByRole('heading', { name: 'Editar residente', level: 1 });
    await titulo.waitFor();
    expect(await rolagem(page), 'o formulário abre no topo').toBe(0);

    const voltar = page.getByRole('form', { name: 'Residente' }).getByRole('button', { name: 'Voltar' });
    await voltar.scrollIntoViewIfNeeded();
    const noFim = await rolagem(page);
    expect(noFim, 'o formulário é mais longo que a tela').toBeGreaterThan(1000);
    await voltar.click();
    await esperarRota(page, `residentes/${codigo}`);
    await page.getByRole('heading', { name: `Eulália ${sobrenome}`, level: 1 }).waitFor();
    expect(await rolagem(page), 'a ficha abre no topo, com o título à vista').toBe(0);

    await page.goBack();
    await titulo.waitFor();
    await expect.poll(() => rolagem(page), { message: 'Voltar devolve o ponto do formulário' }).toBe(noFim);
  });
});
