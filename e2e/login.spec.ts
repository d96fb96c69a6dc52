import { MENSAGENS, PERMISSAO } from '@acolher/contract';
import { describe, expect, it } from 'vitest';
import { esperarAcessivel, fotografar, usarNavegador } from './support/browser.ts';
import { usarSemeador } from './support/seed.ts';
import {
  entrar,
  esperarRota,
  esperarShellOculto,
  esperarTexto,
  partesDoShell,
  preencherLogin,
  rotaAtual,
} from './support/telas.ts';

describe('Login', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  it('no telefone, entra com e-mail e senha e chega ao início com o menu do usuário', async () => {
    const conta = await semear.conta();
    const page = await navegador.abrir({ telefone: true });
    await page.goto('/#/login');
    await esperarTexto(page, 'Faça login com seu e-mail e senha para continuar.');
    await fotografar(page, 'login-telefone');
    await esperarAcessivel(page);

    await entrar(page, conta);

    expect(rotaAtual(page)).toBe('home');
    await page.getByRole('button', { name: `Menu do usuário: Olá, ${conta.nome}` }).waitFor();
  });

  it('no computador, a tela de login não mostra seções nem rodapé, e passa no axe', async () => {
    const page = await navegador.abrir();
    await page.goto('/#/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();

    await esperarShellOculto(page);
    await fotografar(page, 'login-computador');
    await esperarAcessivel(page);
  });

  it('com a senha errada mostra a mensagem do servidor, esconde o spinner e continua no login', async () => {
    const conta = await semear.conta();
    const page = await navegador.abrir();

    await preencherLogin(page, conta.email, 'senha-errada');

    await esperarTexto(page, MENSAGENS.credenciaisInvalidas);
    await page.getByTestId('spinner').waitFor({ state: 'detached' });
    expect(rotaAtual(page)).toBe('login');
    await esperarShellOculto(page);
  });

  it('sair do início antes dos dados encerra o spinner do login: a nova tela recebe os cliques', async () => {
    const conta = await semear.conta();
    const page = await navegador.abrir();
    // The home's proof-of-life box is held back until the test lets it go.
    let soltar: () => void = () => undefined;
    const retida = new Promise<void>((resolver) => {
      soltar = resolver;
    });
    await page.route('**/prova-de-vida', async (rota) => {
      await retida;
      await rota.continue().catch(() => undefined);
    });

    await preencherLogin(page, conta.email, conta.senha);
    await esperarRota(page, 'home');
    await page.getByTestId('spinner').waitFor();
    // Away as the Back button or a typed address goes: the overlay itself keeps the sidebar out of reach.
    await page.evaluate(() => {
      window.location.hash = '#/residentes';
    });
    await page.getByRole('heading', { name: 'Residentes', level: 1 }).waitFor();
    await page.getByTestId('spinner').waitFor({ state: 'detached' });

    // A click the grey overlay would swallow: the new-resident form opens.
    await page.getByRole('button', { name: 'Novo residente' }).click({ timeout: 3000 });
    await esperarRota(page, 'residentes/novo');
    soltar();
  });

  it('mostra as seções e o rodapé só depois de entrar', async () => {
    // An administrator sees every section; the team's sidebar has no Funcionários (acesso.spec.ts).
    const conta = await semear.conta({ permissao: PERMISSAO.administrador });
    const page = await navegador.abrir();
    await entrar(page, conta);

    const { secoes, rodape } = partesDoShell(page);
    await secoes.getByRole('link', { name: 'Funcionários' }).waitFor();
    const links = await secoes.getByRole('link').allTextContents();
    expect(links).toEqual([
      'Início',
      'Residentes',
      'Convênios',
      'Acompanhamentos',
      'Funcionários',
      'Auditoria',
      'Sobre',
      'Alterar senha',
    ]);
    await rodape.waitFor();
    expect(await rodape.textContent()).toContain(`© ${new Date().getFullYear()}`);
  });
});

describe('Rotas', () => {
  const navegador = usarNavegador();

  it.each(['home', 'alterar-senha', 'sobre', 'residentes'])(
    'sem sessão, #/%s leva ao login',
    async (rota) => {
      const page = await navegador.abrir();
      await page.goto(`/#/${rota}`);
      await esperarRota(page, 'login');
      await page.getByRole('button', { name: 'Entrar' }).waitFor();
    },
  );

  it('a raiz sem sessão também leva ao login', async () => {
    const page = await navegador.abrir();
    await page.goto('/');
    await esperarRota(page, 'login');
  });

  it('uma rota desconhecida mostra a imagem e "Página Não Encontrada", e passa no axe', async () => {
    const page = await navegador.abrir();
    await page.goto('/#/rota/que-nao-existe');

    await page.getByRole('heading', { name: MENSAGENS.paginaNaoEncontrada }).waitFor();
    await page.getByRole('main').getByRole('img').first().waitFor();
    expect(rotaAtual(page)).toBe('rota/que-nao-existe');
    await esperarAcessivel(page);
  });
});
