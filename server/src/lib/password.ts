import { hash, verify } from '@node-rs/argon2';

/** argon2id, m=19 MiB, t=2, p=1: OWASP Password Storage Cheat Sheet (DESIGN §5). */
const OPCOES = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(senha: string): Promise<string> {
  return hash(senha, OPCOES);
}

export async function verifyPassword(hashGuardado: string, senha: string): Promise<boolean> {
  try {
    return await verify(hashGuardado, senha);
  } catch {
    return false;
  }
}
