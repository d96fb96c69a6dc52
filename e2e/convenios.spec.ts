import { convenioEmUso } from '@acolher/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { esperarAcessivel, fotografar, usarNavegador } from './support/browser.ts';
import {
  acaoDaLinha,
  baixarPdf,
  buscarNaLista,
  dialogo,
  esperarMensagem,
  linhasCom,
} from './support/cadastro.ts';
import { type Conta, sufixoUnico, usarSemeador } from './support/seed.ts';
import { entrar, esperarRota, partesDoShell } from './support/telas.ts';

async function abrirConvenios(page: Page, conta: Conta): Promise<void> {
  await entrar(page, conta);
  await partesDoShell(page).secoes.getByRole('link', { name: 'Convênios' }).click();
  await esperarRota(page, 'convenios');
  await page.getByRole('heading', { name: 'Convênios', level: 1 }).waitFor();
}

/** The list's search narrows the table to one plan, so the row is on the first page. */
async function buscar(page: Page, nome: string): Promise<void> {
  await buscarNaLista(page, 'Buscar convênio pelo nome', nome);
  await page.getByRole('row').filter({ hasText: nome }).first().waitFor();
}

async function mudarDeAba(page: Page, aba: 'Ativos' | 'Desativados'): Promise<void> {
  await page.getByRole('tab', { name: aba, exact: true }).click();
  await page.getByRole('table', { name: `Convênios ${aba.toLowerCase()}` }).waitFor();
}

async function esperarFora(page: Page, nome: string): Promise<void> {
  await page.getByRole('row').filter({ hasText: nome }).first().waitFor({ state: 'detached' });
  await page.getByText('Nenhum registro encontrado.').waitFor();
}

describe('Convênios', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();
  const sufixo = sufixoUnico(3);
  let conta: Conta;

  beforeAll(async () => {
    conta = await semear.conta();
  });

  it('a lista passa no axe e cada PDF (da lista e do convênio) baixa um PDF com nome que diz o que é', async () => {
    const nome = `Odonto Sorriso ${sufixo}`;
    await semear.convenio(nome);
    const page = await navegador.abrir();
    await abrirConvenios(page, conta);
    await buscar(page, nome);

    await fotografar(page, 'convenios-lista');
    await esperarAcessivel(page);

    const lista = await baixarPdf(page, () => page.getByRole('button', { name: 'PDF da lista' }).click());
    expect(lista.nome).toBe('Convênios ativos.pdf');
    expect(lista.texto).toContain(nome);
    await esperarMensagem(page, 'Relatório emitido com sucesso');

    const ficha = await baixarPdf(page, () => acaoDaLinha(page, nome, 'PDF do convênio'));
    expect(ficha.nome).toBe(`Convênio - ${nome}.pdf`);
    expect(ficha.texto).toContain(nome);
  });

  it('inativar pede confirmação; "Não" mantém, "Sim" leva a Desativados (e ao PDF deles); reativar traz de volta', async () => {
    const nome = `Farmácia Popular ${sufixo}`;
    await semear.convenio(nome);
    const page = await navegador.abrir();
    await abrirConvenios(page, conta);
    await buscar(page, nome);

    await acaoDaLinha(page, nome, 'Inativar');
    const pergunta = dialogo(page, 'Inativar convênio');
    await pergunta.getByText(`Inativar o convênio ${nome}?`).waitFor();
    await pergunta.getByRole('button', { name: 'Não' }).click();
    await pergunta.waitFor({ state: 'hidden' });
    expect(await linhasCom(page, nome)).toHaveLength(1);

    await acaoDaLinha(page, nome, 'Inativar');
    await dialogo(page, 'Inativar convênio').getByRole('button', { name: 'Sim' }).click();
    await esperarMensagem(page, 'Convênio inativado com sucesso');
    await esperarFora(page, nome);

    await mudarDeAba(page, 'Desativados');
    await buscar(page, nome);
    const desativados = await baixarPdf(page, () =>
      page.getByRole('button', { name: 'PDF da lista' }).click(),
    );
    expect(desativados.nome).toBe('Convênios inativos.pdf');
    expect(desativados.texto).toContain(nome);
    await acaoDaLinha(page, nome, 'Reativar');
    await dialogo(page, 'Reativar convênio').getByRole('button', { name: 'Sim' }).click();
    await esperarMensagem(page, 'Convênio reativado com sucesso');
    await esperarFora(page, nome);
    await mudarDeAba(page, 'Ativos');
    await buscar(page, nome);
  });

  it('em uso por um residente ativo, pede a segunda confirmação que diz quantos o usam', async () => {
    const nome = `Saúde Serra ${sufixo}`;
    const convenio = await semear.convenio(nome);
    await semear.residente({
      nome: 'Olinda',
      sobrenome: `Conveniada ${sufixo}`,
      nascimento: '1939-07-08',
      convenio,
    });
    const page = await navegador.abrir();
    await abrirConvenios(page, conta);
    await buscar(page, nome);

    const confirmarInativacao = async () => {
      await acaoDaLinha(page, nome, 'Inativar');
      await dialogo(page, 'Inativar convênio').getByRole('button', { name: 'Sim' }).click();
      const emUso = dialogo(page, 'Convênio em uso');
      await emUso.getByText(convenioEmUso(1)).waitFor();
      return emUso;
    };

    const primeira = await confirmarInativacao();
    await primeira.getByRole('button', { name: 'Cancelar' }).click();
    await primeira.waitFor({ state: 'hidden' });
    expect(await linhasCom(page, nome)).toHaveLength(1);

    const segunda = await confirmarInativacao();
    await segunda.getByRole('button', { name: 'Inativar mesmo assim' }).click();
    await esperarMensagem(page, 'Convênio inativado com sucesso');
    await esperarFora(page, nome);
    await mudarDeAba(page, 'Desativados');
    await buscar(page, nome);
  });
});
