import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';

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

/** What a reverse proxy adds to say who the client is and how it came. */
const CABECALHOS_DE_PROXY = ['x-forwarded-for', 'x-forwarded-proto', 'forwarded'] as const;

/**
 * Without TRUST_PROXY a proxy's headers are not believed (decision 0007): every client is the
 * proxy's one address, to the per-address limits and brakes as to the audit log. The first request
 * that carries them says so in the log, once per process (decision 0047): the operator who forgot
 * the variable learns it before the home's staff share one allowance. Any client can send these
 * headers to an app with no proxy, so the warning says to ignore it then.
 */
export function avisarDeProxySemConfianca(app: FastifyInstance): void {
  let avisado = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!avisado) {
      const cabecalhos = CABECALHOS_DE_PROXY.filter((nome) => request.headers[nome] !== undefined);
      if (cabecalhos.length > 0) {
        avisado = true;
        // `de`, not "the proxy": with no proxy in front it is whichever client sent the headers,
        // and naming it in TRUST_PROXY would let that client say it is any address it likes.
        request.log.warn(
          { cabecalhos, de: request.ip },
          'pedido com cabeçalhos de proxy sem TRUST_PROXY. Se há um proxy na frente do Acolher, cada ' +
            'cliente conta como o endereço do proxy nos limites por endereço e na auditoria: defina ' +
            'TRUST_PROXY com o endereço do seu proxy. Sem proxy, ignore: qualquer cliente pode mandar ' +
            'esses cabeçalhos, e não ponha o endereço dele em TRUST_PROXY',
        );
      }
    }
    done();
  });
}
