import autocannon from 'autocannon';
import type { BenchUser, Endpoint } from './endpoints.ts';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connection errors, timeouts included. */
  errors: number;
  non2xx: number;
  /** Answers by HTTP status ("200", "429"…): what a burst of sign-ins was answered. */
  porStatus: Record<string, number>;
}

export interface LoadTarget {
  port: number;
  /** Bearer token of the bench user, for endpoints that need a session. */
  token: string | null;
  user: BenchUser;
}

const REQUEST_TIMEOUT_S = 10;
/** Seconds of load before each measured run: connections, pools and JIT settle first. */
export const WARM_UP_S = 2;

let enderecos = 0;
/** 10.0.0.1, 10.0.0.2…: a client address never sent before. */
export function novoEndereco(): string {
  enderecos += 1;
  return `10.${(enderecos >> 16) & 255}.${(enderecos >> 8) & 255}.${enderecos & 255}`;
}

export function requestOptions(endpoint: Endpoint, target: LoadTarget) {
  const headers: Record<string, string> = {};
  if (endpoint.session && target.token) headers.authorization = `Bearer ${target.token}`;
  const body = endpoint.body ? JSON.stringify(endpoint.body(target.user)) : undefined;
  if (body) headers['content-type'] = 'application/json';
  // The app believes the bench's X-Forwarded-For (TRUST_PROXY is its loopback): each request is a person.
  const requests = endpoint.umEnderecoPorPedido
    ? [
        {
          setupRequest: (pedido: autocannon.Request) => ({
            ...pedido,
            headers: { ...pedido.headers, 'x-forwarded-for': novoEndereco() },
          }),
        },
      ]
    : undefined;
  return { method: endpoint.method, headers, body, requests };
}

function porStatus(estatisticas: Record<string, { count?: number }> | undefined): Record<string, number> {
  return Object.fromEntries(
    Object.entries(estatisticas ?? {}).map(([status, { count }]) => [status, count ?? 0]),
  );
}

/** Drives one endpoint for `seconds` at its connection count; autocannon's own numbers, unrounded. */
export async function runLoad(
  endpoint: Endpoint,
  target: LoadTarget,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const result = await autocannon({
    url: `http://127.0.0.1:${target.port}${endpoint.path}`,
    connections,
    duration: seconds,
    timeout: REQUEST_TIMEOUT_S,
    ...requestOptions(endpoint, target),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    porStatus: porStatus(result.statusCodeStats),
  };
}

/** A warm-up (not counted), then the measured run. */
export async function measure(
  endpoint: Endpoint,
  target: LoadTarget,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  await runLoad(endpoint, target, connections, Math.min(WARM_UP_S, seconds));
  return runLoad(endpoint, target, connections, seconds);
}

/** How long a settled server takes at most to answer `/health` (a query of its own pool included). */
const OCIOSO_MS = 50;
const ESPERA_MAXIMA_MS = 15_000;

/**
 * Waits until the server answers `/health` within OCIOSO_MS, or ESPERA_MAXIMA_MS passed. When a run
 * ends, the requests autocannon left in flight still hold the server and its pool (a whole residents'
 * list is seconds of queries at 50 connections): the next line would otherwise measure them. Returns
 * how long it waited.
 */
export async function aguardarOcioso(port: number): Promise<number> {
  const inicio = performance.now();
  while (performance.now() - inicio < ESPERA_MAXIMA_MS) {
    const antes = performance.now();
    const resposta = await fetch(`http://127.0.0.1:${port}/health`).catch(() => null);
    await resposta?.arrayBuffer();
    if (resposta?.ok && performance.now() - antes < OCIOSO_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return performance.now() - inicio;
}
