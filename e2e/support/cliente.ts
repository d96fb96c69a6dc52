/**
 * Each browser context and API client of the suite speaks as a device of its own, as a home's phones
 * and desks would: the app trusts its loopback proxy (TRUST_PROXY in app-process.ts) and reads the
 * address from X-Forwarded-For. The per-address sign-in limits (decision 0031: 30 hashing requests a
 * minute) then count each test's sign-ins apart, however fast the runner.
 */
const rede = Math.floor(Math.random() * 250);
let clientes = 0;

export function comoOutroCliente(): Record<string, string> {
  const n = clientes++;
  return { 'x-forwarded-for': `10.${rede}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}` };
}
