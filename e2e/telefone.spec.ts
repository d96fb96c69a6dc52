import { randomBytes } from 'node:crypto';
import { cpfDaBase } from '@acolher/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { esperarAcessivel, fotografar, TELEFONE, usarNavegador } from './support/browser.ts';
import { buscarNaLista } from './support/cadastro.ts';
import { type Conta, sufixoUnico, usarSemeador } from './support/seed.ts';
import { entrar, esperarDentroDaTela } from './support/telas.ts';

/** Nothing on the page scrolls sideways at 390 px. */
async function esperarSemRolagemLateral(page: Page): Promise<void> {
  const largura = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(largura, 'a página não rola para o lado').toBeLessThanOrEqual(TELEFONE.width);
}

/** A text is read whole: inside the screen, and nothing of it clipped inside its own box. */
async function esperarTextoInteiro(page: Page, alvo: Locator): Promise<void> {
  await alvo.scrollIntoViewIfNeeded();
  await esperarDentroDaTela(page, alvo);
  const { conteudo, largura, texto } = await alvo.evaluate((el) => ({
    conteudo: el.scrollWidth,
    largura: el.clientWidth,
    texto: el.textContent,
  }));
  expect(conteudo, `"${texto}" cortado (${largura}px)`).toBeLessThanOrEqual(largura);
}

/** The row (a card on a phone) of a table that mentions a text. */
const linha = (onde: Page | Locator, texto: string) => onde.getByRole('row').filter({ hasText: texto });

describe('No telefone (390 px), listas e sub-listas viram cartões legíveis', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();
  const sufixo = sufixoUnico(3);
  const nome = `Sebastiana Cartão ${sufixo}`;
  const cpf = cpfDaBase(`2${Array.from(randomBytes(8), (b) => String(b % 10)).join('')}`);
  const cpfMascarado = cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  const plano = `Plano Cartão ${sufixo}`;
  let conta: Conta;

  beforeAll(async () => {
    conta = await semear.conta();
    await semear.convenio(plano);
    await semear.residente({
      nome: 'Sebastiana',
      sobrenome: `Cartão ${sufixo}`,
      nascimento: '1935-09-09',
      cpf,
      familiar: {
        nome: 'Filomena',
        sobrenome: `Cartão ${sufixo}`,
        parentesco: 'Filha',
        telefones: ['11987654321', '1133334444'],
        cidade: 'São José do Rio Preto',
        uf: 'SP',
      },
    });
  });

  /** Signs in on a phone, opens a section's list and searches it down to one card, answered with the page. */
  async function cartaoDaLista(secao: 'residentes' | 'convenios', texto: string) {
    const page = await navegador.abrir({ telefone: true });
    await entrar(page, conta);
    await page.goto(`/#/${secao}`);
    const busca = secao === 'residentes' ? 'Buscar residente pelo nome' : 'Buscar convênio pelo nome';
    await buscarNaLista(page, busca, texto);
    const cartao = linha(page, texto);
    await cartao.waitFor();
    return { page, cartao };
  }

  it('residentes: o CPF aparece inteiro, as ações ao alcance, e tocar no cartão abre a ficha', async () => {
    const { page, cartao } = await cartaoDaLista('residentes', nome);
    await esperarSemRolagemLateral(page);
    await esperarTextoInteiro(page, cartao.getByRole('cell', { name: nome, exact: true }));
    await esperarTextoInteiro(page, cartao.getByText(cpfMascarado, { exact: true }));
    await esperarTextoInteiro(page, cartao.getByText('09/09/1935', { exact: true }));
    await esperarDentroDaTela(page, cartao.getByRole('button', { name: `Ações de ${nome}` }));
    await fotografar(page, 'telefone-residentes-cartoes');
    await esperarAcessivel(page);

    await cartao.getByText(cpfMascarado).tap();
    await page.getByRole('heading', { name: nome, level: 1 }).waitFor();
  });

  it('familiares: "Filha", os telefones e o endereço inteiros; telefone é link tel:, tocar no cartão abre a edição', async () => {
    const lista = await cartaoDaLista('residentes', nome);
    const page = lista.page;
    await lista.cartao.getByText(cpfMascarado).tap();
    const familiares = page.getByRole('region', { name: 'Familiares' });
    const cartao = linha(familiares, 'Filomena');
    await cartao.waitFor();

    await esperarSemRolagemLateral(page);
    for (const texto of [
      'Filha',
      'Rua das Flores - São José do Rio Preto/SP',
      '(11) 98765-4321',
      '(11) 3333-4444',
    ]) {
      await esperarTextoInteiro(page, cartao.getByText(texto, { exact: true }));
    }
    expect(await cartao.getByRole('link', { name: '(11) 98765-4321' }).getAttribute('href')).toBe(
      'tel:+5511987654321',
    );
    for (const acao of ['Editar', 'Desvincular']) {
      await esperarDentroDaTela(
        page,
        cartao.getByRole('button', { name: `${acao} Filomena Cartão ${sufixo}` }),
      );
    }
    await fotografar(page, 'telefone-familiares-cartoes');
    await esperarAcessivel(page);

    await cartao.getByText('Filha', { exact: true }).tap();
    const modal = page.getByRole('dialog', { name: /familiar$/i });
    await modal.waitFor();
    expect(await modal.getByLabel(/^Nome/).first().inputValue()).toBe('Filomena');
  });

  it('convênios: o cartão cabe na tela e tocar nele abre o formulário do convênio', async () => {
    const { page, cartao } = await cartaoDaLista('convenios', plano);
    await esperarSemRolagemLateral(page);
    await esperarTextoInteiro(page, cartao.getByRole('cell', { name: plano, exact: true }));
    await esperarDentroDaTela(page, cartao.getByRole('button', { name: `Ações de ${plano}` }));
    await fotografar(page, 'telefone-convenios-cartoes');

    await cartao.getByRole('cell', { name: plano, exact: true }).tap();
    await page.getByRole('form', { name: 'Convênio' }).waitFor();
  });
});
