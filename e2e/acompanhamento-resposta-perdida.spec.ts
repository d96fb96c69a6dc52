import { acompanhamentoResumos, CHAVE_DE_ENVIO_HEADER, MENSAGENS } from '@acolher/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usarNavegador } from './support/browser.ts';
import { esperarMensagem } from './support/cadastro.ts';
import { sufixoUnico, usarSemeador } from './support/seed.ts';
import { campo, entrar, esperarRota } from './support/telas.ts';

/**
 * The first `POST /acompanhamentos` reaches the server, which stores it, and its answer is then cut:
 * the form says it could not connect, as a phone losing its signal would. Returns the keys
 * (Idempotency-Key) every save of the page sent.
 */
async function cortarAPrimeiraResposta(page: Page): Promise<string[]> {
  const chaves: string[] = [];
  await page.route('**/acompanhamentos', async (rota) => {
    if (rota.request().method() !== 'POST') return rota.fallback();
    chaves.push(rota.request().headers()[CHAVE_DE_ENVIO_HEADER] ?? '');
    if (chaves.length > 1) return rota.fallback();
    await rota.fetch();
    await rota.abort('connectionreset');
  });
  return chaves;
}

/** Opens a new follow-up of the resident, types it and taps Salvar, whose answer is lost. */
async function salvarSemResposta(page: Page, residente: number, atividade: string): Promise<void> {
  await page.goto(`/#/acompanhamentos/novo?residente=${residente}`);
  const form = page.getByRole('form', { name: 'Acompanhamento' });
  await campo(form, 'Atividade realizada').fill(atividade);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await esperarMensagem(page, MENSAGENS.semConexao);
}

async function salvarDeNovo(page: Page, residente: number): Promise<void> {
  await page.getByRole('form', { name: 'Acompanhamento' }).getByRole('button', { name: 'Salvar' }).click();
  await esperarMensagem(page, 'Acompanhamento salvo com sucesso');
  await esperarRota(page, `residente-acomp/${residente}`);
}

/** The resident's follow-ups with this activity, as the server keeps them. */
async function gravados(page: Page, residente: number, atividade: string): Promise<number> {
  const resposta = await page.request.get(new URL(`/residente-acomp/${residente}`, page.url()).href);
  const lista = acompanhamentoResumos.parse(await resposta.json());
  return lista.filter((a) => a.ATIVIDADE === atividade).length;
}

describe('Um acompanhamento cuja resposta se perdeu (decision 0039)', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  async function preparar(): Promise<{ page: Page; residente: number; atividade: string }> {
    const conta = await semear.conta();
    const residente = await semear.residente({
      nome: `Gil${sufixoUnico()}`,
      sobrenome: 'Sem Sinal',
      nascimento: '1941-03-03',
    });
    const page = await navegador.abrir({ telefone: true });
    await entrar(page, conta);
    return { page, residente, atividade: `Caminhada no pátio ${sufixoUnico()}` };
  }

  it('tocar Salvar de novo depois de "Não foi possível conectar" grava um só registro', async () => {
    const { page, residente, atividade } = await preparar();
    const chaves = await cortarAPrimeiraResposta(page);
    await salvarSemResposta(page, residente, atividade);
    expect(await gravados(page, residente, atividade), 'o servidor gravou o primeiro envio').toBe(1);
    await salvarDeNovo(page, residente);
    expect(chaves).toHaveLength(2);
    expect(chaves[1], 'o segundo envio repete a chave do primeiro').toBe(chaves[0]);
    expect(await gravados(page, residente, atividade)).toBe(1);
  });

  it('recarregar a página e salvar o rascunho de novo também grava um só registro', async () => {
    const { page, residente, atividade } = await preparar();
    const chaves = await cortarAPrimeiraResposta(page);
    await salvarSemResposta(page, residente, atividade);
    await page.reload();
    await page.getByText('Rascunho recuperado').waitFor();
    await salvarDeNovo(page, residente);
    expect(chaves[1], 'a chave volta com o rascunho').toBe(chaves[0]);
    expect(await gravados(page, residente, atividade)).toBe(1);
  });

  it('mudar o texto depois da resposta perdida não grava um segundo: junto ao Salvar, o porquê', async () => {
    const { page, residente, atividade } = await preparar();
    await cortarAPrimeiraResposta(page);
    await salvarSemResposta(page, residente, atividade);
    const form = page.getByRole('form', { name: 'Acompanhamento' });
    await campo(form, 'Atividade realizada').fill(`${atividade} e alongamento`);
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText(MENSAGENS.chaveDeEnvioComOutroConteudo).waitFor();
    expect(await gravados(page, residente, atividade)).toBe(1);
    expect(await gravados(page, residente, `${atividade} e alongamento`)).toBe(0);
  });
});
