import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { entrarComoUsuario, SESSAO_MARIA, simularApi } from '../../../test/api-falsa.ts';
import { abrirApp } from '../../../test/renderizar.tsx';

const VAZIA = { corpo: [], cabecalhos: { 'X-Total-Count': '0' } };

describe('"PDF da lista" dos convênios', () => {
  it('imprime a aba e a busca que a tela mostra', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    entrarComoUsuario();
    const { chamadas } = simularApi({
      'GET /sessao': { corpo: SESSAO_MARIA },
      'GET /convenio-desativados?busca=sa%C3%BAde+vida&limite=10&deslocamento=0': VAZIA,
      'GET /relatorio-convenios/inativos?busca=sa%C3%BAde+vida': {
        corpo: 'pdf',
        cabecalhos: { 'Content-Type': 'application/pdf' },
      },
    });
    abrirApp('/convenios?aba=inativos&busca=sa%C3%BAde+vida');
    await userEvent.click(await screen.findByRole('button', { name: 'PDF da lista' }));
    await waitFor(() =>
      expect(chamadas.map((c) => c.caminho)).toContain('/relatorio-convenios/inativos?busca=sa%C3%BAde+vida'),
    );
  });
});
