import { PERMISSAO } from '@acolher/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clienteDaApi } from './support/api.ts';
import { fotografar, usarNavegador } from './support/browser.ts';
import { type Conta, sufixoUnico, usarSemeador } from './support/seed.ts';
import { entrar, esperarTexto } from './support/telas.ts';

/** The smallest box a thumb hits reliably (WCAG 2.5.5, Apple's and Google's guidelines). */
const MINIMO_PX = 44;

/**
 * Every visible interactive element whose box is under 44 × 44 px, named so the failure says which.
 * A checkbox or radio is hit through its label, so its label's box counts. A link inside running
 * text is exempt (WCAG 2.5.5's "inline" exception): it is text, not a control.
 */
async function alvosPequenos(page: Page): Promise<string[]> {
  return page.evaluate((minimo) => {
    const seletor = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[role="combobox"]',
      '[role="link"]',
      '.mantine-Pill-remove',
    ].join(',');
    const visivel = (el: Element) => {
      // A pill's "×" is hidden from screen readers, yet a finger hits it: only what cannot be hit is left out.
      if (el.closest('[inert]')) return false;
      const estilo = getComputedStyle(el);
      const caixa = el.getBoundingClientRect();
      const naLargura = caixa.right > 0 && caixa.left < innerWidth;
      return (
        estilo.visibility !== 'hidden' &&
        estilo.pointerEvents !== 'none' &&
        caixa.width > 0 &&
        caixa.height > 0 &&
        naLargura
      );
    };
    const noTexto = (el: Element) =>
      el.tagName === 'A' &&
      [...(el.parentElement?.childNodes ?? [])].some(
        (n) => n !== el && n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
    const caixaDoAlvo = (el: Element) => {
      const marcavel = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
      const rotulo = marcavel ? (el.closest('label') ?? el.labels?.[0]) : null;
      // A pills field is hit anywhere in its box, not only on the text input after the pills.
      const campo = el.closest('.mantine-Input-input');
      return (rotulo ?? campo ?? el).getBoundingClientRect();
    };
    const nome = (el: Element) =>
      el.getAttribute('aria-label') ??
      (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement
        ? (el.labels?.[0]?.textContent ?? el.placeholder)
        : el.textContent
      )
        ?.trim()
        .slice(0, 40);
    return [...document.querySelectorAll(seletor)]
      .filter((el) => visivel(el) && !noTexto(el))
      .flatMap((el) => {
        const { width, height } = caixaDoAlvo(el);
        if (width >= minimo - 0.5 && height >= minimo - 0.5) return [];
        return [`${el.tagName.toLowerCase()} "${nome(el)}" ${Math.round(width)}×${Math.round(height)}`];
      });
  }, MINIMO_PX);
}

/** Each screen's small targets, gathered so one run names every screen's. */
async function medir(page: Page, tela: string, pequenos: string[]): Promise<void> {
  await fotografar(page, `alvos-${tela}`);
  pequenos.push(...(await alvosPequenos(page)).map((alvo) => `${tela}: ${alvo}`));
}

/** Eleven follow-ups (two pages of ten) of one resident, one of them a correction with a colleague. */
async function escreverAcompanhamentos(
  conta: Conta,
  colega: number,
  residente: number,
  marca: string,
): Promise<void> {
  const chamar = await clienteDaApi(conta);
  for (let dia = 1; dia <= 11; dia++) {
    await chamar('POST', '/acompanhamentos', {
      DATA_ACOMPANHAMENTO: `2025-03-${String(dia).padStart(2, '0')}`,
      HORA_ACOMPANHAMENTO: '09:30',
      ATIVIDADE: `Registro de rotina ${marca} número ${dia}`,
      FUNCIONARIOS: [conta.codigo, colega],
      RESIDENTES: [residente],
    });
  }
}

/** docs/produto.md: used mostly on phones. Every control of the main screens is at least 44 × 44 px at 390 px. */
describe('Alvos de toque no telefone (390 px)', () => {
  const navegador = usarNavegador();
  const semear = usarSemeador();

  it('as telas principais não têm botão, campo, aba ou "×" menor que 44 px', async () => {
    const administrador = await semear.conta({ permissao: PERMISSAO.administrador });
    const colega = await semear.funcionario();
    const convenio = await semear.convenio(`Plano ${sufixoUnico()}`);
    const nome = `Lurdes${sufixoUnico()}`;
    const residente = await semear.residente({
      nome,
      sobrenome: 'Toque',
      nascimento: '1941-05-06',
      convenio,
      beneficio: { nome: 'Aposentadoria', provaDeVida: '2030-01-10' },
      familiar: {
        nome: 'Rosa',
        sobrenome: 'Toque',
        parentesco: 'Filha',
        telefones: ['11987654321'],
        cidade: 'São Paulo',
        uf: 'SP',
      },
    });
    // A word of its own: other files' rows share the run's database and the lists' first pages.
    const marca = sufixoUnico();
    await escreverAcompanhamentos(administrador, colega.codigo, residente, marca);
    const page = await navegador.abrir({ telefone: true });
    await entrar(page, administrador);
    const pequenos: string[] = [];
    await medir(page, 'inicio', pequenos);

    await page.goto(`/#/residentes?busca=${nome}`);
    await esperarTexto(page.getByRole('main'), nome);
    await medir(page, 'residentes', pequenos);
    await page.goto(`/#/residentes/${residente}`);
    await esperarTexto(page.getByRole('main'), 'Rosa Toque');
    await medir(page, 'residente', pequenos);
    await page.goto(`/#/residentes/${residente}/editar`);
    await page.getByRole('form').first().waitFor();
    await medir(page, 'residente-editar', pequenos);

    await page.goto(`/#/residente-acomp/${residente}`);
    await esperarTexto(page.getByRole('main'), `Registro de rotina ${marca} número 11`);
    await medir(page, 'residente-acomp', pequenos);
    await page.getByRole('button', { name: 'Novo acompanhamento' }).click();
    const form = page.getByRole('form', { name: 'Acompanhamento' });
    await form.locator('.mantine-Pill-label').first().waitFor();
    await medir(page, 'acompanhamento-novo', pequenos);

    await page.goto(`/#/acompanhamentos?busca=${marca}`);
    await esperarTexto(page.getByRole('main'), `Registro de rotina ${marca} número 11`);
    await medir(page, 'acompanhamentos', pequenos);
    await page.goto(`/#/funcionarios?busca=${colega.nome}`);
    await esperarTexto(page.getByRole('main'), colega.nome);
    await medir(page, 'funcionarios', pequenos);
    await page.goto(`/#/funcionarios/${colega.codigo}`);
    await page.getByRole('region', { name: 'Acesso ao sistema' }).waitFor();
    await medir(page, 'funcionario', pequenos);
    await page.goto('/#/convenios');
    await page.getByRole('main').getByRole('table').waitFor();
    await medir(page, 'convenios', pequenos);
    expect(pequenos, `alvos de toque menores que ${MINIMO_PX} px`).toEqual([]);
  });
});
