import { afterEach, describe, expect, it, vi } from 'vitest';
import { textoDasPaginas } from '../../test/support/pdf-texto.ts';
import { RelatorioGrandeDemaisError, RelatoriosOcupadosError } from './errors.ts';
import { type DocumentoPdf, PoolDePdf, textoPaginado } from './pool-de-pdf.ts';

const pools: PoolDePdf[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.encerrar()));
});

function novoPool(simultaneos: number, fila: number, ociosaMs = 60_000, memoriaMb?: number): PoolDePdf {
  const pool = new PoolDePdf({ simultaneos, fila, ociosaMs, memoriaMb });
  pools.push(pool);
  return pool;
}

/** A document of `linhas` table rows: big enough to keep a thread busy for a while. */
function documento(titulo: string, linhas = 1): DocumentoPdf {
  const corpo = Array.from({ length: linhas }, (_, i) => [`${titulo} ${i}`, 'Conceição']);
  return {
    definicao: {
      content: [{ text: titulo }, { table: { headerRows: 1, body: [['Nome', 'Cidade'], ...corpo] } }],
      defaultStyle: { font: 'Roboto' },
    },
    rodape: { stack: [textoPaginado('Folha {pagina} de {paginas} — {pagina}', {})] },
  };
}

/** `quantas` parts of `linhas` rows each, as a prontuário sends them; `falhaNa` throws instead of that part. */
async function* partes(quantas: number, linhas: number, falhaNa?: number) {
  for (let parte = 0; parte < quantas; parte++) {
    if (parte === falhaNa) throw new RelatoriosOcupadosError();
    await new Promise((pronto) => setImmediate(pronto));
    const corpo = Array.from({ length: linhas }, (_, i) => [`Parte ${parte} linha ${i}`, 'Conceição']);
    yield [{ table: { headerRows: 1, body: [['Nome', 'Cidade'], ...corpo] } }];
  }
}

describe('pool de threads de PDF', () => {
  it('renderiza em uma thread e escreve o número de cada página no rodapé', async () => {
    const pdf = await novoPool(1, 0).renderizar(documento('Relação São João', 120));
    const paginas = await textoDasPaginas(pdf);
    expect(paginas.length).toBeGreaterThan(1);
    paginas.forEach((texto, i) => {
      expect(texto).toContain(`Folha ${i + 1} de ${paginas.length} — ${i + 1}`);
    });
    expect(paginas[0]).toContain('Relação São João 0 Conceição');
  });

  it('não reescreve dados que contêm {pagina}: só o texto paginado', async () => {
    const pdf = await novoPool(1, 0).renderizar(documento('Nome {pagina}'));
    const [texto] = await textoDasPaginas(pdf);
    expect(texto).toContain('Nome {pagina}');
    expect(texto).toContain('Folha 1 de 1');
  });

  it('atende até o limite de threads mais a fila e recusa o seguinte com 503', async () => {
    const pool = novoPool(1, 1);
    const primeiro = pool.renderizar(documento('Primeiro', 800));
    const segundo = pool.renderizar(documento('Segundo'));
    const recusado = pool.renderizar(documento('Terceiro'));
    await expect(recusado).rejects.toBeInstanceOf(RelatoriosOcupadosError);
    await expect(recusado).rejects.toMatchObject({
      status: 503,
      message: 'Muitos relatórios sendo gerados; tente novamente em instantes',
    });
    expect(pool.renderizando).toBe(1);
    const [a, b] = await Promise.all([primeiro, segundo]);
    expect((await textoDasPaginas(a))[0]).toContain('Primeiro 0');
    expect((await textoDasPaginas(b))[0]).toContain('Segundo 0');
    // The queue emptied: a new document is taken again.
    await expect(pool.renderizar(documento('Quarto'))).resolves.toBeInstanceOf(Buffer);
  });

  it('renderiza em paralelo até o número de threads', async () => {
    const pool = novoPool(2, 0);
    const pedidos = [pool.renderizar(documento('A', 400)), pool.renderizar(documento('B', 400))];
    expect(pool.renderizando).toBe(2);
    await Promise.all(pedidos);
    expect(pool.renderizando).toBe(0);
  });

  it('uma falha de layout rejeita só o seu documento; a thread segue atendendo', async () => {
    const pool = novoPool(1, 1);
    const invalido: DocumentoPdf = { definicao: { content: [{ text: 'x', font: 'Inexistente' }] } };
    const falha = pool.renderizar(invalido);
    const seguinte = pool.renderizar(documento('Depois'));
    await expect(falha).rejects.toThrow(/Falha ao gerar o PDF/);
    expect((await textoDasPaginas(await seguinte))[0]).toContain('Depois 0');
  });

  it('uma thread sem memória rejeita o seu documento com 422 (nunca 500) e outra thread atende o seguinte', async () => {
    // A heap of 24 MB lays a page out but not thousands of rows: the thread dies out of memory.
    const pool = novoPool(1, 1, 60_000, 24);
    const grande = pool.renderizar(documento('Enorme', 6000));
    const seguinte = pool.renderizar(documento('Depois'));
    await expect(grande).rejects.toBeInstanceOf(RelatorioGrandeDemaisError);
    await expect(grande).rejects.toMatchObject({
      status: 422,
      message: 'O relatório é grande demais para gerar em PDF: filtre menos registros',
    });
    expect((await textoDasPaginas(await seguinte))[0]).toContain('Depois 0');
    expect(pool.threads).toBe(1);
  }, 30_000);

  it('uma thread ociosa além do prazo termina; o documento seguinte abre outra', async () => {
    const pool = novoPool(1, 0, 50);
    await pool.renderizar(documento('Primeiro'));
    expect(pool.threads).toBe(1);
    await vi.waitFor(() => expect(pool.threads).toBe(0), { timeout: 5_000, interval: 20 });
    const pdf = await pool.renderizar(documento('Depois do prazo'));
    expect((await textoDasPaginas(pdf))[0]).toContain('Depois do prazo 0');
  });

  it('em partes: cada parte começa numa página, e o rodapé numera todas as páginas do documento', async () => {
    const pdf = await novoPool(1, 0).renderizarEmPartes(documento('Em partes', 0), partes(3, 90));
    const paginas = await textoDasPaginas(pdf);
    expect(paginas.length).toBeGreaterThan(3);
    paginas.forEach((texto, i) => {
      expect(texto).toContain(`Folha ${i + 1} de ${paginas.length} — ${i + 1}`);
      expect(texto).toContain('Nome Cidade');
    });
    const inicios = paginas.flatMap((texto, i) => (/Parte \d linha 0 /.test(texto) ? [i] : []));
    expect(inicios).toHaveLength(3);
    expect(inicios[0]).toBe(0);
    for (const inicio of inicios.slice(1)) expect(paginas[inicio]).toMatch(/^Nome Cidade Parte \d linha 0 /);
    expect(paginas.at(-1)).toContain('Parte 2 linha 89 Conceição');
  });

  it('em partes, o documento cabe numa thread em que ele inteiro de uma vez não cabe', async () => {
    // The same 24 MB heap that one layout of 6,000 rows runs out of (above) lays 12 parts of 500 out.
    const pool = novoPool(1, 0, 60_000, 24);
    const pdf = await pool.renderizarEmPartes(documento('Em partes', 0), partes(12, 500));
    const paginas = await textoDasPaginas(pdf);
    expect(paginas.at(-1)).toContain('Parte 11 linha 499 Conceição');
    expect(paginas.at(-1)).toContain(`Folha ${paginas.length} de ${paginas.length}`);
  }, 60_000);

  it('uma parte que não vem (o banco) rejeita o documento com o erro dela; o seguinte é atendido', async () => {
    const pool = novoPool(1, 1);
    const falha = pool.renderizarEmPartes(documento('Falha', 0), partes(3, 50, 1));
    const seguinte = pool.renderizar(documento('Depois'));
    await expect(falha).rejects.toBeInstanceOf(RelatoriosOcupadosError);
    expect((await textoDasPaginas(await seguinte))[0]).toContain('Depois 0');
  });

  it('encerrar rejeita o que esperava e recusa novos documentos', async () => {
    const pool = novoPool(1, 1);
    const rodando = expect(pool.renderizar(documento('Longo', 800))).rejects.toThrow(/encerrado/);
    const esperando = expect(pool.renderizar(documento('Na fila'))).rejects.toThrow(/encerrado/);
    await pool.encerrar();
    await Promise.all([rodando, esperando]);
    await expect(pool.renderizar(documento('Depois'))).rejects.toThrow(/encerrado/);
  });
});
