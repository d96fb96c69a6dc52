import { MENSAGENS } from '@acolher/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fotografarTela, usarNavegador } from './support/browser.ts';
import { cpfNovo, dialogo, digitar, esperarMensagem } from './support/cadastro.ts';
import { contarNoBanco, telefoneLento, usarBancoDoTeste } from './support/rede.ts';
import { type Conta, sufixoUnico, usarSemeador } from './support/seed.ts';
import { campo, entrar, esperarRota, rotaAtual } from './support/telas.ts';

/*
 * The plan's form, the relative's and the benefit's dialogs used without care: selects, dates and
 * masked fields by Enter and Tab, Brazilian data as people type or paste it, two tabs on one record,
 * a session that ends over typed data, a reload over a typed dialog, a double tap on a slow phone.
 */

/** Both tabs save the same record: the second is told, keeps what it typed, and nothing is overwritten. */
const OUTRA_ABA = /Você mesmo salvou este registro em outra aba/;

/** The session ends over typed data: Salvar opens the sign-in dialog; signing in again keeps the page. */
async function salvarComSessaoExpirada(page: Page, salvar: Locator, conta: Conta): Promise<void> {
  await page.context().clearCookies();
  await salvar.click();
  const entrada = dialogo(page, 'Sua sessão expirou');
  await campo(entrada, 'Senha').fill(conta.senha);
  await entrada.getByRole('button', { name: 'Entrar' }).click();
  await entrada.waitFor({ state: 'hidden' });
}

/** Pasted, as from a message or a spreadsheet: the text arrives at once, not key by key. */
async function colar(page: Page, alvo: Locator, texto: string): Promise<void> {
  await alvo.fill('');
  await alvo.focus();
  await page.keyboard.insertText(texto);
}

async function abrirConvenio(page: Page, codigo: number): Promise<Locator> {
  await page.goto(`/#/convenios/${codigo}/editar`);
  await page.getByRole('heading', { name: 'Editar convênio', level: 1 }).waitFor();
  return page.getByRole('form', { name: 'Convênio' });
}

/** A sub-list's row opened for editing in that tab, from the resident's page. */
async function editarItem(page: Page, residente: number, nome: string, titulo: string): Promise<Locator> {
  await page.goto(`/#/residentes/${residente}`);
  await page.getByRole('button', { name: `Editar ${nome}`, exact: true }).click();
  return dialogo(page, titulo);
}

describe('Convênio, familiar e benefício usados sem cuidado', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();
  const banco = usarBancoDoTeste();

  it('convênio (computador): Tipo por Enter e por Tab sem enviar; CNPJ colado; duas abas: a segunda vê o aviso, nada é sobrescrito', async () => {
    const conta = await semear.conta();
    const codigo = await semear.convenio(`Plano ${sufixoUnico()}`);
    const abaA = await navegador.abrir();
    await entrar(abaA, conta);
    const formA = await abrirConvenio(abaA, codigo);

    const tipo = formA.getByRole('combobox', { name: 'Tipo' });
    await tipo.focus();
    await tipo.pressSequentially('odo');
    await tipo.press('Enter');
    expect(await tipo.inputValue()).toBe('Plano odontológico');
    expect(rotaAtual(abaA), 'Enter escolheu, não enviou').toBe(`convenios/${codigo}/editar`);
    await tipo.focus();
    await tipo.pressSequentially('farm');
    await tipo.press('Tab');
    expect(await tipo.inputValue()).toBe('Farmácia');
    await colar(abaA, campo(formA, 'CNPJ'), '11222333000181');
    expect(await campo(formA, 'CNPJ').inputValue()).toBe('11.222.333/0001-81');

    const abaB = await abaA.context().newPage();
    const formB = await abrirConvenio(abaB, codigo);
    await campo(formB, 'E-mail').fill('contato@plano.exemplo.com.br');
    await formA.getByRole('button', { name: 'Salvar' }).click();
    await esperarRota(abaA, 'convenios');
    await formB.getByRole('button', { name: 'Salvar' }).click();
    await formB.getByRole('alert').getByText(OUTRA_ABA).waitFor();
    expect(await campo(formB, 'E-mail').inputValue()).toBe('contato@plano.exemplo.com.br');
    await fotografarTela(abaB, 'descuidado-convenio-duas-abas');
    await abaB.close();

    const salvo = await abrirConvenio(abaA, codigo);
    expect(await campo(salvo, 'CNPJ').inputValue(), 'a aba A gravou').toBe('11.222.333/0001-81');
    expect(await campo(salvo, 'E-mail').inputValue(), 'a aba B não sobrescreveu').toBe('');
  });

  it('familiar (390 px): CPF com e sem pontos, telefones com +55, 0800 e sem DDD; recarregar pergunta; no telefone lento, duplo toque grava um; duas abas', async () => {
    const conta = await semear.conta();
    const sobrenome = `Lima${sufixoUnico()}`;
    const residente = await semear.residente({
      nome: `Ana${sufixoUnico()}`,
      sobrenome: 'Descuidada',
      nascimento: '1940-01-01',
      familiar: { nome: 'Rosa', sobrenome, parentesco: 'Filha', telefones: [], cidade: 'Santos', uf: 'SP' },
    });
    const page = await navegador.abrir({ telefone: true });
    await entrar(page, conta);
    await page.goto(`/#/residentes/${residente}`);
    await page.getByRole('button', { name: 'Adicionar familiar' }).click();
    const modal = dialogo(page, 'Novo familiar');
    const nome = `Clara${sufixoUnico()}`;
    await campo(modal, 'Nome').fill(nome);
    await campo(modal, 'Sobrenome').fill('Souza');
    await campo(modal, 'Parentesco').fill('Neta');

    const cpf = cpfNovo();
    const comPontos = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    await colar(page, campo(modal, 'CPF'), comPontos);
    expect(await campo(modal, 'CPF').inputValue()).toBe(comPontos);
    await colar(page, campo(modal, 'CPF'), cpf);
    expect(await campo(modal, 'CPF').inputValue()).toBe(comPontos);

    const telefones: [string, string][] = [
      ['+55 11 91234-5678', '(11) 91234-5678'],
      ['0800 723 2323', '0800 723 2323'],
    ];
    for (const [indice, [digitado, mostrado]] of telefones.entries()) {
      await modal.getByRole('button', { name: 'Adicionar telefone' }).press('Enter');
      await digitar(campo(modal, `Telefone ${indice + 1}`), digitado);
      await campo(modal, `Telefone ${indice + 1}`).blur();
      expect(await campo(modal, `Telefone ${indice + 1}`).inputValue()).toBe(mostrado);
    }
    await modal.getByRole('button', { name: 'Adicionar telefone' }).press('Enter');
    const semDdd = campo(modal, 'Telefone 3');
    await digitar(semDdd, '3333-4444');
    await semDdd.blur();
    await modal.getByText(MENSAGENS.telefoneInvalido).waitFor();
    await digitar(semDdd, '13 3333-4444');
    await semDdd.blur();
    expect(await semDdd.inputValue()).toBe('(13) 3333-4444');

    const pergunta = new Promise<string>((resolver) => {
      page.once('dialog', (d) => {
        resolver(d.type());
        void d.dismiss();
      });
      setTimeout(() => resolver('nenhuma pergunta'), 3000);
    });
    void page.reload().catch(() => undefined);
    expect(await pergunta, 'recarregar com o modal digitado pergunta').toBe('beforeunload');
    expect(await campo(modal, 'Nome').inputValue()).toBe(nome);

    const lento = await telefoneLento(page);
    await modal.getByRole('button', { name: 'Salvar familiar' }).dblclick();
    await esperarMensagem(page, 'Familiar salvo com sucesso');
    await modal.waitFor({ state: 'detached' });
    await fotografarTela(page, 'descuidado-familiar-lento');
    expect(await contarNoBanco(banco, 'select count(*) from familiar where nome = $1', [nome])).toBe(1);
    expect(await contarNoBanco(banco, 'select count(*) from familiar where cpf = $1', [cpf])).toBe(1);
    await lento.detach();

    const abaB = await page.context().newPage();
    const modalA = await editarItem(page, residente, `Rosa ${sobrenome}`, 'Editar familiar');
    const modalB = await editarItem(abaB, residente, `Rosa ${sobrenome}`, 'Editar familiar');
    await campo(modalA, 'E-mail').fill('rosa@exemplo.com.br');
    await modalA.getByRole('button', { name: 'Salvar familiar' }).click();
    await modalA.waitFor({ state: 'detached' });
    await campo(modalB, 'Observações').fill('Visita aos domingos');
    await modalB.getByRole('button', { name: 'Salvar familiar' }).click();
    await modalB.getByRole('alert').getByText(OUTRA_ABA).waitFor();
    expect(await campo(modalB, 'Observações').inputValue()).toBe('Visita aos domingos');
    await fotografarTela(abaB, 'descuidado-familiar-duas-abas');
  });

  it('benefício (390 px): 4/5/26 e Tab é 04/05/2026, 1518,5 é 1.518,50; a sessão que expira não perde o digitado; duplo toque grava um; duas abas', async () => {
    const conta = await semear.conta();
    const residente = await semear.residente({
      nome: `Bia${sufixoUnico()}`,
      sobrenome: 'Descuidada',
      nascimento: '1940-01-01',
      beneficio: { nome: 'BPC', provaDeVida: '2026-05-01' },
    });
    const page = await navegador.abrir({ telefone: true });
    await entrar(page, conta);
    await page.goto(`/#/residentes/${residente}`);
    await page.getByRole('button', { name: 'Adicionar benefício' }).click();
    const modal = dialogo(page, 'Novo benefício');
    const verificado = page.waitForResponse('**/beneficio/nome');
    await campo(modal, 'Nome do benefício').fill('Aposentadoria');
    await verificado;
    const provaDeVida = campo(modal, 'Próxima prova de vida');
    await digitar(provaDeVida, '4/5/26');
    await provaDeVida.press('Tab');
    expect(await provaDeVida.inputValue()).toBe('04/05/2026');
    const valor = campo(modal, 'Valor (R$)');
    await digitar(valor, '1518,5');
    await valor.press('Tab');
    expect(await valor.inputValue()).toBe('1.518,50');

    const salvar = modal.getByRole('button', { name: 'Salvar benefício' });
    await salvarComSessaoExpirada(page, salvar, conta);
    expect(await provaDeVida.inputValue()).toBe('04/05/2026');
    expect(await valor.inputValue()).toBe('1.518,50');
    await salvar.dblclick();
    await esperarMensagem(page, 'Benefício salvo com sucesso');
    await modal.waitFor({ state: 'detached' });
    const { rows } = await banco().query(
      'select provas_vida::text as data, valor::text from beneficio where codigo_residente = $1 and nome_beneficio = $2',
      [residente, 'Aposentadoria'],
    );
    expect(rows).toEqual([{ data: '2026-05-04', valor: '1518.50' }]);

    const abaB = await page.context().newPage();
    const modalA = await editarItem(page, residente, 'BPC', 'Editar benefício');
    const modalB = await editarItem(abaB, residente, 'BPC', 'Editar benefício');
    await campo(modalA, 'Banco').fill('Caixa');
    await modalA.getByRole('button', { name: 'Salvar benefício' }).click();
    await modalA.waitFor({ state: 'detached' });
    await campo(modalB, 'Agência').fill('0001');
    await modalB.getByRole('button', { name: 'Salvar benefício' }).click();
    await modalB.getByRole('alert').getByText(OUTRA_ABA).waitFor();
    expect(await campo(modalB, 'Agência').inputValue()).toBe('0001');
    await fotografarTela(abaB, 'descuidado-beneficio-duas-abas');
  });
});
