import type { FastifyBaseLogger } from 'fastify';

/** What leaves the machine. Tests swap in a recorder through this same interface. */
export interface Mensagem {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mensagem: Mensagem): Promise<void>;
}

/**
 * Mail sent after the request has its answer: a slow or broken SMTP server must not change what the
 * client sees (a 500, or a delay that tells a known e-mail from an unknown one). Failures are logged,
 * never thrown; `aguardar` lets a shutdown finish what is still in flight.
 */
export interface EnvioEmSegundoPlano {
  enviar(mensagem: Mensagem): void;
  aguardar(): Promise<void>;
}

export function enviarEmSegundoPlano(mailer: Mailer, log: FastifyBaseLogger): EnvioEmSegundoPlano {
  const pendentes = new Set<Promise<void>>();
  return {
    enviar(mensagem) {
      const envio: Promise<void> = Promise.resolve()
        .then(() => mailer.send(mensagem))
        .catch((err: unknown) => log.error({ err, assunto: mensagem.subject }, 'falha ao enviar e-mail'))
        .finally(() => pendentes.delete(envio));
      pendentes.add(envio);
    },
    async aguardar() {
      await Promise.all(pendentes);
    },
  };
}
