import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/support/db.ts';
import { createPool } from '../db/pool.ts';
import {
  apagarContagensVencidas,
  type Contagem,
  contarPedido,
  lojaDeLimitesNoBanco,
} from './limite-compartilhado.ts';

/**
 * The per-address limits' counts in PostgreSQL: two pools as the app's role stand for two app
 * processes (the two-process test, server/test/dois-processos.test.ts, runs the real thing).
 */
let t: TestDb;
let processoA: pg.Pool;
let processoB: pg.Pool;
const MINUTO = 60_000;

beforeAll(async () => {
  t = await createTestDb();
  processoA = createPool(t.appUrl);
  processoB = createPool(t.appUrl);
});
afterAll(async () => {
  await processoA.end();
  await processoB.end();
  await t.drop();
});

/** Ends the window of `chave` now, as if its minute had passed. */
async function encerrarJanela(chave: string): Promise<void> {
  await t.pool.query(
    `update limite_de_pedidos set expira_em = now() - interval '1 second' where chave = $1`,
    [chave],
  );
}

describe('contarPedido', () => {
  it('conta os pedidos de uma chave na janela, e cada chave à parte', async () => {
    expect((await contarPedido(processoA, 'k1', MINUTO)).current).toBe(1);
    expect((await contarPedido(processoB, 'k1', MINUTO)).current).toBe(2);
    expect((await contarPedido(processoA, 'k2', MINUTO)).current).toBe(1);
    const terceiro = await contarPedido(processoB, 'k1', MINUTO);
    expect(terceiro.current).toBe(3);
    expect(terceiro.ttl).toBeGreaterThan(0);
    expect(terceiro.ttl).toBeLessThanOrEqual(MINUTO);
  });

  it('pedidos ao mesmo tempo pelos dois processos recebem contagens distintas, sem perder nenhuma', async () => {
    const contagens = await Promise.all(
      Array.from({ length: 40 }, (_, i) => contarPedido(i % 2 ? processoA : processoB, 'rajada', MINUTO)),
    );
    expect(contagens.map((c) => c.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('uma janela encerrada recomeça em 1, com a janela inteira pela frente', async () => {
    for (let i = 0; i < 3; i++) await contarPedido(processoA, 'vencida', MINUTO);
    await encerrarJanela('vencida');
    const depois = await contarPedido(processoB, 'vencida', MINUTO);
    expect(depois.current).toBe(1);
    expect(depois.ttl).toBeGreaterThan(MINUTO - 5_000);
  });
});

describe('a tabela', () => {
  it('é UNLOGGED: uma contagem não vale nada depois de uma queda, e não passa pelo WAL', async () => {
    const { rows } = await t.pool.query(
      `select relpersistence from pg_class where relname = 'limite_de_pedidos'`,
    );
    expect(rows).toEqual([{ relpersistence: 'u' }]);
  });
});

describe('apagarContagensVencidas', () => {
  it('apaga só as contagens cuja janela terminou', async () => {
    await contarPedido(processoA, 'viva', MINUTO);
    await contarPedido(processoA, 'morta', MINUTO);
    await encerrarJanela('morta');
    expect(await apagarContagensVencidas(processoB)).toBeGreaterThanOrEqual(1);
    const { rows } = await t.pool.query<{ chave: string }>(
      `select chave from limite_de_pedidos where chave in ('viva', 'morta')`,
    );
    expect(rows.map((r) => r.chave)).toEqual(['viva']);
  });
});

describe('lojaDeLimitesNoBanco (a loja do @fastify/rate-limit)', () => {
  const incr = (
    loja: { incr: InstanceType<ReturnType<typeof lojaDeLimitesNoBanco>>['incr'] },
    chave: string,
    { janelaMs = MINUTO, max = 30 } = {},
  ) =>
    new Promise<Contagem>((resolve, reject) =>
      loja.incr(
        chave,
        (erro, contagem) => (erro || !contagem ? reject(erro) : resolve(contagem)),
        janelaMs,
        max,
      ),
    );
  const contagemNoBanco = async (chave: string): Promise<number | undefined> =>
    (await t.pool.query('select contagem from limite_de_pedidos where chave = $1', [chave])).rows[0]
      ?.contagem;

  it('cada rota conta à parte, e a mesma rota soma as lojas dos dois processos', async () => {
    const [LojaA, LojaB] = [lojaDeLimitesNoBanco(processoA), lojaDeLimitesNoBanco(processoB)];
    const loginEmA = new LojaA().child({ routeInfo: { method: 'POST', url: '/login/' } });
    const loginEmB = new LojaB().child({ routeInfo: { method: 'POST', url: '/login/' } });
    const senhaEmB = new LojaB().child({ routeInfo: { method: 'POST', url: '/alterar-senha' } });
    expect((await incr(loginEmA, '10.9.9.9')).current).toBe(1);
    expect((await incr(loginEmB, '10.9.9.9')).current).toBe(2);
    expect((await incr(senhaEmB, '10.9.9.9')).current).toBe(1);
    const { rows } = await t.pool.query<{ chave: string; contagem: number }>(
      `select chave, contagem from limite_de_pedidos where chave like '%10.9.9.9' order by chave`,
    );
    expect(rows).toEqual([
      { chave: 'POST /alterar-senha 10.9.9.9', contagem: 1 },
      { chave: 'POST /login/ 10.9.9.9', contagem: 2 },
    ]);
  });

  it('uma falha do banco chega ao plugin como erro, nunca como pedido liberado', async () => {
    const fechado = createPool(t.appUrl);
    await fechado.end();
    const Loja = lojaDeLimitesNoBanco(fechado);
    await expect(
      incr(new Loja().child({ routeInfo: { method: 'POST', url: '/login/' } }), '10.8.8.8'),
    ).rejects.toThrow();
  });

  it('passado o limite, recusa de memória até a janela acabar, sem escrever no banco; depois conta de novo', async () => {
    const Loja = lojaDeLimitesNoBanco(processoA);
    const loja = new Loja().child({ routeInfo: { method: 'POST', url: '/login/' } });
    const curta = { janelaMs: 1_000, max: 2 };
    const contagens = [];
    for (let i = 0; i < 6; i++) contagens.push((await incr(loja, '10.7.7.7', curta)).current);
    expect(contagens).toEqual([1, 2, 3, 4, 5, 6]);
    // The third was the database's last: the refusals after it were answered by this process.
    expect(await contagemNoBanco('POST /login/ 10.7.7.7')).toBe(3);
    await new Promise((r) => setTimeout(r, 1_200));
    expect((await incr(loja, '10.7.7.7', curta)).current).toBe(1);
    expect(await contagemNoBanco('POST /login/ 10.7.7.7')).toBe(1);
  });

  it('o outro processo, que não recusou nada ainda, consulta o banco e recusa também', async () => {
    const [LojaA, LojaB] = [lojaDeLimitesNoBanco(processoA), lojaDeLimitesNoBanco(processoB)];
    const rota = { routeInfo: { method: 'POST', url: '/alterar-senha' } };
    const [emA, emB] = [new LojaA().child(rota), new LojaB().child(rota)];
    const limite = { max: 2 };
    await incr(emA, '10.6.6.6', limite);
    await incr(emA, '10.6.6.6', limite);
    expect((await incr(emA, '10.6.6.6', limite)).current).toBe(3);
    expect((await incr(emB, '10.6.6.6', limite)).current).toBe(4);
  });
});
