import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDb, type TestDb } from '../test/support/db.ts';
import { criarMailerGravador } from '../test/support/mailer.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

let banco: TestDb;
let webDist: string;
let app: FastifyInstance;

beforeAll(async () => {
  banco = await createTestDb();
  webDist = await mkdtemp(path.join(os.tmpdir(), 'acolher-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Acolher</title>');
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  app = await buildApp({
    db: banco.db,
    pool: banco.pool,
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    mailer: criarMailerGravador([]),
    webDist,
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/t/numero',
      { config: { publico: true }, schema: { body: z.object({ n: z.number() }) } },
      async () => ({}),
    );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await banco.drop();
  await rm(webDist, { recursive: true, force: true });
});

describe('cabeçalhos de segurança (DESIGN §5)', () => {
  it('CSP sem scripts inline, estilos inline permitidos (Mantine), sem moldura, nosniff, sem referrer', async () => {
    const resposta = await app.inject({ method: 'GET', url: '/health' });
    const csp = String(resposta.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(resposta.headers['x-content-type-options']).toBe('nosniff');
    expect(resposta.headers['referrer-policy']).toBe('no-referrer');
    expect(resposta.headers['x-frame-options']).toBe('DENY');
  });

  it('respostas da API: Cache-Control no-store, também nos erros', async () => {
    expect((await app.inject({ method: 'GET', url: '/health' })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/nao-existe' })).headers['cache-control']).toBe(
      'no-store',
    );
  });
});

describe('app web compilado', () => {
  it('arquivos públicos e a documentação aceitam query strings que o navegador acrescenta', async () => {
    for (const url of ['/?v=2', '/assets/index-abc123.js?v=2', '/docs?x=1', '/docs/json?x=1']) {
      const resposta = await app.inject({ method: 'GET', url });
      expect(resposta.statusCode, url).toBe(200);
    }
  });

  it('serve index.html em / e os assets com cache imutável', async () => {
    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('text/html');
    expect(index.body).toContain('<title>Acolher</title>');
    expect(index.headers['cache-control']).toBe('no-cache');

    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('um caminho desconhecido continua sendo o 404 JSON da API', async () => {
    const resposta = await app.inject({ method: 'GET', url: '/assets/nao-existe.js' });
    expect(resposta.statusCode).toBe(404);
    expect(resposta.json()).toEqual({ message: 'Recurso não encontrado' });
  });
});

describe('documentação da API', () => {
  it('/docs abre sem sessão e descreve as rotas', async () => {
    const ui = await app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const especificacao = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(especificacao.statusCode).toBe(200);
    expect(especificacao.json().paths).toHaveProperty('/health');
  });
});

describe('mensagens padrão do zod', () => {
  it('em português do Brasil para esquemas sem mensagem própria', async () => {
    const resposta = await app.inject({ method: 'POST', url: '/t/numero', payload: { n: 'um' } });
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json().errors[0]).toEqual({
      campo: 'n',
      mensagem: 'Valor inválido: era esperado um número',
    });
  });
});
