import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { criarMailerOutbox } from './mail-outbox.ts';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'acolher-outbox-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('caixa de saída sem SMTP', () => {
  it('grava um .eml RFC 822 em UTF-8; o log diz para quem e em que arquivo, nunca o texto com o link', async () => {
    const registros: string[] = [];
    const log = {
      info: (dados: object, texto: string) => registros.push(JSON.stringify({ ...dados, texto })),
    } as unknown as FastifyBaseLogger;
    const mailer = criarMailerOutbox(dataDir, 'Acolher <nao-responda@acolher.local>', log);
    const link = `http://127.0.0.1:3000/#/esqueci-a-senha/${'a'.repeat(43)}`;
    await mailer.send({
      to: 'joão@lar.org',
      subject: 'Redefinição de senha',
      text: `Olá, Conceição!\n${link}`,
    });
    await mailer.send({ to: 'ana@lar.org', subject: 'Outra', text: 'segunda' });

    const arquivos = (await readdir(path.join(dataDir, 'outbox'))).sort();
    expect(arquivos).toHaveLength(2);
    expect(arquivos[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-\d{9}-[0-9a-f]{8}\.eml$/);
    const eml = await readFile(path.join(dataDir, 'outbox', arquivos[0] ?? ''), 'utf8');
    const [cabecalho = '', corpo] = eml.split('\r\n\r\n');
    expect(cabecalho).toContain('To: joão@lar.org');
    expect(cabecalho).toContain(
      `Subject: =?UTF-8?B?${Buffer.from('Redefinição de senha').toString('base64')}?=`,
    );
    expect(cabecalho).toContain('Content-Type: text/plain; charset=UTF-8');
    expect(cabecalho).toContain('Content-Transfer-Encoding: 8bit');
    expect(corpo).toBe(`Olá, Conceição!\r\n${link}\r\n`);
    expect(registros[0]).toContain('joão@lar.org');
    expect(registros[0]).toContain(arquivos[0]);
    expect(registros[0]).not.toContain('a'.repeat(43));
    expect(registros[0]).not.toContain('Conceição');
  });

  it('nomeia os arquivos na ordem de envio, mesmo muitos no mesmo milissegundo', async () => {
    const log = { info: () => undefined } as unknown as FastifyBaseLogger;
    const mailer = criarMailerOutbox(dataDir, 'Acolher <nao-responda@acolher.local>', log);
    const assuntos = Array.from({ length: 30 }, (_, i) => `Mensagem ${i}`);
    await Promise.all(assuntos.map((subject) => mailer.send({ to: 'ana@lar.org', subject, text: subject })));

    const arquivos = (await readdir(path.join(dataDir, 'outbox'))).sort();
    const lidos = await Promise.all(arquivos.map((a) => readFile(path.join(dataDir, 'outbox', a), 'utf8')));
    expect(lidos.map((eml) => /^Subject: (.*)$/m.exec(eml)?.[1]?.trim())).toEqual(assuntos);
  });
});
