import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aguardarOcioso } from './load.ts';

/** A server whose /health fails its first answers, as one still busy with the previous run's requests. */
let server: http.Server;
let pedidos = 0;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    pedidos += 1;
    response.statusCode = request.url === '/health' && pedidos > 2 ? 200 : 503;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('aguardarOcioso', () => {
  it('asks /health again until it is answered 200, then returns', async () => {
    await aguardarOcioso((server.address() as AddressInfo).port);
    // At least the two 503s and a 200 (a 200 slower than 50 ms on a busy machine is asked again).
    expect(pedidos).toBeGreaterThanOrEqual(3);
  });
});
