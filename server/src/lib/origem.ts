import { isIPv4, isIPv6 } from 'node:net';

/** An IPv4 address written inside IPv6 (`::ffff:10.0.0.1`), as a dual-stack socket reports it. */
const IPV4_EMBUTIDO = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** The eight groups of an IPv6 address, `::` expanded. */
function gruposIpv6(ip: string): string[] {
  const [antes = '', depois] = ip.split('::');
  const esquerda = antes ? antes.split(':') : [];
  const direita = depois ? depois.split(':') : [];
  const zeros = depois === undefined ? [] : Array(8 - esquerda.length - direita.length).fill('0');
  return [...esquerda, ...zeros, ...direita].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The client's address as the per-address limits and the denials' runs count it (decision 0031): an
 * IPv4 address as it is; an IPv6 one by its /64, the block a single subscriber is given, so that
 * one client cannot step through 2^64 addresses to get a fresh allowance with each.
 */
export function enderecoDaOrigem(ip: string): string {
  const embutido = IPV4_EMBUTIDO.exec(ip)?.[1];
  if (embutido && isIPv4(embutido)) return embutido;
  const semZona = ip.split('%')[0] ?? ip;
  if (!isIPv6(semZona)) return ip;
  return `${gruposIpv6(semZona).slice(0, 4).join(':')}::/64`;
}
