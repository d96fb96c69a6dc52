import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { carimbar, carimboDasFontes, construcaoEmDia } from './construir-web.ts';

/** A project tree with what the build reads and something it does not. */
const ARVORE: Record<string, string> = {
  'web/src/app/main.tsx': 'createRoot()',
  'web/index.html': '<div id="root"></div>',
  'web/vite.config.ts': 'export default {}',
  'contract/src/rules.ts': 'export const a = 1;',
  'scripts/comprimir-web.ts': 'export {}',
  'package-lock.json': '{"lockfileVersion":3}',
  'node_modules/.package-lock.json': '{"packages":{}}',
  'server/src/main.ts': 'listen()',
  'web/dist/index.html': '<html></html>',
};

describe('a construção do web app só se repete quando algo que ela lê mudou (decisão 0049)', () => {
  let raiz: string;
  const escrever = async (arquivo: string, texto: string) => {
    await fs.mkdir(path.dirname(path.join(raiz, arquivo)), { recursive: true });
    await fs.writeFile(path.join(raiz, arquivo), texto);
  };

  beforeEach(async () => {
    raiz = await fs.mkdtemp(path.join(os.tmpdir(), 'acolher-carimbo-'));
    for (const [arquivo, texto] of Object.entries(ARVORE)) await escrever(arquivo, texto);
  });
  afterEach(() => fs.rm(raiz, { recursive: true, force: true }));

  it('nada mudou: a construção carimbada está em dia', async () => {
    const carimbo = await carimboDasFontes(raiz);
    await carimbar(carimbo, raiz);
    expect(await carimboDasFontes(raiz)).toBe(carimbo);
    expect(await construcaoEmDia(await carimboDasFontes(raiz), raiz)).toBe(true);
  });

  it.each([
    ['um arquivo do web app', 'web/src/app/main.tsx', 'createRoot(1)'],
    ['um arquivo novo do web app', 'web/src/lib/novo.ts', 'export {}'],
    ['o contrato', 'contract/src/rules.ts', 'export const a = 2;'],
    ['o index.html', 'web/index.html', '<div></div>'],
    ['a configuração do Vite', 'web/vite.config.ts', 'export default { base: "/" }'],
    ['o plugin de compressão', 'scripts/comprimir-web.ts', 'export const x = 1;'],
    ['o lockfile', 'package-lock.json', '{"lockfileVersion":3,"x":1}'],
    ['as dependências instaladas', 'node_modules/.package-lock.json', '{"packages":{"a":{}}}'],
    ['um .env do Vite', 'web/.env', 'VITE_X=1'],
  ])('mudou %s: constrói de novo', async (_o_que, arquivo, texto) => {
    await carimbar(await carimboDasFontes(raiz), raiz);
    await escrever(arquivo, texto);
    expect(await construcaoEmDia(await carimboDasFontes(raiz), raiz)).toBe(false);
  });

  it('um arquivo apagado do web app também conta', async () => {
    await carimbar(await carimboDasFontes(raiz), raiz);
    await fs.rm(path.join(raiz, 'contract/src/rules.ts'));
    expect(await construcaoEmDia(await carimboDasFontes(raiz), raiz)).toBe(false);
  });

  it('o servidor não entra no carimbo: mudá-lo não reconstrói o web app', async () => {
    await carimbar(await carimboDasFontes(raiz), raiz);
    await escrever('server/src/main.ts', 'listen(3001)');
    expect(await construcaoEmDia(await carimboDasFontes(raiz), raiz)).toBe(true);
  });

  it('sem carimbo (construção que falhou ou nunca feita) ou sem index.html: constrói', async () => {
    const carimbo = await carimboDasFontes(raiz);
    expect(await construcaoEmDia(carimbo, raiz)).toBe(false);
    await carimbar(carimbo, raiz);
    await fs.rm(path.join(raiz, 'web/dist/index.html'));
    expect(await construcaoEmDia(carimbo, raiz)).toBe(false);
  });
});
