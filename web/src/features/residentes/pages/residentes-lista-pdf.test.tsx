import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { entrarComoUsuario, SESSAO_MARIA, simularApi } from '../../../test/api-falsa.ts';
import { abrirApp } from '../../../test/renderizar.tsx';

const PDF = { corpo: 'pdf', cabecalhos: { 'Content-Type': 'application/pdf' } };
const VAZIA = { corpo: [], cabecalhos: { 'X-Total-Count': '0' } };

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  entrarComoUsuario();
});

describe('"PDF da lista" dos residentes', () => {
  it('imprime a aba e a busca que a tela mostra', async () => {
    const { chamadas } = simularApi({
      'GET /sessao': { corpo: SESSAO_MARIA },
      'GET /residente?limite=10&deslocamento=0': VAZIA,
      'GET /residente-inativos?limite=10&deslocamento=0': VAZIA,
      'GET /residente-inativos?busca=Aparecida+C%C3%A2mara&limite=10&deslocamento=0': VAZIA,
      'GET /relatorio-residentes/inativos?busca=Aparecida+C%C3%A2mara': PDF,
    });
    abrirApp('/residentes?aba=inativos');
    await userEvent.type(
      await screen.findByRole('searchbox', { name: /Buscar residente/ }),
      'Aparecida Câmara ',
    );
    await waitFor(() =>
      expect(chamadas.map((c) => c.caminho)).toContain(
        '/residente-inativos?busca=Aparecida+C%C3%A2mara&limite=10&deslocamento=0',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'PDF da lista' }));
    await waitFor(() =>
      expect(chamadas.map((c) => c.caminho)).toContain(
        '/relatorio-residentes/inativos?busca=Aparecida+C%C3%A2mara',
      ),
    );
  });

  it('clicado logo depois de digitar, imprime a busca que está na caixa', async () => {
    const { chamadas } = simularApi({
      'GET /sessao': { corpo: SESSAO_MARIA },
      'GET /residente?limite=10&deslocamento=0': VAZIA,
      'GET /residente?busca=S%C3%A1+Z%C3%A9lia&limite=10&deslocamento=0': VAZIA,
      'GET /relatorio-residentes/ativos?busca=S%C3%A1+Z%C3%A9lia': PDF,
    });
    abrirApp('/residentes');
    await userEvent.type(await screen.findByRole('searchbox', { name: /Buscar residente/ }), 'Sá Zélia');
    await userEvent.click(screen.getByRole('button', { name: 'PDF da lista' }));
    await waitFor(() =>
      expect(chamadas.map((c) => c.caminho)).toContain(
        '/relatorio-residentes/ativos?busca=S%C3%A1+Z%C3%A9lia',
      ),
    );
    expect(chamadas.map((c) => c.caminho)).not.toContain('/relatorio-residentes/ativos');
  });

  it('sem busca, pede a aba inteira', async () => {
    const { chamadas } = simularApi({
      'GET /sessao': { corpo: SESSAO_MARIA },
      'GET /residente?limite=10&deslocamento=0': VAZIA,
      'GET /relatorio-residentes/ativos': PDF,
    });
    abrirApp('/residentes');
    await userEvent.click(await screen.findByRole('button', { name: 'PDF da lista' }));
    await waitFor(() => expect(chamadas.map((c) => c.caminho)).toContain('/relatorio-residentes/ativos'));
  });
});
