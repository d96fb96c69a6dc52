import { PERMISSAO } from '@acolher/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { esperarAcessivel, fotografar, usarNavegador } from './support/browser.ts';
import { type Conta, dataBr, dataIso, hojeNoLar, sufixoUnico, usarSemeador } from './support/seed.ts';
import {
  aviso,
  entrar,
  esperarDentroDaTela,
  esperarEmbaixoAoCentro,
  partesDoShell,
} from './support/telas.ts';

/** A day relative to the home's today, as YYYY-MM-DD. */
function diaDoLar(deslocamentoDias: number): string {
  const { ano, mes, dia } = hojeNoLar();
  const data = new Date(Date.UTC(ano, mes - 1, dia + deslocamentoDias));
  return dataIso(data.getUTCFullYear(), data.getUTCMonth() + 1, data.getUTCDate());
}

/** The cells of the rows of a home box that mention a name. */
async function linhasDoQuadro(page: Page, quadro: string, nome: string): Promise<string[][]> {
  const linhas = page.getByRole('region', { name: quadro }).getByRole('row').filter({ hasText: nome });
  // The administrator's box shows once the role is read (GET /sessao), which may be after the spinner.
  await linhas.first().waitFor();
  const total = await linhas.count();
  const celulas: string[][] = [];
  for (let i = 0; i < total; i++) celulas.push(await linhas.nth(i).getByRole('cell').allTextContents());
  return celulas;
}

function cabecalhosDoQuadro(page: Page, quadro: string): Promise<string[]> {
  return page.getByRole('region', { name: quadro }).getByRole('columnheader').allTextContents();
}

describe('Início', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();
  const sufixo = sufixoUnico(3);
  const provaAtrasada = { nome: 'Aparecida', sobrenome: `Atrasada ${sufixo}` };
  const devendoProva = { nome: 'Benedita', sobrenome: `Prova ${sufixo}` };
  const provaDistante = { nome: 'Sebastião', sobrenome: `Distante ${sufixo}` };
  const aniversariante = { nome: 'Joaquim', sobrenome: `Aniversário ${sufixo}` };
  const { ano, mes } = hojeNoLar();
  const nascimento = dataIso(1940, mes, 1);
  const vencimento = diaDoLar(10);
  const vencida = diaDoLar(-5);
  let conta: Conta;

  beforeAll(async () => {
    conta = await semear.conta();
    await semear.residente({
      ...devendoProva,
      nascimento: '1938-01-15',
      beneficio: { nome: 'Aposentadoria por idade', provaDeVida: vencimento },
    });
    await semear.residente({
      ...provaAtrasada,
      nascimento: '1936-03-02',
      beneficio: { nome: 'BPC', provaDeVida: vencida },
    });
    await semear.residente({
      ...provaDistante,
      nascimento: '1942-02-20',
      beneficio: { nome: 'Pensão por morte', provaDeVida: diaDoLar(200) },
    });
    await semear.residente({ ...aniversariante, nascimento });
  });

  it.each([
    ['computador', false],
    ['telefone', true],
  ])('no %s mostra provas de vida, aniversariantes e o rodapé inteiro', async (tela, telefone) => {
    const page = await navegador.abrir({ telefone });
    await entrar(page, conta);

    // Overdue first, then due soon; the one due in 200 days is outside the 60-day window.
    expect(await linhasDoQuadro(page, 'Provas de vida a serem feitas', sufixo)).toEqual([
      [`${provaAtrasada.nome} ${provaAtrasada.sobrenome}`, 'BPC', `${dataBr(vencida)}Vencida há 5 dias`],
      [`${devendoProva.nome} ${devendoProva.sobrenome}`, 'Aposentadoria por idade', dataBr(vencimento)],
    ]);
    expect(await linhasDoQuadro(page, 'Aniversariantes do mês', aniversariante.sobrenome)).toEqual([
      [`${aniversariante.nome} ${aniversariante.sobrenome}`, `${ano - 1940} anos`, dataBr(nascimento)],
    ]);
    expect(await cabecalhosDoQuadro(page, 'Provas de vida a serem feitas')).toEqual([
      'Residente',
      'Benefício',
      'Data',
    ]);
    expect(await cabecalhosDoQuadro(page, 'Aniversariantes do mês')).toEqual([
      'Residente',
      'Idade',
      'Data Nascimento',
    ]);

    await fotografar(page, `home-${tela}`);
    await esperarAcessivel(page);
    // On a phone the footer scrolls with the page (decision 0014): at its end, whole.
    const versao = partesDoShell(page).rodape.getByText('versão 19.1.31');
    await versao.scrollIntoViewIfNeeded();
    await esperarDentroDaTela(page, versao);
  });

  it.each([
    ['computador', false],
    ['telefone', true],
  ])('no %s cada nome dos dois quadros abre a ficha do residente', async (_tela, telefone) => {
    const page = await navegador.abrir({ telefone });
    await entrar(page, conta);
    for (const [quadro, pessoa] of [
      ['Provas de vida a serem feitas', provaAtrasada],
      ['Aniversariantes do mês', aniversariante],
    ] as const) {
      const nome = `${pessoa.nome} ${pessoa.sobrenome}`;
      const link = page.getByRole('region', { name: quadro }).getByRole('link', { name: nome });
      if (telefone) await link.tap();
      else await link.click();
      await page.getByRole('heading', { name: nome, level: 1 }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { name: 'Início', level: 1 }).waitFor();
    }
  });

  it.each([
    ['computador', false],
    ['telefone', true],
  ])(
    'no %s o administrador vê os registros em conselho a vencer, e a equipe não',
    async (_tela, telefone) => {
      const validade = diaDoLar(20);
      const administrador = await semear.conta({ permissao: PERMISSAO.administrador, conselhoAte: validade });
      const page = await navegador.abrir({ telefone });
      await entrar(page, administrador);
      const quadro = 'Registros em conselho a vencer';
      const nome = `${administrador.nome} Cuidadora`;
      expect(await linhasDoQuadro(page, quadro, nome)).toEqual([
        [nome, 'COREN 123.456/SP', `${dataBr(validade)}Faltam 20 dias`],
      ]);
      const validadeNaTela = page
        .getByRole('region', { name: quadro })
        .getByRole('row')
        .filter({ hasText: nome })
        .getByText('Faltam 20 dias');
      await validadeNaTela.scrollIntoViewIfNeeded();
      await esperarDentroDaTela(page, validadeNaTela);
      await esperarAcessivel(page);

      const equipe = await navegador.abrir({ telefone });
      await entrar(equipe, conta);
      await equipe.getByRole('region', { name: 'Aniversariantes do mês' }).waitFor();
      expect(await equipe.getByRole('region', { name: quadro }).count()).toBe(0);
    },
  );

  it('no primeiro acesso mostra "Bem vindo!" embaixo ao centro, passa no axe e fecha pelo botão "Fechar"', async () => {
    const page = await navegador.abrir();
    await entrar(page, await semear.conta({ primeiroAcesso: true }));

    const bemVindo = aviso(page, 'Bem vindo!');
    await bemVindo.waitFor();
    await esperarEmbaixoAoCentro(page, bemVindo);
    await esperarAcessivel(page);

    await bemVindo.getByRole('button', { name: 'Fechar' }).click();
    await bemVindo.waitFor({ state: 'detached' });
  });
});
