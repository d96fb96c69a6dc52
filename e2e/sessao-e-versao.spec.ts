import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fotografar, usarNavegador } from './support/browser.ts';
import { dialogo, esperarMensagem } from './support/cadastro.ts';
import { type Conta, sufixoUnico, usarSemeador } from './support/seed.ts';
import { campo, entrar, esperarRota, partesDoShell } from './support/telas.ts';

const TITULO_DIALOGO = 'Sua sessão expirou';

async function abrirEdicao(page: Page, codigo: number): Promise<Locator> {
  await page.goto(`/#/residentes/${codigo}/editar`);
  await page.getByRole('heading', { name: 'Editar residente', level: 1 }).waitFor();
  return page.getByRole('form', { name: 'Residente' });
}

/** The sign-in dialog over the page: the password, then "Entrar"; it closes on success. */
async function entrarNoDialogo(page: Page, conta: Conta, foto: string): Promise<void> {
  const entrada = dialogo(page, TITULO_DIALOGO);
  await entrada.waitFor();
  expect(await campo(entrada, 'E-mail').inputValue()).toBe(conta.email);
  await fotografar(page, foto);
  await campo(entrada, 'Senha').fill(conta.senha);
  await entrada.getByRole('button', { name: 'Entrar' }).click();
  await entrada.waitFor({ state: 'hidden' });
}

/** The record as the server has it now, read with the page's session. */
async function registro(page: Page, codigo: number) {
  const resposta = await page.request.get(`/residente/${codigo}`);
  expect(resposta.status()).toBe(200);
  return (await resposta.json()) as { OBSERVACOES: string | null; PESSOA: { PROFISSAO: string | null } };
}

describe('Sessão expirada com dados digitados (decisão 0020)', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  it.each([
    ['no computador', false],
    ['no telefone', true],
  ])(
    '%s, no formulário: entra de novo no diálogo, continua no formulário com os dados e salva',
    async (_onde, telefone) => {
      const conta = await semear.conta();
      const codigo = await semear.residente({
        nome: 'Irene',
        sobrenome: sufixoUnico(),
        nascimento: '1941-02-03',
      });
      const page = await navegador.abrir({ telefone });
      await entrar(page, conta);
      const formulario = await abrirEdicao(page, codigo);
      await campo(formulario, 'Observações').fill('Gosta de ouvir rádio');

      await page.context().clearCookies();
      await formulario.getByRole('button', { name: 'Salvar' }).click();
      await entrarNoDialogo(page, conta, `sessao-expirada-${telefone ? 'telefone' : 'computador'}`);

      expect(await campo(formulario, 'Observações').inputValue()).toBe('Gosta de ouvir rádio');
      expect(await partesDoShell(page).secoes.count(), 'o menu continua').toBe(1);
      await formulario.getByRole('button', { name: 'Salvar' }).click();
      await esperarRota(page, `residentes/${codigo}`);
      expect((await registro(page, codigo)).OBSERVACOES).toBe('Gosta de ouvir rádio');
    },
  );

  it('no modal de uma sub-lista: o modal continua aberto com o que foi digitado e salva', async () => {
    const conta = await semear.conta();
    const codigo = await semear.residente({
      nome: 'Olga',
      sobrenome: sufixoUnico(),
      nascimento: '1939-07-08',
    });
    const page = await navegador.abrir();
    await entrar(page, conta);
    await page.goto(`/#/residentes/${codigo}`);
    await page.getByRole('button', { name: 'Adicionar benefício' }).click();
    const modal = dialogo(page, 'Novo benefício');
    const verificado = page.waitForResponse('**/beneficio/nome');
    await campo(modal, 'Nome do benefício').fill('Aposentadoria');
    await verificado;

    await page.context().clearCookies();
    await modal.getByRole('button', { name: 'Salvar benefício' }).click();
    await entrarNoDialogo(page, conta, 'sessao-expirada-modal');

    expect(await campo(modal, 'Nome do benefício').inputValue()).toBe('Aposentadoria');
    await modal.getByRole('button', { name: 'Salvar benefício' }).click();
    await esperarMensagem(page, 'Benefício salvo com sucesso');
    await page
      .getByRole('region', { name: 'Benefícios' })
      .getByRole('cell', { name: 'Aposentadoria', exact: true })
      .waitFor();
  });

  it('Voltar com o diálogo aberto não sai do formulário; o cursor espera na senha', async () => {
    const conta = await semear.conta();
    const codigo = await semear.residente({
      nome: 'Cecília',
      sobrenome: sufixoUnico(),
      nascimento: '1944-09-10',
    });
    const page = await navegador.abrir();
    await entrar(page, conta);
    // A fresh load of the record, then into the form by the app's own button: Back is then a
    // navigation the router made (one jumped to by the address bar is decision 0024's).
    await page.goto('about:blank');
    await page.goto(`/#/residentes/${codigo}`);
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await esperarRota(page, `residentes/${codigo}/editar`);
    const formulario = page.getByRole('form', { name: 'Residente' });
    await campo(formulario, 'Observações').fill('Prefere chá à tarde');

    await page.context().clearCookies();
    await formulario.getByRole('button', { name: 'Salvar' }).click();
    const entrada = dialogo(page, TITULO_DIALOGO);
    await entrada.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'password');

    await page.goBack();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).hash).toBe(`#/residentes/${codigo}/editar`);
    expect(await entrada.isVisible(), 'o diálogo continua').toBe(true);
    await entrarNoDialogo(page, conta, 'sessao-expirada-voltar');

    expect(await campo(formulario, 'Observações').inputValue()).toBe('Prefere chá à tarde');
    await formulario.getByRole('button', { name: 'Salvar' }).click();
    await esperarRota(page, `residentes/${codigo}`);
    expect((await registro(page, codigo)).OBSERVACOES).toBe('Prefere chá à tarde');
  });
});

describe('Cancelar no diálogo de entrada não descarta nada (decisão 0046)', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  it('no telefone, num acompanhamento novo: Cancelar fecha o diálogo, o texto e o rascunho ficam; o aviso leva a entrar e salvar', async () => {
    const conta = await semear.conta();
    const codigo = await semear.residente({
      nome: 'Zilda',
      sobrenome: sufixoUnico(),
      nascimento: '1940-04-05',
    });
    const page = await navegador.abrir({ telefone: true });
    await entrar(page, conta);
    await page.goto(`/#/acompanhamentos/novo?residente=${codigo}`);
    const form = page.getByRole('form', { name: 'Acompanhamento' });
    const atividade = 'Acompanhou o almoço e ajudou a cortar a carne';
    await campo(form, 'Atividade realizada').fill(atividade);

    await page.context().clearCookies();
    await form.getByRole('button', { name: 'Salvar' }).click();
    const entrada = dialogo(page, TITULO_DIALOGO);
    await entrada.getByRole('button', { name: 'Cancelar' }).click();
    await entrada.waitFor({ state: 'hidden' });

    expect(new URL(page.url()).hash).toBe(`#/acompanhamentos/novo?residente=${codigo}`);
    expect(await campo(form, 'Atividade realizada').inputValue()).toBe(atividade);
    const rascunhos = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(rascunhos, 'o rascunho continua').toContain(atividade);
    const aviso = page.getByRole('status', { name: 'Sessão expirada' });
    await fotografar(page, 'sessao-adiada-telefone');
    await aviso.getByRole('button', { name: 'Entrar' }).click();
    await entrarNoDialogo(page, conta, 'sessao-adiada-dialogo-telefone');

    await form.getByRole('button', { name: 'Salvar' }).click();
    await esperarRota(page, `residente-acomp/${codigo}`);
    await esperarMensagem(page, 'Acompanhamento salvo com sucesso');
  });
});

describe('Duas abas editando o mesmo residente (VERSAO)', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  it.each([
    ['no computador', false],
    ['no telefone', true],
  ])(
    '%s: a segunda a salvar vê o aviso, mantém o que digitou, recarrega e salva; o registro fica com as duas mudanças',
    async (_onde, telefone) => {
      const conta = await semear.conta();
      const codigo = await semear.residente({
        nome: 'Nair',
        sobrenome: sufixoUnico(),
        nascimento: '1938-09-10',
      });
      const abaA = await navegador.abrir({ telefone });
      await entrar(abaA, conta);
      const abaB = await abaA.context().newPage();
      const formularioA = await abrirEdicao(abaA, codigo);
      const formularioB = await abrirEdicao(abaB, codigo);

      await campo(formularioA, 'Observações').fill('Dorme cedo');
      await formularioA.getByRole('button', { name: 'Salvar' }).click();
      await esperarRota(abaA, `residentes/${codigo}`);

      await campo(formularioB, 'Profissão').fill('Costureira');
      await formularioB.getByRole('button', { name: 'Salvar' }).click();
      const alerta = formularioB.getByRole('alert');
      // The same user, in another tab of this browser: not "outra pessoa" (decision 0046).
      await alerta.getByText(/Você mesmo salvou este registro em outra aba/).waitFor();
      expect(await formularioB.textContent(), 'nem o alerta nem a falha junto aos botões').not.toContain(
        'outra pessoa',
      );
      expect(await campo(formularioB, 'Profissão').inputValue()).toBe('Costureira');
      await fotografar(abaB, `registro-alterado-${telefone ? 'telefone' : 'computador'}`);

      await alerta.getByRole('button', { name: 'Recarregar registro' }).click();
      await dialogo(abaB, 'Recarregar registro').getByRole('button', { name: 'Recarregar' }).click();
      await alerta.waitFor({ state: 'detached' });
      expect(await campo(formularioB, 'Observações').inputValue()).toBe('Dorme cedo');
      expect(await campo(formularioB, 'Profissão').inputValue()).toBe('');
      const digitado = formularioB.getByRole('region', { name: 'O que você tinha digitado' });
      await digitado.getByText('Costureira').waitFor();
      await fotografar(abaB, `registro-recarregado-${telefone ? 'telefone' : 'computador'}`);
      await digitado.getByRole('button', { name: 'Aplicar de novo' }).click();
      expect(await campo(formularioB, 'Profissão').inputValue()).toBe('Costureira');
      await formularioB.getByRole('button', { name: 'Salvar' }).click();
      await esperarRota(abaB, `residentes/${codigo}`);

      const salvo = await registro(abaB, codigo);
      expect(salvo.OBSERVACOES).toBe('Dorme cedo');
      expect(salvo.PESSOA.PROFISSAO).toBe('Costureira');
    },
  );
});
