import { acompanhamentoResumos, CHAVE_DE_ENVIO_HEADER, MENSAGENS } from '@acolher/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clienteDaApi } from './support/api.ts';
import { fotografarTela, usarNavegador } from './support/browser.ts';
import { digitar, escolhidos, esperarMensagem } from './support/cadastro.ts';
import {
  contarNoBanco,
  cortarRede,
  pedidos,
  religarRede,
  segurarCodigo,
  segurarPedido,
  telefoneLento,
  usarBancoDoTeste,
  vigiarGiro,
  viuGirar,
} from './support/rede.ts';
import { type Conta, sufixoUnico, usarSemeador } from './support/seed.ts';
import { campo, entrar, esperarRota, rotaAtual } from './support/telas.ts';

/*
 * Under a poor connection (decision 0037), on the follow-up form, the one caregivers use most, on a
 * phone: a save without network keeps what was typed and says why; however Salvar is tapped (twice
 * at once, again after an answer lost on the way, on a slow phone) the server keeps one follow-up.
 */

const SALVO = 'Acompanhamento salvo com sucesso';

/** The resident's follow-ups with this activity, as the server keeps them. */
async function gravados(page: Page, residente: number, atividade: string): Promise<number> {
  const resposta = await page.request.get(new URL(`/residente-acomp/${residente}`, page.url()).href);
  expect(resposta.status()).toBe(200);
  const lista = acompanhamentoResumos.parse(await resposta.json());
  return lista.filter((a) => a.ATIVIDADE === atividade).length;
}

interface Valores {
  data: string;
  hora: string;
  atividade: string;
  funcionarios: string[];
  residentes: string[];
}

async function valoresDoFormulario(form: Locator): Promise<Valores> {
  return {
    data: await campo(form, 'Data').inputValue(),
    hora: await campo(form, 'Hora').inputValue(),
    atividade: await campo(form, 'Atividade realizada').inputValue(),
    funcionarios: await escolhidos(form, 'Funcionários participantes'),
    residentes: await escolhidos(form, 'Residentes'),
  };
}

describe('Acompanhamento com a rede fraca (decision 0037)', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();
  const banco = usarBancoDoTeste();

  async function preparar(telefone = true): Promise<{ page: Page; conta: Conta; residente: number }> {
    const conta = await semear.conta();
    const residente = await semear.residente({
      nome: `Iracema${sufixoUnico()}`,
      sobrenome: 'Sem Sinal',
      nascimento: '1938-07-21',
    });
    const page = await navegador.abrir({ telefone });
    await entrar(page, conta);
    return { page, conta, residente };
  }

  /** The new follow-up of the resident, its hour and activity typed; waits for the people's pills. */
  async function preencher(page: Page, residente: number, atividade: string): Promise<Locator> {
    await page.goto(`/#/acompanhamentos/novo?residente=${residente}`);
    const form = page.getByRole('form', { name: 'Acompanhamento' });
    await expect.poll(() => escolhidos(form, 'Residentes')).toHaveLength(1);
    await expect.poll(() => escolhidos(form, 'Funcionários participantes')).toHaveLength(1);
    await digitar(campo(form, 'Hora'), '0815');
    await campo(form, 'Atividade realizada').fill(atividade);
    return form;
  }

  for (const telefone of [false, true]) {
    const tela = telefone ? '390 px' : 'desktop';
    it(`sem rede (${tela}): Salvar diz por que em português, nada do que foi digitado se perde; com a rede de volta, grava um`, async () => {
      const { page, residente } = await preparar(telefone);
      const atividade = `Leitura do jornal em voz alta ${sufixoUnico()}`;
      const form = await preencher(page, residente, atividade);
      const antes = await valoresDoFormulario(form);
      const salvar = form.getByRole('button', { name: 'Salvar' });

      await cortarRede(page);
      await salvar.click();
      await esperarMensagem(page, MENSAGENS.semConexao);
      await form.getByText(MENSAGENS.semConexao).waitFor();
      await fotografarTela(page, `rede-fraca-acompanhamento-sem-rede-${telefone ? 'telefone' : 'desktop'}`);
      expect(await valoresDoFormulario(form)).toEqual(antes);
      expect(rotaAtual(page)).toBe(`acompanhamentos/novo?residente=${residente}`);
      expect(await salvar.isEnabled(), 'Salvar volta a poder ser tocado').toBe(true);

      await religarRede(page);
      await salvar.click();
      await esperarMensagem(page, SALVO);
      await esperarRota(page, `residente-acomp/${residente}`);
      expect(await gravados(page, residente, atividade)).toBe(1);
    });
  }

  it('dois toques rápidos em Salvar mandam um só pedido e gravam um só registro', async () => {
    const { page, residente } = await preparar();
    const atividade = `Alongamento na cadeira ${sufixoUnico()}`;
    const form = await preencher(page, residente, atividade);
    const enviados = pedidos(page, 'POST', '/acompanhamentos');
    await form.getByRole('button', { name: 'Salvar' }).dblclick();
    await esperarMensagem(page, SALVO);
    await esperarRota(page, `residente-acomp/${residente}`);
    expect(enviados()).toHaveLength(1);
    expect(await gravados(page, residente, atividade)).toBe(1);
  });

  it('tocar, perder a resposta, ficar sem rede e tocar de novo: no fim um só registro, sempre com a mesma chave', async () => {
    const { page, residente } = await preparar();
    const atividade = `Banho de sol no jardim ${sufixoUnico()}`;
    const form = await preencher(page, residente, atividade);
    const salvar = form.getByRole('button', { name: 'Salvar' });
    const enviados = pedidos(page, 'POST', '/acompanhamentos');
    const primeiro = await segurarPedido(page, 'POST', '/acompanhamentos');

    await salvar.click();
    await primeiro.chegou;
    // While the first is on its way the button is busy: taps on it send nothing.
    expect(await salvar.getAttribute('data-loading')).not.toBeNull();
    await salvar.click({ force: true });
    await salvar.click({ force: true });
    await primeiro.soltar({ perderResposta: true });
    await esperarMensagem(page, MENSAGENS.semConexao);
    expect(await gravados(page, residente, atividade), 'o servidor gravou o primeiro').toBe(1);

    await cortarRede(page);
    await salvar.click();
    await form.getByText(MENSAGENS.semConexao).waitFor();
    expect(await campo(form, 'Atividade realizada').inputValue()).toBe(atividade);

    await religarRede(page);
    await salvar.click();
    await esperarMensagem(page, SALVO);
    await esperarRota(page, `residente-acomp/${residente}`);
    expect(await gravados(page, residente, atividade)).toBe(1);
    const chaves = new Set(enviados().map((p) => p.headers()[CHAVE_DE_ENVIO_HEADER]));
    expect(chaves.size, 'todos os envios levam a mesma chave de envio').toBe(1);
    expect([...chaves][0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('num telefone lento (1,6 Mbit/s, CPU 4× mais lenta): Salvar mostra que está salvando e três toques gravam um', async () => {
    const { page, residente } = await preparar();
    const atividade = `Oficina de pintura ${sufixoUnico()}`;
    const form = await preencher(page, residente, atividade);
    const salvar = form.getByRole('button', { name: 'Salvar' });
    await vigiarGiro(salvar);
    const enviados = pedidos(page, 'POST', '/acompanhamentos');
    await telefoneLento(page);

    await salvar.tap();
    await salvar.tap({ force: true });
    await salvar.tap({ force: true });
    await esperarMensagem(page, SALVO);
    await esperarRota(page, `residente-acomp/${residente}`);
    expect(enviados()).toHaveLength(1);
    expect(await gravados(page, residente, atividade)).toBe(1);
    expect(await viuGirar(page), 'Salvar girou enquanto salvava').toBe(true);
  });

  it('editar, perder a resposta e tocar Salvar de novo: salvo uma vez, sem dizer que outra pessoa alterou', async () => {
    const { page, conta, residente } = await preparar();
    const chamar = await clienteDaApi(conta);
    const sessao = (await chamar('GET', '/sessao')) as { CODIGO_FUNCIONARIO: number };
    const { CODIGO } = (await chamar('POST', '/acompanhamentos', {
      DATA_ACOMPANHAMENTO: '2025-03-10',
      HORA_ACOMPANHAMENTO: '09:30',
      ATIVIDADE: 'Troca de curativo',
      FUNCIONARIOS: [sessao.CODIGO_FUNCIONARIO],
      RESIDENTES: [residente],
    })) as { CODIGO: number };
    await page.goto(`/#/acompanhamentos/${CODIGO}`);
    const form = page.getByRole('form', { name: 'Acompanhamento' });
    // A text ending in a space and a new line, as typed on a phone: the server stores it trimmed.
    await campo(form, 'Atividade realizada').fill('Troca de curativo no calcanhar esquerdo \n');
    await campo(form, 'Motivo da alteração').fill('Faltou dizer onde');
    const primeiro = await segurarPedido(page, 'PUT', `/acompanhamento-editar/${CODIGO}`);
    const salvar = form.getByRole('button', { name: 'Salvar' });

    await salvar.click();
    await primeiro.chegou;
    await primeiro.soltar({ perderResposta: true });
    await form.getByText(MENSAGENS.semConexao).waitFor();
    await salvar.click();
    await esperarMensagem(page, SALVO);
    await esperarRota(page, 'acompanhamentos');
    expect(await page.getByText(MENSAGENS.registroAlterado).count(), 'ninguém mais alterou').toBe(0);
    const versoes = 'select count(*) from acompanhamento_versao where acompanhamento_codigo = $1';
    expect(await contarNoBanco(banco, versoes, [CODIGO]), 'uma só edição gravada').toBe(1);
  });

  it('salvo, enquanto a próxima tela ainda carrega: Salvar segue girando e nem toque nem Enter enviam de novo', async () => {
    const { page, residente } = await preparar();
    const atividade = `Roda de conversa ${sufixoUnico()}`;
    const form = await preencher(page, residente, atividade);
    const salvar = form.getByRole('button', { name: 'Salvar' });
    const enviados = pedidos(page, 'POST', '/acompanhamentos');
    // The resident's follow-ups screen is a chunk of its own, not yet downloaded.
    const codigo = await segurarCodigo(page);

    const resposta = page.waitForResponse((r) => r.request().method() === 'POST' && r.status() === 201);
    await salvar.click();
    await resposta;
    await esperarMensagem(page, SALVO);
    expect(rotaAtual(page), 'a próxima tela ainda não veio').toBe(
      `acompanhamentos/novo?residente=${residente}`,
    );
    expect(await salvar.getAttribute('data-loading'), 'Salvar segue girando até sair').not.toBeNull();
    await salvar.click({ force: true });
    await campo(form, 'Hora').press('Enter');
    expect(enviados(), 'nenhum segundo envio').toHaveLength(1);

    codigo.soltar();
    await esperarRota(page, `residente-acomp/${residente}`);
    expect(await gravados(page, residente, atividade)).toBe(1);
  });
});
