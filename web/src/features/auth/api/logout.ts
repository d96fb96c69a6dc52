import { MENSAGENS } from '@acolher/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';
import { definirMenuExpandido } from '../../../lib/menu.ts';
import { limparSessaoCliente } from '../../../lib/sessao.ts';
import { notificar } from '../../../lib/snackbar.ts';

/** POST /logout: ends the session on the server, which also clears the cookies via Set-Cookie. */
function postLogout(): Promise<void> {
  return requisitar('/logout', SEM_CORPO, { metodo: 'POST', publica: true });
}

/**
 * Ends the session on both sides, even when the server call fails (session already gone, network
 * down): the page must not keep behaving as signed in.
 */
export async function encerrarSessao(): Promise<void> {
  await postLogout().catch(() => undefined);
  limparSessaoCliente();
}

export function useSair(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await encerrarSessao();
    definirMenuExpandido(false);
    queryClient.clear();
    notificar(MENSAGENS.ateLogo, 'sucesso');
    navigate('/login');
  }, [queryClient, navigate]);
}
