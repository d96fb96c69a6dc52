/**
 * Who may call a route (decision 0027): `publico` = anyone, `equipe` = any signed-in user,
 * `administrador` = PERMISSAO_ACESSO 1. Each route says it in `config.acesso`.
 */
export const NIVEIS_DE_ACESSO = ['publico', 'equipe', 'administrador'] as const;
export type Acesso = (typeof NIVEIS_DE_ACESSO)[number];
