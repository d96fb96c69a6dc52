import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { comprimirPasta } from '../../scripts/comprimir-web.ts';
import { createTestDb, type TestDb } from '../test/support/db.ts';
import { criarMailerGravador } from '../test/support/mailer.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

let banco: TestDb;
let webDist: string;
let app: FastifyInstance;

/** A built web app as `npm run build` leaves it: the files, the build's notes, the compressed copies. */
const SCRIPT = `export const linhas = [${Array.from({ length: 800 }, (_, i) => `"linha ${i}"`).join(',')}];\n`;
const HTML = `<!doctype html><html lang="pt-BR"><title>Acolher</title><!-- ${'.'.repeat(2000)} --></html>`;
const PEQUENO = 'export const a = 1;\n';

beforeAll(async () => {
  banco = await createTestDb();
  webDist = await mkdtemp(path.join(os.tmpdir(), 'acolher-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await mkdir(path.join(webDist, '.vite'));
  await writeFile(path.join(webDist, 'index.html'), HTML);
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), SCRIPT);
  await writeFile(path.join(webDist, 'assets', 'pequeno-abc123.js'), PEQUENO);
  await writeFile(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify({ x: SCRIPT }));
  await comprimirPasta(webDist);
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
      { config: { acesso: 'publico' }, schema: { body: z.object({ n: z.number() }) } },
      async () => ({}),
    );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await banco.drop();
  await rm(webDist, { recursive: true, force: true });
});

describe('cabeçalhos de segurança (docs/arquitetura.md §5)', () => {
  it('páginas: CSP sem scripts inline, estilos inline permitidos (Mantine), sem moldura, nosniff, sem referrer', async () => {
    for (const url of ['/', '/docs']) {
      const resposta = await app.inject({ method: 'GET', url });
      expect(String(resposta.headers['content-type'])).toMatch(/^text\/html/);
      const csp = String(resposta.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(resposta.headers['x-content-type-options']).toBe('nosniff');
      expect(resposta.headers['referrer-policy']).toBe('no-referrer');
      expect(resposta.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('JSON da API: só nosniff, same-origin e no-store; nada do que só uma página usa (decisão 0038)', async () => {
    for (const url of ['/health', '/nao-existe', '/residente']) {
      const resposta = await app.inject({ method: 'GET', url });
      expect(String(resposta.headers['content-type'])).toMatch(/^application\/json/);
      expect(cabecalhosDeSeguranca(resposta)).toEqual({
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'cache-control': 'no-store',
      });
    }
  });

  it('respostas da API: Cache-Control no-store, também nos erros', async () => {
    expect((await app.inject({ method: 'GET', url: '/health' })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'GET', url: '/nao-existe' })).headers['cache-control']).toBe(
      'no-store',
    );
  });
});

/** The headers an answer carries, minus those that describe this one answer (length, date, type). */
function cabecalhosDeSeguranca(resposta: { headers: Record<string, unknown> }): Record<string, unknown> {
  const proprios = [
    'content-length',
    'content-type',
    'date',
    'connection',
    'keep-alive',
    'transfer-encoding',
  ];
  return Object.fromEntries(Object.entries(resposta.headers).filter(([nome]) => !proprios.includes(nome)));
}

describe('cabeçalhos de segurança nos erros do roteador', () => {
  it('um endereço mal codificado e um trecho longo demais levam os mesmos cabeçalhos de um 404 e de um 400', async () => {
    const naoEncontrado = await app.inject({ method: 'GET', url: '/nao-existe' });
    const invalido = await app.inject({ method: 'POST', url: '/t/numero', payload: { n: 'x' } });
    const malCodificado = await app.inject({ method: 'GET', url: '/residente/%E0%A4%A' });
    const longo = await app.inject({ method: 'GET', url: `/residente/${'1'.repeat(200)}` });
    expect([naoEncontrado, invalido, malCodificado, longo].map((r) => r.statusCode)).toEqual([
      404, 400, 400, 414,
    ]);
    const esperados = cabecalhosDeSeguranca(naoEncontrado);
    expect(Object.keys(esperados)).toEqual(
      expect.arrayContaining(['x-content-type-options', 'cross-origin-resource-policy', 'cache-control']),
    );
    expect(cabecalhosDeSeguranca(invalido)).toEqual(esperados);
    expect(cabecalhosDeSeguranca(malCodificado)).toEqual(esperados);
    expect(cabecalhosDeSeguranca(longo)).toEqual(esperados);
  });
});

describe('HSTS', () => {
  const HSTS = 'max-age=31536000; includeSubDomains';
  const respostas = (alvo: FastifyInstance) =>
    Promise.all([
      alvo.inject({ method: 'GET', url: '/health' }),
      alvo.inject({ method: 'GET', url: '/nao-existe' }),
      alvo.inject({ method: 'GET', url: '/residente/%E0%A4%A' }),
      // A page, which gets helmet's whole set, HSTS among it.
      alvo.inject({ method: 'GET', url: '/docs' }),
    ]);

  it('enviado quando APP_URL é https, em toda resposta, inclusive nos erros do roteador', async () => {
    const https = await buildApp({
      db: banco.db,
      pool: banco.pool,
      config: loadConfig({ LOG_LEVEL: 'silent', APP_URL: 'https://lar.exemplo.org' }),
      mailer: criarMailerGravador([]),
    });
    try {
      const cabecalhos = (await respostas(https)).map((r) => r.headers['strict-transport-security']);
      expect(cabecalhos).toEqual([HSTS, HSTS, HSTS, HSTS]);
    } finally {
      await https.close();
    }
  });

  it('ausente quando APP_URL é http (o padrão, em loopback)', async () => {
    const cabecalhos = (await respostas(app)).map((r) => r.headers['strict-transport-security']);
    expect(cabecalhos).toEqual([undefined, undefined, undefined, undefined]);
  });
});

const pedir = (url: string, aceita?: string) =>
  app.inject({ method: 'GET', url, headers: aceita === undefined ? {} : { 'accept-encoding': aceita } });

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

  describe('comprimidos (primeira carga)', () => {
    it('a build deixa .br e .gz ao lado de cada arquivo de texto, não dos pequenos nem da pasta .vite', async () => {
      expect((await readdir(path.join(webDist, 'assets'))).sort()).toEqual([
        'index-abc123.js',
        'index-abc123.js.br',
        'index-abc123.js.gz',
        'pequeno-abc123.js',
      ]);
      expect(await readdir(path.join(webDist, '.vite'))).toEqual(['manifest.json']);
      expect((await readdir(webDist)).sort()).toEqual([
        '.vite',
        'assets',
        'index.html',
        'index.html.br',
        'index.html.gz',
      ]);
    });

    it('brotli para quem aceita br, gzip para quem só aceita gzip, o original para os demais; sempre com Vary', async () => {
      const br = await pedir('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(br.headers['content-length'])).toBeLessThan(SCRIPT.length / 3);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

      const gz = await pedir('/assets/index-abc123.js', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
      expect((await pedir('/assets/index-abc123.js', 'br;q=0, gzip')).headers['content-encoding']).toBe(
        'gzip',
      );

      for (const aceita of [undefined, 'identity', 'deflate']) {
        const puro = await pedir('/assets/index-abc123.js', aceita);
        expect(puro.headers['content-encoding'], String(aceita)).toBeUndefined();
        expect(puro.body).toBe(SCRIPT);
      }
      for (const aceita of [undefined, 'gzip', 'br']) {
        expect((await pedir('/assets/index-abc123.js', aceita)).headers.vary, String(aceita)).toMatch(
          /accept-encoding/i,
        );
      }
    });

    it('o HTML também, em / e em /index.html, revalidado a cada visita', async () => {
      for (const url of ['/', '/index.html']) {
        const html = await pedir(url, 'br, gzip');
        expect(html.headers['content-encoding'], url).toBe('br');
        expect(html.headers['content-type'], url).toMatch(/^text\/html/);
        expect(html.headers['cache-control'], url).toBe('no-cache');
        expect(zlib.brotliDecompressSync(html.rawPayload).toString(), url).toBe(HTML);
      }
    });

    it('um arquivo pequeno sai como está, e as cópias comprimidas não são endereços próprios', async () => {
      const pequeno = await pedir('/assets/pequeno-abc123.js', 'br, gzip');
      expect(pequeno.headers['content-encoding']).toBeUndefined();
      expect(pequeno.body).toBe(PEQUENO);
      expect((await pedir('/assets/index-abc123.js.br', 'br')).statusCode).toBe(404);
      expect((await pedir('/index.html.gz')).statusCode).toBe(404);
    });
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
