import { PERMISSAO } from '@acolher/contract';
import { useUsuarioAtual } from './usuario-atual.ts';

/** What a screen needs to know of the signed-in user's role (GET /sessao's PERMISSAO_ACESSO). */
export interface PermissaoDoUsuario {
  /** The role is still being read: show nothing a role could hide yet. */
  carregando: boolean;
  /** PERMISSAO_ACESSO 1: everything; 2 (Equipe) gets no employee, bank, dependant or account data. */
  administrador: boolean;
}

function ehAdministrador(usuario: { PERMISSAO_ACESSO: number } | undefined): boolean {
  return usuario?.PERMISSAO_ACESSO === PERMISSAO.administrador;
}

/**
 * The one place the web decides by role (decision 0027): the sidebar, the administrator-only routes and
 * the parts of a screen only an administrator uses. The server refuses the rest with 403 anyway;
 * this only hides what would be refused.
 */
export function usePermissao(): PermissaoDoUsuario {
  const { data: usuario, isPending } = useUsuarioAtual();
  return { carregando: isPending, administrador: ehAdministrador(usuario) };
}
