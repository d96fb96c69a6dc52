import { MENSAGENS, PERMISSAO } from '@acolher/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usarNavegador } from './support/browser.ts';
import { dialogo, esperarMensagem } from './support/cadastro.ts';
import { sufixoUnico, usarSemeador } from './support/seed.ts';
import {
  aviso,
  campo,
  entrar,
  esperarTexto,
  partesDoShell,
  preencherLogin,
  rotaAtual,
} from './support/telas.ts';

/** docs/produto.md §2: the first-access tab closes itself 6 s after the password is set. */
const FECHAR_ABA_MS = 6000;
const TEXTO_BEM_VINDO = 'É seu primeiro acesso! Clique aqui e defina sua senha!';

/** The sidebar's section names, opening it first on a phone, where it starts closed. */
async function secoesDaBarraLateral(page: Page, telefone: boolean): Promise<string[]> {
  if (telefone) await page.getByRole('button', { name: 'Expandir menu' }).click();
  const { secoes } = partesDoShell(page);
  await secoes.getByRole('link', { name: 'Residentes' }).waitFor();
  const nomes = await secoes.getByRole('link').allTextContents();
  if (telefone) await page.getByRole('button', { name: 'Recolher menu' }).click();
  return nomes;
}

/** "Bem vindo!" opens the first-access page in a new window; the password is set there and it closes. */
async function definirSenhaNoPrimeiroAcesso(page: Page, login: string, senha: string): Promise<void> {
  const bemVindo = aviso(page, 'Bem vindo!');
  await bemVindo.waitFor();
  const [janela] = await Promise.all([
    page.waitForEvent('popup'),
    bemVindo.getByText(TEXTO_BEM_VINDO).click(),
  ]);
  await janela.waitForLoadState();
  expect(rotaAtual(janela)).toBe(`primeiro-acesso/${login}`);
  await campo(janela, 'Senha').fill(senha);
  await campo(janela, 'Confirmação da senha').fill(senha);
  const fechou = janela.waitForEvent('close', { timeout: FECHAR_ABA_MS + 5000 });
  await janela.getByRole('button', { name: 'Definir senha' }).click();
  await fechou;
}

describe.each([
  ['no computador', false],
  ['no telefone (390 px)', true],
])('Acesso ao sistema e papéis (decision 0027) %s', (_onde, telefone) => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  it('o administrador dá acesso de Equipe; ela entra, define a senha, não vê Funcionários; inativada, sai e não entra mais', async () => {
    const administrador = await semear.conta({ permissao: PERMISSAO.administrador });
    const funcionaria = await semear.funcionario();
    const sufixo = sufixoUnico();
    const conta = {
      email: `joana.${sufixo}@acolher.test`,
      login: `joana.${sufixo}`,
      senha: `inicial-${sufixo}`,
    };
    const senhaDela = `minha-${sufixo}`;

    // 2. The administrator gives her a login with role "Equipe".
    const admin = await navegador.abrir({ telefone });
    await entrar(admin, administrador);
    await admin.goto(`/#/funcionarios/${funcionaria.codigo}`);
    const acesso = admin.getByRole('region', { name: 'Acesso ao sistema' });
    await esperarTexto(acesso, 'Sem acesso ao sistema');
    await acesso.getByRole('button', { name: 'Dar acesso ao sistema' }).click();
    const novoAcesso = dialogo(admin, 'Dar acesso ao sistema');
    await campo(novoAcesso, 'E-mail').fill(conta.email);
    await campo(novoAcesso, 'Login').fill(conta.login);
    await campo(novoAcesso, 'Senha inicial').fill(conta.senha);
    expect(await campo(novoAcesso, 'Perfil de acesso').inputValue()).toBe('Equipe');
    await novoAcesso.getByRole('button', { name: 'Salvar' }).click();
    await esperarTexto(acesso, conta.email);
    await esperarTexto(acesso, 'Primeiro acesso pendente');
    expect(await acesso.getByRole('cell', { name: 'Equipe', exact: true }).count()).toBe(1);

    // 3. In another browser she signs in with the initial password and sets her own.
    const ela = await navegador.abrir({ telefone });
    await entrar(ela, conta);
    await definirSenhaNoPrimeiroAcesso(ela, conta.login, senhaDela);

    // 4. She works with residents, but Funcionários is neither in the sidebar nor at its address,
    // and the API refuses it.
    const secoes = await secoesDaBarraLateral(ela, telefone);
    expect(secoes).toContain('Residentes');
    expect(secoes).not.toContain('Funcionários');
    await ela.goto('/#/residentes');
    await ela.getByRole('heading', { name: 'Residentes', level: 1 }).waitFor();
    await ela.goto(`/#/funcionarios/${funcionaria.codigo}`);
    await ela.getByRole('heading', { name: MENSAGENS.naoAutorizado, level: 1 }).waitFor();
    expect(await ela.getByRole('region', { name: 'Acesso ao sistema' }).count()).toBe(0);
    expect((await ela.request.get('/funcionario')).status()).toBe(403);
    expect((await ela.request.get(`/usuario/${funcionaria.codigo}`)).status()).toBe(403);

    // 5. The administrator inactivates her: her open session ends at its next request…
    await admin.getByRole('button', { name: 'Inativar' }).click();
    const inativar = dialogo(admin, 'Inativar funcionário');
    await campo(inativar, 'Motivo').fill('Pedido de demissão');
    await inativar.getByRole('button', { name: 'Inativar' }).click();
    await esperarMensagem(admin, 'Funcionário inativado com sucesso');

    await ela.goto('/#/convenios');
    const sessaoExpirada = dialogo(ela, 'Sua sessão expirou');
    await sessaoExpirada.waitFor();
    await campo(sessaoExpirada, 'Senha').fill(senhaDela);
    await sessaoExpirada.getByRole('button', { name: 'Entrar' }).click();
    await esperarMensagem(ela, MENSAGENS.usuarioInativo);

    // …and she can no longer sign in.
    const denovo = await navegador.abrir({ telefone });
    await preencherLogin(denovo, conta.email, senhaDela);
    await esperarTexto(denovo, MENSAGENS.usuarioInativo);
    expect(rotaAtual(denovo)).toBe('login');
  });
});
