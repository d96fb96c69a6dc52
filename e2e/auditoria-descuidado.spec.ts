import { PERMISSAO } from '@acolher/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usarNavegador } from './support/browser.ts';
import { dialogo } from './support/cadastro.ts';
import { usarSemeador } from './support/seed.ts';
import { campo, entrar, esperarRota, rotaAtual } from './support/telas.ts';

const TABELA = { name: /Registros de auditoria/ } as const;

/** Past the router's undoing of a blocked Back (a history.go of its own). */
async function assentar(page: Page): Promise<void> {
  await page.waitForTimeout(400);
}

/** The audit list of this admin's own rows, reached from the home screen so that Back has somewhere to go. */
async function abrirAuditoriaFiltrada(page: Page, login: string): Promise<void> {
  await page.goto(`/#/auditoria?busca=${login}`);
  await page.getByRole('table', TABELA).getByRole('cell', { name: 'Entrou' }).first().waitFor();
}

describe.each([
  ['no computador', false],
  ['no telefone (390 px)', true],
])('Auditoria, um usuário descuidado (decision 0033) %s', (_onde, telefone) => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  it('Voltar com os detalhes abertos fecha o modal e fica na lista filtrada; o Voltar seguinte sai', async () => {
    const admin = await semear.conta({ permissao: PERMISSAO.administrador });
    const page = await navegador.abrir({ telefone });
    await entrar(page, admin);
    await esperarRota(page, 'home');
    await abrirAuditoriaFiltrada(page, admin.login);

    await page
      .getByRole('button', { name: /Detalhes do registro de auditoria/ })
      .first()
      .click();
    const detalhes = page.getByRole('dialog', { name: /Registro de auditoria nº \d+/ });
    await detalhes.waitFor();
    await page.goBack();
    await detalhes.waitFor({ state: 'hidden' });
    await assentar(page);
    expect(rotaAtual(page)).toBe(`auditoria?busca=${admin.login}`);
    await page.getByRole('table', TABELA).waitFor();

    await page.goBack();
    await esperarRota(page, 'home');
  });
});

describe.each([
  ['no computador', false],
  ['no telefone (390 px)', true],
])('Alterar senha, um usuário descuidado (decision 0031) %s', (_onde, telefone) => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  it('Voltar com as senhas digitadas pergunta antes de jogá-las fora; "Continuar editando" as mantém', async () => {
    const conta = await semear.conta();
    const page = await navegador.abrir({ telefone });
    await entrar(page, conta);
    await esperarRota(page, 'home');
    await page.goto('/#/alterar-senha');
    await campo(page, 'Senha atual').fill(conta.senha);
    await campo(page, 'Nova senha').fill('Girassol#Azul#42');

    await page.goBack();
    const pergunta = dialogo(page, 'Alterações não salvas');
    await pergunta.waitFor();
    await assentar(page);
    expect(rotaAtual(page)).toBe('alterar-senha');
    await pergunta.getByRole('button', { name: 'Continuar editando' }).click();
    await pergunta.waitFor({ state: 'hidden' });
    expect(await campo(page, 'Nova senha').inputValue()).toBe('Girassol#Azul#42');
  });
});
