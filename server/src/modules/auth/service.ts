import {
  type AlterarSenhaRequest,
  type AlterarSenhaResponse,
  type LoginRequest,
  MENSAGENS,
  PERMISSAO,
  type SessaoResponse,
} from '@acolher/contract';
import { and, eq, exists, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { funcionario, pessoa, tokenRedefinicao, usuario } from '../../db/schema.ts';
import {
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  StateConflictError,
  TooManyAttemptsError,
  UnauthenticatedError,
} from '../../lib/errors.ts';
import type { EnvioEmSegundoPlano } from '../../lib/mail.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { contarEventos, type EventoAuditoria, registrarEvento } from '../auditoria/service.ts';
import {
  abrirSessao,
  comFuncionario,
  contaAtiva,
  encerrarOutrasSessoes,
  encerrarSessao,
  hashSegredo,
  novoSegredo,
  type SessionUser,
} from './session.ts';

/** DESIGN §5: 429 after 5 failed logins in 15 minutes per account; an address gets more room (a shared PC). */
export const LIMITE_FALHAS_CONTA = 5;
export const LIMITE_FALHAS_IP = 30;
export const JANELA_FALHAS_MS = 15 * 60 * 1000;
export const VALIDADE_LINK_MS = 30 * 60 * 1000;

export interface Origem {
  ip: string;
  userAgent: string | undefined;
}

/** E-mail and login compare ignoring case, as their unique indexes do. */
export const porEmail = (email: string) => eq(sql`lower(${usuario.EMAIL})`, email.toLowerCase());
export const porLogin = (login: string) => eq(sql`lower(${usuario.LOGIN})`, login.toLowerCase());

/** The account with whether it may sign in (`contaAtiva`: its employee is not inactivated). */
function contaPorEmail(db: Db, email: string) {
  return db
    .select({ ...getTableColumns(usuario), ativa: sql<boolean>`coalesce(${contaAtiva}, false)` })
    .from(usuario)
    .leftJoin(funcionario, comFuncionario)
    .where(porEmail(email))
    .limit(1);
}

/** Verifying against a throw-away hash when the e-mail is unknown keeps both answers equally slow. */
let hashFicticio: Promise<string> | undefined;
function hashParaComparar(): Promise<string> {
  hashFicticio ??= hashPassword(novoSegredo());
  return hashFicticio;
}

/** Failures of one account and of one address in the window: the limits of DESIGN §5. */
async function limiteDeLoginAtingido(db: Db | Tx, email: string, origem: Origem): Promise<boolean> {
  const desde = new Date(Date.now() - JANELA_FALHAS_MS);
  const [daConta, doIp] = await Promise.all([
    contarEventos(db, 'login_falhou', { registro: email }, desde),
    contarEventos(db, 'login_falhou', { ip: origem.ip }, desde),
  ]);
  return daConta >= LIMITE_FALHAS_CONTA || doIp >= LIMITE_FALHAS_IP;
}

type Veredito = 'aceita' | 'recusada' | 'bloqueada';

/**
 * Key spaces of the advisory locks (the two-int form, apart from the migration's one-bigint key).
 * A transaction takes at most one lock per space, in this order, so two can never deadlock, even
 * when two e-mails hash alike.
 */
export const TRAVA = { conta: 1, endereco: 2, alterarSenha: 3, administradores: 4 } as const;

/** A password guess: on login, or the current password on "Alterar senha". */
interface Tentativa {
  /** Advisory locks as [space, key], in ascending space order. */
  travas: [espaco: number, chave: string][];
  limiteAtingido(db: Db | Tx): Promise<boolean>;
  verificarSenha(): Promise<boolean>;
  falha: EventoAuditoria;
  bloqueio?: EventoAuditoria;
}

/**
 * Count, then record, as one step per account: parallel guesses queue on a transaction-scoped
 * advisory lock for the few milliseconds of a count and an insert, so no more than the limit of them
 * are ever answered as a plain failure. argon2 runs before, outside any lock, and holds up no one.
 */
async function contarERegistrar(db: Db, tentativa: Tentativa, senhaConfere: boolean): Promise<Veredito> {
  return db.transaction(async (tx) => {
    for (const [espaco, chave] of tentativa.travas) {
      await tx.execute(sql`select pg_advisory_xact_lock(${espaco}::int, hashtext(${chave}))`);
    }
    if (await tentativa.limiteAtingido(tx)) return 'bloqueada';
    if (senhaConfere) return 'aceita';
    await registrarEvento(tx, tentativa.falha);
    return 'recusada';
  });
}

async function julgarTentativa(db: Db, tentativa: Tentativa): Promise<Veredito> {
  // Already over the limit: refused before any argon2 work, so a blocked attacker costs little CPU.
  const veredito = (await tentativa.limiteAtingido(db))
    ? 'bloqueada'
    : await contarERegistrar(db, tentativa, await tentativa.verificarSenha());
  if (veredito === 'bloqueada' && tentativa.bloqueio) await registrarEvento(db, tentativa.bloqueio);
  return veredito;
}

export async function entrar(db: Db, pedido: LoginRequest, origem: Origem) {
  const email = pedido.email.toLowerCase();
  const [conta] = await contaPorEmail(db, email);
  const veredito = await julgarTentativa(db, {
    travas: [
      [TRAVA.conta, email],
      [TRAVA.endereco, origem.ip],
    ],
    limiteAtingido: (banco) => limiteDeLoginAtingido(banco, email, origem),
    verificarSenha: async () =>
      (await verifyPassword(conta?.SENHA ?? (await hashParaComparar()), pedido.senha)) && conta !== undefined,
    falha: {
      acao: 'login_falhou',
      entidade: 'usuario',
      registro: email,
      usuarioCodigo: conta?.CODIGO,
      ip: origem.ip,
    },
    bloqueio: { acao: 'login_bloqueado', entidade: 'usuario', registro: email, ip: origem.ip },
  });
  if (veredito === 'bloqueada') throw new TooManyAttemptsError();
  if (veredito === 'recusada' || !conta) throw new UnauthenticatedError(MENSAGENS.credenciaisInvalidas);
  if (!conta.ativa) {
    await registrarEvento(db, {
      acao: 'login_inativo',
      entidade: 'usuario',
      registro: email,
      usuarioCodigo: conta.CODIGO,
      ip: origem.ip,
    });
    throw new ForbiddenError(MENSAGENS.usuarioInativo);
  }
  const { token, xsrf } = await abrirSessao(db, conta.CODIGO, origem);
  await registrarEvento(db, {
    acao: 'login',
    entidade: 'usuario',
    registro: String(conta.CODIGO),
    usuarioCodigo: conta.CODIGO,
    ip: origem.ip,
  });
  return { login: conta.LOGIN, accessToken: token, primeiro_acesso: conta.PRIMEIRO_ACESSO, xsrf };
}

export async function sair(db: Db, user: SessionUser, origem: Origem): Promise<void> {
  await encerrarSessao(db, user.sessaoCodigo);
  await registrarEvento(db, {
    acao: 'logout',
    entidade: 'usuario',
    registro: String(user.usuarioCodigo),
    usuarioCodigo: user.usuarioCodigo,
    ip: origem.ip,
  });
}

/** SPEC §7: a list whose first item has PERMISSAO_ACESSO. Only one's own, unless administrator. */
export async function verificarAcesso(db: Db, user: SessionUser, login: string) {
  if (user.permissao !== PERMISSAO.administrador && login.toLowerCase() !== user.login.toLowerCase()) {
    throw new ForbiddenError();
  }
  const [conta] = await db
    .select({ PERMISSAO_ACESSO: usuario.PERMISSAO_ACESSO })
    .from(usuario)
    .where(porLogin(login))
    .limit(1);
  if (!conta) throw new NotFoundError();
  return [conta];
}

/** Who is signed in; the route adds the home's time zone, which is configuration, not data. */
export async function descreverSessao(db: Db, user: SessionUser): Promise<Omit<SessaoResponse, 'FUSO_LAR'>> {
  const [linha] = await db
    .select({
      LOGIN: usuario.LOGIN,
      EMAIL: usuario.EMAIL,
      PERMISSAO_ACESSO: usuario.PERMISSAO_ACESSO,
      primeiro_acesso: usuario.PRIMEIRO_ACESSO,
      CODIGO_FUNCIONARIO: usuario.CODIGO_FUNCIONARIO,
      nome: pessoa.NOME,
    })
    .from(usuario)
    .leftJoin(funcionario, eq(funcionario.CODIGO_FUNCIONARIO, usuario.CODIGO_FUNCIONARIO))
    .leftJoin(pessoa, eq(pessoa.CODIGO, funcionario.PESSOA_CODIGO))
    .where(eq(usuario.CODIGO, user.usuarioCodigo))
    .limit(1);
  if (!linha) throw new UnauthenticatedError();
  const { nome, ...resto } = linha;
  return { ...resto, NOME: nome ?? linha.LOGIN };
}

/**
 * Always the same answer, known e-mail or not, so the form cannot be used to probe accounts. The link
 * is stored before answering and mailed after (`correio`): an SMTP failure is only logged, and the
 * user asks again.
 */
export async function pedirRedefinicao(
  db: Db,
  correio: EnvioEmSegundoPlano,
  appUrl: string,
  email: string,
  origem: Origem,
): Promise<string> {
  const [conta] = await contaPorEmail(db, email);
  await registrarEvento(db, {
    acao: 'redefinicao_pedida',
    entidade: 'usuario',
    registro: email.toLowerCase(),
    usuarioCodigo: conta?.CODIGO,
    ip: origem.ip,
  });
  if (conta?.ativa) {
    const segredo = novoSegredo();
    await db.insert(tokenRedefinicao).values({
      TOKEN_HASH: hashSegredo(segredo),
      USUARIO_CODIGO: conta.CODIGO,
      EXPIRA_EM: new Date(Date.now() + VALIDADE_LINK_MS),
    });
    correio.enviar({
      to: conta.EMAIL,
      subject: 'Acolher: redefinição de senha',
      text: [
        `Olá, ${conta.LOGIN}.`,
        '',
        'Recebemos um pedido para redefinir a sua senha no Acolher. Para definir uma nova senha, abra o link abaixo (válido por 30 minutos, uma única vez):',
        '',
        `${appUrl}/#/esqueci-a-senha/${segredo}`,
        '',
        'Se não foi você, ignore esta mensagem: a sua senha continua a mesma.',
      ].join('\n'),
    });
  }
  return MENSAGENS.esqueciEnviado;
}

async function trocarSenha(db: Db, usuarioCodigo: number, novaSenha: string, manterSessao: number | null) {
  const SENHA = await hashPassword(novaSenha);
  await db.transaction(async (tx) => {
    await tx.update(usuario).set({ SENHA, PRIMEIRO_ACESSO: false }).where(eq(usuario.CODIGO, usuarioCodigo));
    await encerrarOutrasSessoes(tx, usuarioCodigo, manterSessao);
  });
}

/** A reset link works once, for 30 minutes, and signs every device out. */
export async function redefinirSenha(
  db: Db,
  segredo: string,
  novaSenha: string,
  origem: Origem,
): Promise<string> {
  const agora = new Date();
  const [usado] = await db
    .update(tokenRedefinicao)
    .set({ USADO_EM: agora })
    .where(
      and(
        eq(tokenRedefinicao.TOKEN_HASH, hashSegredo(segredo)),
        isNull(tokenRedefinicao.USADO_EM),
        gt(tokenRedefinicao.EXPIRA_EM, agora),
        // An inactivated employee's link sets no password that would come back with a reactivation.
        exists(
          db
            .select({ um: sql`1` })
            .from(usuario)
            .leftJoin(funcionario, comFuncionario)
            .where(and(eq(usuario.CODIGO, tokenRedefinicao.USUARIO_CODIGO), contaAtiva)),
        ),
      ),
    )
    .returning({ usuarioCodigo: tokenRedefinicao.USUARIO_CODIGO });
  if (!usado) throw new InvalidInputError(MENSAGENS.linkInvalido);
  await trocarSenha(db, usado.usuarioCodigo, novaSenha, null);
  await registrarEvento(db, {
    acao: 'senha_redefinida',
    entidade: 'usuario',
    registro: String(usado.usuarioCodigo),
    usuarioCodigo: usado.usuarioCodigo,
    ip: origem.ip,
  });
  return MENSAGENS.senhaRedefinida;
}

/** First access: only the user themself, in their own session, and only while the flag is up. */
export async function definirPrimeiraSenha(
  db: Db,
  user: SessionUser,
  username: string,
  senha: string,
  origem: Origem,
): Promise<string> {
  if (username.toLowerCase() !== user.login.toLowerCase()) throw new ForbiddenError();
  const [conta] = await db
    .select({ PRIMEIRO_ACESSO: usuario.PRIMEIRO_ACESSO })
    .from(usuario)
    .where(eq(usuario.CODIGO, user.usuarioCodigo));
  if (!conta?.PRIMEIRO_ACESSO) throw new StateConflictError(MENSAGENS.primeiroAcessoConcluido);
  await trocarSenha(db, user.usuarioCodigo, senha, user.sessaoCodigo);
  await registrarEvento(db, {
    acao: 'senha_definida',
    entidade: 'usuario',
    registro: String(user.usuarioCodigo),
    usuarioCodigo: user.usuarioCodigo,
    ip: origem.ip,
  });
  return MENSAGENS.senhaDefinida;
}

/**
 * Change-password answers `changed: false` for a wrong current password (SPEC §3 gives the answer that
 * flag); guesses are counted like failed logins.
 */
export async function alterarSenha(
  db: Db,
  user: SessionUser,
  pedido: AlterarSenhaRequest,
  origem: Origem,
): Promise<AlterarSenhaResponse> {
  if (pedido.LOGIN.toLowerCase() !== user.login.toLowerCase()) throw new ForbiddenError();
  const registro = String(user.usuarioCodigo);
  const veredito = await julgarTentativa(db, {
    travas: [[TRAVA.alterarSenha, registro]],
    limiteAtingido: async (banco) =>
      (await contarEventos(
        banco,
        'alterar_senha_falhou',
        { registro },
        new Date(Date.now() - JANELA_FALHAS_MS),
      )) >= LIMITE_FALHAS_CONTA,
    verificarSenha: async () => {
      const [conta] = await db
        .select({ SENHA: usuario.SENHA })
        .from(usuario)
        .where(eq(usuario.CODIGO, user.usuarioCodigo));
      return conta !== undefined && verifyPassword(conta.SENHA, pedido.SENHA_ATUAL);
    },
    falha: {
      acao: 'alterar_senha_falhou',
      entidade: 'usuario',
      registro,
      usuarioCodigo: user.usuarioCodigo,
      ip: origem.ip,
    },
  });
  if (veredito === 'bloqueada') throw new TooManyAttemptsError();
  if (veredito === 'recusada') return { message: MENSAGENS.senhaAtualIncorreta, changed: false };
  await trocarSenha(db, user.usuarioCodigo, pedido.NOVA_SENHA, user.sessaoCodigo);
  await registrarEvento(db, {
    acao: 'senha_alterada',
    entidade: 'usuario',
    registro,
    usuarioCodigo: user.usuarioCodigo,
    ip: origem.ip,
  });
  return { message: MENSAGENS.senhaAlterada, changed: true };
}
