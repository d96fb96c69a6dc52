import { MENSAGENS } from '@acolher/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { clienteDaApi } from './support/api.ts';
import { esperarAcessivel, fotografar, TELEFONE, usarNavegador } from './support/browser.ts';
import { baixarPdf, dialogo, digitar, esperarMensagem } from './support/cadastro.ts';
import { type Conta, type NovoFuncionario, sufixoUnico, usarSemeador } from './support/seed.ts';
import { campo, entrar, esperarTexto } from './support/telas.ts';

/** Over 55 characters, with accents: the list shows its first 55 and an ellipsis. */
const LONGA = 'Caminhada assistida no jardim com hidratação e aferição de pressão arterial';
const ABRIL = 'Fisioterapia respiratória com a colega';
const EDITADA_ANTES = 'Banho no leito';
const EDITADA_DEPOIS = 'Banho no leito com troca de curativo';
const MOTIVO = 'Faltou registrar o curativo';

interface Cenario {
  conta: Conta;
  colega: NovoFuncionario;
  residente: number;
  nome: string;
}

/**
 * 14 follow-ups of one resident, written through the API as the app writes them: 13 in March 2025
 * (one with a long activity, one edited with a reason), and one in April with a colleague; two pages.
 */
async function escreverAcompanhamentos(c: Cenario): Promise<void> {
  const chamar = await clienteDaApi(c.conta);
  const sessao = (await chamar('GET', '/sessao')) as { CODIGO_FUNCIONARIO: number };
  const escrever = (dia: string, ATIVIDADE: string, FUNCIONARIOS = [sessao.CODIGO_FUNCIONARIO]) =>
    chamar('POST', '/acompanhamentos', {
      DATA_ACOMPANHAMENTO: dia,
      HORA_ACOMPANHAMENTO: '09:30',
      ATIVIDADE,
      FUNCIONARIOS,
      RESIDENTES: [c.residente],
    }) as Promise<{ CODIGO: number; VERSAO: number }>;
  for (let dia = 1; dia <= 11; dia++) {
    await escrever(`2025-03-${String(dia).padStart(2, '0')}`, `Registro de rotina número ${dia}`);
  }
  await escrever('2025-03-20', LONGA);
  const editada = await escrever('2025-03-25', EDITADA_ANTES);
  await chamar('PUT', `/acompanhamento-editar/${editada.CODIGO}`, {
    DATA_ACOMPANHAMENTO: '2025-03-25',
    HORA_ACOMPANHAMENTO: '09:30',
    ATIVIDADE: EDITADA_DEPOIS,
    FUNCIONARIOS: [sessao.CODIGO_FUNCIONARIO],
    RESIDENTES: [c.residente],
    VERSAO: editada.VERSAO,
    MOTIVO_EDICAO: MOTIVO,
  });
  await escrever('2025-04-02', ABRIL, [sessao.CODIGO_FUNCIONARIO, c.colega.codigo]);
}

const SEGUNDA_PAGINA = [4, 3, 2, 1].map((dia) => `Registro de rotina número ${dia}`);

const TABELA = (nome: string) => ({ name: `Acompanhamentos de ${nome}` });

async function abrirTela(page: Page, c: Cenario): Promise<Locator> {
  await entrar(page, c.conta);
  await page.goto(`/#/residente-acomp/${c.residente}`);
  await page.getByRole('heading', { name: 'Visualização dos acompanhamentos', level: 1 }).waitFor();
  await page.getByRole('heading', { name: c.nome, level: 2 }).waitFor();
  const tabela = page.getByRole('table', TABELA(c.nome));
  await tabela.getByRole('row').nth(1).waitFor();
  await page.getByTestId('spinner').waitFor({ state: 'detached' });
  return tabela;
}

/** Each listed row's activity and date, as the cells show them. */
async function linhas(tabela: Locator): Promise<string[][]> {
  const corpo = tabela.locator('tbody tr');
  const total = await corpo.count();
  const lidas: string[][] = [];
  for (let i = 0; i < total; i++) {
    const celulas = await corpo.nth(i).getByRole('cell').allTextContents();
    lidas.push(celulas.slice(0, 2));
  }
  return lidas;
}

/** Waits until the table lists exactly these activities (the first cell, badges aside). */
async function esperarAtividades(tabela: Locator, esperadas: string[]): Promise<void> {
  await expect
    .poll(async () =>
      (await linhas(tabela)).map(([atividade]) => atividade?.replace(/(Editado|Correção)$/, '')),
    )
    .toEqual(esperadas);
}

/** The select's list opens in its panel (not in a portal), labelled like the select itself: pick by role. */
async function escolherFuncionario(page: Page, onde: Locator, opcao: string): Promise<void> {
  await onde.getByRole('combobox', { name: 'Funcionário' }).click();
  await page.getByRole('option', { name: opcao, exact: true }).click();
}

async function abrirPainel(page: Page, rotulo: string): Promise<Locator> {
  await page.getByRole('button', { name: rotulo, exact: true }).click();
  const painel = page.getByRole('dialog', { name: rotulo });
  await painel.waitFor();
  return painel;
}

describe('Visualização dos acompanhamentos (#/residente-acomp/{id})', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();
  const c = {} as Cenario;

  beforeAll(async () => {
    c.conta = await semear.conta();
    c.colega = await semear.funcionario();
    const sobrenome = `Conceição${sufixoUnico(2)}`;
    c.nome = `José ${sobrenome}`;
    c.residente = await semear.residente({ nome: 'José', sobrenome, nascimento: '1940-05-02' });
    await escreverAcompanhamentos(c);
  });

  it('no computador: corte em 55, datas dd/MM/yyyy, páginas, filtros, Informações e o prontuário', async () => {
    const page = await navegador.abrir();
    const tabela = await abrirTela(page, c);

    const primeira = await linhas(tabela);
    expect(primeira).toHaveLength(10);
    expect(primeira[0]).toEqual([ABRIL, '02/04/2025']);
    expect(primeira[1]).toEqual([`${EDITADA_DEPOIS}Editado`, '25/03/2025']);
    expect(primeira[2]).toEqual([`${LONGA.slice(0, 55)}…`, '20/03/2025']);
    const paginacao = page.getByRole('navigation', { name: 'Paginação' });
    expect(await paginacao.getByRole('button').allTextContents()).toEqual(['Anterior', '1', '2', 'Próximo']);
    await paginacao.getByRole('button', { name: 'Próximo' }).click();
    await esperarAtividades(tabela, SEGUNDA_PAGINA);
    await fotografar(page, 'residente-acomp-desktop');
    await esperarAcessivel(page);

    // Filtro: the server answers April alone.
    let painel = await abrirPainel(page, 'Filtro');
    await digitar(campo(painel, 'De'), '01042025');
    await digitar(campo(painel, 'Até'), '30042025');
    await painel.getByRole('button', { name: 'Filtrar' }).click();
    await esperarAtividades(tabela, [ABRIL]);
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect.poll(async () => (await linhas(tabela)).length).toBe(10);

    // Funcionário: the colleague took part in April's only.
    painel = await abrirPainel(page, 'Funcionário');
    await escolherFuncionario(page, painel, `${c.colega.nome} ${c.colega.sobrenome} - Cuidadora`);
    await painel.getByRole('button', { name: 'Definir funcionário' }).click();
    await esperarAtividades(tabela, [ABRIL]);
    await page.getByRole('button', { name: 'Limpar filtros' }).click();

    // Pesquisar: on the device, without accents.
    painel = await abrirPainel(page, 'Pesquisar');
    await campo(painel, 'Pesquisar nos acompanhamentos').fill('HIDRATACAO afericao');
    await esperarAtividades(tabela, [`${LONGA.slice(0, 55)}…`]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Limpar filtros' }).click();

    // Informações of the edited one: participants, the whole history, and Editar within the window.
    await page.getByRole('button', { name: 'Informações do acompanhamento de 25/03/2025' }).click();
    const modal = dialogo(page, 'Informações do acompanhamento');
    await esperarTexto(modal, 'Funcionarios Participantes');
    await esperarTexto(modal, `${c.conta.nome} Cuidadora (Cuidadora)`);
    await esperarTexto(modal, EDITADA_DEPOIS);
    const historico = modal.getByRole('region', { name: 'Histórico de edições' });
    await esperarTexto(historico, MOTIVO);
    await esperarTexto(historico, EDITADA_ANTES);
    await modal.getByRole('link', { name: 'Editar' }).waitFor();
    await fotografar(page, 'residente-acomp-informacoes-desktop');
    await esperarAcessivel(page);
    await modal.getByRole('button', { name: 'Voltar' }).click();
    await modal.waitFor({ state: 'detached' });

    // Prontuário of March by this employee: the file's name and what it says.
    await page.getByRole('button', { name: 'Imprimir prontuário' }).click();
    const prontuario = dialogo(page, 'Prontuário');
    await esperarTexto(prontuario, 'Preencha apenas caso queira filtrar por data');
    expect(await prontuario.getByRole('combobox', { name: 'Funcionário' }).inputValue()).toBe(
      'Todos os funcionários',
    );
    await digitar(campo(prontuario, 'De'), '01032025');
    await digitar(campo(prontuario, 'Até'), '31032025');
    const pdf = await baixarPdf(page, () => prontuario.getByRole('button', { name: 'Imprimir' }).click());
    expect(pdf.nome).toBe(`Prontuário ${c.nome} (Início 01-03-2025) (Fim 31-03-2025).pdf`);
    expect(pdf.texto).toContain('Prontuário');
    expect(pdf.texto).toContain(c.nome);
    expect(pdf.texto).toContain(LONGA);
    expect(pdf.texto).toContain(EDITADA_DEPOIS);
    expect(pdf.texto).not.toContain(ABRIL);
    await prontuario.waitFor({ state: 'detached' });
    await esperarMensagem(page, MENSAGENS.prontuarioEmitido);

    // It opens again empty; the colleague's prontuário holds April's only, and its name no dates.
    await page.getByRole('button', { name: 'Imprimir prontuário' }).click();
    expect(await campo(prontuario, 'De').inputValue()).toBe('');
    await escolherFuncionario(page, prontuario, `${c.colega.nome} ${c.colega.sobrenome} - Cuidadora`);
    const doColega = await baixarPdf(page, () =>
      prontuario.getByRole('button', { name: 'Imprimir' }).click(),
    );
    expect(doColega.nome).toBe(`Prontuário ${c.nome}.pdf`);
    expect(doColega.texto).toContain(ABRIL);
    expect(doColega.texto).not.toContain(EDITADA_DEPOIS);
  });

  it('num telefone (390 px): páginas "1 / 2", cartões legíveis, Informações fecha com o Voltar do aparelho', async () => {
    const page = await navegador.abrir({ telefone: true });
    const tabela = await abrirTela(page, c);
    const paginacao = page.getByRole('navigation', { name: 'Paginação' });
    await esperarTexto(paginacao, '1 / 2');
    await paginacao.getByRole('button', { name: 'Próximo' }).click();
    await esperarTexto(paginacao, '2 / 2');
    await esperarAtividades(tabela, SEGUNDA_PAGINA);
    const largura = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(largura, 'a página não rola para o lado').toBeLessThanOrEqual(TELEFONE.width);
    await fotografar(page, 'residente-acomp-telefone');
    await esperarAcessivel(page);

    await page.getByRole('button', { name: 'Informações do acompanhamento de 03/03/2025' }).click();
    const modal = dialogo(page, 'Informações do acompanhamento');
    await esperarTexto(modal, 'Registro de rotina número 3');
    await fotografar(page, 'residente-acomp-informacoes-telefone');
    await page.goBack();
    await modal.waitFor({ state: 'detached' });
    expect(page.url()).toContain(`#/residente-acomp/${c.residente}`);
  });

  it.each([
    { tela: 'desktop', telefone: false },
    { tela: '390 px', telefone: true },
  ])(
    'Funcionário pelo teclado ($tela): o nome digitado substitui "Todos os funcionários"; Enter e Tab escolhem, Esc não aplica nada',
    async ({ telefone }) => {
      const page = await navegador.abrir({ telefone });
      const tabela = await abrirTela(page, c);
      const colega = `${c.colega.nome} ${c.colega.sobrenome} - Cuidadora`;
      // What a nurse types: the first name and the surname's beginning, in small letters.
      const digitado = `${c.colega.nome} ${c.colega.sobrenome.slice(0, 4)}`.toLowerCase();

      // The panel opens with the cursor in the select: typing replaces "Todos os funcionários".
      let painel = await abrirPainel(page, 'Funcionário');
      const select = painel.getByRole('combobox', { name: 'Funcionário' });
      await expect.poll(() => select.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type(digitado);
      expect(await select.inputValue()).toBe(digitado);
      await painel.getByRole('option', { name: colega }).waitFor();
      await fotografar(page, `residente-acomp-funcionario-digitado${telefone ? '-telefone' : ''}`);
      await page.keyboard.press('Enter');
      await expect.poll(() => select.inputValue()).toBe(colega);
      await painel.getByRole('button', { name: 'Definir funcionário' }).click();
      await esperarAtividades(tabela, [ABRIL]);
      await esperarTexto(page.locator('body'), `Filtrando: ${colega}`);
      await page.getByRole('button', { name: 'Limpar filtros' }).click();
      await expect.poll(async () => (await linhas(tabela)).length).toBe(10);

      // Esc closes the list, then the panel: nothing typed is applied unseen.
      painel = await abrirPainel(page, 'Funcionário');
      await page.keyboard.type(digitado);
      await painel.getByRole('option', { name: colega }).waitFor();
      await page.keyboard.press('Escape');
      await painel.getByRole('option', { name: colega }).waitFor({ state: 'detached' });
      await page.keyboard.press('Escape');
      await painel.waitFor({ state: 'detached' });
      expect(await page.getByText(/^Filtrando:/).count()).toBe(0);

      // The prontuário's select: a typed name and Tab pick her, and the PDF holds her follow-up only.
      await page.getByRole('button', { name: 'Imprimir prontuário' }).click();
      const prontuario = dialogo(page, 'Prontuário');
      const doProntuario = prontuario.getByRole('combobox', { name: 'Funcionário' });
      await expect.poll(() => doProntuario.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type(digitado);
      await page.keyboard.press('Tab');
      expect(await doProntuario.inputValue()).toBe(colega);
      await fotografar(page, `residente-acomp-prontuario-funcionario${telefone ? '-telefone' : ''}`);
      const pdf = await baixarPdf(page, () => prontuario.getByRole('button', { name: 'Imprimir' }).click());
      expect(pdf.texto).toContain(ABRIL);
      expect(pdf.texto).not.toContain(EDITADA_DEPOIS);
    },
  );

  it('pelo teclado: Enter em "Imprimir prontuário" abre o modal e Esc o fecha', async () => {
    const page = await navegador.abrir();
    await abrirTela(page, c);
    const botao = page.getByRole('button', { name: 'Imprimir prontuário' });
    await botao.focus();
    await page.keyboard.press('Enter');
    const prontuario = dialogo(page, 'Prontuário');
    await prontuario.waitFor();
    await page.keyboard.press('Escape');
    await prontuario.waitFor({ state: 'detached' });
  });

  it('no telefone, com um período digitado, Voltar e Esc perguntam antes de fechar o prontuário (decisão 0024)', async () => {
    const page = await navegador.abrir({ telefone: true });
    await abrirTela(page, c);
    await page.getByRole('button', { name: 'Imprimir prontuário' }).click();
    const prontuario = dialogo(page, 'Prontuário');
    await digitar(campo(prontuario, 'De'), '01032025');
    const pergunta = dialogo(page, 'Alterações não salvas');

    await page.goBack();
    await pergunta.waitFor();
    await fotografar(page, 'prontuario-voltar-pergunta-telefone');
    await pergunta.getByRole('button', { name: 'Continuar editando' }).click();
    await pergunta.waitFor({ state: 'hidden' });
    expect(await campo(prontuario, 'De').inputValue()).toBe('01/03/2025');

    await campo(prontuario, 'De').focus();
    await page.keyboard.press('Escape');
    await pergunta.waitFor();
    await pergunta.getByRole('button', { name: 'Sair sem salvar' }).click();
    await prontuario.waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe(`#/residente-acomp/${c.residente}`);
  });
});
