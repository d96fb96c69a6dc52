import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACOES_AUDITORIA, ENTIDADES_AUDITORIA } from '@acolher/contract';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function fontes(): Promise<{ arquivo: string; texto: string }[]> {
  const arquivos = (await readdir(SRC, { recursive: true })).filter(
    (a) => a.endsWith('.ts') && !a.endsWith('.test.ts'),
  );
  return Promise.all(
    arquivos.map(async (arquivo) => ({ arquivo, texto: await readFile(path.join(SRC, arquivo), 'utf8') })),
  );
}

/**
 * The actions the server's code writes, read from its source: `acao: '…'` in an event,
 * `auditar(db, autor, '…'`, and the prefix of a built one (`vincular_${…}`).
 */
function acoesEscritas(texto: string): { literais: string[]; prefixos: string[] } {
  const literais = [
    ...texto.matchAll(/\bacao: '([a-z_]+)'/g),
    ...texto.matchAll(/\bauditar\(\s*[\w.]+,\s*[\w.]+,\s*'([a-z_]+)'/g),
  ].map((m) => m[1] as string);
  const prefixos = [...texto.matchAll(/\bacao: `([a-z_]+)\$\{/g)].map((m) => m[1] as string);
  return { literais, prefixos };
}

/**
 * Tables of the app's machinery, not of records: nothing in them is ever audited (per-address
 * request counts, decision 0035; the creates' send keys, decision 0039).
 */
const SEM_REGISTROS = ['limite_de_pedidos', 'chave_de_envio'];

describe('catálogo da auditoria (contract/src/auditoria.ts)', () => {
  it('tem rótulo para cada ação que o código escreve', async () => {
    const semRotulo: string[] = [];
    let lidas = 0;
    for (const { arquivo, texto } of await fontes()) {
      const { literais, prefixos } = acoesEscritas(texto);
      lidas += literais.length + prefixos.length;
      for (const acao of literais)
        if (!ACOES_AUDITORIA.includes(acao as never)) semRotulo.push(`${arquivo}: ${acao}`);
      for (const prefixo of prefixos) {
        if (!ACOES_AUDITORIA.some((acao) => acao.startsWith(prefixo)))
          semRotulo.push(`${arquivo}: ${prefixo}…`);
      }
    }
    // The scan reads the calls it means to: well over the 60 or so the code has today.
    expect(lidas).toBeGreaterThan(50);
    expect(semRotulo).toEqual([]);
  });

  it('lê as três formas de escrever uma ação', () => {
    expect(
      acoesEscritas(
        `x({ acao: 'nova' }); auditar(tx, autor, 'outra', 'e', 1); y({ acao: \`vincular_\${t}\` })`,
      ),
    ).toEqual({ literais: ['nova', 'outra'], prefixos: ['vincular_'] });
  });

  it('tem rótulo para cada tabela (o código audita pelo nome da tabela) e para rota e relatório', () => {
    const tabelas = Object.values(schema)
      .filter((valor) => isTable(valor))
      .map((tabela) => getTableName(tabela as never));
    expect(tabelas.length).toBeGreaterThan(20);
    expect(
      tabelas.filter((t) => !ENTIDADES_AUDITORIA.includes(t as never) && !SEM_REGISTROS.includes(t)),
    ).toEqual([]);
    expect(ENTIDADES_AUDITORIA).toEqual(expect.arrayContaining(['rota', 'relatorio']));
  });
});
