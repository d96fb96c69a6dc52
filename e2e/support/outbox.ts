import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

interface Mensagem {
  para: string;
  corpo: string;
}

/**
 * RFC 5322: headers up to the first blank line, folded lines continue with white space. The app's
 * outbox writes the body as plain 8-bit UTF-8 (server/src/lib/mail-outbox.ts), so it reads as is.
 */
function lerEml(bruto: string): Mensagem {
  const texto = bruto.replace(/\r\n/g, '\n');
  const fim = texto.indexOf('\n\n');
  const cabecalhos = (fim === -1 ? texto : texto.slice(0, fim)).replace(/\n[ \t]+/g, ' ').split('\n');
  const para =
    cabecalhos
      .find((linha) => /^to:/i.test(linha))
      ?.slice(3)
      .trim() ?? '';
  return { para, corpo: fim === -1 ? '' : texto.slice(fim + 2) };
}

async function mensagensPara(pasta: string, destinatario: string): Promise<string[]> {
  const arquivos = (await readdir(pasta).catch(() => [])).filter((a) => a.endsWith('.eml')).sort();
  const mensagens = await Promise.all(
    arquivos.map(async (a) => lerEml(await readFile(path.join(pasta, a), 'utf8'))),
  );
  return mensagens
    .filter((m) => m.para.toLowerCase().includes(destinatario.toLowerCase()))
    .map((m) => m.corpo);
}

/** Mail goes out after the request is answered (server/src/lib/mail.ts), so it may land a moment later. */
const PRAZO_DO_EMAIL_MS = 10_000;

/**
 * The newest message the app wrote to DATA_DIR/outbox for this address (the no-SMTP path of
 * docs/arquitetura.md §3), waiting for the first one to arrive.
 */
export async function ultimoEmailPara(destinatario: string): Promise<string> {
  const pasta = path.join(inject('e2e').dataDir, 'outbox');
  const limite = Date.now() + PRAZO_DO_EMAIL_MS;
  for (;;) {
    const ultimo = (await mensagensPara(pasta, destinatario)).at(-1);
    if (ultimo !== undefined) return ultimo;
    if (Date.now() > limite) throw new Error(`nenhum e-mail para ${destinatario} em ${pasta}`);
    await new Promise((resolver) => setTimeout(resolver, 100));
  }
}
