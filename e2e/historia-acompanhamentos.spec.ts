import { MENSAGENS, PERMISSAO } from '@acolher/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { clienteDaApi } from './support/api.ts';
import { TELEFONE, usarNavegador } from './support/browser.ts';
import {
  baixarPdf,
  dialogo,
  digitar,
  escolhidos,
  esperarMensagem,
  type PdfBaixado,
} from './support/cadastro.ts';
import {
  type Conta,
  dataBr,
  dataIso,
  hojeNoLar,
  type NovoFuncionario,
  sufixoUnico,
  usarSemeador,
} from './support/seed.ts';
import { campo, entrar, esperarDentroDaTela, esperarRota, esperarTexto } from './support/telas.ts';

/**
 * The follow-ups' story (decision 0028), tried as a new user would, in one go: a caregiver on a phone logs a follow-up
 * from a resident's page with a colleague and two more residents, finds it on each resident's
 * screen and narrows that screen every way it offers; then the coordinator, at a desk, prints the
 * first resident's prontuário of the colleague and of this month.
 */

interface Residente {
  codigo: number;
  nome: string;
  sobrenome: string;
}

interface Elenco {
  cuidadora: Conta;
  coordenadora: Conta;
  colega: NovoFuncionario;
  /** The first is the caregiver's starting point; the other two are added in the form. */
  residentes: [Residente, Residente, Residente];
}

const nomeCompleto = (r: Residente) => `${r.nome} ${r.sobrenome}`;

/** How the employee selects and the "Informações" modal name a seeded employee (all are "Cuidadora"). */
const naOpcao = (nome: string) => `${nome} Cuidadora - Cuidadora`;
const naInformacao = (nome: string) => `${nome} Cuidadora (Cuidadora)`;

/** The home's month as the screens type and print it: its first and last day. */
function mesDoLar(): { inicio: string; fim: string } {
  const { ano, mes } = hojeNoLar();
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  return { inicio: dataIso(ano, mes, 1), fim: dataIso(ano, mes, ultimo) };
}

/** The home's clock (HH:mm): what the form must fill the time with. */
function horaNoLar(): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
}

/**
 * The first resident's history before the story, through the API as the app writes it: twelve of
 * the caregiver's alone in January 2025 (two pages with today's), one with the colleague in February
 * 2025 (outside the printed month) and one of the caregiver's alone on this month's first day
 * (inside the month, outside the colleague's filter).
 */
async function escreverHistorico(e: Elenco): Promise<{ foraDoMes: string; semColega: string }> {
  const chamar = await clienteDaApi(e.cuidadora);
  const sessao = (await chamar('GET', '/sessao')) as { CODIGO_FUNCIONARIO: number };
  const escrever = (dia: string, ATIVIDADE: string, FUNCIONARIOS: number[]) =>
    chamar('POST', '/acompanhamentos', {
      DATA_ACOMPANHAMENTO: dia,
      HORA_ACOMPANHAMENTO: '08:15',
      ATIVIDADE,
      FUNCIONARIOS,
      RESIDENTES: [e.residentes[0].codigo],
    });
  for (let dia = 1; dia <= 12; dia++) {
    await escrever(dataIso(2025, 1, dia), `Medicação da manhã, dia ${dia}`, [sessao.CODIGO_FUNCIONARIO]);
  }
  const foraDoMes = 'Troca de curativo com a colega em fevereiro';
  await escrever('2025-02-10', foraDoMes, [sessao.CODIGO_FUNCIONARIO, e.colega.codigo]);
  const semColega = 'Aferição de pressão no começo do mês';
  await escrever(mesDoLar().inicio, semColega, [sessao.CODIGO_FUNCIONARIO]);
  return { foraDoMes, semColega };
}

/**
 * Types part of a name in a multi-select and taps the option, as a thumb does. The pick closes the
 * list (open, it covered Salvar on a phone), so no tap elsewhere is needed before the next field.
 */
async function tocarOpcao(page: Page, form: Locator, rotulo: string, busca: string, opcao: string) {
  const caixa = campo(form, rotulo);
  await caixa.click();
  await caixa.pressSequentially(busca);
  await page.getByRole('option', { name: opcao }).first().click();
  await form.locator('.mantine-Pill-label').filter({ hasText: opcao }).waitFor();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Step 1: from the residents' list to the resident's page, then to their follow-ups. */
async function abrirPeloResidente(page: Page, r: Residente): Promise<void> {
  await page.goto('/#/residentes');
  await page.getByRole('searchbox', { name: 'Buscar residente pelo nome' }).fill(r.nome);
  await page.getByRole('button', { name: `Ações de ${nomeCompleto(r)}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Abrir', exact: true }).click();
  await page.getByRole('heading', { name: nomeCompleto(r), level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Acompanhamentos', exact: true }).click();
  await esperarRota(page, `residente-acomp/${r.codigo}`);
  await page.getByRole('heading', { name: 'Visualização dos acompanhamentos', level: 1 }).waitFor();
}

/**
 * Steps 2 and 3: "Novo acompanhamento" comes filled with the resident, her own employee, the
 * home's today and the time; she adds a colleague and two residents, types and saves. Answers the
 * time the form filled in, and how long it took from the tap to the saved notice.
 */
async function registrar(
  page: Page,
  e: Elenco,
  atividade: string,
): Promise<{ hora: string; duracao: number }> {
  const [primeiro, segundo, terceiro] = e.residentes;
  const inicio = performance.now();
  const antes = horaNoLar();
  await page.getByRole('button', { name: 'Novo acompanhamento' }).click();
  const form = page.getByRole('form', { name: 'Acompanhamento' });
  await form.waitFor();
  const { ano, mes, dia } = hojeNoLar();
  expect(await campo(form, 'Data').inputValue()).toBe(dataBr(dataIso(ano, mes, dia)));
  const hora = await campo(form, 'Hora').inputValue();
  expect([antes, horaNoLar()]).toContain(hora);
  await expect
    .poll(() => escolhidos(form, 'Funcionários participantes'))
    .toEqual([naOpcao(e.cuidadora.nome)]);
  expect(await escolhidos(form, 'Residentes')).toEqual([expect.stringContaining(nomeCompleto(primeiro))]);

  await tocarOpcao(page, form, 'Funcionários participantes', e.colega.nome, naOpcao(e.colega.nome));
  await tocarOpcao(page, form, 'Residentes', segundo.nome, nomeCompleto(segundo));
  await tocarOpcao(page, form, 'Residentes', terceiro.nome.toLowerCase(), nomeCompleto(terceiro));
  await campo(form, 'Atividade realizada').fill(atividade);
  const salvar = form.getByRole('button', { name: 'Salvar' });
  await esperarDentroDaTela(page, salvar);
  await salvar.click();
  await esperarMensagem(page, 'Acompanhamento salvo com sucesso');
  const duracao = performance.now() - inicio;
  await esperarRota(page, `residente-acomp/${primeiro.codigo}`);
  return { hora, duracao };
}

const tabelaDe = (page: Page, r: Residente) =>
  page.getByRole('table', { name: `Acompanhamentos de ${nomeCompleto(r)}` });

/** The activity cell of every row the table lists now, badges aside. */
async function atividades(tabela: Locator): Promise<string[]> {
  const celulas = await tabela
    .locator('tbody tr')
    .evaluateAll((linhas) => linhas.map((l) => l.querySelector('td')?.textContent ?? ''));
  return celulas.map((c) => c.replace(/(Editado|Correção)$/, ''));
}

async function esperarAtividades(tabela: Locator, esperadas: string[]): Promise<void> {
  await expect.poll(() => atividades(tabela), { timeout: 10_000 }).toEqual(esperadas);
}

/** The same rows in any order: two of one day (this month's first) may list either way round. */
async function esperarAsMesmas(tabela: Locator, esperadas: string[]): Promise<void> {
  await expect
    .poll(async () => (await atividades(tabela)).sort(), { timeout: 10_000 })
    .toEqual([...esperadas].sort());
}

const naLista = (texto: string) => (texto.length > 55 ? `${texto.slice(0, 55)}…` : texto);

/** The entry's row on a resident's screen: today's date, the activity cut at 55. */
async function acharNaTela(page: Page, r: Residente, atividade: string): Promise<void> {
  await page.goto(`/#/residente-acomp/${r.codigo}`);
  const linha = tabelaDe(page, r)
    .getByRole('row')
    .filter({ hasText: naLista(atividade) });
  await linha.waitFor();
  const { ano, mes, dia } = hojeNoLar();
  expect((await linha.getByRole('cell').allTextContents()).slice(0, 2)).toEqual([
    naLista(atividade),
    dataBr(dataIso(ano, mes, dia)),
  ]);
}

async function abrirPainel(page: Page, rotulo: string): Promise<Locator> {
  await page.getByRole('button', { name: rotulo, exact: true }).click();
  const painel = page.getByRole('dialog', { name: rotulo });
  await painel.waitFor();
  return painel;
}

async function limparFiltros(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await page.getByRole('button', { name: 'Limpar filtros' }).waitFor({ state: 'detached' });
}

/** "Informações" of the row holding the activity: the whole text and "Nome Sobrenome (Cargo)" of each. */
async function verInformacoes(page: Page, r: Residente, atividade: string, e: Elenco): Promise<void> {
  const linha = tabelaDe(page, r)
    .getByRole('row')
    .filter({ hasText: naLista(atividade) });
  await linha.getByRole('button', { name: /^Informações do acompanhamento de / }).click();
  const modal = dialogo(page, 'Informações do acompanhamento');
  await esperarTexto(modal, atividade);
  await esperarTexto(modal, 'Funcionarios Participantes');
  await esperarTexto(modal, naInformacao(e.cuidadora.nome));
  await esperarTexto(modal, naInformacao(e.colega.nome));
  await modal.getByRole('button', { name: 'Voltar' }).click();
  await modal.waitFor({ state: 'detached' });
}

/** Step 4 on the first resident's screen: period, employee, a word, and the two pages. */
async function estreitar(
  page: Page,
  e: Elenco,
  { atividade, palavra, semColega }: { atividade: string; palavra: string; semColega: string },
): Promise<void> {
  const tabela = tabelaDe(page, e.residentes[0]);
  const { inicio, fim } = mesDoLar();
  const paraDigitar = (iso: string) => dataBr(iso).replaceAll('/', '');

  let painel = await abrirPainel(page, 'Filtro');
  await digitar(campo(painel, 'De'), paraDigitar(inicio));
  await digitar(campo(painel, 'Até'), paraDigitar(fim));
  await painel.getByRole('button', { name: 'Filtrar' }).click();
  await esperarAsMesmas(tabela, [naLista(atividade), semColega]);
  await limparFiltros(page);

  painel = await abrirPainel(page, 'Funcionário');
  await painel.getByRole('combobox', { name: 'Funcionário' }).click();
  await page.getByRole('option', { name: naOpcao(e.colega.nome) }).click();
  await painel.getByRole('button', { name: 'Definir funcionário' }).click();
  await esperarAtividades(tabela, [naLista(atividade), 'Troca de curativo com a colega em fevereiro']);
  await limparFiltros(page);

  painel = await abrirPainel(page, 'Pesquisar');
  await campo(painel, 'Pesquisar nos acompanhamentos').fill(palavra.toUpperCase());
  await esperarAtividades(tabela, [naLista(atividade)]);
  await page.keyboard.press('Escape');
  await limparFiltros(page);

  const paginacao = page.getByRole('navigation', { name: 'Paginação' });
  await esperarTexto(paginacao, '1 / 2');
  expect(await atividades(tabela)).toHaveLength(10);
  await paginacao.getByRole('button', { name: 'Próximo' }).click();
  await esperarTexto(paginacao, '2 / 2');
  await esperarAtividades(
    tabela,
    [5, 4, 3, 2, 1].map((dia) => `Medicação da manhã, dia ${dia}`),
  );
  const largura = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(largura, 'a página não rola para o lado').toBeLessThanOrEqual(TELEFONE.width);
}

/** Step 5: at a desk, the coordinator prints the first resident's prontuário of the colleague and this month. */
async function imprimirDaColegaNoMes(mesa: Page, e: Elenco): Promise<PdfBaixado> {
  await mesa.goto(`/#/residente-acomp/${e.residentes[0].codigo}`);
  await tabelaDe(mesa, e.residentes[0]).getByRole('row').nth(1).waitFor();
  await mesa.getByRole('button', { name: 'Imprimir prontuário' }).click();
  const prontuario = dialogo(mesa, 'Prontuário');
  await prontuario.getByRole('combobox', { name: 'Funcionário' }).click();
  await mesa.getByRole('option', { name: naOpcao(e.colega.nome) }).click();
  const { inicio, fim } = mesDoLar();
  await digitar(campo(prontuario, 'De'), dataBr(inicio).replaceAll('/', ''));
  await digitar(campo(prontuario, 'Até'), dataBr(fim).replaceAll('/', ''));
  const pdf = await baixarPdf(mesa, () => prontuario.getByRole('button', { name: 'Imprimir' }).click());
  await prontuario.waitFor({ state: 'detached' });
  return pdf;
}

describe('A história dos acompanhamentos: do telefone da cuidadora ao prontuário da coordenadora', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();
  const e = {} as Elenco;
  let historico: { foraDoMes: string; semColega: string };

  beforeAll(async () => {
    e.cuidadora = await semear.conta();
    e.coordenadora = await semear.conta({ permissao: PERMISSAO.administrador });
    e.colega = await semear.funcionario();
    const residentes: Residente[] = [];
    for (const inicial of ['Ana', 'Bento', 'Célia']) {
      const nome = `${inicial}${sufixoUnico()}`;
      const sobrenome = 'Historiada';
      residentes.push({
        codigo: await semear.residente({ nome, sobrenome, nascimento: '1939-06-21' }),
        nome,
        sobrenome,
      });
    }
    e.residentes = residentes as Elenco['residentes'];
    historico = await escreverHistorico(e);
  });

  it('a cuidadora registra no telefone e acha o registro nos três residentes; a coordenadora imprime o prontuário', async () => {
    const palavra = `hidratacao${sufixoUnico(2)}`;
    const atividade = `Banho de aspersão com a colega, ${palavra} da pele e troca de fralda; residentes tranquilos, aceitaram o lanche.`;

    const telefone = await navegador.abrir({ telefone: true });
    await entrar(telefone, e.cuidadora);
    await abrirPeloResidente(telefone, e.residentes[0]);
    const { hora, duracao } = await registrar(telefone, e, atividade);
    console.info(`Do toque em "Novo acompanhamento" ao "salvo": ${Math.round(duracao)} ms`);
    expect(duracao, 'menos de 30 s (docs/produto.md §9)').toBeLessThan(30_000);

    for (const r of e.residentes) await acharNaTela(telefone, r, atividade);
    await verInformacoes(telefone, e.residentes[2], atividade, e);
    await acharNaTela(telefone, e.residentes[0], atividade);
    await verInformacoes(telefone, e.residentes[0], atividade, e);
    await estreitar(telefone, e, { atividade, palavra, semColega: historico.semColega });

    const mesa = await navegador.abrir();
    await entrar(mesa, e.coordenadora);
    const pdf = await imprimirDaColegaNoMes(mesa, e);
    const { inicio, fim } = mesDoLar();
    const noNome = (iso: string) => dataBr(iso).replaceAll('/', '-');
    const nome = nomeCompleto(e.residentes[0]);
    expect(pdf.nome).toBe(`Prontuário ${nome} (Início ${noNome(inicio)}) (Fim ${noNome(fim)}).pdf`);
    expect(pdf.texto).toContain('Lar Acolher Prontuário');
    expect(pdf.texto).toContain(nome);
    expect(pdf.texto).toContain(`Período: ${dataBr(inicio)} a ${dataBr(fim)}`);
    expect(pdf.texto).toContain(`Funcionário: ${naInformacao(e.colega.nome)}`);
    const { ano, mes, dia } = hojeNoLar();
    // A row shared with other residents names them all above its activity.
    const residentes = e.residentes.map(nomeCompleto).sort((a, b) => a.localeCompare(b, 'pt-BR'));
    expect(pdf.texto).toContain(
      `${dataBr(dataIso(ano, mes, dia))} ${hora} Residentes: ${residentes.join(', ')} ${atividade}`,
    );
    expect(pdf.texto).toContain(`${e.cuidadora.nome} Cuidadora Cuidadora`);
    expect(pdf.texto).toContain(`${e.colega.nome} Cuidadora Cuidadora`);
    expect(pdf.texto).not.toContain(historico.semColega);
    expect(pdf.texto).not.toContain(historico.foraDoMes);
    expect(pdf.texto).toContain(`Emitido por ${e.coordenadora.nome} Cuidadora em`);
    expect(pdf.texto).toContain('Página 1 de 1');
    await esperarMensagem(mesa, MENSAGENS.prontuarioEmitido);
  }, 120_000);
});
