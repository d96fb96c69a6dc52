import { MENSAGENS, PERMISSAO } from '@acolher/contract';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clienteDaApi } from './support/api.ts';
import { usarNavegador } from './support/browser.ts';
import { digitar, escolher, esperarMensagem } from './support/cadastro.ts';
import { sufixoUnico, usarSemeador } from './support/seed.ts';
import { campo, entrar, esperarTexto } from './support/telas.ts';

/** A field's error as Mantine shows it: the text its input's aria-describedby points at. */
async function erroDe(entrada: Locator): Promise<string> {
  await expect.poll(() => entrada.getAttribute('aria-invalid')).toBe('true');
  const ids = (await entrada.getAttribute('aria-describedby')) ?? '';
  const pagina = entrada.page();
  const textos = await Promise.all(ids.split(' ').map((id) => pagina.locator(`[id="${id}"]`).textContent()));
  return textos.join(' ');
}

/** What users hit now (decision 0050): the small things, each on the screen where it was found. */
describe('Detalhes das telas (390 px)', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  it('"Página Não Encontrada" dá o seu nome à aba, em vez de ficar com o da tela anterior', async () => {
    const page = await navegador.abrir({ telefone: true });
    await entrar(page, await semear.conta());
    expect(await page.title()).toBe('Início · Acolher');
    await page.goto('/#/rota/que-nao-existe');
    await page.getByRole('heading', { name: MENSAGENS.paginaNaoEncontrada, level: 1 }).waitFor();
    expect(await page.title()).toBe(`${MENSAGENS.paginaNaoEncontrada} · Acolher`);
  });

  it('"Informações do acompanhamento" escreve "Funcionarios Participantes" como a especificação, também no histórico', async () => {
    const autora = await semear.conta();
    const residente = await semear.residente({
      nome: `Olga${sufixoUnico()}`,
      sobrenome: 'Detalhe',
      nascimento: '1939-04-05',
    });
    const chamar = await clienteDaApi(autora);
    const corpo = {
      DATA_ACOMPANHAMENTO: '2025-05-06',
      HORA_ACOMPANHAMENTO: '08:00',
      ATIVIDADE: 'Banho',
      FUNCIONARIOS: [autora.codigo],
      RESIDENTES: [residente],
    };
    const escrito = (await chamar('POST', '/acompanhamentos', corpo)) as { CODIGO: number; VERSAO: number };
    await chamar('PUT', `/acompanhamento-editar/${escrito.CODIGO}`, {
      ...corpo,
      ATIVIDADE: 'Banho de leito',
      VERSAO: escrito.VERSAO,
      MOTIVO_EDICAO: 'Faltou dizer onde',
    });
    const page = await navegador.abrir({ telefone: true });
    await entrar(page, autora);
    await page.goto(`/#/residente-acomp/${residente}`);
    await page.getByRole('button', { name: 'Informações do acompanhamento de 06/05/2025' }).click();
    const modal = page.getByRole('dialog', { name: 'Informações do acompanhamento' });
    await esperarTexto(modal, 'Histórico de edições');
    expect(await modal.getByText('Funcionarios Participantes', { exact: true }).count()).toBe(2);
    expect(await modal.getByText('Funcionários participantes', { exact: true }).count()).toBe(0);
  });

  it('a quem não o registrou, dentro das 24 horas, o acompanhamento diz que só quem o registrou o altera', async () => {
    const autora = await semear.conta();
    const colega = await semear.conta();
    const residente = await semear.residente({
      nome: `Alzira${sufixoUnico()}`,
      sobrenome: 'Detalhe',
      nascimento: '1944-02-01',
    });
    const chamar = await clienteDaApi(autora);
    const escrito = (await chamar('POST', '/acompanhamentos', {
      DATA_ACOMPANHAMENTO: '2025-05-06',
      HORA_ACOMPANHAMENTO: '08:00',
      ATIVIDADE: 'Curativo',
      FUNCIONARIOS: [autora.codigo, colega.codigo],
      RESIDENTES: [residente],
    })) as { CODIGO: number };
    const page = await navegador.abrir({ telefone: true });
    await entrar(page, colega);
    await page.goto(`/#/acompanhamentos/${escrito.CODIGO}`);
    await page.getByRole('heading', { name: `Acompanhamento nº ${escrito.CODIGO}`, level: 1 }).waitFor();
    await esperarTexto(page.getByRole('main'), MENSAGENS.acompanhamentoDeOutroAutor);
    expect(await page.getByText('não pode mais ser alterado').count()).toBe(0);
  });

  it('um funcionário sem conta bancária diz "Nenhuma conta bancária" em vez de campos com "—"', async () => {
    const administrador = await semear.conta({ permissao: PERMISSAO.administrador });
    const funcionaria = await semear.funcionario();
    const page = await navegador.abrir({ telefone: true });
    await entrar(page, administrador);
    await page.goto(`/#/funcionarios/${funcionaria.codigo}`);
    const dados = page.getByRole('region', { name: 'Dados do funcionário' });
    await esperarTexto(dados, 'Nenhuma conta bancária');
    expect(await dados.getByText('Agência', { exact: true }).count()).toBe(0);
  });

  it('telefones: o mesmo número duas vezes é recusado; um fixo não fica "Celular"', async () => {
    const administrador = await semear.conta({ permissao: PERMISSAO.administrador });
    const funcionaria = await semear.funcionario();
    const page = await navegador.abrir({ telefone: true });
    await entrar(page, administrador);
    await page.goto(`/#/funcionarios/${funcionaria.codigo}/editar`);
    const form = page.getByRole('form', { name: 'Funcionário' });
    await form.getByRole('button', { name: 'Adicionar telefone' }).click();
    await digitar(campo(form, 'Telefone 1'), '11987654321');
    await form.getByRole('button', { name: 'Adicionar telefone' }).click();
    await digitar(campo(form, 'Telefone 2'), '+55 11 98765-4321');
    await form.getByRole('button', { name: 'Salvar' }).click();
    expect(await erroDe(campo(form, 'Telefone 2'))).toContain(MENSAGENS.telefoneRepetido);

    await digitar(campo(form, 'Telefone 2'), '1133334444');
    await campo(form, 'Telefone 2').blur();
    await expect.poll(() => campo(form, 'Tipo do telefone 2').inputValue()).toBe('Residencial');
    await escolher(page, form, 'Tipo do telefone 2', 'Celular');
    await form.getByRole('button', { name: 'Salvar' }).click();
    expect(await erroDe(campo(form, 'Tipo do telefone 2'))).toContain(MENSAGENS.telefoneNaoECelular);
    await escolher(page, form, 'Tipo do telefone 2', 'Residencial');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await esperarMensagem(page, 'Funcionário salvo com sucesso');
    const telefones = page.getByRole('region', { name: 'Telefones' });
    await esperarTexto(telefones, '(11) 3333-4444 · Residencial');
    await esperarTexto(telefones, '(11) 98765-4321 · Celular');
  });
});
