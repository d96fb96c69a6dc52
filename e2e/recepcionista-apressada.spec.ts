import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fotografar, usarNavegador } from './support/browser.ts';
import { dialogo, digitar, esperarMensagem } from './support/cadastro.ts';
import { type Conta, sufixoUnico, usarSemeador } from './support/seed.ts';
import { campo, entrar, esperarRota, partesDoShell, rotaAtual } from './support/telas.ts';

/*
 * A careless user's story (decisions 0024, 0025), on a desktop and at 390 px: a hurried receptionist admits a
 * resident typing the way people type, presses Enter in a UF select, Back with a modal open, types
 * money and phones by hand, discharges and readmits, and lets her session expire mid-form. At the
 * end every piece of data is where she typed it.
 */

const PERGUNTA = 'Alterações não salvas';

/** The new-resident form, reached through the menu as a person does. */
async function abrirFormularioNovo(page: Page): Promise<Locator> {
  const expandir = page.getByRole('button', { name: 'Expandir menu' });
  // On a phone the sections sit behind the menu button.
  if (await expandir.isVisible()) await expandir.click();
  await partesDoShell(page).secoes.getByRole('link', { name: 'Residentes' }).click();
  await page.getByRole('heading', { name: 'Residentes', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Novo residente' }).click();
  await esperarRota(page, 'residentes/novo');
  return page.getByRole('form', { name: 'Residente' });
}

/** Name, a one-digit day and month, the UF by typing and Enter (which must not submit), then Salvar. */
async function admitirDepressa(page: Page, nome: string, sobrenome: string): Promise<number> {
  const form = await abrirFormularioNovo(page);
  await campo(form, 'Nome').fill(nome);
  await campo(form, 'Sobrenome').fill(sobrenome);
  await digitar(campo(form, 'Data de nascimento'), '4/5/1950');
  await campo(form, 'Naturalidade').fill('Juazeiro do Norte');
  const uf = form.getByRole('combobox', { name: 'UF da naturalidade' });
  await uf.pressSequentially('CE');
  await uf.press('Enter');
  expect(await uf.inputValue(), 'Enter escolhe a UF').toBe('CE');
  expect(rotaAtual(page), 'Enter no select não envia o formulário').toBe('residentes/novo');
  expect(await campo(form, 'Data de nascimento').inputValue()).toBe('04/05/1950');

  await form.getByRole('button', { name: 'Salvar' }).click();
  await esperarMensagem(page, 'Residente salvo com sucesso');
  await page.getByRole('heading', { name: `${nome} ${sobrenome}`, level: 1 }).waitFor();
  return Number(rotaAtual(page).split('/')[1]);
}

/** Starts a relative, presses Back with it typed in (asked, stays), then adds a +55 phone and saves. */
async function familiarComVoltarNoMeio(page: Page, codigo: number): Promise<void> {
  await page
    .getByRole('region', { name: 'Familiares' })
    .getByRole('button', { name: 'Adicionar familiar' })
    .click();
  const modal = dialogo(page, 'Novo familiar');
  await campo(modal, 'Nome').fill('Rosa');
  await campo(modal, 'Sobrenome').fill('de Lima');
  await campo(modal, 'Parentesco').fill('Filha');

  await page.goBack();
  const pergunta = dialogo(page, PERGUNTA);
  await pergunta.getByRole('button', { name: 'Continuar editando' }).click();
  await pergunta.waitFor({ state: 'hidden' });
  expect(rotaAtual(page)).toBe(`residentes/${codigo}`);
  expect(await campo(modal, 'Nome').inputValue(), 'o modal guarda o que foi digitado').toBe('Rosa');

  await modal.getByRole('button', { name: 'Adicionar telefone' }).click();
  const telefone = campo(modal, 'Telefone 1');
  await digitar(telefone, '+55 11 98765-4321');
  await telefone.press('Tab');
  expect(await telefone.inputValue()).toBe('(11) 98765-4321');
  await modal.getByRole('button', { name: 'Salvar familiar' }).click();
  await esperarMensagem(page, 'Familiar salvo com sucesso');
  await modal.waitFor({ state: 'detached' });
}

/** A benefit whose value is typed with a thousands dot and decimal comma. */
async function beneficioComValor(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'Benefícios' })
    .getByRole('button', { name: 'Adicionar benefício' })
    .click();
  const modal = dialogo(page, 'Novo benefício');
  await campo(modal, 'Nome do benefício').fill('BPC/LOAS');
  await digitar(campo(modal, 'Valor (R$)'), 'R$ 1.518,00');
  await modal.getByRole('button', { name: 'Salvar benefício' }).click();
  await esperarMensagem(page, 'Benefício salvo com sucesso');
  await modal.waitFor({ state: 'detached' });
}

/** Discharge with a reason, then readmission on the date the modal proposes (today). */
async function desacolherEReadmitir(page: Page, motivo: string): Promise<void> {
  await page.getByRole('button', { name: 'Desacolher' }).click();
  const saida = dialogo(page, 'Desacolher residente');
  await campo(saida, 'Motivo').fill(motivo);
  await saida.getByRole('button', { name: 'Desacolher' }).click();
  await esperarMensagem(page, 'Residente desacolhido com sucesso');
  await saida.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Readmitir' }).click();
  const volta = dialogo(page, 'Readmitir residente');
  await campo(volta, 'Data do novo acolhimento').waitFor();
  await volta.getByRole('button', { name: 'Readmitir' }).click();
  await esperarMensagem(page, 'Residente readmitido com sucesso');
  await volta.waitFor({ state: 'detached' });
}

/** Observações typed, the session gone before Salvar: she signs in over the form and saves it. */
async function observacaoComSessaoExpirada(page: Page, conta: Conta, texto: string, foto: string) {
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  await page.getByRole('heading', { name: 'Editar residente', level: 1 }).waitFor();
  const form = page.getByRole('form', { name: 'Residente' });
  await campo(form, 'Observações').fill(texto);

  await page.context().clearCookies();
  await form.getByRole('button', { name: 'Salvar' }).click();
  const entrada = dialogo(page, 'Sua sessão expirou');
  await campo(entrada, 'Senha').fill(conta.senha);
  await fotografar(page, foto);
  await entrada.getByRole('button', { name: 'Entrar' }).click();
  await entrada.waitFor({ state: 'hidden' });
  expect(await campo(form, 'Observações').inputValue()).toBe(texto);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await esperarMensagem(page, 'Residente salvo com sucesso');
}

describe('Recepcionista apressada (decision 0025)', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();
  let conta: Conta;

  beforeAll(async () => {
    conta = await semear.conta();
  });

  it.each([
    ['no computador', false],
    ['no telefone', true],
  ])('%s: tudo o que ela digitou está onde digitou', async (onde, telefone) => {
    const sobrenome = `Apressada ${sufixoUnico()}`;
    const observacao = 'Prefere banho à tarde; alérgica a dipirona.';
    const motivo = 'Internação no Hospital Regional';
    const page = await navegador.abrir({ telefone });
    await entrar(page, conta);

    const codigo = await admitirDepressa(page, 'Francisca', sobrenome);
    await familiarComVoltarNoMeio(page, codigo);
    await beneficioComValor(page);
    await desacolherEReadmitir(page, motivo);
    const foto = `recepcionista-${telefone ? 'telefone' : 'computador'}`;
    await observacaoComSessaoExpirada(page, conta, observacao, foto);

    // Read back after a reload, as the next shift would see it.
    await page.goto(`/#/residentes/${codigo}`);
    await page.reload();
    const dados = page.getByRole('region', { name: 'Dados do residente' });
    await dados.getByText('04/05/1950').first().waitFor();
    await dados.getByText(observacao).waitFor();
    await dados.getByText('Juazeiro do Norte').first().waitFor();
    const familiares = page.getByRole('region', { name: 'Familiares' });
    await familiares.getByText('Rosa de Lima').first().waitFor();
    await familiares.getByRole('link', { name: '(11) 98765-4321' }).waitFor();
    await page.getByRole('region', { name: 'Benefícios' }).getByText('R$\u00a01.518,00').first().waitFor();
    const estadias = page.getByRole('table', { name: 'Estadias' });
    await estadias.getByText(motivo).waitFor();
    expect(await estadias.locator('tbody tr').count(), 'a estadia anterior e a atual').toBe(2);
    await fotografar(page, `${foto}-ficha`);

    const resposta = await page.request.get(`/residente/${codigo}`);
    expect(resposta.status()).toBe(200);
    const registro = (await resposta.json()) as {
      OBSERVACOES: string | null;
      PESSOA: { DATA_NASCIMENTO: string; NATURALIDADE: string | null; UF_NATURALIDADE: string | null };
    };
    expect(registro.OBSERVACOES, onde).toBe(observacao);
    expect(registro.PESSOA.DATA_NASCIMENTO).toBe('1950-05-04');
    expect(registro.PESSOA.NATURALIDADE).toBe('Juazeiro do Norte');
    expect(registro.PESSOA.UF_NATURALIDADE).toBe('CE');
  });

  it('um duplo clique em Desacolher envia um pedido só, e só o sucesso aparece', async () => {
    const codigo = await semear.residente({
      nome: 'Lourdes',
      sobrenome: sufixoUnico(),
      nascimento: '1940-01-02',
    });
    const page = await navegador.abrir();
    await entrar(page, conta);
    await page.goto(`/#/residentes/${codigo}`);
    const pedidos: string[] = [];
    page.on('request', (pedido) => {
      if (pedido.method() === 'POST' && pedido.url().includes('/residente-inativar/'))
        pedidos.push(pedido.url());
    });
    await page.getByRole('button', { name: 'Desacolher' }).click();
    const modal = dialogo(page, 'Desacolher residente');
    await campo(modal, 'Motivo').fill('Mudou-se');
    await modal.getByRole('button', { name: 'Desacolher' }).dblclick();
    await esperarMensagem(page, 'Residente desacolhido com sucesso');
    await modal.waitFor({ state: 'detached' });
    expect(pedidos).toHaveLength(1);
  });
});
