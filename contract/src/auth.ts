import { z } from 'zod';
import type { Campo, Catalogo } from './catalogo.ts';
import { MENSAGENS } from './messages.ts';
import { email, senha } from './rules.ts';

/** A sign-in or password field (decision 0022): a required text of its own screen. */
const campoDeAcesso = (rotulo: string, grupo: string): Campo => ({
  rotulo,
  tipo: 'texto',
  grupo,
  max: 100,
  obrigatorio: true,
});

/** Access levels (docs/arquitetura.md §5): 1 sees everything, 2 is the care team (no employees' private data). */
export const PERMISSAO = { administrador: 1, equipe: 2 } as const;
export type Permissao = (typeof PERMISSAO)[keyof typeof PERMISSAO];

/** Names of the cookies and header of docs/produto.md §4, §7, §9. */
export const COOKIES = {
  isLoggedIn: 'isLoggedIn',
  login: 'login',
  token: 'token',
  xsrf: 'XSRF-TOKEN',
} as const;
export const XSRF_HEADER = 'x-xsrf-token';
/** 0.0417 day of docs/produto.md §4: the session lasts one hour without use. */
export const SESSAO_INATIVIDADE_MS = 60 * 60 * 1000;
export const SESSAO_MAXIMA_MS = 12 * 60 * 60 * 1000;

export const loginRequest = z.strictObject({ email, senha });
export const CAMPOS_LOGIN = {
  email: campoDeAcesso('E-mail', 'Entrar'),
  senha: campoDeAcesso('Senha', 'Entrar'),
} as const satisfies Catalogo<keyof z.input<typeof loginRequest>>;
export type LoginRequest = z.infer<typeof loginRequest>;
export const loginResponse = z.object({
  login: z.string(),
  accessToken: z.string(),
  primeiro_acesso: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const verificaAcessoResponse = z.array(z.object({ PERMISSAO_ACESSO: z.number().int() }));
export type VerificaAcessoResponse = z.infer<typeof verificaAcessoResponse>;

/** Who is signed in: the header greeting and the web app's access level come from here. */
export const sessaoResponse = z.object({
  LOGIN: z.string(),
  NOME: z.string(),
  EMAIL: z.string(),
  PERMISSAO_ACESSO: z.number().int(),
  primeiro_acesso: z.boolean(),
  /** The signed-in user's employee, if any: the follow-up form starts with it. */
  CODIGO_FUNCIONARIO: z.number().int().nullable(),
  /**
   * The home's time zone (TZ_LAR): the follow-up form's "today" and "now" are the home's, whatever
   * zone the device is set to.
   */
  FUSO_LAR: z.string(),
});
export type SessaoResponse = z.infer<typeof sessaoResponse>;

export const esqueciSenhaRequest = z.strictObject({ EMAIL: email });
export type EsqueciSenhaRequest = z.infer<typeof esqueciSenhaRequest>;

/** Two equal passwords; the message of docs/produto.md §5 lands on the repeat field. */
function senhasIguais<T extends z.ZodRawShape>(
  shape: T,
  a: keyof T & string,
  b: keyof T & string,
  mensagem: string,
) {
  return z
    .strictObject(shape)
    .refine((v) => (v as Record<string, unknown>)[a] === (v as Record<string, unknown>)[b], {
      message: mensagem,
      path: [b],
    });
}

export const redefinirSenhaRequest = senhasIguais(
  { newPassword: senha, verifyPassword: senha },
  'newPassword',
  'verifyPassword',
  MENSAGENS.senhasNaoConferem,
);
export type RedefinirSenhaRequest = z.infer<typeof redefinirSenhaRequest>;
export const CAMPOS_REDEFINIR_SENHA = {
  newPassword: campoDeAcesso('Nova senha', 'Redefinir senha'),
  verifyPassword: campoDeAcesso('Repita a nova senha', 'Redefinir senha'),
} as const satisfies Catalogo<keyof RedefinirSenhaRequest>;

export const primeiroAcessoRequest = senhasIguais(
  { senha, confirmaSenha: senha },
  'senha',
  'confirmaSenha',
  MENSAGENS.senhasNaoConferem,
);
export type PrimeiroAcessoRequest = z.infer<typeof primeiroAcessoRequest>;
export const CAMPOS_PRIMEIRO_ACESSO = {
  senha: campoDeAcesso('Senha', 'Definir senha'),
  confirmaSenha: campoDeAcesso('Confirmação da senha', 'Definir senha'),
} as const satisfies Catalogo<keyof PrimeiroAcessoRequest>;

/** The change-password screen's form (docs/produto.md §3): three required fields, at most 100, the new two equal. */
export const alterarSenhaForm = senhasIguais(
  { SENHA_ATUAL: senha, NOVA_SENHA: senha, NOVA_SENHA_CONFIRM: senha },
  'NOVA_SENHA',
  'NOVA_SENHA_CONFIRM',
  MENSAGENS.novasSenhasNaoConferem,
);
export type AlterarSenhaForm = z.infer<typeof alterarSenhaForm>;
export const CAMPOS_ALTERAR_SENHA = {
  SENHA_ATUAL: campoDeAcesso('Senha atual', 'Alterar senha'),
  NOVA_SENHA: campoDeAcesso('Nova senha', 'Alterar senha'),
  NOVA_SENHA_CONFIRM: campoDeAcesso('Confirme a nova senha', 'Alterar senha'),
} as const satisfies Catalogo<keyof AlterarSenhaForm>;

/** What the screen sends (docs/produto.md §3): the form without the confirmation, plus the user's login. */
export const alterarSenhaRequest = z.strictObject({
  SENHA_ATUAL: senha,
  NOVA_SENHA: senha,
  LOGIN: z.string().min(1).max(100),
});
export type AlterarSenhaRequest = z.infer<typeof alterarSenhaRequest>;
export const alterarSenhaResponse = z.object({ message: z.string(), changed: z.boolean() });
export type AlterarSenhaResponse = z.infer<typeof alterarSenhaResponse>;

export const loginParams = z.object({ login: z.string().min(1).max(100) });
export const usernameParams = z.object({ username: z.string().min(1).max(100) });
export const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });
