import { expect, inject } from 'vitest';
import { comoOutroCliente } from './cliente.ts';
import type { Conta } from './seed.ts';

/** A call of the API as the signed-in account; answers the parsed body, or null when it has none. */
export type ChamadaDaApi = (metodo: string, caminho: string, corpo?: unknown) => Promise<unknown>;

/** Another client of the API (docs/arquitetura.md §5): it signs in and writes with `Authorization: Bearer`. */
export async function clienteDaApi(conta: Conta): Promise<ChamadaDaApi> {
  const { url } = inject('e2e');
  const cliente = comoOutroCliente();
  const login = await fetch(`${url}/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...cliente },
    body: JSON.stringify({ email: conta.email, senha: conta.senha }),
  });
  expect(login.status, 'login pela API').toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return async function chamar(metodo, caminho, corpo) {
    const resposta = await fetch(`${url}${caminho}`, {
      method: metodo,
      headers: {
        ...cliente,
        Authorization: `Bearer ${accessToken}`,
        ...(corpo === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: corpo === undefined ? undefined : JSON.stringify(corpo),
    });
    const texto = await resposta.text();
    expect(resposta.ok, `${metodo} ${caminho}: ${resposta.status} ${texto}`).toBe(true);
    return texto ? JSON.parse(texto) : null;
  };
}
