import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, Mensagem } from './mail.ts';

/** RFC 2047: a header may carry UTF-8 only as an encoded word. */
function cabecalho(valor: string): string {
  return /^[\x20-\x7e]*$/.test(valor)
    ? valor
    : `=?UTF-8?B?${Buffer.from(valor, 'utf8').toString('base64')}?=`;
}

/** The message as an RFC 822 file, body in plain 8-bit UTF-8 so links stay readable and clickable. */
export function formatarEml(mensagem: Mensagem, from: string, data: Date = new Date()): string {
  const corpo = mensagem.text.replace(/\r?\n/g, '\r\n');
  return [
    `From: ${cabecalho(from)}`,
    `To: ${mensagem.to}`,
    `Subject: ${cabecalho(mensagem.subject)}`,
    `Date: ${data.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    corpo,
    '',
  ].join('\r\n');
}

/**
 * Without SMTP_URL nothing leaves the machine: each message becomes
 * DATA_DIR/outbox/<time>-<sequence>-<rand>.eml (mode 600), where an administrator can still open a
 * reset link and pass it on. The log says only that a message was kept, to whom and in which file:
 * its text holds the link, a password for whoever reads it, and the log is read by more people and
 * kept longer than the outbox (decision 0034). Names sort in sending order: the sequence orders
 * messages sent within one millisecond, the random part keeps two processes on one DATA_DIR from
 * colliding.
 */
export function criarMailerOutbox(dataDir: string, from: string, log: FastifyBaseLogger): Mailer {
  const pasta = path.join(dataDir, 'outbox');
  let sequencia = 0;
  return {
    async send(mensagem) {
      const agora = new Date();
      sequencia += 1;
      const nome = [
        agora.toISOString().replace(/[:.]/g, '-'),
        String(sequencia).padStart(9, '0'),
        `${randomBytes(4).toString('hex')}.eml`,
      ].join('-');
      await fs.mkdir(pasta, { recursive: true });
      const arquivo = path.join(pasta, nome);
      await fs.writeFile(arquivo, formatarEml(mensagem, from, agora), { mode: 0o600 });
      log.info(
        { para: mensagem.to, assunto: mensagem.subject, arquivo },
        'E-mail guardado na caixa de saída',
      );
    },
  };
}
