import { describe, expect, it } from 'vitest';
import { BUDGETS, type Endpoint } from './endpoints.ts';
import type { LoadResult } from './load.ts';
import { judgeEndpoint, judgeStart, median } from './report.ts';

const lista: Endpoint = {
  method: 'GET',
  path: '/prova-de-vida',
  budget: BUDGETS.lista,
  session: true,
  floor: null,
};
const limpo: LoadResult = {
  requestsPerSecond: 900,
  p50Ms: 20,
  p99Ms: 80,
  requests: 9000,
  errors: 0,
  non2xx: 0,
};

describe('judgeEndpoint', () => {
  it('passes within the p99 budget with no errors, and gives the ratio to the floor', () => {
    const r = judgeEndpoint(lista, 50, limpo, { ...limpo, requestsPerSecond: 1800 });
    expect(r.pass).toBe(true);
    expect(r.ratio).toBe(0.5);
    expect(r.endpoint).toBe('GET /prova-de-vida');
  });

  it.each([
    ['p99 over budget', { p99Ms: 100.5 }],
    ['a connection error', { errors: 1 }],
    ['a non-2xx answer', { non2xx: 3 }],
    ['no request answered', { requests: 0 }],
  ])('fails on %s', (_caso, mudanca) => {
    expect(judgeEndpoint(lista, 50, { ...limpo, ...mudanca }, null).pass).toBe(false);
  });

  it('has no ratio without a floor', () => {
    expect(judgeEndpoint(lista, 50, limpo, null).ratio).toBeNull();
  });
});

describe('start readiness', () => {
  it('is judged on the median of the runs', () => {
    expect(median([5200, 900, 1100])).toBe(1100);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(judgeStart([900, 9000, 1100])).toMatchObject({ medianMs: 1100, pass: true });
    expect(judgeStart([5100, 900, 6000]).pass).toBe(false);
  });
});
