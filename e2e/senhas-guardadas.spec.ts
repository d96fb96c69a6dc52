import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usarNavegador } from './support/browser.ts';
import { dialogo } from './support/cadastro.ts';
import { type Conta, usarSemeador } from './support/seed.ts';
import { campo, esperarRota } from './support/telas.ts';

const PERGUNTA = 'Alterações não salvas';
const SENHA = 'Girassol#Azul#42';

interface TelaDeSenha {
  titulo: string;
  rota: (conta: Conta) => string;
  rotulos: readonly [string, string];
}

const TELAS: readonly TelaDeSenha[] = [
  {
    titulo: 'Primeiro acesso',
    rota: (conta) => `primeiro-acesso/${conta.login}`,
    rotulos: ['Senha', 'Confirmação da senha'],
  },
  {
    titulo: 'Redefinir senha',
    // The page asks nothing of the server before "Alterar senha": a well-formed link is enough here.
    rota: () => `esqueci-a-senha/${'k'.repeat(43)}`,
    rotulos: ['Nova senha', 'Repita a nova senha'],
  },
];

/** Typed by keys, as a person does: the browser asks before a reload only on a page the user has touched. */
async function digitarSenhas(page: Page, rotulos: TelaDeSenha['rotulos']): Promise<void> {
  for (const rotulo of rotulos) {
    await campo(page, rotulo).click();
    await page.keyboard.type(SENHA);
  }
}

async function senhasDigitadas(page: Page, rotulos: TelaDeSenha['rotulos']): Promise<string[]> {
  return Promise.all(rotulos.map((rotulo) => campo(page, rotulo).inputValue()));
}

/**
 * Back is undone by the router with a history.go of its own: the question opens and the address comes
 * back to the page. Waiting for the address, not for a while, is waiting for the undoing itself.
 */
async function voltarEPerguntar(page: Page, rota: string): Promise<void> {
  await page.goBack();
  await dialogo(page, PERGUNTA).waitFor();
  await esperarRota(page, rota);
}

async function responder(page: Page, resposta: 'Sair sem salvar' | 'Continuar editando'): Promise<void> {
  const pergunta = dialogo(page, PERGUNTA);
  await pergunta.getByRole('button', { name: resposta }).click();
  await pergunta.waitFor({ state: 'hidden' });
}

/** The browser's own "leave the page?" before a reload, dismissed: the reload does not happen. */
async function recarregarEFicar(page: Page): Promise<string> {
  const pergunta = new Promise<string>((resolver) =>
    page.once('dialog', (d) => {
      resolver(d.type());
      void d.dismiss();
    }),
  );
  void page.reload().catch(() => undefined);
  return pergunta;
}

describe.each([
  ['no computador', false],
  ['no telefone (390 px)', true],
])('Senhas digitadas não se perdem sem perguntar (decision 0024) %s', (_onde, telefone) => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  it.each(TELAS)(
    '$titulo: Voltar pergunta e "Continuar editando" mantém as senhas; recarregar pergunta; "Sair sem salvar" sai',
    async ({ titulo, rota, rotulos }) => {
      const conta = await semear.conta({ primeiroAcesso: true });
      const page = await navegador.abrir({ telefone });
      await page.goto('/#/login');
      await page.getByRole('button', { name: 'Entrar' }).waitFor();
      // Opened from a link (an e-mail, the home's toast) over a page before it: Back has somewhere to go.
      const destino = rota(conta);
      await page.goto(`/#/${destino}`);
      // The router keeps the sign-in on screen while the page's chunk loads, and it has a "Senha" of its own.
      await page.getByRole('heading', { name: titulo, level: 1 }).waitFor();
      await digitarSenhas(page, rotulos);

      await voltarEPerguntar(page, destino);
      await responder(page, 'Continuar editando');
      expect(await senhasDigitadas(page, rotulos)).toEqual([SENHA, SENHA]);

      expect(await recarregarEFicar(page)).toBe('beforeunload');
      expect(await senhasDigitadas(page, rotulos)).toEqual([SENHA, SENHA]);

      await voltarEPerguntar(page, destino);
      await responder(page, 'Sair sem salvar');
      await esperarRota(page, 'login');
    },
  );
});
