import { XSRF_HEADER } from '@acolher/contract';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * What the log must never hold (decision 0034): reset tokens, session cookies, password hashes,
 * CPFs and care notes. The log goes wherever the operator sends it (journald, a file, a log
 * service) and is kept with none of the database's access rules, so secrets are taken out before a
 * line is written, by the serializers of the app's one logger.
 */
export const OCULTO = '[oculto]';

/**
 * Paths whose next segment is a secret (one alternative each): the reset token of
 * `POST /esqueci-a-senha/{token}`. Matched on the raw URL, so a 404 under the prefix or a URL the
 * router cannot decode hides it too, and in error messages (the router's FST_ERR_BAD_URL quotes it).
 */
const CAMINHOS_COM_SEGREDO = /(\/esqueci-a-senha\/)[^\s'"?#]+/g;

function semSegmentosSecretos(texto: string): string {
  return texto.replace(CAMINHOS_COM_SEGREDO, `$1${OCULTO}`);
}

/**
 * The URL as logged: a secret path segment hidden, and every query value too (searches carry names
 * and CPFs); the parameter names stay, to tell which filter a request used.
 */
export function urlParaLog(url: string): string {
  const inicioDaQuery = url.indexOf('?');
  if (inicioDaQuery < 0) return semSegmentosSecretos(url);
  // Each value, from its first `=` to the next `&`.
  const query = url.slice(inicioDaQuery).replace(/=[^&]*/g, `=${OCULTO}`);
  return semSegmentosSecretos(url.slice(0, inicioDaQuery)) + query;
}

/** Fastify's own request fields, with the URL made safe; headers are never part of it. */
function requisicaoParaLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlParaLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

interface ComoErro {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  constructor?: unknown;
  [campo: string]: unknown;
}

function pareceErro(valor: unknown): valor is ComoErro {
  return valor instanceof Error || (typeof valor === 'object' && valor !== null && 'message' in valor);
}

/** A PostgreSQL error as `pg` builds it: a five-character SQLSTATE and a severity. */
export function ehErroDoPostgres(valor: unknown): valor is ComoErro & { code: string } {
  const candidato = valor as { code?: unknown; severity?: unknown } | null;
  return (
    typeof candidato?.code === 'string' && /^[0-9A-Z]{5}$/.test(candidato.code) && Boolean(candidato.severity)
  );
}

/** drizzle's DrizzleQueryError: the SQL text, and the bound values in `params` and in its message. */
function ehErroDeConsulta(valor: ComoErro): valor is ComoErro & { query: string; params: unknown[] } {
  return typeof valor.query === 'string' && Array.isArray(valor.params);
}

/**
 * Fields that carry row values: drizzle's bound parameters, and PostgreSQL's DETAIL ("Key
 * (cpf)=(…) already exists", "Failing row contains (…)"). Never logged.
 */
const CAMPOS_COM_VALORES = new Set(['params', 'detail']);

/**
 * PostgreSQL quotes the values it names: `invalid input syntax for type integer: "…"`, and a bind
 * error's context `unnamed portal parameter $1 = '…'`. It quotes identifiers the same way; those stay
 * readable in the error's own fields (table, column, constraint) and in the query text.
 */
function semCitacoes(texto: string): string {
  return texto.replace(/"(?:[^"]|"")*"/g, `"${OCULTO}"`).replace(/'(?:[^']|'')*'/g, `'${OCULTO}'`);
}

function mensagemParaLog(erro: ComoErro): string {
  // The SQL text holds placeholders ($1), never values: it says which query failed.
  if (ehErroDeConsulta(erro)) return `Failed query: ${erro.query}\nparams: ${OCULTO}`;
  const mensagem = semSegmentosSecretos(String(erro.message ?? ''));
  return ehErroDoPostgres(erro) ? semCitacoes(mensagem) : mensagem;
}

/** The "    at …" lines of a stack, without the header that repeats the message. */
function quadrosDaPilha(pilha: unknown): string[] {
  return typeof pilha === 'string' ? pilha.split('\n').filter((linha) => /^\s+at /.test(linha)) : [];
}

/** The stack's frames under a header rebuilt from the safe message. */
function pilhaParaLog(erro: ComoErro, cabecalho: string): string {
  if (typeof erro.stack !== 'string') return '';
  return [cabecalho, ...quadrosDaPilha(erro.stack)].join('\n');
}

function tipoDo(erro: ComoErro): string {
  const construtor = erro.constructor as { name?: unknown } | undefined;
  return typeof construtor?.name === 'string' && construtor.name !== 'Object'
    ? construtor.name
    : String(erro.name ?? 'Error');
}

/** pino's shape of a logged error: what its `err` serializer must give. */
export interface ErroParaLog {
  type: string;
  message: string;
  stack: string;
  [campo: string]: unknown;
}

function campoParaLog(erro: ComoErro, campo: string, valor: unknown, profundidade: number): unknown {
  if (pareceErro(valor)) return erroParaLog(valor, profundidade + 1);
  if (Array.isArray(valor) && valor.some(pareceErro))
    return valor.map((v) => erroParaLog(v, profundidade + 1));
  if (typeof valor === 'string' && ehErroDoPostgres(erro) && (campo === 'where' || campo === 'hint'))
    return semCitacoes(valor);
  return valor;
}

/**
 * pino's error serializer, made safe: the type, message, stack and own fields of the error and of
 * its causes (drizzle wraps pg's error), with bound values and the values PostgreSQL quotes taken
 * out. Anything else stays, as it is what a 500 needs to be understood.
 */
export function erroParaLog(valor: unknown, profundidade = 0): ErroParaLog {
  if (!pareceErro(valor)) return { type: typeof valor, message: String(valor), stack: '' };
  const type = tipoDo(valor);
  // A cycle of causes, or a chain deeper than drizzle → pg ever builds.
  if (profundidade > 5) return { type, message: OCULTO, stack: '' };
  const message = mensagemParaLog(valor);
  const saida: ErroParaLog = { type, message, stack: pilhaParaLog(valor, `${type}: ${message}`) };
  for (const [campo, conteudo] of Object.entries(valor)) {
    if (campo in saida || campo === 'cause' || CAMPOS_COM_VALORES.has(campo)) continue;
    saida[campo] = campoParaLog(valor, campo, conteudo, profundidade);
  }
  // Not enumerable when set by `new Error(m, { cause })`, enumerable when drizzle sets it.
  if (valor.cause !== undefined) saida.cause = campoParaLog(valor, 'cause', valor.cause, profundidade);
  return saida;
}

/**
 * The same safe error as a terminal shows one (the start's last words, main.ts): each stack of the
 * chain, its SQLSTATE when it has one, causes below the error they caused.
 */
export function erroEmTexto(erro: unknown): string {
  const partes: string[] = [];
  let atual: unknown = erroParaLog(erro);
  while (typeof atual === 'object' && atual !== null) {
    const { stack, type, message, code, cause } = atual as ErroParaLog;
    const codigo = typeof code === 'string' ? ` [${code}]` : '';
    partes.push([`${type}${codigo}: ${message}`, ...quadrosDaPilha(stack)].join('\n'));
    atual = cause;
  }
  return partes.join('\nCausa: ');
}

/** Headers that authenticate a request or set a session, wherever a log line might carry them. */
const CABECALHOS_SECRETOS = ['cookie', 'authorization', XSRF_HEADER, 'set-cookie'];
const CAMINHOS_REDIGIDOS = ['req.headers', 'res.headers', 'headers'].flatMap((objeto) =>
  CABECALHOS_SECRETOS.map((cabecalho) => `${objeto}["${cabecalho}"]`),
);

type OpcoesDeLog = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The logger options the app always runs with, on top of the ones given (level, destination): the
 * safe serializers and the redacted headers. `false` stays off.
 */
export function logSeguro(opcoes: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!opcoes) return false;
  const base: OpcoesDeLog = opcoes === true ? {} : opcoes;
  return {
    ...base,
    serializers: { ...base.serializers, req: requisicaoParaLog, err: erroParaLog },
    redact: { paths: CAMINHOS_REDIGIDOS, censor: OCULTO },
  };
}
