import { type Endpoint, LOGIN, PAGINA_DE_RESIDENTES } from './endpoints.ts';
import { type LoadResult, type LoadTarget, measure, runLoad, WARM_UP_S } from './load.ts';

/** Decision 0031: sign-ins kept under way at once while the residents' page is measured. */
export const CONEXOES_DA_RAJADA = 50;

/** Who signs in: one client (the per-address limit answers it), or a new address each time (argon2's cap does). */
export type ClientesDaRajada = 'um endereço' | 'um endereço por pedido';

export interface Rajada {
  clientes: ClientesDaRajada;
  /** The residents' page while the sign-ins ran. */
  lista: LoadResult;
  /** The sign-ins: 200, or 429 (the address's limit) and 503 (the hashes' cap) once past them. */
  logins: LoadResult;
}

export interface MedidasDaRajada {
  /** The residents' page just before, with nothing else running. */
  listaSozinha: LoadResult;
  rajadas: Rajada[];
}

const loginDe = (clientes: ClientesDaRajada): Endpoint => ({
  ...LOGIN,
  umEnderecoPorPedido: clientes === 'um endereço por pedido',
});

/** The page's warm-up and run, with CONEXOES_DA_RAJADA sign-ins kept under way over both. */
async function listaDuranteRajada(
  target: LoadTarget,
  listConnections: number,
  seconds: number,
  clientes: ClientesDaRajada,
): Promise<Rajada> {
  const [lista, logins] = await Promise.all([
    measure(PAGINA_DE_RESIDENTES, target, listConnections, seconds),
    runLoad(loginDe(clientes), target, CONEXOES_DA_RAJADA, Math.min(WARM_UP_S, seconds) + seconds),
  ]);
  return { clientes, lista, logins };
}

/**
 * Whether a burst of sign-ins holds up other requests (decision 0031, "Login CPU exhaustion"): the
 * residents' page alone, then beside a burst from one address, then beside one from a new address
 * per sign-in, back to back so the machine's state is the same.
 */
export async function measureRajadaDeLogins(
  target: LoadTarget,
  listConnections: number,
  seconds: number,
): Promise<MedidasDaRajada> {
  const listaSozinha = await measure(PAGINA_DE_RESIDENTES, target, listConnections, seconds);
  const rajadas: Rajada[] = [];
  for (const clientes of ['um endereço', 'um endereço por pedido'] as const) {
    rajadas.push(await listaDuranteRajada(target, listConnections, seconds, clientes));
  }
  return { listaSozinha, rajadas };
}
