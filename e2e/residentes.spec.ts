import { MENSAGENS, mascaraCpf, tituloEleitorDe } from '@acolher/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { esperarAcessivel, fotografar, TELEFONE, usarNavegador } from './support/browser.ts';
import {
  acaoDaLinha,
  baixarPdf,
  buscarNaLista,
  cpfNovo,
  dialogo,
  digitar,
  digitosAleatorios,
  escolher,
  esperarMensagem,
  linhasCom,
} from './support/cadastro.ts';
import { type Conta, sufixoUnico, usarSemeador } from './support/seed.ts';
import {
  campo,
  entrar,
  esperarDentroDaTela,
  esperarRota,
  esperarValorInteiro,
  partesDoShell,
  rotaAtual,
} from './support/telas.ts';

async function irPara(page: Page, secao: 'Residentes' | 'Convênios'): Promise<void> {
  await partesDoShell(page).secoes.getByRole('link', { name: secao }).click();
  await page.getByRole('heading', { name: secao, level: 1 }).waitFor();
}

async function abrirFormularioNovo(page: Page): Promise<Locator> {
  await irPara(page, 'Residentes');
  await page.getByRole('button', { name: 'Novo residente' }).click();
  await esperarRota(page, 'residentes/novo');
  await page.getByRole('heading', { name: 'Novo residente', level: 1 }).waitFor();
  return page.getByRole('form', { name: 'Residente' });
}

/** The list's search narrows the table to what was typed (the server ignores accents and case). */
async function buscarResidente(page: Page, texto: string, esperado: string): Promise<void> {
  await buscarNaLista(page, 'Buscar residente pelo nome', texto);
  await page.getByRole('row').filter({ hasText: esperado }).first().waitFor();
}

async function mudarDeAba(page: Page, aba: 'Ativos' | 'Inativos'): Promise<void> {
  await page.getByRole('tab', { name: aba, exact: true }).click();
  await page.getByRole('table', { name: `Residentes ${aba.toLowerCase()}` }).waitFor();
}

/** The first cell of each row the residents list shows now. */
function nomesListados(page: Page): Promise<string[]> {
  return page
    .getByRole('table', { name: /^Residentes (ativos|inativos)$/ })
    .locator('tbody tr td:first-child')
    .allTextContents();
}

/** The rows of a record's sub-list, without the last cell (its buttons). */
async function linhasDaSubLista(page: Page, secao: string, texto: string): Promise<string[][]> {
  const linhas = await linhasCom(page.getByRole('region', { name: secao }), texto);
  return linhas.map((celulas) => celulas.slice(0, -1));
}

async function preencherEndereco(onde: Locator, page: Page): Promise<void> {
  await onde.getByRole('button', { name: 'Adicionar endereço' }).click();
  const cep = campo(onde, 'CEP');
  await digitar(cep, '01310100');
  expect(await cep.inputValue()).toBe('01310-100');
  await campo(onde, 'Logradouro').fill('Avenida Paulista');
  await campo(onde, 'Número').fill('1000');
  await campo(onde, 'Bairro').fill('Bela Vista');
  await campo(onde, 'Cidade').fill('São Paulo');
  await escolher(page, onde, 'UF', 'SP');
}

async function adicionarTelefone(onde: Locator, indice: number, digitos: string, mascarado: string) {
  await onde.getByRole('button', { name: 'Adicionar telefone' }).click();
  const numero = campo(onde, `Telefone ${indice}`);
  await digitar(numero, digitos);
  expect(await numero.inputValue()).toBe(mascarado);
}

async function criarConvenio(page: Page, nome: string): Promise<void> {
  await irPara(page, 'Convênios');
  await page.getByRole('button', { name: 'Novo convênio' }).click();
  const form = page.getByRole('form', { name: 'Convênio' });
  await campo(form, 'Nome').fill(nome);
  await preencherEndereco(form, page);
  await adicionarTelefone(form, 1, '1133334444', '(11) 3333-4444');
  await escolher(page, form, 'Tipo do telefone 1', 'Comercial');
  await adicionarTelefone(form, 2, '11987654321', '(11) 98765-4321');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await esperarMensagem(page, 'Convênio salvo com sucesso');
  await esperarRota(page, 'convenios');
  await buscarNaLista(page, 'Buscar convênio pelo nome', nome);
  await page.getByRole('row').filter({ hasText: nome }).waitFor();
  expect((await linhasCom(page, nome))[0]?.slice(3, 5)).toEqual(['São Paulo/SP', '(11) 3333-4444']);
}

interface Admissao {
  nome: string;
  sobrenome: string;
  cpf: string;
  titulo: string;
}

/** The personal data and the documents, typed key by key so every mask and check digit runs. */
async function admitir(page: Page, r: Admissao): Promise<void> {
  const form = await abrirFormularioNovo(page);
  await campo(form, 'Nome').fill(r.nome);
  await campo(form, 'Sobrenome').fill(r.sobrenome);
  await digitar(campo(form, 'Data de nascimento'), '12031941');
  expect(await campo(form, 'Data de nascimento').inputValue()).toBe('12/03/1941');
  await escolher(page, form, 'Sexo', 'Masculino');
  await escolher(page, form, 'Estado civil', 'Solteiro(a)');
  await campo(form, 'Naturalidade').fill('Ribeirão Preto');
  await campo(form, 'Nome da mãe').fill('Conceição Aparecida');

  const cpf = campo(form, 'CPF');
  const ultimoErrado = `${r.cpf.slice(0, 10)}${(Number(r.cpf[10]) + 1) % 10}`;
  await digitar(cpf, ultimoErrado);
  expect(await cpf.inputValue()).toBe(mascaraCpf(ultimoErrado));
  await form.getByText('CPF inválido').waitFor();
  await digitar(cpf, r.cpf);
  expect(await cpf.inputValue()).toBe(mascaraCpf(r.cpf));
  await form.getByText('CPF inválido').waitFor({ state: 'detached' });

  const rg = campo(form, 'RG');
  await digitar(rg, 'mg-12.345.678');
  expect(await rg.inputValue()).toBe('MG12345678');
  const titulo = campo(form, 'Título de eleitor');
  await digitar(titulo, r.titulo);
  expect(await titulo.inputValue()).toBe(r.titulo.replace(/^(\d{4})(\d{4})(\d{4})$/, '$1 $2 $3'));

  await form.getByRole('button', { name: 'Salvar' }).click();
  await esperarMensagem(page, 'Residente salvo com sucesso');
  await page.getByRole('heading', { name: `${r.nome} ${r.sobrenome}`, level: 1 }).waitFor();
  expect(rotaAtual(page)).toMatch(/^residentes\/\d+$/);
}

async function adicionarFamiliar(page: Page, nome: string, sobrenome: string): Promise<void> {
  await page
    .getByRole('region', { name: 'Familiares' })
    .getByRole('button', { name: 'Adicionar familiar' })
    .click();
  const modal = dialogo(page, 'Novo familiar');
  await campo(modal, 'Nome').fill(nome);
  await campo(modal, 'Sobrenome').fill(sobrenome);
  await campo(modal, 'Parentesco').fill('Filha');
  await modal.getByLabel('Responsável pelo residente').check();
  await preencherEndereco(modal, page);
  await adicionarTelefone(modal, 1, '11912345678', '(11) 91234-5678');
  await modal.getByRole('button', { name: 'Salvar familiar' }).click();
  await esperarMensagem(page, 'Familiar salvo com sucesso');
  await modal.waitFor({ state: 'detached' });
}

async function adicionarConvenio(page: Page, convenio: string): Promise<void> {
  await page
    .getByRole('region', { name: 'Convênios' })
    .getByRole('button', { name: 'Adicionar convênio' })
    .click();
  const modal = dialogo(page, 'Novo convênio do residente');
  await escolher(page, modal, 'Convênio', convenio);
  await campo(modal, 'Número da carteirinha').fill('0987654321');
  await digitar(campo(modal, 'Validade'), '31122030');
  await adicionarTelefone(modal, 1, '1140042000', '(11) 4004-2000');
  await modal.getByRole('button', { name: 'Salvar convênio' }).click();
  await esperarMensagem(page, 'Convênio do residente salvo com sucesso');
  await modal.waitFor({ state: 'detached' });
}

async function adicionarBeneficio(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'Benefícios' })
    .getByRole('button', { name: 'Adicionar benefício' })
    .click();
  const modal = dialogo(page, 'Novo benefício');
  await campo(modal, 'Nome do benefício').fill('Aposentadoria por idade');
  await digitar(campo(modal, 'Próxima prova de vida'), '15082030');
  await digitar(campo(modal, 'Valor (R$)'), '1412,50');
  await campo(modal, 'Banco').fill('Banco do Brasil');
  await modal.getByRole('button', { name: 'Salvar benefício' }).click();
  await esperarMensagem(page, 'Benefício salvo com sucesso');
  await modal.waitFor({ state: 'detached' });
}

async function corrigirNascimento(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  await page.getByRole('heading', { name: 'Editar residente', level: 1 }).waitFor();
  const form = page.getByRole('form', { name: 'Residente' });
  await digitar(campo(form, 'Data de nascimento'), '21031941');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await esperarMensagem(page, 'Residente salvo com sucesso');
  await page.getByRole('region', { name: 'Dados do residente' }).getByText('21/03/1941').waitFor();
}

async function corrigirFamiliar(page: Page, nomeCompleto: string): Promise<void> {
  await page.getByRole('button', { name: `Editar ${nomeCompleto}` }).click();
  const modal = dialogo(page, 'Editar familiar');
  expect(await campo(modal, 'Telefone 1').inputValue()).toBe('(11) 91234-5678');
  await campo(modal, 'Parentesco').fill('Sobrinha');
  await digitar(campo(modal, 'Telefone 1'), '11955554444');
  await modal.getByRole('button', { name: 'Salvar familiar' }).click();
  await esperarMensagem(page, 'Familiar salvo com sucesso');
  await modal.waitFor({ state: 'detached' });
}

async function corrigirConvenio(page: Page, plano: string): Promise<void> {
  await page.getByRole('button', { name: `Editar ${plano}` }).click();
  const modal = dialogo(page, 'Editar convênio do residente');
  expect(await campo(modal, 'Número da carteirinha').inputValue()).toBe('0987654321');
  await campo(modal, 'Número da carteirinha').fill('1122334455');
  await digitar(campo(modal, 'Validade'), '30062031');
  await modal.getByRole('button', { name: 'Remover telefone 1' }).click();
  await adicionarTelefone(modal, 1, '11955550000', '(11) 95555-0000');
  await modal.getByRole('button', { name: 'Salvar convênio' }).click();
  await esperarMensagem(page, 'Convênio do residente salvo com sucesso');
  await modal.waitFor({ state: 'detached' });
}

async function corrigirBeneficio(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Editar Aposentadoria por idade' }).click();
  const modal = dialogo(page, 'Editar benefício');
  expect(await campo(modal, 'Valor (R$)').inputValue()).toBe('1.412,50');
  await digitar(campo(modal, 'Próxima prova de vida'), '20092030');
  await digitar(campo(modal, 'Valor (R$)'), '1518,00');
  await modal.getByRole('button', { name: 'Salvar benefício' }).click();
  await esperarMensagem(page, 'Benefício salvo com sucesso');
  await modal.waitFor({ state: 'detached' });
}

/** Discharge refuses an empty reason, then takes one; the record shows it. */
async function desacolher(page: Page, motivo: string): Promise<void> {
  await page.getByRole('button', { name: 'Desacolher' }).click();
  const modal = dialogo(page, 'Desacolher residente');
  await modal.getByRole('button', { name: 'Desacolher' }).click();
  await modal.getByText(MENSAGENS.campoObrigatorio).waitFor();
  await campo(modal, 'Motivo').fill(motivo);
  await modal.getByRole('button', { name: 'Desacolher' }).click();
  await esperarMensagem(page, 'Residente desacolhido com sucesso');
  await modal.waitFor({ state: 'detached' });
  await page.getByText('Desacolhido', { exact: true }).waitFor();
  await page.getByRole('region', { name: 'Dados do residente' }).getByText(motivo).waitFor();
}

/** The relative's address as the list shows it, in one line. */
const ENDERECO_DA_FILHA = 'Avenida Paulista, 1000 - Bela Vista - São Paulo/SP - CEP 01310-100';

async function readmitirPelaLista(page: Page, nome: string): Promise<void> {
  await acaoDaLinha(page, nome, 'Readmitir');
  const modal = dialogo(page, 'Readmitir residente');
  await modal.getByText(`Readmitir ${nome}?`).waitFor();
  // The new stay's date starts at today (decision 0023).
  await modal.getByRole('button', { name: 'Readmitir' }).click();
  await esperarMensagem(page, 'Residente readmitido com sucesso');
  await page.getByRole('row').filter({ hasText: nome }).waitFor({ state: 'detached' });
}

describe('Residentes', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();
  const sufixo = sufixoUnico(3);
  let conta: Conta;

  beforeAll(async () => {
    conta = await semear.conta();
  });

  it('um recém-chegado admite, completa, corrige, desacolhe, readmite e imprime sem ler código', async () => {
    const jose: Admissao = {
      nome: 'José',
      sobrenome: `da Conceição ${sufixo}`,
      cpf: cpfNovo(),
      titulo: tituloEleitorDe(digitosAleatorios(8), '01'),
    };
    const nome = `${jose.nome} ${jose.sobrenome}`;
    const filha = `Maria da Conceição ${sufixo}`;
    const plano = `Saúde Bem-Estar ${sufixo}`;
    const motivo = 'Transferido para o Hospital São Lucas';
    const page = await navegador.abrir();
    await entrar(page, conta);

    await criarConvenio(page, plano);
    await admitir(page, jose);
    await adicionarFamiliar(page, 'Maria', `da Conceição ${sufixo}`);
    await adicionarConvenio(page, plano);
    await adicionarBeneficio(page);
    expect(await linhasDaSubLista(page, 'Familiares', filha)).toEqual([
      [filha, 'Filha', 'Sim', '(11) 91234-5678', ENDERECO_DA_FILHA],
    ]);
    expect(await linhasDaSubLista(page, 'Convênios', plano)).toEqual([
      [plano, '0987654321', 'O próprio residente', '31/12/2030', '(11) 4004-2000'],
    ]);
    expect(await linhasDaSubLista(page, 'Benefícios', 'Aposentadoria')).toEqual([
      ['Aposentadoria por idade', '15/08/2030', 'R$\u00a01.412,50', 'Banco do Brasil'],
    ]);
    await fotografar(page, 'residente-ficha');

    await corrigirNascimento(page);
    await corrigirFamiliar(page, filha);
    expect(await linhasDaSubLista(page, 'Familiares', filha)).toEqual([
      [filha, 'Sobrinha', 'Sim', '(11) 95555-4444', ENDERECO_DA_FILHA],
    ]);
    await corrigirConvenio(page, plano);
    expect(await linhasDaSubLista(page, 'Convênios', plano)).toEqual([
      [plano, '1122334455', 'O próprio residente', '30/06/2031', '(11) 95555-0000'],
    ]);
    await corrigirBeneficio(page);
    expect(await linhasDaSubLista(page, 'Benefícios', 'Aposentadoria')).toEqual([
      ['Aposentadoria por idade', '20/09/2030', 'R$\u00a01.518,00', 'Banco do Brasil'],
    ]);

    const ficha = await baixarPdf(page, () => page.getByRole('button', { name: 'Ficha PDF' }).click());
    expect(ficha.nome).toBe(`Ficha - ${nome}.pdf`);
    for (const esperado of [nome, '21/03/1941', filha, 'Sobrinha', plano, 'Aposentadoria por idade']) {
      expect(ficha.texto).toContain(esperado);
    }
    await esperarMensagem(page, 'Relatório emitido com sucesso');

    await desacolher(page, motivo);
    await page.getByRole('button', { name: 'Voltar à lista' }).click();
    await esperarRota(page, 'residentes');
    await mudarDeAba(page, 'Inativos');
    await buscarResidente(page, sufixo, nome);
    const inativos = await baixarPdf(page, () => page.getByRole('button', { name: 'PDF da lista' }).click());
    expect(inativos.nome).toBe('Residentes inativos.pdf');
    expect(inativos.texto).toContain(nome);
    expect(inativos.texto).toContain(motivo);

    await readmitirPelaLista(page, nome);
    await mudarDeAba(page, 'Ativos');
    await page.getByRole('row').filter({ hasText: nome }).waitFor();
    const ativos = await baixarPdf(page, () => page.getByRole('button', { name: 'PDF da lista' }).click());
    expect(ativos.nome).toBe('Residentes ativos.pdf');
    expect(ativos.texto).toContain(nome);
    // The readmission kept the stay before it (decision 0023).
    await acaoDaLinha(page, nome, 'Abrir');
    const estadias = page.getByRole('table', { name: 'Estadias' });
    await estadias.getByText(/^desde /).waitFor();
    expect(await estadias.getByRole('row').count()).toBe(3);
    await estadias.getByText(motivo).waitFor();
  }, 120_000);

  it('recusa um CPF repetido com "CPF já existente" enquanto se digita', async () => {
    const cpf = cpfNovo();
    await semear.residente({
      nome: 'Antônio',
      sobrenome: `Primeiro ${sufixo}`,
      nascimento: '1940-01-01',
      cpf,
    });
    const page = await navegador.abrir();
    await entrar(page, conta);
    const form = await abrirFormularioNovo(page);

    await digitar(campo(form, 'CPF'), cpf);
    await form.getByText(MENSAGENS.jaExistente('CPF')).waitFor();
    await digitar(campo(form, 'CPF'), cpfNovo());
    await form.getByText(MENSAGENS.jaExistente('CPF')).waitFor({ state: 'detached' });
  });

  it('recusa um CPF repetido ao salvar, mesmo que outro usuário o tenha gravado depois da verificação', async () => {
    const cpf = cpfNovo();
    await semear.residente({
      nome: 'Benedito',
      sobrenome: `Segundo ${sufixo}`,
      nascimento: '1940-01-01',
      cpf,
    });
    const page = await navegador.abrir();
    // The check as-you-type answers "free", as it would have just before a colleague saved that CPF.
    await page.route('**/pessoa/cpf', (rota) => rota.fulfill({ json: { existente: false } }));
    await entrar(page, conta);
    const form = await abrirFormularioNovo(page);
    await campo(form, 'Nome').fill('Benedito');
    await campo(form, 'Sobrenome').fill(`Repetido ${sufixo}`);
    await digitar(campo(form, 'Data de nascimento'), '02021942');
    await digitar(campo(form, 'CPF'), cpf);

    await form.getByRole('button', { name: 'Salvar' }).click();
    await esperarMensagem(page, MENSAGENS.jaExistente('CPF'));
    // On the field, and by the buttons after the snackbar has gone (decision 0013).
    await form.getByText(MENSAGENS.jaExistente('CPF')).first().waitFor();
    expect(await form.getByText(MENSAGENS.jaExistente('CPF')).count()).toBe(2);
    expect(rotaAtual(page)).toBe('residentes/novo');
  });

  it('mostra a certidão de casamento para "Casado(a)" e a esconde para "Solteiro(a)"; o formulário passa no axe', async () => {
    const page = await navegador.abrir();
    await entrar(page, conta);
    const form = await abrirFormularioNovo(page);
    const certidao = form.getByRole('group', { name: 'Certidão de casamento' });
    expect(await certidao.count()).toBe(0);

    await escolher(page, form, 'Estado civil', 'Casado(a)');
    await campo(certidao, 'Matrícula ou termo').waitFor();
    await campo(certidao, 'Nome do cônjuge').waitFor();
    await fotografar(page, 'residente-formulario');
    await esperarAcessivel(page);

    await escolher(page, form, 'Estado civil', 'Solteiro(a)');
    await certidao.waitFor({ state: 'detached' });
  });

  it('a busca ignora acentos e maiúsculas: "jose" acha José, e a ficha sai pelo menu da linha', async () => {
    await semear.residente({ nome: 'José', sobrenome: `Buscável ${sufixo}`, nascimento: '1937-05-05' });
    await semear.residente({ nome: 'Joana', sobrenome: `Buscável ${sufixo}`, nascimento: '1937-06-06' });
    const page = await navegador.abrir();
    await entrar(page, conta);
    await irPara(page, 'Residentes');

    const buscaveis = async () =>
      (await nomesListados(page)).filter((nome) => nome.endsWith(`Buscável ${sufixo}`));
    await buscarNaLista(page, 'Buscar residente pelo nome', 'jose');
    await expect.poll(buscaveis, { timeout: 10_000 }).toEqual([`José Buscável ${sufixo}`]);
    await buscarNaLista(page, 'Buscar residente pelo nome', `JOSE BUSCAVEL ${sufixo.toUpperCase()}`);
    await expect.poll(() => nomesListados(page), { timeout: 10_000 }).toEqual([`José Buscável ${sufixo}`]);
    await fotografar(page, 'residentes-lista');
    await esperarAcessivel(page);

    const ficha = await baixarPdf(page, () => acaoDaLinha(page, `José Buscável ${sufixo}`, 'Ficha PDF'));
    expect(ficha.nome).toBe(`Ficha - José Buscável ${sufixo}.pdf`);
    expect(ficha.texto).toContain(`José Buscável ${sufixo}`);
  });

  it('no telefone a lista cabe na largura da tela, com busca, botões e ações ao alcance', async () => {
    await semear.residente({ nome: 'Sebastiana', sobrenome: `Celular ${sufixo}`, nascimento: '1935-09-09' });
    const page = await navegador.abrir({ telefone: true });
    await entrar(page, conta);
    await page.goto('/#/residentes');
    await page.getByRole('heading', { name: 'Residentes', level: 1 }).waitFor();
    const nome = `Sebastiana Celular ${sufixo}`;
    await buscarResidente(page, nome, nome);

    const larguraDaPagina = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(larguraDaPagina, 'a página não rola para o lado').toBeLessThanOrEqual(TELEFONE.width);
    for (const alvo of [
      page.getByRole('searchbox', { name: 'Buscar residente pelo nome' }),
      page.getByRole('button', { name: 'Novo residente' }),
      page.getByRole('button', { name: 'PDF da lista' }),
      page.getByRole('button', { name: `Ações de ${nome}` }),
    ]) {
      await esperarDentroDaTela(page, alvo);
    }
    await fotografar(page, 'residentes-lista-telefone');
    await esperarAcessivel(page);

    await acaoDaLinha(page, nome, 'Abrir');
    await page.getByRole('heading', { name: nome, level: 1 }).waitFor();
  });

  it('no telefone o formulário e o modal de familiar cabem: o número digitado aparece inteiro e as ações da linha ficam ao alcance', async () => {
    const nome = `Raimunda Estreita ${sufixo}`;
    const familiar = `Rosa Estreita ${sufixo}`;
    await semear.residente({ nome: 'Raimunda', sobrenome: `Estreita ${sufixo}`, nascimento: '1936-02-02' });
    const page = await navegador.abrir({ telefone: true });
    await entrar(page, conta);
    await page.goto('/#/residentes');
    await page.getByRole('heading', { name: 'Residentes', level: 1 }).waitFor();
    await buscarResidente(page, nome, nome);

    await acaoDaLinha(page, nome, 'Editar');
    const form = page.getByRole('form', { name: 'Residente' });
    await digitar(campo(form, 'CPF'), cpfNovo());
    await esperarValorInteiro(campo(form, 'CPF'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      TELEFONE.width,
    );
    await form.getByRole('button', { name: 'Voltar' }).click();
    await dialogo(page, 'Alterações não salvas').getByRole('button', { name: 'Sair sem salvar' }).click();
    await page.getByRole('heading', { name: nome, level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Adicionar familiar' }).click();
    const modal = dialogo(page, 'Novo familiar');
    await campo(modal, 'Nome').fill('Rosa');
    await campo(modal, 'Sobrenome').fill(`Estreita ${sufixo}`);
    await campo(modal, 'Parentesco').fill('Irmã');
    await adicionarTelefone(modal, 1, '11987654321', '(11) 98765-4321');
    await esperarValorInteiro(campo(modal, 'Telefone 1'));
    await esperarValorInteiro(campo(modal, 'Tipo do telefone 1'));
    const remover = modal.getByRole('button', { name: 'Remover telefone 1' });
    await remover.scrollIntoViewIfNeeded();
    await esperarDentroDaTela(page, remover);
    await fotografar(page, 'familiar-modal-telefone');

    // Esc asks before throwing the typing away; a second Esc answers "keep editing".
    await page.keyboard.press('Escape');
    await dialogo(page, 'Alterações não salvas').waitFor();
    await page.keyboard.press('Escape');
    await dialogo(page, 'Alterações não salvas').waitFor({ state: 'hidden' });
    expect(await campo(modal, 'Telefone 1').inputValue()).toBe('(11) 98765-4321');
    await modal.getByRole('button', { name: 'Salvar familiar' }).click();
    await esperarMensagem(page, 'Familiar salvo com sucesso');
    await modal.waitFor({ state: 'detached' });

    await page.getByRole('region', { name: 'Familiares' }).scrollIntoViewIfNeeded();
    for (const acao of ['Editar', 'Desvincular']) {
      await esperarDentroDaTela(page, page.getByRole('button', { name: `${acao} ${familiar}` }));
    }
    await fotografar(page, 'residente-ficha-telefone');
  });
});
