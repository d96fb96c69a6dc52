import { z } from 'zod';
import { MENSAGENS } from './messages.ts';

/** Shared validation rules of SPEC §5 and §9, used by the server's routes and the web forms. */
export const SENHA_MIN = 4;
export const SENHA_MAX = 100;
export const EMAIL_MAX = 254;
export const EMAIL_LOCAL_MAX = 64;
export const DATA_MAX = '2999-12-31';

const EMAIL_FORMATO = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailValido(valor: string): boolean {
  const arroba = valor.lastIndexOf('@');
  return valor.length <= EMAIL_MAX && arroba > 0 && arroba <= EMAIL_LOCAL_MAX && EMAIL_FORMATO.test(valor);
}

export const email = z
  .string({ error: MENSAGENS.campoObrigatorio })
  .trim()
  .min(1, MENSAGENS.campoObrigatorio)
  .refine(emailValido, MENSAGENS.emailInvalido);

export const senha = z
  .string({ error: MENSAGENS.campoObrigatorio })
  .min(1, MENSAGENS.campoObrigatorio)
  .min(SENHA_MIN, MENSAGENS.senhaTamanho)
  .max(SENHA_MAX, MENSAGENS.senhaTamanho);

/** A calendar date on the wire: YYYY-MM-DD, a real day, not after 2999-12-31. */
export const data = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'Data inválida')
  .refine((v) => v <= DATA_MAX, 'Data máxima 31/12/2999');

/** Positive integer code in a path (`/residente/{id}`); rejects "1e3", "-1", "abc". */
export const codigo = z.coerce
  .number({ error: 'Código inválido' })
  .int('Código inválido')
  .positive('Código inválido')
  .max(2_147_483_647, 'Código inválido');
export const codigoParams = z.object({ id: codigo });
