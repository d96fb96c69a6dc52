import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { instalarMensagensPtBr } from '@acolher/contract';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type onRouteHookHandler,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type pg from 'pg';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { UNIQUE_LABELS } from './db/unique-labels.ts';
import { registrarDocumentacao, servirDocumentoPronto } from './lib/documentacao.ts';
import { recusarEntradaNaoDeclarada } from './lib/entrada-estrita.ts';
import { instalarTratamentoDeErros, registrarRotulosUnicos, tratarErro } from './lib/error-handler.ts';
import { lojaDeLimitesNoBanco } from './lib/limite-compartilhado.ts';
import { LogDeAcesso } from './lib/log-de-acesso.ts';
import { logSeguro } from './lib/log-seguro.ts';
import { enviarEmSegundoPlano, type Mailer } from './lib/mail.ts';
import { avisarDeProxySemConfianca } from './lib/origem.ts';
import { reservarPoolDePdf } from './lib/pool-de-pdf.ts';
import { declararRespostasDeErro } from './lib/respostas-de-erro.ts';
import { serializadorDaResposta } from './lib/serializador.ts';
import { modulos } from './modules/index.ts';

export interface AppDeps {
  db: Db;
  pool: pg.Pool;
  config: Config;
  mailer: Mailer;
  /** Fastify's logger option (level, destination); tests leave it off. Secrets are always redacted. */
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is registered, before any other onRoute hook (the route walk test). */
  aoRegistrarRota?: onRouteHookHandler;
  /** The built web app (`npm run build`); served only if it holds an index.html. */
  webDist?: string;
}

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const BODY_LIMIT = 1024 * 1024;

// Default messages of schemas that do not set their own: users read them, so Brazilian Portuguese.
instalarMensagensPtBr();
// A duplicate CPF, e-mail… answers "{rótulo} já existente" (docs/produto.md §5).
registrarRotulosUnicos(UNIQUE_LABELS);

/**
 * Mantine writes CSS variables into style attributes and <style> tags, hence 'unsafe-inline' for
 * styles only; scripts come from our own files. Served over plain HTTP on loopback, so no
 * upgrade-insecure-requests.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** One year, subdomains included: helmet's default, and what HSTS preload lists ask for. */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/** Sets the security headers of one answer. */
type CabecalhosDeSeguranca = (request: FastifyRequest, reply: FastifyReply) => void;

interface Seguranca {
  /** What each answer gets: the API's few headers for JSON, the whole set for anything else. */
  porTipo: CabecalhosDeSeguranca;
  /** The API's JSON answers (decision 0038). */
  daApi: CabecalhosDeSeguranca;
}

const JSON_TYPE = /^application\/json\b/;

/**
 * The security headers (decision 0034, split in 0038). A document the browser renders — the web
 * app's HTML and files, /docs, a PDF, a CSV — gets helmet's whole set (CSP, no framing, no
 * referrer…). The API's JSON is never rendered as a page: it needs only `nosniff` (so no browser
 * takes it for HTML or script), `Cross-Origin-Resource-Policy: same-origin` (no other site may load
 * it with <img> or <script>, not even opaquely) and, behind HTTPS, HSTS; `no-store` comes from the
 * cache rule below. HSTS only when the public address is https (behind a TLS proxy, decision
 * 0007): sent by a plain-HTTP install it would make browsers refuse it.
 */
function cabecalhosDeSeguranca(config: Config): Seguranca {
  const hsts = config.APP_URL.startsWith('https:') ? HSTS : false;
  const documento = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: hsts,
    xFrameOptions: { action: 'deny' },
  });
  const hstsDaApi = hsts ? `max-age=${hsts.maxAge}; includeSubDomains` : null;
  const daApi: CabecalhosDeSeguranca = (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cross-origin-resource-policy', 'same-origin');
    if (hstsDaApi) reply.header('strict-transport-security', hstsDaApi);
  };
  return {
    daApi,
    porTipo: (request, reply) => {
      if (JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))) daApi(request, reply);
      // helmet works synchronously and throws on a bad option; its `next` only says it is done.
      else documento(request.raw, reply.raw, () => undefined);
    },
  };
}

async function registrarSeguranca(app: FastifyInstance, seguranca: Seguranca): Promise<void> {
  // At onSend the answer's type is known, errors included (the one error handler sends them).
  app.addHook('onSend', (request, reply, payload, done) => {
    seguranca.porTipo(request, reply);
    // Answers with personal data must not stay in browser or proxy caches; static files set their own.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await app.register(cookie);
  // Routes opt in with `config: { rateLimit: { max, timeWindow } }`; counted in the database, so
  // every app process on it counts one address together (docs/deployment-em-varios-processos.md).
  await app.register(rateLimit, { global: false, store: lojaDeLimitesNoBanco(app.pool) });
}

/** Files of the built web app: hashed assets forever, index.html revalidated on every visit. */
function cabecalhosDeCache(reply: { header(name: string, value: string): unknown }, arquivo: string): void {
  const imutavel = arquivo.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', imutavel ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * What a visitor must reach before signing in: the web app's files and the API docs. Every route
 * registered in this context is declared `acesso: 'publico'` (decision 0027).
 */
async function rotasPublicas(app: FastifyInstance, opcoes: { webDist: string }): Promise<void> {
  app.addHook('onRoute', (rota) => {
    rota.config = { ...rota.config, acesso: 'publico', arquivo: true };
  });
  servirDocumentoPronto(app);
  await app.register(swaggerUi, { routePrefix: '/docs' });
  if (existsSync(path.join(opcoes.webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: opcoes.webDist,
      prefix: '/',
      // One route per built file: any other path stays the API's JSON 404.
      wildcard: false,
      // The build's brotli and gzip copies (scripts/comprimir-web.ts) go to browsers that accept
      // them, with Vary: Accept-Encoding; they are no routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: cabecalhosDeCache,
    });
  }
}

/**
 * A URL the router cannot decode, or a path segment over maxParamLength: the one error handler
 * answers, in Portuguese, instead of Fastify's English body that echoes the path. No route matched,
 * so no hook runs: the security headers and the API's cache rule are set here.
 */
function errosDoRoteador(cabecalhos: CabecalhosDeSeguranca): FastifyServerOptions['frameworkErrors'] {
  return (error, request, reply) => {
    // The error handler answers JSON.
    cabecalhos(request, reply);
    reply.header('cache-control', 'no-store');
    return tratarErro(error, request, reply);
  };
}

/** The whole HTTP application, without listening: main.ts listens, tests call inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const seguranca = cabecalhosDeSeguranca(deps.config);
  const app = Fastify({
    logger: logSeguro(deps.logger),
    bodyLimit: BODY_LIMIT,
    // Without TRUST_PROXY no X-Forwarded-* header is believed: request.ip is the TCP peer.
    trustProxy: deps.config.TRUST_PROXY ?? false,
    frameworkErrors: errosDoRoteador(seguranca.daApi),
    // One access line per request (lib/log-de-acesso.ts).
    logController: new LogDeAcesso(),
  });
  if (deps.aoRegistrarRota) app.addHook('onRoute', deps.aoRegistrarRota);
  if (!deps.config.TRUST_PROXY) avisarDeProxySemConfianca(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializadorDaResposta);
  app.decorate('db', deps.db);
  app.decorate('pool', deps.pool);
  app.decorate('config', deps.config);
  app.decorate('correio', enviarEmSegundoPlano(deps.mailer, app.log));
  app.addHook('onClose', () => app.correio.aguardar());
  app.addHook('onClose', reservarPoolDePdf(deps.config.PDF_THREADS));
  app.decorateRequest('user', null);
  instalarTratamentoDeErros(app);
  declararRespostasDeErro(app);

  try {
    await registrarSeguranca(app, seguranca);
    await registrarDocumentacao(app);
    await app.register(rotasPublicas, { webDist: deps.webDist ?? WEB_DIST });
    // Only the API's routes, registered from here on: the public files keep their query strings.
    recusarEntradaNaoDeclarada(app);
    for (const modulo of modulos) await app.register(modulo);
    return app;
  } catch (err) {
    // What was already started (the PDF threads' reservation, a module's timers) stops with the
    // app: the caller never gets an app to close.
    await app.close().catch(() => undefined);
    throw err;
  }
}
