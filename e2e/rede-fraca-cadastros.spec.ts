import { CHAVE_DE_ENVIO_HEADER, MENSAGENS } from '@acolher/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fotografarTela, usarNavegador } from './support/browser.ts';
import {
  cpfNovo,
  dialogo,
  digitar,
  digitosAleatorios,
  escolher,
  esperarMensagem,
} from './support/cadastro.ts';
import {
  contarNoBanco,
  cortarRede,
  pedidos,
  religarRede,
  segurarPedido,
  usarBancoDoTeste,
} from './support/rede.ts';
import { sufixoUnico, usarSemeador } from './support/seed.ts';
import { campo, entrar, esperarRota } from './support/telas.ts';

/*
 * Under a poor connection (decision 0037), in the residents', employees' and plans' sections (the
 * follow-ups have their own file): a save without network keeps every field, of the page's form and
 * of a sub-list's modal, and says why in Portuguese; once the network is back, a hurried double tap
 * on Salvar stores the record once.
 */

/** Every field of a form or modal as the user sees it: inputs, text areas, the boxes ticked. */
async function valoresDosCampos(onde: Locator): Promise<string[][]> {
  return onde.evaluate((raiz) =>
    Array.from(raiz.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')).map((c) => [
      c.name || c.getAttribute('aria-label') || c.id,
      c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio')
        ? String(c.checked)
        : c.value,
    ]),
  );
}

/**
 * Salvar with the network gone: the snackbar and the line by the button say so, every field keeps
 * its value, the button can be tapped again. Then the network comes back and a double tap saves.
 */
async function salvarSemRedeEDepoisComRede(
  page: Page,
  onde: Locator,
  rotuloSalvar: string,
  { sucesso, foto }: { sucesso: string; foto: string },
): Promise<void> {
  const antes = await valoresDosCampos(onde);
  expect(antes.filter(([, valor]) => valor && valor !== 'false').length).toBeGreaterThan(4);
  const salvar = onde.getByRole('button', { name: rotuloSalvar });
  await cortarRede(page);
  await salvar.click();
  await esperarMensagem(page, MENSAGENS.semConexao);
  await onde.getByText(MENSAGENS.semConexao).waitFor();
  await fotografarTela(page, foto);
  expect(await valoresDosCampos(onde), 'nenhum campo perdeu o que foi digitado').toEqual(antes);
  expect(await salvar.isEnabled(), `"${rotuloSalvar}" pode ser tocado de novo`).toBe(true);

  await religarRede(page);
  await salvar.dblclick();
  await esperarMensagem(page, sucesso);
}

/**
 * Salvar whose request reaches the server but whose answer is lost on the way back (the phone lost
 * its signal meanwhile), then Salvar again: the form must say it was saved, and every request must
 * carry the same send key (decision 0039). The caller counts the rows.
 */
async function perderARespostaESalvarDeNovo(
  page: Page,
  onde: Locator,
  final: string,
  sucesso: string,
  rotuloSalvar = 'Salvar',
): Promise<void> {
  const enviados = pedidos(page, 'POST', final);
  const primeiro = await segurarPedido(page, 'POST', final);
  const salvar = onde.getByRole('button', { name: rotuloSalvar });
  await salvar.click();
  await primeiro.chegou;
  await primeiro.soltar({ perderResposta: true });
  await esperarMensagem(page, MENSAGENS.semConexao);
  await salvar.click();
  await esperarMensagem(page, sucesso);
  const chaves = new Set(enviados().map((p) => p.headers()[CHAVE_DE_ENVIO_HEADER]));
  expect(enviados(), 'o primeiro envio e o segundo').toHaveLength(2);
  expect(chaves.size, 'os dois envios levam a mesma chave de envio').toBe(1);
}

async function adicionarTelefone(onde: Locator, indice: number, digitos: string): Promise<void> {
  // By keyboard: in the phone's modal, just after the UF list closes, a click can wait on the
  // modal's scrolling for longer than the test's timeout on a loaded machine (seen in npm test).
  await onde.getByRole('button', { name: 'Adicionar telefone' }).press('Enter');
  await digitar(campo(onde, `Telefone ${indice}`), digitos);
  // Left, as a person moves on: its kind follows the digits then (decision 0050), before the snapshot.
  await campo(onde, `Telefone ${indice}`).blur();
}

async function preencherEndereco(onde: Locator): Promise<void> {
  await onde.getByRole('button', { name: 'Adicionar endereço' }).click();
  await digitar(campo(onde, 'CEP'), '01310100');
  await campo(onde, 'Logradouro').fill('Avenida Paulista');
  await campo(onde, 'Número').fill('1000');
  await campo(onde, 'Bairro').fill('Bela Vista');
  await campo(onde, 'Cidade').fill('São Paulo');
  // Typed, as on a phone: the list of 27 states scrolls under the finger inside a modal.
  const uf = campo(onde, 'UF');
  await uf.pressSequentially('SP');
  await uf.press('Enter');
  expect(await uf.inputValue()).toBe('SP');
}

/** Opens a record page's sub-list modal through its section's button. */
async function abrirModal(page: Page, secao: string, botao: string, titulo: string): Promise<Locator> {
  await page.getByRole('region', { name: secao }).getByRole('button', { name: botao }).click();
  return dialogo(page, titulo);
}

const TELAS = [
  { telefone: false, nome: 'desktop' },
  { telefone: true, nome: 'telefone' },
] as const;

describe('Cadastros com a rede fraca (decision 0037)', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();
  const banco = usarBancoDoTeste();

  /** The new person's page opened, and exactly one person of that name stored. */
  async function pessoaGravadaUmaVez(page: Page, nome: string, sobrenome: string): Promise<void> {
    await page.getByRole('heading', { name: `${nome} ${sobrenome}`, level: 1 }).waitFor();
    expect(await contarNoBanco(banco, 'select count(*) from pessoa where nome = $1', [nome])).toBe(1);
  }

  async function abrir(telefone: boolean): Promise<Page> {
    const conta = await semear.conta({ permissao: 1 });
    const page = await navegador.abrir({ telefone });
    await entrar(page, conta);
    return page;
  }

  for (const tela of TELAS) {
    it(`residentes (${tela.nome}): o formulário e o modal de familiar guardam tudo sem rede; com a rede de volta, um registro de cada`, async () => {
      const page = await abrir(tela.telefone);
      const nome = `Benedita${sufixoUnico()}`;
      await page.goto('/#/residentes/novo');
      const form = page.getByRole('form', { name: 'Residente' });
      await campo(form, 'Nome').fill(nome);
      await campo(form, 'Sobrenome').fill('Sem Rede');
      await digitar(campo(form, 'Data de nascimento'), '12031941');
      await escolher(page, form, 'Sexo', 'Feminino');
      await escolher(page, form, 'Estado civil', 'Solteiro(a)');
      await campo(form, 'Naturalidade').fill('Ribeirão Preto');
      await campo(form, 'Nome da mãe').fill('Conceição Aparecida');
      await digitar(campo(form, 'CPF'), cpfNovo());
      await digitar(campo(form, 'RG'), `MG${digitosAleatorios(8)}`);
      await salvarSemRedeEDepoisComRede(page, form, 'Salvar', {
        sucesso: 'Residente salvo com sucesso',
        foto: `rede-fraca-residente-${tela.nome}`,
      });
      await pessoaGravadaUmaVez(page, nome, 'Sem Rede');

      const modal = await abrirModal(page, 'Familiares', 'Adicionar familiar', 'Novo familiar');
      const familiar = `Rosa${sufixoUnico()}`;
      await campo(modal, 'Nome').fill(familiar);
      await campo(modal, 'Sobrenome').fill('de Lima');
      await campo(modal, 'Parentesco').fill('Filha');
      await modal.getByLabel('Responsável pelo residente').check();
      await campo(modal, 'E-mail').fill('rosa@exemplo.com.br');
      await preencherEndereco(modal);
      await adicionarTelefone(modal, 1, '11912345678');
      await salvarSemRedeEDepoisComRede(page, modal, 'Salvar familiar', {
        sucesso: 'Familiar salvo com sucesso',
        foto: `rede-fraca-familiar-${tela.nome}`,
      });
      await modal.waitFor({ state: 'detached' });
      expect(await contarNoBanco(banco, 'select count(*) from familiar where nome = $1', [familiar])).toBe(1);
    });

    it(`funcionários (${tela.nome}): o formulário e o modal de dependente guardam tudo sem rede; com a rede de volta, um registro de cada`, async () => {
      const page = await abrir(tela.telefone);
      const nome = `Joana${sufixoUnico()}`;
      await page.goto('/#/funcionarios/novo');
      const form = page.getByRole('form', { name: 'Funcionário' });
      await campo(form, 'Nome').fill(nome);
      await campo(form, 'Sobrenome').fill('Sem Rede');
      await digitar(campo(form, 'Data de nascimento'), '20071985');
      await escolher(page, form, 'Sexo', 'Feminino');
      await digitar(campo(form, 'CPF'), cpfNovo());
      await campo(form, 'Cargo').fill('Técnico(a) de enfermagem');
      await digitar(campo(form, 'Data de admissão'), '01032024');
      await escolher(page, form, 'Vínculo', 'CLT');
      await adicionarTelefone(form, 1, '11987654321');
      await form.getByRole('button', { name: 'Adicionar conta bancária' }).click();
      const conta = form.getByRole('group', { name: 'Conta bancária' });
      await campo(conta, 'Banco').fill('Caixa Econômica Federal');
      await campo(conta, 'Agência').fill('1234');
      await campo(conta, 'Conta').fill('98765-0');
      await salvarSemRedeEDepoisComRede(page, form, 'Salvar', {
        sucesso: 'Funcionário salvo com sucesso',
        foto: `rede-fraca-funcionario-${tela.nome}`,
      });
      await pessoaGravadaUmaVez(page, nome, 'Sem Rede');

      const modal = await abrirModal(page, 'Dependentes', 'Adicionar dependente', 'Novo dependente');
      const dependente = `Caio${sufixoUnico()}`;
      await campo(modal, 'Nome').fill(dependente);
      await campo(modal, 'Sobrenome').fill('Sem Rede');
      await digitar(campo(modal, 'Data de nascimento'), '10052015');
      await campo(modal, 'Parentesco').fill('Filho');
      await digitar(campo(modal, 'CPF'), cpfNovo());
      await salvarSemRedeEDepoisComRede(page, modal, 'Salvar dependente', {
        sucesso: 'Dependente salvo com sucesso',
        foto: `rede-fraca-dependente-${tela.nome}`,
      });
      await modal.waitFor({ state: 'detached' });
      expect(
        await contarNoBanco(banco, 'select count(*) from dependente where nome = $1', [dependente]),
      ).toBe(1);
    });

    it(`convênios (${tela.nome}): o formulário e o modal do convênio do residente guardam tudo sem rede; com a rede de volta, um registro de cada`, async () => {
      const page = await abrir(tela.telefone);
      const plano = `Plano ${sufixoUnico()}`;
      await page.goto('/#/convenios/novo');
      const form = page.getByRole('form', { name: 'Convênio' });
      await campo(form, 'Nome').fill(plano);
      await campo(form, 'Site').fill('https://plano.exemplo.com.br');
      await campo(form, 'E-mail').fill('contato@plano.exemplo.com.br');
      await campo(form, 'Observações').fill('Carência de 30 dias para consultas');
      await preencherEndereco(form);
      await adicionarTelefone(form, 1, '1133334444');
      await salvarSemRedeEDepoisComRede(page, form, 'Salvar', {
        sucesso: 'Convênio salvo com sucesso',
        foto: `rede-fraca-convenio-${tela.nome}`,
      });
      await esperarRota(page, 'convenios');
      expect(await contarNoBanco(banco, 'select count(*) from convenio where nome = $1', [plano])).toBe(1);

      const residente = await semear.residente({
        nome: `Anselmo${sufixoUnico()}`,
        sobrenome: 'Sem Rede',
        nascimento: '1940-02-02',
      });
      await page.goto(`/#/residentes/${residente}`);
      const modal = await abrirModal(page, 'Convênios', 'Adicionar convênio', 'Novo convênio do residente');
      await escolher(page, modal, 'Convênio', plano);
      await campo(modal, 'Número da carteirinha').fill('0987654321');
      await digitar(campo(modal, 'Validade'), '31122030');
      await adicionarTelefone(modal, 1, '1140042000');
      await salvarSemRedeEDepoisComRede(page, modal, 'Salvar convênio', {
        sucesso: 'Convênio do residente salvo com sucesso',
        foto: `rede-fraca-convenio-do-residente-${tela.nome}`,
      });
      await modal.waitFor({ state: 'detached' });
      expect(
        await contarNoBanco(banco, 'select count(*) from residente_convenio where residente_codigo = $1', [
          residente,
        ]),
      ).toBe(1);
    });
  }
  describe('a resposta do Salvar se perde e o usuário toca Salvar de novo: um registro só (decisão 0039)', () => {
    it('residente sem CPF e residente com CPF (sem "CPF já existente")', async () => {
      const page = await abrir(false);
      for (const cpf of [null, cpfNovo()]) {
        const nome = `Perpétua${sufixoUnico()}`;
        await page.goto('/#/residentes/novo');
        const form = page.getByRole('form', { name: 'Residente' });
        await campo(form, 'Nome').fill(nome);
        await campo(form, 'Sobrenome').fill('Resposta Perdida');
        await digitar(campo(form, 'Data de nascimento'), '12031941');
        await escolher(page, form, 'Sexo', 'Feminino');
        await escolher(page, form, 'Estado civil', 'Solteiro(a)');
        if (cpf) await digitar(campo(form, 'CPF'), cpf);
        await perderARespostaESalvarDeNovo(page, form, '/residente', 'Residente salvo com sucesso');
        await pessoaGravadaUmaVez(page, nome, 'Resposta Perdida');
      }
    });

    it('funcionário', async () => {
      const page = await abrir(false);
      const nome = `Joana${sufixoUnico()}`;
      await page.goto('/#/funcionarios/novo');
      const form = page.getByRole('form', { name: 'Funcionário' });
      await campo(form, 'Nome').fill(nome);
      await campo(form, 'Sobrenome').fill('Resposta Perdida');
      await digitar(campo(form, 'Data de nascimento'), '20071985');
      await escolher(page, form, 'Sexo', 'Feminino');
      await digitar(campo(form, 'CPF'), cpfNovo());
      await campo(form, 'Cargo').fill('Cuidador(a)');
      await digitar(campo(form, 'Data de admissão'), '01032024');
      await escolher(page, form, 'Vínculo', 'CLT');
      await perderARespostaESalvarDeNovo(page, form, '/funcionario', 'Funcionário salvo com sucesso');
      await pessoaGravadaUmaVez(page, nome, 'Resposta Perdida');
    });

    it('convênio', async () => {
      const page = await abrir(false);
      const plano = `Plano ${sufixoUnico()}`;
      await page.goto('/#/convenios/novo');
      const form = page.getByRole('form', { name: 'Convênio' });
      await campo(form, 'Nome').fill(plano);
      await campo(form, 'E-mail').fill('contato@plano.exemplo.com.br');
      await perderARespostaESalvarDeNovo(page, form, '/convenio', 'Convênio salvo com sucesso');
      await esperarRota(page, 'convenios');
      expect(await contarNoBanco(banco, 'select count(*) from convenio where nome = $1', [plano])).toBe(1);
    });
    it('convênio mudado depois da resposta perdida: nenhum segundo, e junto ao Salvar o porquê', async () => {
      const page = await abrir(false);
      const plano = `Plano ${sufixoUnico()}`;
      await page.goto('/#/convenios/novo');
      const form = page.getByRole('form', { name: 'Convênio' });
      await campo(form, 'Nome').fill(plano);
      const primeiro = await segurarPedido(page, 'POST', '/convenio');
      const salvar = form.getByRole('button', { name: 'Salvar' });
      await salvar.click();
      await primeiro.chegou;
      await primeiro.soltar({ perderResposta: true });
      await esperarMensagem(page, MENSAGENS.semConexao);
      await campo(form, 'Nome').fill(`${plano} Mais`);
      await salvar.click();
      await form.getByText(MENSAGENS.chaveDeEnvioComOutroCadastro).waitFor();
      expect(
        await contarNoBanco(banco, 'select count(*) from convenio where nome like $1', [`${plano}%`]),
      ).toBe(1);
    });

    it('familiar, pelo modal do residente', async () => {
      const page = await abrir(false);
      const residente = await semear.residente({
        nome: `Anselmo${sufixoUnico()}`,
        sobrenome: 'Resposta Perdida',
        nascimento: '1940-02-02',
      });
      await page.goto(`/#/residentes/${residente}`);
      const modal = await abrirModal(page, 'Familiares', 'Adicionar familiar', 'Novo familiar');
      const familiar = `Rosa${sufixoUnico()}`;
      await campo(modal, 'Nome').fill(familiar);
      await campo(modal, 'Sobrenome').fill('de Lima');
      await campo(modal, 'Parentesco').fill('Filha');
      await perderARespostaESalvarDeNovo(
        page,
        modal,
        '/familiar',
        'Familiar salvo com sucesso',
        'Salvar familiar',
      );
      await modal.waitFor({ state: 'detached' });
      expect(await contarNoBanco(banco, 'select count(*) from familiar where nome = $1', [familiar])).toBe(1);
    });
  });
});
