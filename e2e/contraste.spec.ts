import { PERMISSAO } from '@acolher/contract';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { clienteDaApi } from './support/api.ts';
import { esperarAcessivel, usarNavegador } from './support/browser.ts';
import { dialogo } from './support/cadastro.ts';
import { sufixoUnico, usarSemeador } from './support/seed.ts';
import { entrar, esperarTexto, opacoAoFimDaTransicao } from './support/telas.ts';

/** The red button of a destructive dialog, looked at by axe while the dialog is open. */
async function esperarDialogoAcessivel(page: Page, botao: string, titulo: string): Promise<void> {
  await page.getByRole('button', { name: botao, exact: true }).click();
  const modal = dialogo(page, titulo);
  await modal.waitFor();
  await opacoAoFimDaTransicao(modal);
  await esperarAcessivel(page);
  await modal.getByRole('button', { name: 'Cancelar' }).click();
  await modal.waitFor({ state: 'detached' });
}

/**
 * axe's color-contrast on the screens that show the app's red and orange: the red confirm buttons of
 * destructive dialogs (white on red) and the orange badges (orange text on light orange) reach 4.5:1.
 */
describe.each([
  ['no computador', false],
  ['no telefone (390 px)', true],
])('Contraste do vermelho e do laranja %s', (_onde, telefone) => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  it('o botão vermelho de "Desacolher residente" e de "Inativar funcionário" passa no axe', async () => {
    const administrador = await semear.conta({ permissao: PERMISSAO.administrador });
    const residente = await semear.residente({
      nome: `Helena${sufixoUnico()}`,
      sobrenome: 'Contraste',
      nascimento: '1940-02-03',
    });
    const funcionaria = await semear.funcionario();
    const page = await navegador.abrir({ telefone });
    await entrar(page, administrador);

    await page.goto(`/#/residentes/${residente}`);
    await esperarDialogoAcessivel(page, 'Desacolher', 'Desacolher residente');
    await page.goto(`/#/funcionarios/${funcionaria.codigo}`);
    await esperarDialogoAcessivel(page, 'Inativar', 'Inativar funcionário');
  });

  it('os selos laranja "Correção" e "Primeiro acesso pendente" passam no axe', async () => {
    const administrador = await semear.conta({ permissao: PERMISSAO.administrador });
    const novata = await semear.conta({ primeiroAcesso: true });
    const cuidadora = await semear.conta();
    const residente = await semear.residente({
      nome: `Irene${sufixoUnico()}`,
      sobrenome: 'Contraste',
      nascimento: '1938-07-09',
    });
    // A word of its own: other files' follow-ups share the run's database and its list's first page.
    const marca = sufixoUnico();
    const chamar = await clienteDaApi(cuidadora);
    const escrito = (await chamar('POST', '/acompanhamentos', {
      DATA_ACOMPANHAMENTO: '2025-03-04',
      HORA_ACOMPANHAMENTO: '09:30',
      ATIVIDADE: `Banho assistido ${marca}`,
      FUNCIONARIOS: [cuidadora.codigo],
      RESIDENTES: [residente],
    })) as { CODIGO: number };
    await chamar('POST', '/acompanhamentos', {
      DATA_ACOMPANHAMENTO: '2025-03-04',
      HORA_ACOMPANHAMENTO: '09:30',
      ATIVIDADE: `Banho assistido com cadeira ${marca}`,
      FUNCIONARIOS: [cuidadora.codigo],
      RESIDENTES: [residente],
      CORRIGE_CODIGO: escrito.CODIGO,
    });
    const page = await navegador.abrir({ telefone });
    await entrar(page, administrador);

    await page.goto(`/#/residente-acomp/${residente}`);
    await esperarTexto(page.getByRole('main'), `Banho assistido com cadeira ${marca}`);
    await esperarAcessivel(page);
    await page.goto(`/#/acompanhamentos?busca=${marca}`);
    await esperarTexto(page.getByRole('main'), `Correção do nº ${escrito.CODIGO}`);
    await esperarAcessivel(page);
    await page.goto(`/#/funcionarios/${novata.codigo}`);
    await esperarTexto(page.getByRole('region', { name: 'Acesso ao sistema' }), 'Primeiro acesso pendente');
    await esperarAcessivel(page);
  });
});
