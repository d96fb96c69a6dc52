import type { Mailer, Mensagem } from '../../src/lib/mail.ts';

/** The Mailer of tests: keeps what would have been sent, in order. */
export function criarMailerGravador(mails: Mensagem[]): Mailer {
  return {
    async send(mensagem) {
      mails.push({ ...mensagem });
    },
  };
}
