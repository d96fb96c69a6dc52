import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderComTema } from '../test/mantine.tsx';
import { simularTela } from '../test/tela.ts';
import { type ItemPaginacao, itensPaginacao, Paginacao } from './paginacao.tsx';

function rotulos(itens: ItemPaginacao[]): (number | '…')[] {
  return itens.map((item) => (item.tipo === 'pagina' ? item.numero : '…'));
}

describe('itensPaginacao', () => {
  it('até 7 páginas mostra todas', () => {
    expect(rotulos(itensPaginacao(1, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('no início: reticências só no fim', () => {
    expect(rotulos(itensPaginacao(2, 20))).toEqual([1, 2, 3, 4, 5, '…', 20]);
  });

  it('no meio: reticências dos dois lados em volta da página atual', () => {
    expect(rotulos(itensPaginacao(10, 20))).toEqual([1, '…', 9, 10, 11, '…', 20]);
  });

  it('no fim: reticências só no início', () => {
    expect(rotulos(itensPaginacao(19, 20))).toEqual([1, '…', 16, 17, 18, 19, 20]);
  });

  it('respeita outro número de links', () => {
    expect(itensPaginacao(50, 100, 9)).toHaveLength(9);
    expect(rotulos(itensPaginacao(50, 100, 9))).toEqual([1, '…', 48, 49, 50, 51, 52, '…', 100]);
  });
});

describe('Paginacao', () => {
  it('navega por Anterior, Próximo e números', async () => {
    const mudar = vi.fn();
    renderComTema(<Paginacao pagina={1} totalPaginas={20} onChange={mudar} />);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Página 20' }));
    expect(mudar.mock.calls).toEqual([[2], [20]]);
  });

  it("em telas de até 601 px mostra 'atual / última'", () => {
    simularTela(true);
    renderComTema(<Paginacao pagina={3} totalPaginas={10} onChange={() => undefined} />);
    expect(screen.getByText('3 / 10')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Página 4' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeEnabled();
  });

  it('some com uma página quando pedido', () => {
    const { container } = renderComTema(
      <Paginacao pagina={1} totalPaginas={1} onChange={() => undefined} ocultarSeUnica />,
    );
    expect(container.querySelector('nav')).toBeNull();
  });

  it('sem o pedido, com uma página, fica visível e sem avançar', () => {
    renderComTema(<Paginacao pagina={1} totalPaginas={1} onChange={() => undefined} />);
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled();
  });
});
