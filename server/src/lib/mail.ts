/** What leaves the machine. Tests swap in a recorder through this same interface. */
export interface Mensagem {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mensagem: Mensagem): Promise<void>;
}
