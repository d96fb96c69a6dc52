import {
  AVISO_ACESSO_BLOQUEADO,
  COLUNAS_PERIODOS,
  MENSAGENS,
  mascaraCpf,
  PERMISSAO,
  READMISSAO_ANTES_DA_DEMISSAO,
  TITULO_PERIODOS,
} from '@acolher/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { esperarAcessivel, fotografar, TELEFONE, usarNavegador } from './support/browser.ts';
import {
  acaoDaLinha,
  buscarNaLista,
  cpfNovo,
  dialogo,
  digitar,
  digitosAleatorios,
  escolher,
  escPerguntaEFecha,
  esperarMensagem,
  linhasCom,
} from './support/cadastro.ts';
import { comoOutroCliente } from './support/cliente.ts';
import { type Conta, sufixoUnico, usarSemeador } from './support/seed.ts';
import {
  campo,
  entrar,
  esperarDentroDaTela,
  esperarRota,
  esperarValorInteiro,
  rotaAtual,
} from './support/telas.ts';

interface Tela {
  page: Page;
  telefone: boolean;
}

/** On a phone nothing may make the page scroll sideways. */
async function semRolarDeLado({ page, telefone }: Tela): Promise<void> {
  if (!telefone) return;
  const largura = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(largura, 'a página não rola para o lado').toBeLessThanOrEqual(TELEFONE.width);
}

async function adicionarTelefone(onde: Locator, indice: number, digitos: string, mascarado: string) {
  await onde.getByRole('button', { name: 'Adicionar telefone' }).click();
  const numero = campo(onde, `Telefone ${indice}`);
  await digitar(numero, digitos);
  expect(await numero.inputValue()).toBe(mascarado);
}

interface Admissao {
  nome: string;
  sobrenome: string;
  cpf: string;
}

/** The whole form: person, job, council, two phones, an address and the bank account. */
async function cadastrar(tela: Tela, f: Admissao): Promise<void> {
  const { page } = tela;
  await page.getByRole('button', { name: 'Novo funcionário' }).click();
  await esperarRota(page, 'funcionarios/novo');
  const form = page.getByRole('form', { name: 'Funcionário' });
  await campo(form, 'Nome').fill(f.nome);
  await campo(form, 'Sobrenome').fill(f.sobrenome);
  await digitar(campo(form, 'Data de nascimento'), '20071985');
  await escolher(page, form, 'Sexo', 'Feminino');
  const cpf = campo(form, 'CPF');
  await digitar(cpf, f.cpf);
  await esperarValorInteiro(cpf);
  await campo(form, 'Cargo').fill('Técnico(a) de enfermagem');
  await digitar(campo(form, 'Data de admissão'), '01032024');
  await escolher(page, form, 'Vínculo', 'CLT');
  await campo(form, 'Conselho').fill('coren');
  expect(await campo(form, 'Conselho').inputValue()).toBe('COREN');
  await campo(form, 'Número no conselho').fill('123456');
  await escolher(page, form, 'UF do conselho', 'SP');
  await digitar(campo(form, 'Validade da inscrição'), '31122030');

  await adicionarTelefone(form, 1, '11987654321', '(11) 98765-4321');
  await esperarValorInteiro(campo(form, 'Telefone 1'));
  await adicionarTelefone(form, 2, '1133334444', '(11) 3333-4444');
  await escolher(page, form, 'Tipo do telefone 2', 'Residencial');
  await form.getByRole('button', { name: 'Adicionar endereço' }).click();
  const endereco = form.getByRole('group', { name: 'Endereço 1' });
  await digitar(campo(endereco, 'CEP'), '01310100');
  await campo(endereco, 'Logradouro').fill('Avenida Paulista');
  await campo(endereco, 'Número').fill('1000');
  await campo(endereco, 'Bairro').fill('Bela Vista');
  await campo(endereco, 'Cidade').fill('São Paulo');
  await escolher(page, endereco, 'UF', 'SP');
  await form.getByRole('button', { name: 'Adicionar conta bancária' }).click();
  const conta = form.getByRole('group', { name: 'Conta bancária' });
  await campo(conta, 'Banco').fill('Caixa Econômica Federal');
  await campo(conta, 'Agência').fill('1234');
  await campo(conta, 'Conta').fill('98765-0');
  await escolher(page, conta, 'Tipo de conta', 'Poupança');
  await semRolarDeLado(tela);
  await fotografar(page, `funcionario-formulario${tela.telefone ? '-telefone' : ''}`);

  await form.getByRole('button', { name: 'Salvar' }).click();
  await esperarMensagem(page, 'Funcionário salvo com sucesso');
  await page.getByRole('heading', { name: `${f.nome} ${f.sobrenome}`, level: 1 }).waitFor();
  expect(rotaAtual(page)).toMatch(/^funcionarios\/\d+$/);
}

interface Dependente {
  nome: string;
  sobrenome: string;
  nascimento: string;
  parentesco: string;
  cpf?: string;
  certidao?: string;
}

async function adicionarDependente(tela: Tela, d: Dependente): Promise<void> {
  const { page } = tela;
  await page
    .getByRole('region', { name: 'Dependentes' })
    .getByRole('button', { name: 'Adicionar dependente' })
    .click();
  const modal = dialogo(page, 'Novo dependente');
  await campo(modal, 'Nome').fill(d.nome);
  await campo(modal, 'Sobrenome').fill(d.sobrenome);
  await digitar(campo(modal, 'Data de nascimento'), d.nascimento);
  await campo(modal, 'Parentesco').fill(d.parentesco);
  if (d.cpf) await digitar(campo(modal, 'CPF'), d.cpf);
  if (d.certidao) {
    await digitar(campo(modal, 'Matrícula (32 dígitos) ou termo antigo'), d.certidao);
    await campo(modal, 'Livro').fill('A-12');
    await campo(modal, 'Folha').fill('34');
    await campo(modal, 'Cidade do cartório').fill('Campinas');
    await escolher(page, modal, 'UF do cartório', 'SP');
  }
  await semRolarDeLado(tela);
  await modal.getByRole('button', { name: 'Salvar dependente' }).click();
  await esperarMensagem(page, 'Dependente salvo com sucesso');
  await modal.waitFor({ state: 'detached' });
}

/** The rows of a record's sub-list, without the last cell (its buttons). */
async function linhasDosDependentes(page: Page, texto: string): Promise<string[][]> {
  const linhas = await linhasCom(page.getByRole('region', { name: 'Dependentes' }), texto);
  return linhas.map((celulas) => celulas.slice(0, -1));
}

/** A second dependant with the first one's CPF is refused as it is typed. */
async function recusarCpfRepetido(page: Page, cpf: string): Promise<void> {
  await page.getByRole('button', { name: 'Adicionar dependente' }).click();
  const modal = dialogo(page, 'Novo dependente');
  await campo(modal, 'Nome').fill('Outro');
  await campo(modal, 'Sobrenome').fill('Qualquer');
  await digitar(campo(modal, 'CPF'), cpf);
  await modal.getByText(MENSAGENS.jaExistente('CPF')).waitFor();
  await modal.getByRole('button', { name: 'Cancelar' }).click();
  await dialogo(page, 'Alterações não salvas').getByRole('button', { name: 'Sair sem salvar' }).click();
  await modal.waitFor({ state: 'detached' });
}

/** Edit: the job changes and a phone goes; the record shows both. */
async function editar(tela: Tela): Promise<void> {
  const { page } = tela;
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  await page.getByRole('heading', { name: 'Editar funcionário', level: 1 }).waitFor();
  const form = page.getByRole('form', { name: 'Funcionário' });
  expect(await campo(form, 'Telefone 1').inputValue()).toBe('(11) 98765-4321');
  expect(await campo(form, 'Conta').inputValue()).toBe('98765-0');
  await campo(form, 'Cargo').fill('Enfermeiro(a)');
  await form.getByRole('button', { name: 'Remover telefone 2' }).click();
  await semRolarDeLado(tela);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await esperarMensagem(page, 'Funcionário salvo com sucesso');
  const dados = page.getByRole('region', { name: 'Dados do funcionário' });
  await dados.getByText('Enfermeiro(a)').waitFor();
  const telefones = page.getByRole('region', { name: 'Telefones' });
  await telefones.getByText('(11) 98765-4321').waitFor();
  expect(await telefones.getByText('(11) 3333-4444').count()).toBe(0);
}

/** Inactivation refuses an empty reason, then takes one; the record shows it. */
async function inativar(page: Page, motivo: string): Promise<void> {
  await page.getByRole('button', { name: 'Inativar' }).click();
  const modal = dialogo(page, 'Inativar funcionário');
  await modal.getByRole('button', { name: 'Inativar' }).click();
  await modal.getByText(MENSAGENS.campoObrigatorio).waitFor();
  await campo(modal, 'Motivo').fill(motivo);
  await modal.getByRole('button', { name: 'Inativar' }).click();
  await esperarMensagem(page, 'Funcionário inativado com sucesso');
  await modal.waitFor({ state: 'detached' });
  await page.getByText('Inativo', { exact: true }).waitFor();
  await page.getByRole('region', { name: 'Dados do funcionário' }).getByText(motivo).waitFor();
}

describe('Funcionários', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();
  let administradora: Conta;

  beforeAll(async () => {
    administradora = await semear.conta({ permissao: PERMISSAO.administrador });
  });

  it.each([
    ['na mesa', false],
    ['no telefone (390 px)', true],
  ])(
    '%s: cadastra uma técnica de enfermagem com telefones, endereço, conta, conselho e dois dependentes, edita e inativa',
    async (_onde, telefone) => {
      const sufixo = sufixoUnico(3);
      const ana: Admissao = { nome: 'Ana', sobrenome: `Enfermeira ${sufixo}`, cpf: cpfNovo() };
      const nome = `${ana.nome} ${ana.sobrenome}`;
      const cpfDoFilho = cpfNovo();
      const motivo = 'Pediu demissão para mudar de cidade';
      const page = await navegador.abrir({ telefone });
      const tela = { page, telefone };
      await entrar(page, administradora);
      await page.goto('/#/funcionarios');
      await page.getByRole('heading', { name: 'Funcionários', level: 1 }).waitFor();
      await semRolarDeLado(tela);

      await cadastrar(tela, ana);
      const dados = page.getByRole('region', { name: 'Dados do funcionário' });
      for (const texto of ['Técnico(a) de enfermagem', 'COREN', '31/12/2030', 'Caixa Econômica Federal']) {
        await dados.getByText(texto, { exact: true }).waitFor();
      }
      await page
        .getByRole('region', { name: 'Endereços' })
        .getByText(/Avenida Paulista, 1000/)
        .waitFor();

      await adicionarDependente(tela, {
        nome: 'Pedro',
        sobrenome: `Enfermeira ${sufixo}`,
        nascimento: '10022015',
        parentesco: 'Filho',
        cpf: cpfDoFilho,
      });
      await adicionarDependente(tela, {
        nome: 'Lia',
        sobrenome: `Enfermeira ${sufixo}`,
        nascimento: '01052019',
        parentesco: 'Filha',
        certidao: digitosAleatorios(6),
      });
      expect(await linhasDosDependentes(page, 'Pedro')).toEqual([
        [`Pedro Enfermeira ${sufixo}`, '10/02/2015', 'Filho', mascaraCpf(cpfDoFilho)],
      ]);
      // Her CPF cell is empty: a phone's card leaves its line out.
      expect((await linhasDosDependentes(page, 'Lia'))[0]?.slice(0, 3)).toEqual([
        `Lia Enfermeira ${sufixo}`,
        '01/05/2019',
        'Filha',
      ]);
      await recusarCpfRepetido(page, cpfDoFilho);
      if (telefone) {
        await page.getByRole('region', { name: 'Dependentes' }).scrollIntoViewIfNeeded();
        for (const acao of ['Editar', 'Excluir']) {
          await esperarDentroDaTela(
            page,
            page.getByRole('button', { name: `${acao} Lia Enfermeira ${sufixo}` }),
          );
        }
      }
      await semRolarDeLado(tela);
      await fotografar(page, `funcionario-ficha${telefone ? '-telefone' : ''}`);
      await esperarAcessivel(page);

      await editar(tela);
      await inativar(page, motivo);

      await page.getByRole('button', { name: 'Voltar à lista' }).click();
      await esperarRota(page, 'funcionarios');
      await page.getByRole('tab', { name: 'Inativos', exact: true }).click();
      await buscarNaLista(page, 'Buscar funcionário pelo nome', `enfermeira ${sufixo}`);
      await page.getByRole('row').filter({ hasText: nome }).waitFor();
      await semRolarDeLado(tela);
      await esperarDentroDaTela(page, page.getByRole('button', { name: `Ações de ${nome}` }));
      await esperarAcessivel(page);

      await acaoDaLinha(page, nome, 'Reativar');
      await dialogo(page, 'Reativar funcionário').getByRole('button', { name: 'Reativar' }).click();
      await esperarMensagem(page, 'Funcionário reativado com sucesso');
      await page.getByRole('row').filter({ hasText: nome }).waitFor({ state: 'detached' });
    },
    180_000,
  );

  it.each([
    ['na mesa', false],
    ['no telefone (390 px)', true],
  ])(
    '%s: reativar é readmitir numa data, guarda o período anterior, e o acesso só volta quando o administrador o reativa',
    async (_onde, telefone) => {
      const cuidadora = await semear.conta();
      const nome = `${cuidadora.nome} Cuidadora`;
      const page = await navegador.abrir({ telefone });
      const tela = { page, telefone };
      await entrar(page, administradora);
      await page.goto('/#/funcionarios');
      await buscarNaLista(page, 'Buscar funcionário pelo nome', cuidadora.nome);
      await acaoDaLinha(page, nome, 'Abrir');
      await page.getByRole('heading', { name: nome, level: 1 }).waitFor();

      await page.getByRole('button', { name: 'Inativar' }).click();
      const saida = dialogo(page, 'Inativar funcionário');
      await campo(saida, 'Motivo').fill('Fim do contrato');
      await digitar(campo(saida, 'Data da demissão'), '10012024');
      await saida.getByRole('button', { name: 'Inativar' }).click();
      await esperarMensagem(page, 'Funcionário inativado com sucesso');
      await saida.waitFor({ state: 'detached' });
      expect(await entrarPelaApi(cuidadora)).toBe(403);

      await page.getByRole('button', { name: 'Reativar' }).click();
      const volta = dialogo(page, 'Reativar funcionário');
      await volta.getByText(AVISO_ACESSO_BLOQUEADO).waitFor();
      await volta.getByText(/Demitido em 10\/01\/2024/).waitFor();
      const data = campo(volta, 'Data da readmissão');
      await data.fill('');
      await digitar(data, '09012024');
      await volta.getByRole('button', { name: 'Reativar' }).click();
      await volta.getByText(READMISSAO_ANTES_DA_DEMISSAO).waitFor();
      await semRolarDeLado(tela);
      await fotografar(page, `funcionario-readmissao${telefone ? '-telefone' : ''}`);
      await esperarAcessivel(page);
      await data.fill('');
      await digitar(data, '01032024');
      await volta.getByRole('button', { name: 'Reativar' }).click();
      await esperarMensagem(page, 'Funcionário reativado com sucesso');
      await volta.waitFor({ state: 'detached' });
      await page.getByText('Ativo', { exact: true }).waitFor();

      const periodos = page.getByRole('region', { name: TITULO_PERIODOS });
      await periodos.getByText('desde 01/03/2024').waitFor();
      expect(await periodos.getByRole('columnheader').allTextContents()).toEqual([...COLUNAS_PERIODOS]);
      expect(await linhasCom(periodos, '/')).toEqual([
        ['02/03/2020 a 10/01/2024', 'Fim do contrato'],
        ['desde 01/03/2024', '—'],
      ]);
      const acesso = page.getByRole('region', { name: 'Acesso ao sistema' });
      await acesso.getByText('Acesso bloqueado').waitFor();
      expect(await entrarPelaApi(cuidadora)).toBe(403);
      await semRolarDeLado(tela);
      await fotografar(page, `funcionario-readmitido${telefone ? '-telefone' : ''}`);
      await esperarAcessivel(page);

      await acesso.getByRole('button', { name: 'Reativar acesso' }).click();
      await dialogo(page, 'Reativar acesso').getByRole('button', { name: 'Sim' }).click();
      await esperarMensagem(page, 'Acesso ao sistema reativado');
      await acesso.getByText('Acesso bloqueado').waitFor({ state: 'detached' });
      expect(await entrarPelaApi(cuidadora)).toBe(200);
    },
    180_000,
  );
});

/** The status of a sign-in with the account's password, as another device would try it. */
async function entrarPelaApi(conta: Conta): Promise<number> {
  const resposta = await fetch(`${inject('e2e').url}/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...comoOutroCliente() },
    body: JSON.stringify({ email: conta.email, senha: conta.senha }),
  });
  return resposta.status;
}

describe('Esc nos modais com data (decisão 0024)', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  it('Esc com algo digitado pergunta "Alterações não salvas" ao inativar e ao reativar; sem nada digitado, fecha', async () => {
    const administradora = await semear.conta({ permissao: PERMISSAO.administrador });
    const cuidadora = await semear.conta();
    const nome = `${cuidadora.nome} Cuidadora`;
    const page = await navegador.abrir();
    await entrar(page, administradora);
    await page.goto('/#/funcionarios');
    await buscarNaLista(page, 'Buscar funcionário pelo nome', cuidadora.nome);
    await acaoDaLinha(page, nome, 'Abrir');
    await page.getByRole('heading', { name: nome, level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Inativar' }).click();
    let saida = dialogo(page, 'Inativar funcionário');
    await campo(saida, 'Motivo').waitFor();
    await page.keyboard.press('Escape');
    await saida.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Inativar' }).click();
    saida = dialogo(page, 'Inativar funcionário');
    const demissao = campo(saida, 'Data da demissão');
    await demissao.fill('');
    await digitar(demissao, '10012024');
    await escPerguntaEFecha(page, saida, demissao, '10/01/2024');

    await inativar(page, 'Fim do contrato');
    await page.getByRole('button', { name: 'Reativar' }).click();
    let volta = dialogo(page, 'Reativar funcionário');
    await campo(volta, 'Data da readmissão').waitFor();
    await page.keyboard.press('Escape');
    await volta.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Reativar' }).click();
    volta = dialogo(page, 'Reativar funcionário');
    const readmissao = campo(volta, 'Data da readmissão');
    await readmissao.fill('');
    await digitar(readmissao, '01032024');
    await escPerguntaEFecha(page, volta, readmissao, '01/03/2024');
  }, 120_000);
});

describe('Enter num formulário com seções (decisão 0046)', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  it('Enter na data de admissão de um funcionário novo passa ao campo seguinte, sem salvar o cadastro pela metade', async () => {
    const administradora = await semear.conta({ permissao: PERMISSAO.administrador });
    const page = await navegador.abrir();
    await entrar(page, administradora);
    await page.goto('/#/funcionarios/novo');
    const form = page.getByRole('form', { name: 'Funcionário' });
    await campo(form, 'Nome').fill('Rita');
    await campo(form, 'Sobrenome').fill(`Enter ${sufixoUnico(3)}`);
    await digitar(campo(form, 'Data de nascimento'), '03041980');
    await campo(form, 'Cargo').fill('Cuidador(a)');
    const admissao = campo(form, 'Data de admissão');
    await admissao.click();
    await admissao.press('Enter');

    await page.waitForTimeout(500);
    expect(rotaAtual(page)).toBe('funcionarios/novo');
    expect(await admissao.evaluate((e) => e === document.activeElement), 'o cursor saiu da data').toBe(false);
    expect(await form.evaluate((f) => f.contains(document.activeElement))).toBe(true);
    await fotografar(page, 'funcionario-enter-na-data');
  });
});
