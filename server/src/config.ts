import { isIP } from 'node:net';
import path from 'node:path';
import { type ConfiguracaoDeTurnos, email, instalarMensagensPtBr } from '@acolher/contract';
import { z } from 'zod';

// Operators read these messages: Brazilian Portuguese, like the API's (app.ts installs the same).
instalarMensagensPtBr();

/** What Fastify's trustProxy (proxy-addr) accepts: an IP, a CIDR range, or one of its three names. */
function enderecoDeProxy(valor: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(valor)) return true;
  const [ip = '', prefixo, ...resto] = valor.split('/');
  const versao = isIP(ip);
  if (versao === 0 || resto.length > 0) return false;
  return prefixo === undefined || (/^\d{1,3}$/.test(prefixo) && Number(prefixo) <= (versao === 4 ? 32 : 128));
}

const urlDoPostgres = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://');

/** An external database comes as a pair: the app's role and the owner; one without the other says which is missing. */
function parDoBanco(c: { DATABASE_URL?: string; DATABASE_OWNER_URL?: string }, ctx: z.RefinementCtx): void {
  if (c.DATABASE_URL && !c.DATABASE_OWNER_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_OWNER_URL'],
      message:
        'falta: com DATABASE_URL (o papel do app, que não é dono de nada), defina também o dono das tabelas, ' +
        'com que o Acolher aplica as migrações e concede as permissões (veja o README)',
    });
  }
  if (c.DATABASE_OWNER_URL && !c.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_URL'],
      message: 'falta: com DATABASE_OWNER_URL, defina também o papel com que o app atende (veja o README)',
    });
  }
}

/** The environment of docs/arquitetura.md §3, typed. A bad value stops the start with a clear message. */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The role the app serves with, which owns nothing (decision 0032); with DATABASE_OWNER_URL. */
  DATABASE_URL: urlDoPostgres.optional(),
  /** The owner of the tables, with which the start migrates and grants DATABASE_URL's role its permissions. */
  DATABASE_OWNER_URL: urlDoPostgres.optional(),
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
  /** How the home splits the day into shifts (TURNOS_DO_LAR): 2, Dia and Noite; 3, Manhã, Tarde and Noite. */
  TURNOS_LAR: z
    .enum(['2', '3'], 'use 2 (Dia e Noite) ou 3 (Manhã, Tarde e Noite)')
    .default('2')
    .transform((v) => Number(v) as ConfiguracaoDeTurnos),
  /** The home's name, printed at the top of every report. */
  NOME_LAR: z.string().trim().min(1).max(120).default('Lar Acolher'),
  /**
   * Addresses of the reverse proxies in front (comma-separated IPs or CIDR ranges): only their
   * X-Forwarded-For / -Proto are believed, so per-address limits see the real client (decision 0007).
   */
  TRUST_PROXY: z
    .string()
    .transform((lista) => lista.split(',').map((item) => item.trim()))
    .refine(
      (itens) => itens.every(enderecoDeProxy),
      'use endereços IP ou faixas CIDR separados por vírgula, como 127.0.0.1,10.0.0.0/8',
    )
    .optional(),
  /**
   * Threads laying PDFs out at once (lib/pool-de-pdf.ts). Sized by memory, not cores: each rendering
   * thread adds 80–180 MB of RSS (decision 0029).
   */
  PDF_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = Omit<z.infer<typeof schema>, 'APP_URL'> & { APP_URL: string };

export class ConfigError extends Error {}

const configuracao = schema.superRefine(parDoBanco);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configuracao.safeParse(present);
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
