import nodemailer from 'nodemailer';
import type { Mailer } from './mail.ts';

export function criarMailerSmtp(smtpUrl: string, from: string): Mailer {
  const transporte = nodemailer.createTransport(smtpUrl);
  return {
    async send(mensagem) {
      await transporte.sendMail({ from, to: mensagem.to, subject: mensagem.subject, text: mensagem.text });
    },
  };
}
