import fs from 'node:fs/promises';
import type { Endpoint } from './endpoints.ts';
import { type ConsultaGravada, chaveDoPiso, type Roteiro, roteiroDe } from './floor.ts';
import { type LoadTarget, novoEndereco, requestOptions } from './load.ts';

/** Requests before the recorded ones: the app's prepared statements and kept answers are made by then, as under load. */
const AQUECIMENTOS = 2;
/** The app appends a statement when it ends: the file stops growing this long after the answer, or the request wrote all. */
const ASSENTAR_MS = 40;

const tamanho = (arquivo: string) =>
  fs.stat(arquivo).then(
    (s) => s.size,
    () => 0,
  );

/** One request as the load sends it (headers, body, its own address where the line has one). */
async function pedir(endpoint: Endpoint, target: LoadTarget): Promise<void> {
  const { method, headers, body } = requestOptions(endpoint, target);
  if (endpoint.umEnderecoPorPedido) headers['x-forwarded-for'] = novoEndereco();
  const resposta = await fetch(`http://127.0.0.1:${target.port}${endpoint.path}`, { method, headers, body });
  await resposta.arrayBuffer();
  if (!resposta.ok) throw new Error(`${chaveDoPiso(endpoint)} respondeu ${resposta.status} ao ser gravado`);
}

/** Waits until the file has not grown for ASSENTAR_MS: statements run after the answer are the request's too. */
async function assentar(arquivo: string): Promise<number> {
  let antes = await tamanho(arquivo);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, ASSENTAR_MS));
    const agora = await tamanho(arquivo);
    if (agora === antes) return agora;
    antes = agora;
  }
}

/** The statements one request made the app run: what the file grew by while it ran. */
async function gravarUm(endpoint: Endpoint, target: LoadTarget, arquivo: string): Promise<ConsultaGravada[]> {
  const desde = await assentar(arquivo);
  await pedir(endpoint, target);
  const ate = await assentar(arquivo);
  const handle = await fs.open(arquivo);
  try {
    const buffer = Buffer.alloc(ate - desde);
    await handle.read(buffer, 0, buffer.length, desde);
    return buffer
      .toString('utf8')
      .split('\n')
      .filter((linha) => linha !== '')
      .map((linha) => JSON.parse(linha) as ConsultaGravada);
  } finally {
    await handle.close();
  }
}

/**
 * Each line's floor (decision 0004): on an app started with the recorder (gravador.ts), one request at a
 * time, warm-ups then two recorded requests per distinct "METHOD /path", turned into what the floor
 * replays. The lines of one write at several concurrencies share it.
 */
export async function gravarRoteiros(
  endpoints: Endpoint[],
  target: LoadTarget,
  arquivo: string,
): Promise<Record<string, Roteiro>> {
  const roteiros: Record<string, Roteiro> = {};
  for (const endpoint of endpoints) {
    const chave = chaveDoPiso(endpoint);
    if (roteiros[chave]) continue;
    for (let vez = 0; vez < AQUECIMENTOS; vez++) await pedir(endpoint, target);
    const a = await gravarUm(endpoint, target, arquivo);
    const b = await gravarUm(endpoint, target, arquivo);
    try {
      roteiros[chave] = roteiroDe(a, b, Date.now());
    } catch (err) {
      throw new Error(`${chave}: ${(err as Error).message}`);
    }
  }
  return roteiros;
}
