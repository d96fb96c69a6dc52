import { z } from 'zod';
import { limiteDoTexto } from './cadastro.ts';
import { MENSAGENS } from './messages.ts';
import { codigo, data, periodoEmOrdem } from './rules.ts';

/**
 * The audit screen (decision 0033), for role 1 only: `GET /auditoria` lists the log newest
 * first, 50 per page, by keyset (`antes` = the `proximo` of the page before); `GET /auditoria.csv`
 * exports every row the same filter finds; `GET /auditoria/usuarios` names the accounts for the
 * person filter. There is no total and no "previous" cursor: counting over 1,000,000 rows on every
 * page costs more than the screen gains, and the screen goes back by keeping the cursors it followed.
 */

export const AUDITORIA_POR_PAGINA = 50;

/**
 * Every action the server writes to the log, as the screen and the CSV name it. The server's tests
 * fail when the code writes an action that is not here.
 */
export const ROTULOS_ACAO = {
  criar: 'Criou',
  atualizar: 'Alterou',
  apagar: 'Apagou',
  gravar: 'Gravou',
  vincular: 'Vinculou',
  desvincular: 'Desvinculou',
  vincular_funcionario: 'Incluiu funcionário',
  desvincular_funcionario: 'Retirou funcionário',
  vincular_residente: 'Incluiu residente',
  desvincular_residente: 'Retirou residente',
  inativar: 'Inativou',
  reativar: 'Reativou',
  desacolher: 'Desacolheu',
  reacolher: 'Reacolheu',
  emitir: 'Emitiu relatório',
  login: 'Entrou',
  logout: 'Saiu',
  login_falhou: 'Falhou ao entrar',
  login_bloqueado: 'Entrada bloqueada',
  login_inativo: 'Entrada de usuário inativo',
  acesso_negado: 'Acesso negado',
  nao_autenticado: 'Acesso sem sessão',
  xsrf_recusado: 'Pedido sem o token XSRF',
  administrador_criado: 'Administrador criado',
  redefinicao_pedida: 'Pediu redefinição de senha',
  senha_redefinida: 'Redefiniu a senha',
  senha_definida: 'Definiu a senha no primeiro acesso',
  senha_alterada: 'Alterou a senha',
  alterar_senha_falhou: 'Falhou ao alterar a senha',
  redefinir_senha: 'Redefiniu a senha de outro usuário',
} as const satisfies Record<string, string>;
export type AcaoAuditoria = keyof typeof ROTULOS_ACAO;
export const ACOES_AUDITORIA = Object.keys(ROTULOS_ACAO) as AcaoAuditoria[];

/**
 * Every entity the log names (the tables the code writes, the route of a denial, a report), as the
 * screen and the CSV name it. The server's tests fail when a table or an audited entity is missing.
 */
export const ROTULOS_ENTIDADE = {
  pessoa: 'Pessoa',
  endereco: 'Endereço',
  telefone: 'Telefone',
  endereco_pessoa: 'Endereço da pessoa',
  telefone_pessoa: 'Telefone da pessoa',
  endereco_familiar: 'Endereço do familiar',
  telefone_familiar: 'Telefone do familiar',
  telefone_convenio: 'Telefone do convênio',
  endereco_convenio: 'Endereço do convênio',
  telefone_parentesco: 'Telefone do parentesco',
  residente: 'Residente',
  residente_convenio: 'Convênio do residente',
  residente_familiar: 'Familiar do residente',
  familiar: 'Familiar',
  beneficio: 'Benefício',
  certidao_casamento: 'Certidão de casamento',
  estadia_anterior: 'Estadia anterior',
  convenio: 'Convênio',
  funcionario: 'Funcionário',
  dependente: 'Dependente',
  conta_bancaria: 'Conta bancária',
  periodo_de_trabalho_anterior: 'Período de trabalho anterior',
  acompanhamento: 'Acompanhamento',
  acompanhamento_funcionario: 'Funcionário do acompanhamento',
  acompanhamento_residente: 'Residente do acompanhamento',
  acompanhamento_versao: 'Versão do acompanhamento',
  usuario: 'Usuário',
  sessao: 'Sessão',
  token_redefinicao: 'Link de redefinição',
  versao_dados: 'Versão dos dados',
  auditoria: 'Auditoria',
  auditoria_repeticao: 'Repetição da auditoria',
  rota: 'Rota',
  relatorio: 'Relatório',
} as const satisfies Record<string, string>;
export type EntidadeAuditoria = keyof typeof ROTULOS_ENTIDADE;
export const ENTIDADES_AUDITORIA = Object.keys(ROTULOS_ENTIDADE) as EntidadeAuditoria[];

/** An action's label; a code the catalogue lacks (an old row) is shown as written. */
export function rotuloDaAcao(acao: string): string {
  return (ROTULOS_ACAO as Record<string, string>)[acao] ?? acao;
}
export function rotuloDaEntidade(entidade: string | null): string {
  if (entidade === null) return '';
  return (ROTULOS_ENTIDADE as Record<string, string>)[entidade] ?? entidade;
}

const textoDoFiltro = z.string().trim().max(100, limiteDoTexto(100)).optional();

/** The filters both the list and the CSV take; each optional, the period in order. */
const filtroCampos = {
  /** The user's code (USUARIO_CODIGO), as `GET /auditoria/usuarios` lists them. */
  usuario: codigo.optional(),
  acao: z.enum(ACOES_AUDITORIA, MENSAGENS.acaoInvalida).optional(),
  entidade: z.enum(ENTIDADES_AUDITORIA, MENSAGENS.entidadeInvalida).optional(),
  /** The record exactly as logged: "12", "12/5", a login typed at sign-in, "GET /usuario". */
  registro: textoDoFiltro,
  /** Days in the home's time zone (TZ_LAR), both ends included. */
  de: data.optional(),
  ate: data.optional(),
  /** Without regard to accents or case, over action, entity, record, address and the user's name. */
  busca: textoDoFiltro,
};

/** `GET /auditoria.csv`: every row the filter finds, newest first. */
export const auditoriaFiltroQuery = z.strictObject(filtroCampos).refine(...periodoEmOrdem('de', 'ate'));
export type AuditoriaFiltroQuery = z.infer<typeof auditoriaFiltroQuery>;

/** `GET /auditoria`: the filter and, past the first page, the `proximo` of the page before (opaque). */
export const auditoriaListaQuery = z
  .strictObject({ ...filtroCampos, antes: z.string().min(1).max(200).optional() })
  .refine(...periodoEmOrdem('de', 'ate'));
export type AuditoriaListaQuery = z.infer<typeof auditoriaListaQuery>;

export const auditoriaItem = z.object({
  CODIGO: z.number().int(),
  /** The moment, ISO 8601 in UTC; the screen shows it in the home's time zone. */
  EM: z.string(),
  USUARIO_CODIGO: z.number().int().nullable(),
  /** Who: the employee's name, or the account's login when it has no employee; null when nobody signed in. */
  USUARIO: z.string().nullable(),
  LOGIN: z.string().nullable(),
  ACAO: z.string(),
  ENTIDADE: z.string().nullable(),
  REGISTRO: z.string().nullable(),
  IP: z.string().nullable(),
  /** What else was logged, with every password, token and hash left out by the server. */
  DETALHES: z.record(z.string(), z.unknown()).nullable(),
  /** How many times this event happened in its run (a flood of denials is one row); 1 when it did not repeat. */
  CONTAGEM: z.number().int().positive(),
  /** The run's last repeat, ISO 8601 in UTC; null when it did not repeat (a flood's end, beside its start in EM). */
  ULTIMA_EM: z.string().nullable(),
});
export type AuditoriaItem = z.infer<typeof auditoriaItem>;

export const auditoriaPagina = z.object({
  itens: z.array(auditoriaItem),
  /** The cursor of the next (older) page, sent back as `antes`; null on the last page. */
  proximo: z.string().nullable(),
});
export type AuditoriaPagina = z.infer<typeof auditoriaPagina>;

/** `GET /auditoria/usuarios`: every account, for the person filter. */
export const auditoriaUsuario = z.object({
  CODIGO: z.number().int(),
  USUARIO: z.string(),
  LOGIN: z.string(),
});
export const auditoriaUsuarios = z.array(auditoriaUsuario);
export type AuditoriaUsuario = z.infer<typeof auditoriaUsuario>;

/** The CSV's columns, in order, with their Portuguese headers. */
export const COLUNAS_CSV_AUDITORIA = [
  'Código',
  'Data e hora',
  'Usuário',
  'Login',
  'Ação',
  'Entidade',
  'Registro',
  'Endereço IP',
  'Repetições',
  'Última repetição',
  'Detalhes',
] as const;

/** The exported file's name, by the day it was taken. */
export function nomeDoCsvDaAuditoria(dia: string): string {
  return `auditoria-${dia}.csv`;
}
