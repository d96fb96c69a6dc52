import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Provedores } from '../../../app/provedores.tsx';
import { criarQueryClient } from '../../../lib/cliente-consultas.ts';
import { AVISO_PRIMEIRO_ACESSO_MS, mostrarAvisoPrimeiroAcesso } from './aviso-primeiro-acesso.tsx';

/** The toast lives in the app's <Notifications>; nothing else is needed to show it. */
function mostrarNoApp() {
  render(<Provedores queryClient={criarQueryClient()}>{null}</Provedores>);
  act(() => mostrarAvisoPrimeiroAcesso('joana'));
}

/** Mantine's leave transition takes 250 ms by default: well under this. */
const SAIDA_MS = 1000;

describe('aviso de primeiro acesso (docs/produto.md §2 Home, §9)', () => {
  it('fica 30 s na tela e depois some sozinho', () => {
    vi.useFakeTimers();
    mostrarNoApp();
    expect(AVISO_PRIMEIRO_ACESSO_MS).toBe(30_000);
    expect(screen.getByText('Bem vindo!')).toBeInTheDocument();
    // Each step in its own act: the leave transition is scheduled only once React re-renders.
    act(() => vi.advanceTimersByTime(AVISO_PRIMEIRO_ACESSO_MS - SAIDA_MS));
    act(() => vi.advanceTimersByTime(SAIDA_MS - 1));
    expect(screen.getByText('Bem vindo!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(SAIDA_MS));
    expect(screen.queryByText('Bem vindo!')).not.toBeInTheDocument();
  });

  it('fecha antes pelo botão "Fechar"', () => {
    vi.useFakeTimers();
    mostrarNoApp();
    act(() => screen.getByRole('button', { name: 'Fechar' }).click());
    act(() => vi.advanceTimersByTime(SAIDA_MS));
    expect(screen.queryByText('Bem vindo!')).not.toBeInTheDocument();
  });
});
