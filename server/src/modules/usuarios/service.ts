import {
  ACESSO_JA_ATIVO,
  MENSAGENS,
  PERMISSAO,
  type Usuario,
  type usuarioAtualizacao,
  type usuarioInput,
  type usuarioReativarRequest,
  type usuarioVincularRequest,
} from '@acolher/contract';
import { and, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { funcionario, usuario } from '../../db/schema.ts';
import type { Autor } from '../../lib/autor.ts';
import { NotFoundError, ouNaoEncontrado, RuleViolationError, StateConflictError } from '../../lib/errors.ts';
import { escrever } from '../../lib/escrita.ts';
import { hashNovaSenha } from '../../lib/password.ts';
import { porEmail, porLogin, TRAVA } from '../auth/service.ts';
import { comFuncionario, contaAtiva, encerrarAcessosAbertos } from '../auth/session.ts';

/**
 * User accounts (decision 0027): one per employee, managed by administrators only. Every
 * change of e-mail, login or level, and every reset, ends the user's sessions; at least one active
 * administrator always remains.
 */

type UsuarioDados = z.output<typeof usuarioInput>;
type UsuarioAtualizacaoDados = z.output<typeof usuarioAtualizacao>;

/** What the API answers of an account: never the password hash. */
export const colunasUsuario = {
  CODIGO: usuario.CODIGO,
  CODIGO_FUNCIONARIO: usuario.CODIGO_FUNCIONARIO,
  EMAIL: usuario.EMAIL,
  LOGIN: usuario.LOGIN,
  PERMISSAO_ACESSO: usuario.PERMISSAO_ACESSO,
  primeiro_acesso: usuario.PRIMEIRO_ACESSO,
  ATIVO: usuario.ATIVO,
  VERSAO: usuario.VERSAO,
};

const doFuncionario = (codigoFuncionario: number) => eq(usuario.CODIGO_FUNCIONARIO, codigoFuncionario);

async function buscarUsuarioOnde(db: Db | Tx, onde: SQL | undefined): Promise<Usuario | undefined> {
  const [linha] = await db.select(colunasUsuario).from(usuario).where(onde).limit(1);
  return linha;
}

/** `GET /usuario/{funcionario}`: the employee's account, 404 when there is none. */
export async function buscarUsuarioDoFuncionario(db: Db | Tx, codigoFuncionario: number): Promise<Usuario> {
  return ouNaoEncontrado(await buscarUsuarioOnde(db, doFuncionario(codigoFuncionario)));
}

/**
 * docs/produto.md §5 checks `POST /usuario/email` and `/usuario/login`: another account holds this value
 * (ignoring case, as the unique indexes), the account of employee `excetoFuncionario` excluded.
 */
export async function usuarioExistente(
  db: Db,
  campo: 'EMAIL' | 'LOGIN',
  valor: string,
  excetoFuncionario: number | null | undefined,
): Promise<boolean> {
  const igual = campo === 'EMAIL' ? porEmail(valor.trim()) : porLogin(valor.trim());
  const outro = excetoFuncionario
    ? sql`${usuario.CODIGO_FUNCIONARIO} is distinct from ${excetoFuncionario}`
    : undefined;
  return (await buscarUsuarioOnde(db, and(igual, outro))) !== undefined;
}

/** Serializes every write that may leave the home without an administrator (see exigirOutroAdministrador). */
async function travarAdministradores(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TRAVA.administradores}::int, 0)`);
}

/**
 * Refuses (422) a write that would take account `usuarioCodigo` out of the active administrators
 * when no other one would remain. Takes a transaction-scoped lock first, and counts after it in a
 * statement of its own, so of two concurrent demotions or inactivations the second counts with the
 * first already committed and is refused.
 */
async function exigirOutroAdministrador(tx: Tx, usuarioCodigo: number): Promise<void> {
  await travarAdministradores(tx);
  const [outros] = await tx
    .select({ total: count() })
    .from(usuario)
    .leftJoin(funcionario, comFuncionario)
    .where(
      and(
        eq(usuario.PERMISSAO_ACESSO, PERMISSAO.administrador),
        contaAtiva,
        ne(usuario.CODIGO, usuarioCodigo),
      ),
    );
  if ((outros?.total ?? 0) === 0) throw new RuleViolationError(MENSAGENS.ultimoAdministrador);
}

/**
 * For the employees' inactivation (`DELETE /funcionario/{id}`), inside its transaction and before
 * it marks the employee inactive: refuses (422) when the employee's account is the last active
 * administrator, blocks the account (a rehire leaves it so, decision 0045) and ends its sessions
 * and unused reset links. An employee without an account passes.
 */
export async function desligarAcessoDoFuncionario(tx: Tx, codigoFuncionario: number): Promise<void> {
  // Before the level is read: a promotion or demotion committed meanwhile cannot slip between the
  // read and the count (two administrators demoted while a third is inactivated).
  await travarAdministradores(tx);
  const conta = await buscarUsuarioOnde(tx, doFuncionario(codigoFuncionario));
  if (!conta) return;
  if (conta.PERMISSAO_ACESSO === PERMISSAO.administrador) await exigirOutroAdministrador(tx, conta.CODIGO);
  await tx.update(usuario).set({ ATIVO: false }).where(eq(usuario.CODIGO, conta.CODIGO));
  await encerrarAcessosAbertos(tx, conta.CODIGO);
}

/**
 * `POST /usuario-reativar/{funcionario}` (decision 0045): the administrator's explicit decision that
 * a blocked account may sign in again, with the password it had (a new one is "redefinir senha").
 * The employee must be active again first (422, 404 without one); an active account is 409, a stale
 * VERSAO 409.
 */
export async function reativarAcesso(
  db: Db,
  autor: Autor,
  codigoFuncionario: number,
  dados: z.output<typeof usuarioReativarRequest>,
): Promise<Usuario> {
  const versao = {
    ...contaTravada(doFuncionario(codigoFuncionario), dados.VERSAO),
    // The employee first, as its inactivation takes it: a dismissal under way waits for this or runs after.
    travarAntes: (tx: Tx) => exigirFuncionarioAtivo(tx, codigoFuncionario),
  };
  const auditoria = (conta: Usuario) => ({ registro: conta.CODIGO });
  const escrita = { acao: 'reativar', entidade: 'usuario', versao, auditoria };
  return escrever(db, autor, escrita, async (tx, atual) => {
    if (atual.ATIVO) throw new StateConflictError(ACESSO_JA_ATIVO);
    const [reativada] = await tx
      .update(usuario)
      .set({ ATIVO: true })
      .where(eq(usuario.CODIGO, atual.CODIGO))
      .returning(colunasUsuario);
    return ouNaoEncontrado(reativada);
  });
}

/** The employee an account is for: locked (an inactivation waits), 404 when missing, 422 when inactive. */
async function exigirFuncionarioAtivo(tx: Tx, codigoFuncionario: number): Promise<void> {
  const [linha] = await tx
    .select({ ATIVO: funcionario.ATIVO })
    .from(funcionario)
    .where(eq(funcionario.CODIGO_FUNCIONARIO, codigoFuncionario))
    .for('share');
  if (!linha) throw new NotFoundError();
  if (!linha.ATIVO) throw new RuleViolationError(MENSAGENS.funcionarioInativoSemUsuario);
}

async function exigirFuncionarioSemUsuario(tx: Tx, codigoFuncionario: number): Promise<void> {
  if (await buscarUsuarioOnde(tx, doFuncionario(codigoFuncionario))) {
    throw new StateConflictError(MENSAGENS.funcionarioJaTemUsuario);
  }
}

/** `POST /usuario`: the account starts at first access, with the initial password the administrator gave. */
export async function criarUsuario(db: Db, autor: Autor, dados: UsuarioDados): Promise<Usuario> {
  const SENHA = await hashNovaSenha(dados.SENHA, { login: dados.LOGIN, email: dados.EMAIL }, 'SENHA');
  const auditoria = (conta: Usuario) => ({
    registro: conta.CODIGO,
    detalhes: { CODIGO_FUNCIONARIO: dados.CODIGO_FUNCIONARIO },
  });
  return escrever(db, autor, { acao: 'criar', entidade: 'usuario', auditoria }, async (tx) => {
    await exigirFuncionarioAtivo(tx, dados.CODIGO_FUNCIONARIO);
    await exigirFuncionarioSemUsuario(tx, dados.CODIGO_FUNCIONARIO);
    const [criado] = await tx
      .insert(usuario)
      .values({
        CODIGO_FUNCIONARIO: dados.CODIGO_FUNCIONARIO,
        EMAIL: dados.EMAIL,
        LOGIN: dados.LOGIN,
        SENHA,
        PERMISSAO_ACESSO: dados.PERMISSAO_ACESSO,
        PRIMEIRO_ACESSO: true,
      })
      .returning(colunasUsuario);
    return ouNaoEncontrado(criado);
  });
}

/**
 * The account `onde` finds, as a write locks it for the rest of the transaction; 404 when there is
 * none, 409 when VERSAO came and is not the account's (decision 0017).
 */
function contaTravada(onde: SQL, VERSAO?: number) {
  return { tabela: usuario, onde, VERSAO, colunas: colunasUsuario };
}

/** Which of e-mail, login and level an edit changes (e-mail and login ignoring case). */
function mudancas(atual: Usuario, novo: UsuarioAtualizacaoDados): string[] {
  return [
    atual.EMAIL.toLowerCase() !== novo.EMAIL.toLowerCase() && 'EMAIL',
    atual.LOGIN.toLowerCase() !== novo.LOGIN.toLowerCase() && 'LOGIN',
    atual.PERMISSAO_ACESSO !== novo.PERMISSAO_ACESSO && 'PERMISSAO_ACESSO',
  ].filter((m): m is string => m !== false);
}

/**
 * `PUT /usuario/{funcionario}`: e-mail, login and level. A change of any of them ends the user's
 * sessions and reset links (they were for someone else); demoting the last active administrator is refused.
 */
export async function atualizarUsuario(
  db: Db,
  autor: Autor,
  codigoFuncionario: number,
  dados: UsuarioAtualizacaoDados,
): Promise<Usuario> {
  const versao = contaTravada(doFuncionario(codigoFuncionario), dados.VERSAO);
  const auditoria = ({ conta, mudou }: { conta: Usuario; mudou: string[] }) => ({
    registro: conta.CODIGO,
    detalhes: { campos: mudou },
  });
  const escrita = { acao: 'atualizar', entidade: 'usuario', versao, auditoria };
  const { conta } = await escrever(db, autor, escrita, async (tx, atual) => {
    if (
      atual.PERMISSAO_ACESSO === PERMISSAO.administrador &&
      dados.PERMISSAO_ACESSO !== PERMISSAO.administrador
    ) {
      await exigirOutroAdministrador(tx, atual.CODIGO);
    }
    const mudou = mudancas(atual, dados);
    const [atualizado] = await tx
      .update(usuario)
      .set({ EMAIL: dados.EMAIL, LOGIN: dados.LOGIN, PERMISSAO_ACESSO: dados.PERMISSAO_ACESSO })
      .where(eq(usuario.CODIGO, atual.CODIGO))
      .returning(colunasUsuario);
    if (mudou.length > 0) await encerrarAcessosAbertos(tx, atual.CODIGO);
    return { conta: ouNaoEncontrado(atualizado), mudou };
  });
  return conta;
}

/**
 * An administrator's "redefinir senha" (many care staff have no working e-mail): a new initial
 * password, first access again, every session and reset link of the user ended.
 */
export async function redefinirSenhaInicial(
  db: Db,
  autor: Autor,
  codigoFuncionario: number,
  senha: string,
): Promise<string> {
  const dono = await buscarUsuarioDoFuncionario(db, codigoFuncionario);
  const SENHA = await hashNovaSenha(senha, { login: dono.LOGIN, email: dono.EMAIL }, 'SENHA');
  const versao = contaTravada(doFuncionario(codigoFuncionario));
  const escrita = {
    acao: 'redefinir_senha',
    entidade: 'usuario',
    versao,
    auditoria: () => ({ registro: dono.CODIGO }),
  };
  return escrever(db, autor, escrita, async (tx, conta) => {
    await tx.update(usuario).set({ SENHA, PRIMEIRO_ACESSO: true }).where(eq(usuario.CODIGO, conta.CODIGO));
    await encerrarAcessosAbertos(tx, conta.CODIGO);
    return MENSAGENS.senhaInicialRedefinida;
  });
}

/**
 * `PUT /usuario-vincular`: an account without employee (the bootstrap `admin`) becomes the
 * employee's, recorded in the audit log. An account already linked is not moved (409).
 */
export async function vincularUsuario(
  db: Db,
  autor: Autor,
  pedido: z.output<typeof usuarioVincularRequest>,
): Promise<Usuario> {
  const versao = contaTravada(porLogin(pedido.LOGIN));
  const auditoria = (conta: Usuario) => ({
    registro: conta.CODIGO,
    detalhes: { CODIGO_FUNCIONARIO: pedido.CODIGO_FUNCIONARIO },
  });
  const escrita = { acao: 'vincular', entidade: 'usuario', versao, auditoria };
  return escrever(db, autor, escrita, async (tx, conta) => {
    if (conta.CODIGO_FUNCIONARIO !== null) throw new StateConflictError(MENSAGENS.usuarioJaVinculado);
    await exigirFuncionarioAtivo(tx, pedido.CODIGO_FUNCIONARIO);
    await exigirFuncionarioSemUsuario(tx, pedido.CODIGO_FUNCIONARIO);
    const [vinculado] = await tx
      .update(usuario)
      .set({ CODIGO_FUNCIONARIO: pedido.CODIGO_FUNCIONARIO })
      .where(eq(usuario.CODIGO, conta.CODIGO))
      .returning(colunasUsuario);
    return ouNaoEncontrado(vinculado);
  });
}
