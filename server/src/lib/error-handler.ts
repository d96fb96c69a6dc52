import { MENSAGENS } from '@acolher/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { ehErroDoPostgres } from './log-seguro.ts';

type Campo = { campo: string; mensagem: string };
interface Resposta {
  status: number;
  message: string;
  errors?: Campo[];
}

/** Unique constraint name → what the user calls that value ("CPF", "E-mail"), and the field it is on. */
const rotulosUnicos = new Map<string, { rotulo: string; campo?: string }>();

/**
 * Modules name their unique indexes here, so a 23505 becomes "{rótulo} já existente" (docs/produto.md §5).
 * Call it at module load: `registrarRotulosUnicos({ pessoa_cpf_unique: { rotulo: 'CPF', campo: 'CPF' } })`.
 */
export function registrarRotulosUnicos(rotulos: Record<string, { rotulo: string; campo?: string }>): void {
  for (const [constraint, rotulo] of Object.entries(rotulos)) rotulosUnicos.set(constraint, rotulo);
}

export const MENSAGENS_HTTP = {
  jsonInvalido: 'O corpo da requisição não é um JSON válido',
  corpoVazio: 'O corpo da requisição está vazio',
  tipoNaoSuportado: 'Tipo de conteúdo não suportado; envie application/json',
  corpoGrande: 'O corpo da requisição é grande demais',
  requisicaoInvalida: 'Requisição inválida',
  enderecoInvalido: 'Endereço inválido: verifique os caracteres com % na URL',
  enderecoLongo: 'Endereço longo demais: um trecho da URL passa do tamanho permitido',
  referenciaInexistente: 'Registro relacionado não encontrado',
  registroEmUso: 'O registro está em uso por outros registros e não pode ser removido',
  registroJaExistente: MENSAGENS.jaExistente('Registro'),
  // A read can meet a full disk too (a sort spilling to a file): the texts say nothing was done,
  // which holds for both, since a refused write is rolled back whole.
  discoCheio:
    'O servidor está sem espaço em disco e não concluiu o pedido: avise o responsável pelo sistema e tente de novo depois.',
  erroDeDisco:
    'O servidor não conseguiu ler ou gravar no disco e não concluiu o pedido: avise o responsável pelo sistema.',
} as const;

/** Fastify's own 4xx errors (body parsing, limits, URLs the router cannot read), by code. */
const MENSAGENS_FASTIFY: Record<string, string> = {
  FST_ERR_BAD_URL: MENSAGENS_HTTP.enderecoInvalido,
  FST_ERR_MAX_PARAM_LENGTH: MENSAGENS_HTTP.enderecoLongo,
  FST_ERR_CTP_INVALID_JSON_BODY: MENSAGENS_HTTP.jsonInvalido,
  FST_ERR_CTP_EMPTY_JSON_BODY: MENSAGENS_HTTP.corpoVazio,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MENSAGENS_HTTP.tipoNaoSuportado,
  FST_ERR_CTP_BODY_TOO_LARGE: MENSAGENS_HTTP.corpoGrande,
};

interface PgErro {
  code: string;
  constraint?: string;
  detail?: string;
}

/** drizzle wraps driver errors (DrizzleQueryError.cause); the PostgreSQL error is somewhere in the chain. */
function erroDoPostgres(error: unknown): PgErro | null {
  for (const erro of causas(error)) if (ehErroDoPostgres(erro)) return erro as PgErro;
  return null;
}

/** The error and the causes under it (drizzle wraps pg's and Node's). */
function* causas(error: unknown): Generator<object> {
  let atual: unknown = error;
  for (let nivel = 0; nivel < 5 && typeof atual === 'object' && atual !== null; nivel++) {
    yield atual;
    atual = (atual as { cause?: unknown }).cause;
  }
}

/** Node's socket errors of a server that is down or unreachable. */
const SEM_CONEXAO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
]);
/** node-postgres's own words for a connection that never came or went away. */
const CONEXAO_PERDIDA =
  /^(Connection terminated|timeout exceeded when trying to connect|Client (was closed|has encountered a connection error) and is not queryable)/;
/** SQLSTATE: class 08 (connection), 57P01–57P03 (shut down, crashed, starting), 53300 (too many connections). */
const BANCO_FORA = /^(08|57P0[123]$|53300$)/;

/**
 * The database is stopped, restarting or out of reach: the request wrote nothing, and the client
 * may try again (a database outage, docs/falhas-e-carga.md; answered as every refusal is: Portuguese, never a
 * 500, docs/arquitetura.md §4).
 */
function bancoForaDoAr(error: unknown): boolean {
  for (const erro of causas(error)) {
    const { code, message, syscall } = erro as { code?: unknown; message?: unknown; syscall?: unknown };
    if (typeof code === 'string' && (SEM_CONEXAO.has(code) || BANCO_FORA.test(code))) return true;
    // The embedded server listens on a Unix socket that exists only while it runs: a stopped one
    // answers connect() with ENOENT, which elsewhere (a file) means something else entirely.
    if (code === 'ENOENT' && syscall === 'connect') return true;
    if (typeof message === 'string' && CONEXAO_PERDIDA.test(message)) return true;
  }
  return false;
}

type Validacao = NonNullable<FastifyError['validation']>[number];

/**
 * One entry per problem. zod reports the unknown fields of an object as one issue listing them
 * (`unrecognized_keys`); each becomes its own entry, named with its path (`PESSOA.FOO`), so the
 * client learns exactly which fields the route does not know (decision 0018).
 */
function camposDaValidacao(v: Validacao, contexto: string | undefined): Campo[] {
  const doRamo = ramoDoFormato(v);
  if (doRamo) return doRamo.flatMap((r) => camposDaValidacao(r, contexto));
  const caminho = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const desconhecidos = v.keyword === 'unrecognized_keys' ? v.params.keys : undefined;
  if (!Array.isArray(desconhecidos)) {
    return [{ campo: caminho || contexto || 'corpo', mensagem: v.message ?? MENSAGENS.dadosInvalidos }];
  }
  return desconhecidos.map((chave) => {
    const campo = caminho ? `${caminho}.${String(chave)}` : String(chave);
    return { campo, mensagem: MENSAGENS.campoDesconhecido(campo) };
  });
}

interface ProblemaZod {
  code: string;
  path: PropertyKey[];
  message: string;
}

/**
 * A body that may take one of several shapes (one link or a list of them) and fits none: zod says
 * only "invalid" for the whole union. The problems of the branch of the shape it has (an object, an
 * array) are what the client needs, an unknown field named as everywhere else.
 */
function ramoDoFormato(v: Validacao): Validacao[] | undefined {
  if (v.keyword !== 'invalid_union' || !Array.isArray(v.params.errors)) return undefined;
  const ramos = v.params.errors as ProblemaZod[][];
  // No branch of its shape (no body at all): the first branch says what was expected.
  const doFormato =
    ramos.find((problemas) => !problemas.some((p) => p.code === 'invalid_type' && p.path.length === 0)) ??
    ramos[0];
  const base = v.instancePath.replace(/\/$/, '');
  return doFormato?.map(({ code, path, message, ...params }) => ({
    keyword: code,
    instancePath: `${base}/${path.join('/')}`,
    schemaPath: `#${base}/${path.join('/')}/${code}`,
    message,
    params,
  }));
}

/** Two rules of one field may fail with the same text (1e300 is neither whole nor in range): say it once. */
function semRepetidos(campos: Campo[]): Campo[] {
  const unicos = new Map(campos.map((c) => [JSON.stringify([c.campo, c.mensagem]), c]));
  return [...unicos.values()];
}

function respostaDeValidacao(error: FastifyError): Resposta {
  const errors = (error.validation ?? []).flatMap((v) => camposDaValidacao(v, error.validationContext));
  return { status: 400, message: MENSAGENS.dadosInvalidos, errors: semRepetidos(errors) };
}

function respostaDeUnicidade(pgErro: PgErro): Resposta {
  const conhecido = pgErro.constraint ? rotulosUnicos.get(pgErro.constraint) : undefined;
  if (!conhecido) return { status: 409, message: MENSAGENS_HTTP.registroJaExistente };
  const message = MENSAGENS.jaExistente(conhecido.rotulo);
  return {
    status: 409,
    message,
    errors: conhecido.campo ? [{ campo: conhecido.campo, mensagem: message }] : undefined,
  };
}

/**
 * SQLSTATE 53100 (disk_full) and 58030 (io_error): the server's disk, not the request. The statement
 * failed and its transaction with it, so nothing was written; the operator has to free space or
 * look at the disk, the user only has to know it was not saved.
 */
const FALHAS_DE_DISCO: Record<string, string> = {
  '53100': MENSAGENS_HTTP.discoCheio,
  '58030': MENSAGENS_HTTP.erroDeDisco,
};

/** SQLSTATE classes that mean the input was bad, even if a schema let it through. */
function respostaDoPostgres(pgErro: PgErro): Resposta | null {
  const disco = FALHAS_DE_DISCO[pgErro.code];
  if (disco) return { status: 503, message: disco };
  if (pgErro.code === '23505') return respostaDeUnicidade(pgErro);
  // ON DELETE RESTRICT answers 23001 (PostgreSQL 18), NO ACTION 23503 with a detail saying which way.
  if (pgErro.code === '23001') return { status: 422, message: MENSAGENS_HTTP.registroEmUso };
  if (pgErro.code === '23503') {
    const emUso = pgErro.detail?.includes('still referenced') ?? false;
    return {
      status: 422,
      message: emUso ? MENSAGENS_HTTP.registroEmUso : MENSAGENS_HTTP.referenciaInexistente,
    };
  }
  if (pgErro.code === '23514') return { status: 422, message: MENSAGENS.erroProcessamento };
  // Two saves of the same resident through different routes (its form, PUT /pessoa) can lock its
  // rows in opposite orders; PostgreSQL cancels one, which wrote nothing: the record changed under it.
  if (pgErro.code === '40P01') return { status: 409, message: MENSAGENS.registroAlterado };
  if (pgErro.code === '23502' || pgErro.code.startsWith('22'))
    return { status: 400, message: MENSAGENS.dadosInvalidos };
  return null;
}

function respostaHttp4xx(error: FastifyError): Resposta | null {
  const status = error.statusCode ?? 0;
  if (status < 400 || status >= 500) return null;
  if (status === 429) return { status, message: MENSAGENS.muitasTentativas };
  if (status === 404) return { status, message: MENSAGENS.naoEncontrado };
  return { status, message: MENSAGENS_FASTIFY[error.code] ?? MENSAGENS_HTTP.requisicaoInvalida };
}

function classificar(error: FastifyError): Resposta | null {
  if (error instanceof AppError)
    return { status: error.status, message: error.message, errors: error.errors };
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) return respostaDeValidacao(error);
  if (bancoForaDoAr(error)) return { status: 503, message: MENSAGENS.bancoIndisponivel };
  const pgErro = erroDoPostgres(error);
  if (pgErro) return respostaDoPostgres(pgErro);
  return respostaHttp4xx(error);
}

/**
 * The one place where errors become HTTP answers (docs/arquitetura.md §4). Anything not recognised is a bug: it
 * is logged with its stack (the logger's `err` serializer takes the bound values and PostgreSQL's
 * quoted ones out, lib/log-seguro.ts) and the client gets only "Erro interno" and the request id.
 */
export function tratarErro(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const resposta = classificar(error);
  if (!resposta) {
    request.log.error({ err: error }, 'erro não tratado');
    return reply.code(500).send({ message: MENSAGENS.erroInterno, requestId: request.id });
  }
  if (resposta.status >= 500) request.log.error({ err: error }, resposta.message);
  const { status, ...corpo } = resposta;
  return reply.code(status).send(corpo);
}

export function instalarTratamentoDeErros(app: FastifyInstance): void {
  app.setErrorHandler(tratarErro);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: MENSAGENS.naoEncontrado }));
}
