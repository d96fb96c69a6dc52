import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { MENSAGENS } from '@acolher/contract';
import { hash, verify } from '@node-rs/argon2';
import { InvalidInputError, ServidorOcupadoError } from './errors.ts';
import { enderecoDaOrigem } from './origem.ts';

/** argon2id, m=19 MiB, t=2, p=1: OWASP Password Storage Cheat Sheet (docs/arquitetura.md §5). */
const OPCOES = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes at once: half the cores (at least one), so a burst of sign-ins leaves the other half to the
 * event loop and PostgreSQL, and libuv's four threads to file reads (decision 0031).
 */
export const HASHES_SIMULTANEOS = Math.max(1, Math.ceil(availableParallelism() / 2));
/** Hashes waiting their turn; past this the request is answered 503 at once instead of piling up. */
export const FILA_DE_HASHES = 32;

/**
 * Per address and route, on every route that hashes a password (decision 0031): counted after the
 * body is validated (a malformed body costs no hash) and before any query or hash of the route. A
 * whole minute of one address fits in the queue above, so one client alone never makes others wait
 * for a 503. The address's 30 failed sign-ins in 15 minutes (decision 0003) still hold beneath it.
 */
export const LIMITE_DE_HASHES_POR_ENDERECO = {
  max: 30,
  timeWindow: 60_000,
  hook: 'preHandler',
  // An IPv6 client counts by its /64: a fresh address of the same block is no fresh allowance.
  keyGenerator: (request: { ip: string }) => enderecoDaOrigem(request.ip),
} as const;

let emCurso = 0;
const fila: (() => void)[] = [];

function liberarVaga(): void {
  const proximo = fila.shift();
  if (proximo) proximo();
  else emCurso -= 1;
}

/**
 * Runs `trabalho` in one of HASHES_SIMULTANEOS slots, waiting in a queue of FILA_DE_HASHES at most;
 * a full queue throws ServidorOcupadoError (503) without running it. A slot passes straight from
 * one holder to the next in line, so the count never drops between them.
 */
export async function comVagaDeHash<T>(trabalho: () => Promise<T>): Promise<T> {
  if (emCurso >= HASHES_SIMULTANEOS) {
    if (fila.length >= FILA_DE_HASHES) throw new ServidorOcupadoError();
    await new Promise<void>((vez) => fila.push(vez));
  } else {
    emCurso += 1;
  }
  try {
    return await trabalho();
  } finally {
    liberarVaga();
  }
}

export function hashPassword(senha: string): Promise<string> {
  return comVagaDeHash(() => hash(senha, OPCOES));
}

export async function verifyPassword(hashGuardado: string, senha: string): Promise<boolean> {
  return comVagaDeHash(async () => {
    try {
      return await verify(hashGuardado, senha);
    } catch {
      return false;
    }
  });
}

/**
 * The 10,000 most common passwords of 4 to 100 characters, lower-cased, one a line: SecLists'
 * "10 million password list, top 1,000,000" (decision 0031 names the source and licence). Read
 * once, on the server only: the web app never downloads it.
 */
const SENHAS_COMUNS = new Set(
  readFileSync(new URL('./senhas-comuns.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean),
);

/** Who the password is for: it may be neither of these (ignoring case). */
export interface DonoDaSenha {
  login: string;
  email: string;
}

/** Why a new password is refused beyond docs/produto.md §5's 4–100 characters, or null when it is good. */
export function motivoDeSenhaFraca(senha: string, dono: DonoDaSenha): string | null {
  const minuscula = senha.toLowerCase();
  if (minuscula === dono.login.toLowerCase() || minuscula === dono.email.toLowerCase()) {
    return MENSAGENS.senhaIgualAoUsuario;
  }
  return SENHAS_COMUNS.has(minuscula) ? MENSAGENS.senhaComum : null;
}

/**
 * A password being set (first access, change, reset, a new account, an administrator's reset): a
 * common one, or one equal to the login or e-mail, is a 400 on `campo`.
 */
export function exigirSenhaForte(senha: string, dono: DonoDaSenha, campo: string): void {
  const motivo = motivoDeSenhaFraca(senha, dono);
  if (motivo) throw new InvalidInputError(motivo, [{ campo, mensagem: motivo }]);
}

/** The hash of a password being set, once exigirSenhaForte lets it through. */
export async function hashNovaSenha(senha: string, dono: DonoDaSenha, campo: string): Promise<string> {
  exigirSenhaForte(senha, dono, campo);
  return hashPassword(senha);
}
