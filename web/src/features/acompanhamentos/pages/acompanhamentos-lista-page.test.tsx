import { type AcompanhamentoLinha, MENSAGENS } from '@acolher/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type ChamadaFeita,
  entrarComoUsuario,
  paginaFalsa,
  ROTA_SESSAO,
  simularApi,
} from '../../../test/api-falsa.ts';
import { abrirApp } from '../../../test/renderizar.tsx';

const TURNOS = [
  { TURNO: 'DIA', NOME: 'Dia', INICIO: '07:00', FIM: '18:59' },
  { TURNO: 'NOITE', NOME: 'Noite', INICIO: '19:00', FIM: '06:59' },
];

/** 57 characters: the list shows 55 and an ellipsis. */
const LONGA = 'Curativo no calcanhar esquerdo, sem sinais de infecção, a';

function linha(codigo: number, campos: Partial<AcompanhamentoLinha> = {}): AcompanhamentoLinha {
  return {
    CODIGO: codigo,
    DATA_ACOMPANHAMENTO: '2026-11-03',
    HORA_ACOMPANHAMENTO: '21:40',
    TURNO: 'NOITE',
    ATIVIDADE: `Atividade ${codigo}`,
    CORRIGE_CODIGO: null,
    EDITADO: false,
    FUNCIONARIOS: 'Maria Souza (Cuidadora)',
    RESIDENTES: 'Antônia Alves, Benedito Ávila',
    ...campos,
  };
}

const BASE = '/acompanhamento?limite=10&deslocamento=0';

/** An emoji as the 55th character: cut by UTF-16 units, the list showed half of it. */
const COM_EMOJI = `${'a'.repeat(54)}😊 depois do corte`;

function abrir(rotas: Parameters<typeof simularApi>[0]) {
  entrarComoUsuario();
  const api = simularApi({ ...ROTA_SESSAO, 'GET /turnos': { corpo: TURNOS }, ...rotas });
  return { ...api, ...abrirApp('/acompanhamentos') };
}

const listas = (chamadas: ChamadaFeita[]) =>
  chamadas.filter((c) => c.caminho.startsWith('/acompanhamento?')).map((c) => c.caminho);

describe('Acompanhamentos: lista', () => {
  it('mostra data dd/MM/yyyy, hora, turno, a atividade cortada em 55 com reticências e os participantes', async () => {
    abrir({
      [`GET ${BASE}`]: paginaFalsa(
        [linha(2, { ATIVIDADE: LONGA, EDITADO: true }), linha(1, { CORRIGE_CODIGO: 9 })],
        2,
      ),
    });
    const tabela = await screen.findByRole('table', { name: 'Acompanhamentos registrados' });
    const [primeira] = await within(tabela).findAllByRole('row', { name: /03\/11\/2026/ });
    expect(primeira).toBeDefined();
    const celulas = within(primeira as HTMLElement).getAllByRole('cell');
    expect(celulas.map((c) => c.textContent)).toEqual([
      '03/11/2026',
      '21:40',
      'Noite',
      `${LONGA.slice(0, 55)}…Editado`,
      'Maria Souza (Cuidadora)',
      'Antônia Alves, Benedito Ávila',
      'Abrir',
    ]);
    expect(within(tabela).getByText('Correção do nº 9')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('corta a atividade em 55 caracteres sem partir um emoji', async () => {
    abrir({ [`GET ${BASE}`]: paginaFalsa([linha(3, { ATIVIDADE: COM_EMOJI })], 1) });
    const tabela = await screen.findByRole('table', { name: 'Acompanhamentos registrados' });
    expect(await within(tabela).findByText(`${'a'.repeat(54)}😊…`)).toBeInTheDocument();
  });

  it('filtra por período, turno e palavras, sempre da primeira página, e pagina de 10 em 10', async () => {
    const dez = Array.from({ length: 10 }, (_, i) => linha(30 - i));
    const { chamadas, router } = abrir({
      [`GET ${BASE}`]: paginaFalsa(dez, 25),
      'GET /acompanhamento?limite=10&deslocamento=10': paginaFalsa(dez, 25),
      'GET /acompanhamento?de=2026-11-01&limite=10&deslocamento=0': paginaFalsa([linha(5)], 1),
      'GET /acompanhamento?de=2026-11-01&ate=2026-11-30&limite=10&deslocamento=0': paginaFalsa([linha(5)], 1),
      'GET /acompanhamento?de=2026-11-01&ate=2026-11-30&turno=NOITE&limite=10&deslocamento=0': paginaFalsa(
        [linha(5)],
        1,
      ),
      'GET /acompanhamento?de=2026-11-01&ate=2026-11-30&turno=NOITE&busca=curativo&limite=10&deslocamento=0':
        paginaFalsa([linha(5)], 1),
    });
    await screen.findByRole('table', { name: 'Acompanhamentos registrados' });
    await userEvent.click(await screen.findByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(listas(chamadas)).toContain('/acompanhamento?limite=10&deslocamento=10'));

    await userEvent.type(screen.getByLabelText('De'), '01112026');
    await userEvent.type(screen.getByLabelText('Até'), '30112026');
    await userEvent.click(screen.getByRole('combobox', { name: 'Turno' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Noite', hidden: true }));
    await userEvent.type(screen.getByLabelText('Buscar na atividade'), 'curativo');
    await waitFor(() =>
      expect(listas(chamadas).at(-1)).toBe(
        '/acompanhamento?de=2026-11-01&ate=2026-11-30&turno=NOITE&busca=curativo&limite=10&deslocamento=0',
      ),
    );
    // A date is asked for once whole, never digit by digit.
    expect(listas(chamadas).filter((c) => c.includes('de=0') || c.includes('de=01'))).toEqual([]);
    expect(router.state.location.search).toBe('?de=2026-11-01&ate=2026-11-30&turno=NOITE&busca=curativo');
  });

  it('De como as pessoas escrevem: 1/11/26 e Tab pede de 01/11/2026; "n" no Turno escolhe Noite', async () => {
    const { chamadas } = abrir({
      [`GET ${BASE}`]: paginaFalsa([linha(5)], 1),
      'GET /acompanhamento?de=2026-11-01&limite=10&deslocamento=0': paginaFalsa([linha(5)], 1),
      'GET /acompanhamento?de=2026-11-01&turno=NOITE&limite=10&deslocamento=0': paginaFalsa([linha(5)], 1),
    });
    await screen.findByRole('table', { name: 'Acompanhamentos registrados' });
    await userEvent.type(screen.getByLabelText('De'), '1/11/26');
    await userEvent.tab();
    expect(screen.getByLabelText('De')).toHaveValue('01/11/2026');
    await waitFor(() =>
      expect(listas(chamadas).at(-1)).toBe('/acompanhamento?de=2026-11-01&limite=10&deslocamento=0'),
    );
    screen.getByRole('combobox', { name: 'Turno' }).focus();
    await userEvent.keyboard('n');
    await waitFor(() =>
      expect(listas(chamadas).at(-1)).toBe(
        '/acompanhamento?de=2026-11-01&turno=NOITE&limite=10&deslocamento=0',
      ),
    );
  });

  it('um período com o fim antes do início diz por quê no Até, sem pedir ao servidor', async () => {
    const { chamadas } = abrir({
      [`GET ${BASE}`]: paginaFalsa([linha(5)], 1),
      'GET /acompanhamento?de=2026-05-04&limite=10&deslocamento=0': paginaFalsa([linha(5)], 1),
      'GET /acompanhamento?ate=2026-01-01&limite=10&deslocamento=0': paginaFalsa([linha(5)], 1),
    });
    await screen.findByRole('table', { name: 'Acompanhamentos registrados' });
    await userEvent.type(screen.getByLabelText('De'), '04052026');
    await userEvent.type(screen.getByLabelText('Até'), '01012026');
    expect(await screen.findByText(MENSAGENS.periodoInvertido)).toBeInTheDocument();
    expect(screen.getByLabelText('Até')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Atividade 5')).not.toBeInTheDocument();
    expect(listas(chamadas).filter((c) => c.includes('de=2026-05-04&ate='))).toEqual([]);
    await userEvent.clear(screen.getByLabelText('De'));
    await waitFor(() =>
      expect(listas(chamadas).at(-1)).toBe('/acompanhamento?ate=2026-01-01&limite=10&deslocamento=0'),
    );
    expect(screen.queryByText(MENSAGENS.periodoInvertido)).not.toBeInTheDocument();
    expect(await screen.findByText('Atividade 5')).toBeInTheDocument();
  });

  it('"Novo acompanhamento", "Abrir" e a linha levam ao formulário', async () => {
    const { router } = abrir({ [`GET ${BASE}`]: paginaFalsa([linha(7)], 1) });
    expect(await screen.findByRole('link', { name: /Abrir acompanhamento .* nº 7/ })).toHaveAttribute(
      'href',
      '/acompanhamentos/7',
    );
    expect(screen.getByRole('link', { name: 'Novo acompanhamento' })).toHaveAttribute(
      'href',
      '/acompanhamentos/novo',
    );
    await userEvent.click(screen.getByText('Atividade 7'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/acompanhamentos/7'));
  });
});
