import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { esperarAcessivel, fotografar, TELEFONE, usarNavegador } from './support/browser.ts';
import { digitar, escolhidos, esperarMensagem, linhasCom } from './support/cadastro.ts';
import {
  type Conta,
  dataBr,
  dataIso,
  hojeNoLar,
  type NovoFuncionario,
  sufixoUnico,
  usarSemeador,
} from './support/seed.ts';
import { campo, entrar, esperarDentroDaTela, esperarRota, rotaAtual } from './support/telas.ts';

interface Pessoas {
  conta: Conta;
  colega: NovoFuncionario;
  /** First names of three residents, unique in the run; the first is where the caregiver starts. */
  residentes: { codigo: number; nome: string }[];
}

/** Types part of a name in a multi-select and takes the highlighted match with Enter, as on a keyboard. */
async function acrescentar(page: Page, form: Locator, rotulo: string, busca: string, opcao: RegExp) {
  const caixa = campo(form, rotulo);
  await caixa.click();
  await caixa.pressSequentially(busca);
  await page.getByRole('option', { name: opcao }).first().waitFor();
  await caixa.press('Enter');
  await form.locator('.mantine-Pill-label').filter({ hasText: opcao }).waitFor();
  // The list stays open for another pick; Esc closes it, as one does before the next field.
  await caixa.press('Escape');
}

/** The section list's rows holding `texto`, its last cell (the button) left out. */
async function linhasDaLista(page: Page, texto: string): Promise<string[][]> {
  await page.getByRole('table', { name: 'Acompanhamentos registrados' }).waitFor();
  return (await linhasCom(page, texto)).map((celulas) => celulas.slice(0, -1));
}

async function esperarLinhas(page: Page, texto: string, quantas: number): Promise<string[][]> {
  await expect.poll(async () => (await linhasDaLista(page, texto)).length, { timeout: 10_000 }).toBe(quantas);
  return linhasDaLista(page, texto);
}

/** Steps 2 and 3 of the follow-ups' story (decision 0028): from a resident, a colleague and two more residents, saved. */
async function registrar(page: Page, p: Pessoas, atividade: string, telefone: boolean): Promise<void> {
  const [primeiro, segundo, terceiro] = p.residentes;
  if (!primeiro || !segundo || !terceiro) throw new Error('três residentes');
  await page.goto(`/#/acompanhamentos/novo?residente=${primeiro.codigo}`);
  const form = page.getByRole('form', { name: 'Acompanhamento' });
  await form.waitFor();
  const { ano, mes, dia } = hojeNoLar();
  expect(await campo(form, 'Data').inputValue()).toBe(dataBr(dataIso(ano, mes, dia)));
  expect(await campo(form, 'Hora').inputValue()).toMatch(/^\d{2}:\d{2}$/);
  await expect
    .poll(() => escolhidos(form, 'Funcionários participantes'))
    .toEqual([`${p.conta.nome} Cuidadora - Cuidadora`]);
  expect(await escolhidos(form, 'Residentes')).toEqual([expect.stringContaining(primeiro.nome)]);
  if (telefone) await esperarDentroDaTela(page, form.getByRole('button', { name: 'Salvar' }));

  await acrescentar(
    page,
    form,
    'Funcionários participantes',
    p.colega.nome.toLowerCase(),
    new RegExp(p.colega.nome),
  );
  await acrescentar(page, form, 'Residentes', segundo.nome.toLowerCase(), new RegExp(segundo.nome));
  await acrescentar(page, form, 'Residentes', terceiro.nome, new RegExp(terceiro.nome));
  await campo(form, 'Atividade realizada').fill(atividade);
  expect(await form.getByText(`${atividade.length}/4.000`).count()).toBe(1);
  await fotografar(page, `acompanhamento-formulario${telefone ? '-telefone' : ''}`);
  await esperarAcessivel(page);
  const salvar = form.getByRole('button', { name: 'Salvar' });
  if (telefone) await esperarDentroDaTela(page, salvar);
  await salvar.dblclick();
  await esperarMensagem(page, 'Acompanhamento salvo com sucesso');
  await esperarRota(page, `residente-acomp/${primeiro.codigo}`);
}

/** Step 4, in the section's list: found by words, by the period and by the shift it fell in. */
async function encontrar(
  page: Page,
  p: Pessoas,
  { atividade, palavra, telefone }: { atividade: string; palavra: string; telefone: boolean },
): Promise<void> {
  await page.goto('/#/acompanhamentos');
  await page.getByRole('heading', { name: 'Acompanhamentos', level: 1 }).waitFor();
  await page.getByRole('searchbox', { name: 'Buscar na atividade' }).fill(palavra);
  await page.waitForURL((url) => url.hash.includes(`busca=${palavra}`));
  await esperarLinhas(page, 'Auxílio no banho', 1);
  const [linha] = await esperarLinhas(page, palavra, 1);
  const { ano, mes, dia } = hojeNoLar();
  const hoje = dataBr(dataIso(ano, mes, dia));
  expect(linha?.[0]).toBe(hoje);
  expect(linha?.[3]).toBe(atividade.length > 55 ? `${atividade.slice(0, 55)}…` : atividade);
  expect(linha?.[4]).toContain(p.colega.nome);
  for (const r of p.residentes) expect(linha?.[5]).toContain(r.nome);
  const turno = linha?.[2] ?? '';
  expect(['Dia', 'Noite']).toContain(turno);
  await fotografar(page, `acompanhamentos-lista${telefone ? '-telefone' : ''}`);

  await digitar(campo(page, 'De'), hoje.replaceAll('/', ''));
  await digitar(campo(page, 'Até'), hoje.replaceAll('/', ''));
  await page.waitForURL((url) => url.hash.includes(`ate=${dataIso(ano, mes, dia)}`));
  await esperarLinhas(page, palavra, 1);
  await page.getByRole('combobox', { name: 'Turno' }).click();
  await page.getByRole('option', { name: turno === 'Dia' ? 'Noite' : 'Dia', exact: true }).click();
  await esperarLinhas(page, palavra, 0);
  await page.getByText('Nenhum acompanhamento encontrado.').waitFor();
  await page.getByRole('combobox', { name: 'Turno' }).click();
  await page.getByRole('option', { name: turno, exact: true }).click();
  await esperarLinhas(page, palavra, 1);
  await digitar(campo(page, 'De'), '01011990');
  await digitar(campo(page, 'Até'), '31121990');
  await esperarLinhas(page, palavra, 0);
}

/** Within its window, the author changes the text with a reason; the list says it was edited. */
async function editar(page: Page, palavra: string): Promise<void> {
  await page.goto(`/#/acompanhamentos?busca=${palavra}`);
  await esperarLinhas(page, palavra, 1);
  await page.getByRole('link', { name: /^Abrir acompanhamento/ }).click();
  await page.getByRole('heading', { name: 'Editar acompanhamento', level: 1 }).waitFor();
  const form = page.getByRole('form', { name: 'Acompanhamento' });
  const atividade = campo(form, 'Atividade realizada');
  await atividade.fill(`${await atividade.inputValue()} Sem intercorrências.`);
  await campo(form, 'Motivo da alteração').fill('Faltou dizer como terminou');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await esperarMensagem(page, 'Acompanhamento salvo com sucesso');
  await esperarRota(page, 'acompanhamentos');
  await page.getByRole('searchbox', { name: 'Buscar na atividade' }).fill(palavra);
  // The page of this search may first come from the cache, then as the server has it now.
  await expect
    .poll(async () => (await linhasDaLista(page, palavra))[0]?.[3], { timeout: 10_000 })
    .toContain('Editado');
}

/** A phone reloads the tab: what was typed in a new follow-up comes back, and only in sessionStorage. */
async function rascunhoSobreviveAoRecarregar(page: Page): Promise<void> {
  await page.goto('/#/acompanhamentos/novo');
  const form = page.getByRole('form', { name: 'Acompanhamento' });
  await campo(form, 'Atividade realizada').fill('Rascunho: aferição de pressão 12x8');
  page.once('dialog', (dialogo) => void dialogo.accept());
  await page.reload();
  await page.getByText('Rascunho recuperado').waitFor();
  expect(await campo(form, 'Atividade realizada').inputValue()).toBe('Rascunho: aferição de pressão 12x8');
  const guardado = await page.evaluate(() => ({
    sessao: JSON.stringify({ ...sessionStorage }),
    local: JSON.stringify({ ...localStorage }),
  }));
  expect(guardado.sessao).toContain('aferição de pressão');
  expect(guardado.local).not.toContain('aferição de pressão');
  await form.getByRole('button', { name: 'Voltar' }).click();
  await page.getByRole('button', { name: 'Sair sem salvar' }).click();
  await esperarRota(page, 'acompanhamentos');
  // The form forgets its draft as it unmounts, which React does just after the address changes.
  await expect
    .poll(() => page.evaluate(() => JSON.stringify({ ...sessionStorage })))
    .not.toContain('aferição de pressão');
}

/**
 * On a slow phone the list being left still runs for a moment: a search typed just before leaving
 * used to fire then and take the user back to the list.
 */
describe('Acompanhamentos: a busca pendente', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  it('não traz de volta à lista quem já abriu um novo acompanhamento', async () => {
    const page = await navegador.abrir({ telefone: false });
    await entrar(page, await semear.conta());
    await page.goto('/#/acompanhamentos');
    await page.getByRole('heading', { name: 'Acompanhamentos', level: 1 }).waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 30 });
    await page.getByRole('searchbox', { name: 'Buscar na atividade' }).fill('banho');
    await page.goto('/#/acompanhamentos/novo');
    // The search's pause runs out while the slowed page is still changing screens.
    await page.waitForTimeout(1_000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByRole('heading', { name: 'Novo acompanhamento', level: 1 }).waitFor();
    expect(rotaAtual(page)).toBe('acompanhamentos/novo');
  });
});

describe.each([
  { tela: 'desktop', telefone: false },
  { tela: '390 px', telefone: true },
])('Acompanhamentos ($tela)', ({ telefone }) => {
  const navegador = usarNavegador();
  const semear = usarSemeador();
  let pessoas: Pessoas;

  beforeAll(async () => {
    const conta = await semear.conta();
    const colega = await semear.funcionario();
    const residentes = [];
    for (const inicial of ['Ana', 'Bento', 'Célia']) {
      const nome = `${inicial}${sufixoUnico()}`;
      residentes.push({
        codigo: await semear.residente({ nome, sobrenome: 'Acolhida', nascimento: '1938-02-11' }),
        nome,
      });
    }
    pessoas = { conta, colega, residentes };
  });

  it('registra com uma colega e mais dois residentes, acha na lista, filtra, edita, e o rascunho sobrevive', async () => {
    const page = await navegador.abrir({ telefone });
    await entrar(page, pessoas.conta);
    const palavra = `banho${sufixoUnico()}`;
    const atividade = `Auxílio no ${palavra} e na troca de roupa; residente tranquila, aceitou a hidratação da pele.`;
    await registrar(page, pessoas, atividade, telefone);
    await encontrar(page, pessoas, { atividade, palavra, telefone });
    if (telefone) {
      const largura = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(largura, 'a página não rola para o lado').toBeLessThanOrEqual(TELEFONE.width);
    }
    await editar(page, palavra);
    await rascunhoSobreviveAoRecarregar(page);
    expect(rotaAtual(page)).toBe('acompanhamentos');
  });
});

describe.each([
  { tela: 'desktop', telefone: false },
  { tela: '390 px', telefone: true },
])('Seleções e horas como se digitam (decisão 0025, $tela)', ({ telefone }) => {
  const navegador = usarNavegador();
  const semear = usarSemeador();
  let conta: Conta;
  let sufixo: string;

  beforeAll(async () => {
    conta = await semear.conta();
    sufixo = sufixoUnico();
    // Alphabetically "Inês Araújo Simões" comes first: "inês sim" must still pick Inês Simões.
    for (const sobrenome of [`Araújo Simões ${sufixo}`, `Simões Câmara ${sufixo}`]) {
      await semear.residente({ nome: 'Inês', sobrenome, nascimento: '1941-07-19' });
    }
  });

  it('"inês sim" e Enter escolhem Inês Simões Câmara; "ines ara" e Tab, Inês Araújo Simões; 14h, 7:5 e 27/11/26 se leem', async () => {
    const page = await navegador.abrir({ telefone });
    await entrar(page, conta);
    await page.goto('/#/acompanhamentos/novo');
    const form = page.getByRole('form', { name: 'Acompanhamento' });
    await form.waitFor();

    const residentes = campo(form, 'Residentes');
    await residentes.click();
    await residentes.pressSequentially('inês sim');
    await page.getByRole('option', { name: `Inês Simões Câmara ${sufixo}` }).waitFor();
    await residentes.press('Enter');
    // The desktop run's Inês Simões Câmara may be listed too: either one, never Inês Araújo Simões.
    const simoesCamara = expect.stringMatching(/^Inês Simões Câmara /);
    await expect.poll(() => escolhidos(form, 'Residentes')).toEqual([simoesCamara]);

    // Tab picks the highlighted match too, and moves on; typed fast, before the list catches up.
    await residentes.pressSequentially(`ines ara ${sufixo}`, { delay: 0 });
    await residentes.press('Tab');
    await expect
      .poll(() => escolhidos(form, 'Residentes'))
      .toEqual([simoesCamara, `Inês Araújo Simões ${sufixo}`]);
    expect(await residentes.evaluate((el) => el === document.activeElement)).toBe(false);

    // Esc closes the list without picking anyone.
    await residentes.click();
    await residentes.pressSequentially('inês');
    await page.getByRole('option', { name: `Inês Araújo Simões ${sufixo}` }).waitFor();
    await residentes.press('Escape');
    await expect.poll(() => residentes.getAttribute('aria-expanded')).toBe('false');
    expect(await escolhidos(form, 'Residentes')).toHaveLength(2);

    const hora = campo(form, 'Hora');
    for (const [digitado, lida] of [
      ['14h', '14:00'],
      ['7:5', '07:05'],
      ['7', '07:00'],
    ] as const) {
      await digitar(hora, digitado);
      await hora.press('Tab');
      expect(await hora.inputValue(), digitado).toBe(lida);
    }
    const dataDoAcompanhamento = campo(form, 'Data');
    await digitar(dataDoAcompanhamento, '27/11/26');
    await dataDoAcompanhamento.press('Tab');
    expect(await dataDoAcompanhamento.inputValue()).toBe('27/11/2026');
    await fotografar(page, `selecoes-acompanhamento${telefone ? '-telefone' : ''}`);
  });
});
