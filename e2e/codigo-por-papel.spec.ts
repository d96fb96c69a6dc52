import { PERMISSAO, VINCULOS } from '@acolher/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usarNavegador } from './support/browser.ts';
import { sufixoUnico, usarSemeador } from './support/seed.ts';
import { entrar } from './support/telas.ts';

/**
 * The employees' code (their section and the contract's employee module, whose bond labels only it
 * uses) is role 1's alone: a team account never downloads it, whichever screen it opens (decision
 * 0049). Its mark: a bond label no other screen shows.
 */
const MARCA_DOS_FUNCIONARIOS = VINCULOS.prestador;

/**
 * Every JavaScript file the page downloads from now on, with its text, once `lidos()` is awaited; a
 * text that could not be read is null (counted as carrying the mark: unread is not proven clean).
 */
function codigoBaixado(page: Page): { lidos(): Promise<Map<string, string | null>> } {
  const leituras: Promise<[string, string | null]>[] = [];
  page.on('response', (resposta) => {
    const { pathname } = new URL(resposta.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js'))
      leituras.push(
        resposta.text().then(
          (texto): [string, string | null] => [pathname, texto],
          // Only a response still arriving when the test closes its page gets here unread.
          (): [string, string | null] => [pathname, null],
        ),
      );
  });
  return { lidos: async () => new Map(await Promise.all(leituras)) };
}

/** Opens a screen by its address and waits for its title (the lazy chunk and its data are in). */
async function abrir(page: Page, rota: string, titulo: string): Promise<void> {
  await page.goto(`/#/${rota}`);
  await page.getByRole('heading', { name: titulo, level: 1 }).waitFor();
  await page.getByTestId('spinner').waitFor({ state: 'detached' });
}

const comAMarca = (arquivos: Map<string, string | null>) =>
  [...arquivos]
    .filter(([, texto]) => texto === null || texto.includes(MARCA_DOS_FUNCIONARIOS))
    .map(([arquivo]) => arquivo);

describe('O código de cada papel (decisão 0049)', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  it('a Equipe abre o início e todas as seções dela sem baixar o código dos funcionários', async () => {
    const conta = await semear.conta({ permissao: PERMISSAO.equipe });
    const sufixo = sufixoUnico(3);
    const nome = { nome: 'Olinda', sobrenome: `Carga ${sufixo}` };
    const residente = await semear.residente({ ...nome, nascimento: '1941-05-20' });
    const page = await navegador.abrir({ telefone: true });
    const arquivos = codigoBaixado(page);
    await entrar(page, conta);
    // The administrator's box of the home waits on the role: once it is read, nothing more comes.
    await page.getByRole('region', { name: 'Aniversariantes do mês' }).waitFor();
    await abrir(page, 'residentes', 'Residentes');
    await abrir(page, `residentes/${residente}`, `${nome.nome} ${nome.sobrenome}`);
    await abrir(page, `residentes/${residente}/editar`, 'Editar residente');
    await abrir(page, `residente-acomp/${residente}`, 'Visualização dos acompanhamentos');
    await abrir(page, 'acompanhamentos', 'Acompanhamentos');
    await abrir(page, 'convenios', 'Convênios');
    await abrir(page, 'sobre', 'Sobre');
    const baixados = await arquivos.lidos();
    expect(baixados.size).toBeGreaterThan(0);
    expect(comAMarca(baixados)).toEqual([]);
  });

  it('enquanto a tela de login espera, o código do início já vem, e nada do administrador', async () => {
    const page = await navegador.abrir({ telefone: true });
    const arquivos = codigoBaixado(page);
    const inicio = page.waitForResponse((r) =>
      /\/assets\/home-page-[^/]*\.js$/.test(new URL(r.url()).pathname),
    );
    await page.goto('/#/login');
    await page.getByRole('textbox', { name: 'E-mail' }).waitFor();
    // Nobody typed or tapped anything: the login screen fetched it on its own.
    expect((await inicio).status()).toBe(200);
    expect(comAMarca(await arquivos.lidos())).toEqual([]);
  });

  it('o administrador baixa esse código ao abrir Funcionários (a marca ainda o identifica)', async () => {
    const conta = await semear.conta({ permissao: PERMISSAO.administrador });
    const page = await navegador.abrir();
    const arquivos = codigoBaixado(page);
    await entrar(page, conta);
    await abrir(page, 'funcionarios', 'Funcionários');
    expect(comAMarca(await arquivos.lidos()).length).toBeGreaterThan(0);
  });
});
