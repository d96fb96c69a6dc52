import { z } from 'zod';
import { PERMISSAO } from './auth.ts';
import type { Catalogo } from './catalogo.ts';
import { MENSAGENS } from './messages.ts';
import { codigo, email, senha, versaoOpcional } from './rules.ts';

/**
 * User accounts (decision 0027). An account belongs to one employee (the bootstrap
 * `admin` may have none until linked); only an administrator manages accounts. Routes:
 * `POST /usuario`, `GET`/`PUT /usuario/{funcionario}`, `POST /usuario-redefinir-senha/{funcionario}`,
 * `PUT /usuario-vincular` and the checks `POST /usuario/email`, `/usuario/login`.
 */

/** The path segments of the uniqueness checks, which `POST /usuario/{username}` (first access) shares. */
export const UNICIDADES_USUARIO = { email: 'EMAIL', login: 'LOGIN' } as const;
/**
 * Logins that would be read as a uniqueness check in the first-access URL (`POST /usuario/email`):
 * refused at creation and edit, so no user is ever locked out of first access.
 */
export const LOGINS_RESERVADOS: readonly string[] = Object.keys(UNICIDADES_USUARIO);

export const LOGIN_MAX = 60;
/**
 * Goes into the first-access URL (/#/primeiro-acesso/{login}), hence the URL-safe alphabet (the table's
 * CHECK), with at least one letter or digit: a URL folds `.` and `..` away, and that user could never
 * reach first access.
 */
const LOGIN_FORMATO = /^(?=.*[A-Za-z0-9])[A-Za-z0-9._-]+$/;

export const login = z
  .string({ error: MENSAGENS.campoObrigatorio })
  .trim()
  .min(1, { error: MENSAGENS.campoObrigatorio, abort: true })
  .max(LOGIN_MAX, { error: MENSAGENS.loginFormato, abort: true })
  .regex(LOGIN_FORMATO, { error: MENSAGENS.loginFormato, abort: true })
  .refine((v) => !LOGINS_RESERVADOS.includes(v.toLowerCase()), MENSAGENS.loginReservado);

/** 1 = Administrador (everything), 2 = Equipe (residents, plans, follow-ups and their reports). */
export const PERFIS_DE_ACESSO: Readonly<Record<string, string>> = {
  [PERMISSAO.administrador]: 'Administrador',
  [PERMISSAO.equipe]: 'Equipe',
};
/** The level as a number; a form's select sends it as text ('1', '2'), read the same. */
export const permissaoAcesso = z.preprocess(
  (v) => (typeof v === 'string' && /^[12]$/.test(v) ? Number(v) : v),
  z.literal([PERMISSAO.administrador, PERMISSAO.equipe], { error: MENSAGENS.permissaoInvalida }),
);

/** What `PUT /usuario/{funcionario}` changes: e-mail, login and level (each change ends the user's sessions). */
const usuarioCampos = z.strictObject({
  EMAIL: email,
  LOGIN: login,
  PERMISSAO_ACESSO: permissaoAcesso,
});

/** `PUT /usuario/{funcionario}`: the account's fields and the VERSAO they were read at (decision 0017). */
export const usuarioAtualizacao = usuarioCampos.extend({ VERSAO: versaoOpcional });
export type UsuarioAtualizacao = z.input<typeof usuarioAtualizacao>;

/** `POST /usuario`: the employee's account, with an initial password to change at first access. */
export const usuarioInput = usuarioCampos.extend({
  CODIGO_FUNCIONARIO: codigo,
  SENHA: senha,
});
export type UsuarioInput = z.input<typeof usuarioInput>;

/** `POST /usuario-redefinir-senha/{funcionario}`: a new initial password; first access again. */
export const usuarioRedefinirSenhaRequest = z.strictObject({ SENHA: senha });
export type UsuarioRedefinirSenhaRequest = z.input<typeof usuarioRedefinirSenhaRequest>;

/**
 * `POST /usuario-reativar/{funcionario}` (decision 0045): an administrator turns a blocked account
 * back on (a dismissal blocks it and a rehire leaves it blocked), with the VERSAO it read.
 */
export const usuarioReativarRequest = z.strictObject({ VERSAO: versaoOpcional });
export type UsuarioReativarRequest = z.input<typeof usuarioReativarRequest>;
export const ACESSO_JA_ATIVO = 'O acesso deste usuário já está ativo';

/** `PUT /usuario-vincular`: an account without employee (the bootstrap `admin`) becomes this employee's. */
export const usuarioVincularRequest = z.strictObject({
  LOGIN: z.string().trim().min(1).max(100),
  CODIGO_FUNCIONARIO: codigo,
});

/** `/usuario/{funcionario}`, `/usuario-redefinir-senha/{funcionario}`: the employee's code. */
export const usuarioParams = z.object({ funcionario: codigo });

/** An account as the API answers it: never the password or its hash. */
export const usuario = z.object({
  CODIGO: z.number().int(),
  CODIGO_FUNCIONARIO: z.number().int().nullable(),
  EMAIL: z.string(),
  LOGIN: z.string(),
  PERMISSAO_ACESSO: z.number().int(),
  primeiro_acesso: z.boolean(),
  ATIVO: z.boolean(),
  VERSAO: z.number().int(),
});
export type Usuario = z.infer<typeof usuario>;

const GRUPO_ACESSO = 'Acesso ao sistema';
/** The account's fields as the "Acesso ao sistema" form shows them (decision 0022). */
export const CAMPOS_USUARIO = {
  EMAIL: {
    rotulo: 'E-mail',
    tipo: 'texto',
    grupo: GRUPO_ACESSO,
    max: 254,
    obrigatorio: true,
    unicidade: { rota: '/usuario/email' },
  },
  LOGIN: {
    rotulo: 'Login',
    tipo: 'texto',
    grupo: GRUPO_ACESSO,
    max: LOGIN_MAX,
    obrigatorio: true,
    unicidade: { rota: '/usuario/login' },
  },
  PERMISSAO_ACESSO: {
    rotulo: 'Perfil de acesso',
    tipo: 'selecao',
    grupo: GRUPO_ACESSO,
    obrigatorio: true,
    opcoes: PERFIS_DE_ACESSO,
    padrao: String(PERMISSAO.equipe),
  },
  SENHA: { rotulo: 'Senha inicial', tipo: 'texto', grupo: GRUPO_ACESSO, max: 100, obrigatorio: true },
} as const satisfies Catalogo<Exclude<keyof z.input<typeof usuarioInput>, 'CODIGO_FUNCIONARIO'>>;
