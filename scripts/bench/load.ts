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
}

export interface LoadTarget {
  port: number;
  /** Bearer token of the bench user, for endpoints that need a session. */
  token: string | null;
  user: BenchUser;
}

const REQUEST_TIMEOUT_S = 10;
/** Seconds of load before each measured run: connections, pools and JIT settle first. */
const WARM_UP_S = 2;

function requestOptions(endpoint: Endpoint, target: LoadTarget) {
  const headers: Record<string, string> = {};
  if (endpoint.session && target.token) headers.authorization = `Bearer ${target.token}`;
  const body = endpoint.body ? JSON.stringify(endpoint.body(target.user)) : undefined;
  if (body) headers['content-type'] = 'application/json';
  return { method: endpoint.method, headers, body };
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
