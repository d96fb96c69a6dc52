import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Mailer } from './mail.ts';
import { criarMailerOutbox } from './mail-outbox.ts';
import { criarMailerSmtp } from './mail-smtp.ts';

export function criarMailer(config: Config, log: FastifyBaseLogger): Mailer {
  return config.SMTP_URL
    ? criarMailerSmtp(config.SMTP_URL, config.MAIL_FROM)
    : criarMailerOutbox(config.DATA_DIR, config.MAIL_FROM, log);
}
