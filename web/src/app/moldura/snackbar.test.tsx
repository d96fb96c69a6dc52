import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fecharSnackbar, notificar } from '../../lib/snackbar.ts';
import { renderComTema } from '../../test/mantine.tsx';
import { Snackbar } from './snackbar.tsx';

describe('Snackbar (docs/produto.md §4: 3000 ms, uma mensagem por vez)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    act(fecharSnackbar);
  });

  it('some depois de 3000 ms', () => {
    renderComTema(<Snackbar />);
    act(() => notificar('Salvo'));
    expect(screen.getByText('Salvo')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Salvo')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Salvo')).not.toBeInTheDocument();
  });

  it('uma nova mensagem substitui a anterior e reinicia o tempo', () => {
    renderComTema(<Snackbar />);
    act(() => notificar('Primeira'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => notificar('Segunda', 'erro'));
    expect(screen.queryByText('Primeira')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Segunda')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Segunda')).not.toBeInTheDocument();
  });

  it('é anunciada a leitores de tela', () => {
    renderComTema(<Snackbar />);
    act(() => notificar('Até logo!'));
    expect(screen.getByRole('status')).toHaveTextContent('Até logo!');
  });
});
