import { MENSAGENS } from '@acolher/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { criarQueryClient } from '../lib/cliente-consultas.ts';
import { entrarComoUsuario, SESSAO_EQUIPE, SESSAO_MARIA, simularApi } from '../test/api-falsa.ts';
import { renderComTema } from '../test/mantine.tsx';
import { somenteAdministrador } from './somente-administrador.tsx';

function abrirSecao(sessao: typeof SESSAO_MARIA) {
  entrarComoUsuario(sessao.LOGIN);
  simularApi({ 'GET /sessao': { corpo: sessao } });
  const carregar = vi.fn(async () => ({ Component: () => <h1>Seção dos administradores</h1> }));
  const Secao = somenteAdministrador(carregar);
  renderComTema(
    <QueryClientProvider client={criarQueryClient()}>
      <MemoryRouter>
        <Secao />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return carregar;
}

describe('somenteAdministrador (decision 0027: papéis na web)', () => {
  it('perfil Equipe (2): "Não autorizado", e o código da seção nem é baixado', async () => {
    const carregar = abrirSecao(SESSAO_EQUIPE);
    expect(await screen.findByRole('heading', { name: MENSAGENS.naoAutorizado })).toBeInTheDocument();
    expect(carregar).not.toHaveBeenCalled();
  });

  it('perfil Administrador (1): a seção é carregada e mostrada', async () => {
    const carregar = abrirSecao(SESSAO_MARIA);
    expect(await screen.findByRole('heading', { name: 'Seção dos administradores' })).toBeInTheDocument();
    expect(carregar).toHaveBeenCalledOnce();
    expect(screen.queryByText(MENSAGENS.naoAutorizado)).not.toBeInTheDocument();
  });
});
