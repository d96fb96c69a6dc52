import path from 'node:path';
import { email, zodPtBr } from '@acolher/contract';
import { z } from 'zod';

// Operators read these messages: Brazilian Portuguese, like the API's (app.ts installs the same).
z.config(zodPtBr());

/** The environment of DESIGN §3, typed. A bad value stops the start with a clear message. */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://')
    .optional(),
  // The login form's rule (254/64 characters), or the administrator could never sign in.
  ADMIN_EMAIL: email.default('admin@acolher.local'),
  ADMIN_PASSWORD: z.string().min(4).max(100).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Acolher <nao-responda@acolher.local>'),
  APP_URL: z.string().url().optional(),
  TZ_LAR: z
    .string()
    .default('America/Sao_Paulo')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'fuso horário desconhecido'),
  /** The home's name, printed at the top of every report. */
  NOME_LAR: z.string().trim().min(1).max(120).default('Lar Acolher'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = Omit<z.infer<typeof schema>, 'APP_URL'> & { APP_URL: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    APP_URL: (c.APP_URL ?? `http://${c.HOST}:${c.PORT}`).replace(/\/$/, ''),
  };
}
