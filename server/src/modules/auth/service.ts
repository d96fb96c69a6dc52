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
import { contarEventos, type EventoAuditoria, registrarEventoRepetido } from '../../lib/auditoria.ts';
import {
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  StateConflictError,
  TooManyAttemptsError,
  UnauthenticatedError,
} from '../../lib/errors.ts';
import { escrever } from '../../lib/escrita.ts';
import type { EnvioEmSegundoPlano } from '../../lib/mail.ts';
import { exigirSenhaForte, hashNovaSenha, hashPassword, verifyPassword } from '../../lib/password.ts';
import {
  abrirSessao,
  comFuncionario,
  contaAtiva,
  encerrarAcessosAbertos,
  encerrarSessao,
  hashSegredo,
  novoSegredo,
  type Origem,
  type SessionUser,
} from './session.ts';

/** A sign-in's event about the account: written as every audit row is (lib/escrita.ts). */
function daConta(acao: string, registro: string | number) {
  return { acao, entidade: 'usuario', auditoria: () => ({ registro }) };
}

/**
 * The sign-in brakes (decision 0031, which replaces 0003's lock of the account): failures in the
 * last 15 minutes of one account from one address refuse (429); so do those of one address whatever
 * the accounts, except to the right password of an account that signed in from there lately
 * (decision 0047); the account's failures from every address only slow the next try, and not from
 * an address the account signed in from lately, so no one can keep its owner out.
 */
const FREIO = {
  janelaMs: 15 * 60 * 1000,
  /** docs/arquitetura.md §5's 5 failures, now per account and address. */
  contaNoEndereco: 5,
  /** A shared reception PC must not lock everyone out after a few typos each. */
  endereco: 30,
  /** From this many failures of the account on, each further try waits: 1 s, then doubling. */
  conta: 10,
  primeiraEsperaMs: 1000,
  /** An address the account signed in from within this time is its owner's: not slowed down. */
  enderecoConhecidoMs: 30 * 24 * 60 * 60 * 1000,
} as const;
const LIMITE_FALHAS_ALTERAR_SENHA = 5;
export const VALIDADE_LINK_MS = 30 * 60 * 1000;

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
  hashFicticio ??= hashPassword(novoSegredo()).catch((erro: unknown) => {
    // A busy server (503) must not leave the failure cached for every later unknown e-mail.
    hashFicticio = undefined;
    throw erro;
  });
  return hashFicticio;
}

/** A new password (a reset, a change, a first access, an administrator's): guesses at the old one stop counting. */
const ACOES_DE_NOVA_SENHA = ['senha_redefinida', 'senha_alterada', 'senha_definida', 'redefinir_senha'];

/** What the brakes read of the audit log, for one account (or unknown e-mail) and one address. */
type EstadoDoFreio = {
  daContaNoEndereco: number;
  daConta: number;
  ultimaDaConta: Date | null;
  doEndereco: number;
  enderecoConhecido: boolean;
};

/**
 * One statement: the account's failures since the later of the window's start and its last new
 * password (all, from this address, the latest), the address's failures, and whether the account
 * signed in from this address lately. Indexed by (acao, registro, em) and (acao, ip, em).
 */
async function estadoDoFreio(
  db: Db | Tx,
  email: string,
  contaCodigo: number | undefined,
  ip: string,
): Promise<EstadoDoFreio> {
  const agora = Date.now();
  const desde = new Date(agora - FREIO.janelaMs);
  const conhecidoDesde = new Date(agora - FREIO.enderecoConhecidoMs);
  const registro = contaCodigo === undefined ? null : String(contaCodigo);
  const novasSenhas = sql.join(
    ACOES_DE_NOVA_SENHA.map((acao) => sql`${acao}`),
    sql`, `,
  );
  const { rows } = await db.execute<EstadoDoFreio>(sql`
    with inicio as (
      select greatest(${desde}::timestamptz, coalesce(max(em), '-infinity'::timestamptz)) as em
      from auditoria where acao in (${novasSenhas}) and registro = ${registro}
    ), falhas as (
      select ip, em from auditoria
      where acao = 'login_falhou' and registro = ${email} and em > (select em from inicio)
    )
    select
      (select count(*) from falhas)::int as "daConta",
      (select count(*) from falhas where ip = ${ip})::int as "daContaNoEndereco",
      (select max(em) from falhas) as "ultimaDaConta",
      (select count(*) from auditoria
        where acao = 'login_falhou' and ip = ${ip} and em > ${desde}::timestamptz)::int as "doEndereco",
      exists(select 1 from auditoria
        where acao = 'login' and ip = ${ip} and usuario_codigo = ${contaCodigo ?? null}
          and em > ${conhecidoDesde}::timestamptz) as "enderecoConhecido"
  `);
  const [estado] = rows;
  if (!estado) throw new Error('o freio do login não devolveu linha');
  return { ...estado, ultimaDaConta: estado.ultimaDaConta && new Date(estado.ultimaDaConta) };
}

/** The account-wide wait after `falhas` failures: none below FREIO.conta, then 1 s, doubling, at most the window. */
function esperaDaConta(falhas: number): number {
  if (falhas < FREIO.conta) return 0;
  return Math.min(FREIO.janelaMs, FREIO.primeiraEsperaMs * 2 ** (falhas - FREIO.conta));
}

/**
 * What the brakes let a try do: go on (`livre`), nothing (`fechado`), or only sign in with the right
 * password (`soSenhaCerta`): a wrong one is answered and counted as braked.
 */
type Freio = 'livre' | 'fechado' | 'soSenhaCerta';

/**
 * The pair brake first: it is what holds a guesser at a known address to 5 tries, exemption or not.
 * Then the address's brake, which spares the right password of an account that signed in from that
 * address lately (decision 0047): one attacker there, or a proxy without TRUST_PROXY making every
 * client one address, no longer keeps the home's staff out. Its wrong passwords are still refused
 * as braked and counted, so the exemption tells an attacker nothing the pair brake does not allow.
 */
function freioDoLogin(estado: EstadoDoFreio, agora: number): Freio {
  if (estado.daContaNoEndereco >= FREIO.contaNoEndereco) return 'fechado';
  if (estado.doEndereco >= FREIO.endereco) return estado.enderecoConhecido ? 'soSenhaCerta' : 'fechado';
  if (estado.enderecoConhecido || !estado.ultimaDaConta) return 'livre';
  return agora - estado.ultimaDaConta.getTime() < esperaDaConta(estado.daConta) ? 'fechado' : 'livre';
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
  freio(db: Db | Tx): Promise<Freio>;
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
  const { falha } = tentativa;
  const quem = { usuarioCodigo: falha.usuarioCodigo ?? null, ip: falha.ip ?? null };
  // Only a wrong password counts: a row of the failure, inserted while the locks are held.
  const auditoria = ({ contada }: { contada: boolean }) =>
    contada ? { registro: falha.registro ?? null } : null;
  const escrita = { acao: falha.acao, entidade: falha.entidade, auditoria };
  const { veredito } = await escrever(
    db,
    quem,
    escrita,
    async (tx): Promise<{ veredito: Veredito; contada: boolean }> => {
      for (const [espaco, chave] of tentativa.travas) {
        await tx.execute(sql`select pg_advisory_xact_lock(${espaco}::int, hashtext(${chave}))`);
      }
      const freio = await tentativa.freio(tx);
      if (freio === 'fechado') return { veredito: 'bloqueada', contada: false };
      if (senhaConfere) return { veredito: 'aceita', contada: false };
      // Under a known address's exemption a wrong password is braked all the same, and counted.
      return { veredito: freio === 'livre' ? 'recusada' : 'bloqueada', contada: true };
    },
  );
  return veredito;
}

async function julgarTentativa(db: Db, tentativa: Tentativa): Promise<Veredito> {
  // Already over the limit: refused before any argon2 work, so a blocked attacker costs little CPU.
  const veredito =
    (await tentativa.freio(db)) === 'fechado'
      ? 'bloqueada'
      : await contarERegistrar(db, tentativa, await tentativa.verificarSenha());
  // A run of blocked tries is one audit row with its count, however long the attacker keeps on.
  if (veredito === 'bloqueada' && tentativa.bloqueio) await registrarEventoRepetido(db, tentativa.bloqueio);
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
    freio: async (banco) =>
      freioDoLogin(await estadoDoFreio(banco, email, conta?.CODIGO, origem.ip), Date.now()),
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
    await escrever(db, { usuarioCodigo: conta.CODIGO, ip: origem.ip }, daConta('login_inativo', email));
    throw new ForbiddenError(MENSAGENS.usuarioInativo);
  }
  const { token, xsrf } = await abrirSessao(db, conta.CODIGO, origem);
  await escrever(db, { usuarioCodigo: conta.CODIGO, ip: origem.ip }, daConta('login', conta.CODIGO));
  return { login: conta.LOGIN, accessToken: token, primeiro_acesso: conta.PRIMEIRO_ACESSO, xsrf };
}

export async function sair(db: Db, user: SessionUser, origem: Origem): Promise<void> {
  await encerrarSessao(db, user.sessaoCodigo);
  await escrever(
    db,
    { usuarioCodigo: user.usuarioCodigo, ip: origem.ip },
    daConta('logout', user.usuarioCodigo),
  );
}

/** docs/produto.md §7: a list whose first item has PERMISSAO_ACESSO. Only one's own, unless administrator. */
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
    .leftJoin(funcionario, comFuncionario)
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
  const quem = { usuarioCodigo: conta?.CODIGO ?? null, ip: origem.ip };
  await escrever(db, quem, daConta('redefinicao_pedida', email.toLowerCase()));
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

/** The account a password is set for: who it may not equal, and its state. */
async function contaDoUsuario(db: Db | Tx, usuarioCodigo: number) {
  const [conta] = await db
    .select({
      login: usuario.LOGIN,
      email: usuario.EMAIL,
      SENHA: usuario.SENHA,
      PRIMEIRO_ACESSO: usuario.PRIMEIRO_ACESSO,
    })
    .from(usuario)
    .where(eq(usuario.CODIGO, usuarioCodigo));
  if (!conta) throw new UnauthenticatedError();
  return conta;
}

/**
 * Stores the new password's hash, signs the other devices out and voids every reset link still open
 * (decision 0031: a link asked before must not set yet another password after this one).
 */
async function trocarSenha(db: Db | Tx, usuarioCodigo: number, SENHA: string, manterSessao: number | null) {
  await db.update(usuario).set({ SENHA, PRIMEIRO_ACESSO: false }).where(eq(usuario.CODIGO, usuarioCodigo));
  await encerrarAcessosAbertos(db, usuarioCodigo, manterSessao);
}

/** The user's own new password (first access, change), this session kept, audited as `acao`. */
function trocarSenhaAuditada(db: Db, user: SessionUser, origem: Origem, acao: string, SENHA: string) {
  const quem = { usuarioCodigo: user.usuarioCodigo, ip: origem.ip };
  return escrever(db, quem, daConta(acao, user.usuarioCodigo), (tx) =>
    trocarSenha(tx, user.usuarioCodigo, SENHA, user.sessaoCodigo),
  );
}

/** The reset link's token, still unused, in time, and of an account that may sign in. */
function linkValido(db: Db | Tx, segredo: string, agora: Date) {
  return and(
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
  );
}

/**
 * A reset link works once, for 30 minutes, and signs every device out. The new password is checked
 * and hashed before the link is spent: a refused or busy try leaves the link good for the next one.
 */
export async function redefinirSenha(
  db: Db,
  segredo: string,
  novaSenha: string,
  origem: Origem,
): Promise<string> {
  const [dono] = await db
    .select({ usuarioCodigo: usuario.CODIGO, login: usuario.LOGIN, email: usuario.EMAIL })
    .from(tokenRedefinicao)
    .innerJoin(usuario, eq(usuario.CODIGO, tokenRedefinicao.USUARIO_CODIGO))
    .where(linkValido(db, segredo, new Date()));
  if (!dono) throw new InvalidInputError(MENSAGENS.linkInvalido);
  const SENHA = await hashNovaSenha(novaSenha, dono, 'newPassword');
  const quem = { usuarioCodigo: dono.usuarioCodigo, ip: origem.ip };
  await escrever(db, quem, daConta('senha_redefinida', dono.usuarioCodigo), async (tx) => {
    const agora = new Date();
    const [usado] = await tx
      .update(tokenRedefinicao)
      .set({ USADO_EM: agora })
      .where(linkValido(tx, segredo, agora))
      .returning({ usuarioCodigo: tokenRedefinicao.USUARIO_CODIGO });
    // Spent by a parallel try while this one hashed.
    if (!usado) throw new InvalidInputError(MENSAGENS.linkInvalido);
    await trocarSenha(tx, usado.usuarioCodigo, SENHA, null);
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
  const conta = await contaDoUsuario(db, user.usuarioCodigo);
  if (!conta.PRIMEIRO_ACESSO) throw new StateConflictError(MENSAGENS.primeiroAcessoConcluido);
  const SENHA = await hashNovaSenha(senha, conta, 'senha');
  await trocarSenhaAuditada(db, user, origem, 'senha_definida', SENHA);
  return MENSAGENS.senhaDefinida;
}

/**
 * Change-password answers `changed: false` for a wrong current password (docs/produto.md §3 gives the answer that
 * flag); guesses are counted like failed logins.
 */
export async function alterarSenha(
  db: Db,
  user: SessionUser,
  pedido: AlterarSenhaRequest,
  origem: Origem,
): Promise<AlterarSenhaResponse> {
  if (pedido.LOGIN.toLowerCase() !== user.login.toLowerCase()) throw new ForbiddenError();
  const conta = await contaDoUsuario(db, user.usuarioCodigo);
  // A refused new password is said before any guess is counted: it costs no hash.
  exigirSenhaForte(pedido.NOVA_SENHA, conta, 'NOVA_SENHA');
  const registro = String(user.usuarioCodigo);
  const veredito = await julgarTentativa(db, {
    travas: [[TRAVA.alterarSenha, registro]],
    freio: async (banco) =>
      (await contarEventos(
        banco,
        'alterar_senha_falhou',
        { registro },
        new Date(Date.now() - FREIO.janelaMs),
      )) >= LIMITE_FALHAS_ALTERAR_SENHA
        ? 'fechado'
        : 'livre',
    verificarSenha: () => verifyPassword(conta.SENHA, pedido.SENHA_ATUAL),
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
  const SENHA = await hashPassword(pedido.NOVA_SENHA);
  await trocarSenhaAuditada(db, user, origem, 'senha_alterada', SENHA);
  return { message: MENSAGENS.senhaAlterada, changed: true };
}
