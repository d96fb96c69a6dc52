import {
  cabecalhosDeEnvio,
  mensagemResposta,
  TOTAL_HEADER,
  unicidadeRequest,
  unicidadeResponse,
} from '@acolher/contract';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Acesso } from './acesso.ts';
import { type Autor, autorDe } from './autor.ts';
import { chaveDoPedido } from './chave-de-envio.ts';

/**
 * The one way to declare a route (docs/adding-a-section.md): what it takes, who may call it, what it
 * answers, and a handler that gets what the request carries, already validated, and returns the
 * answer. The declaration becomes Fastify's route with the config keys the hooks read (`acesso`,
 * `recusas`, `rateLimit`) and the schemas the OpenAPI document reads (lib/documentacao.ts).
 */

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A route's method and path, as docs and logs write it: `'GET /residente/:id'`. */
type Caminho = `${Metodo} /${string}`;

/** A part of the request a route may declare a schema for, or not. */
type E = z.ZodType | undefined;
type Valor<S extends E> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler gets: the request's parts as their schemas made them, and the app's dependencies. */
export interface Contexto<P extends E, Q extends E, B extends E> {
  db: Db;
  config: Config;
  /** The signed-in user (read when asked: a public route has none). */
  readonly autor: Autor;
  params: Valor<P>;
  query: Valor<Q>;
  body: Valor<B>;
  /** The create's send key (decision 0039), null without one; declared with `envio: true`. */
  chave: string | null;
  /** For what only HTTP says: cookies, the client's address, an answer of its own (a file). */
  request: FastifyRequest;
  reply: FastifyReply;
}

type Trata<P extends E, Q extends E, B extends E, S> = (c: Contexto<P, Q, B>) => Promise<S>;

/** A page of a list: its rows and the total, sent in TOTAL_HEADER. */
export interface Pagina<T> {
  linhas: T;
  total: number;
}

interface Comum<P extends E, Q extends E, B extends E> {
  /** Who may call it (decision 0027); the module's when not said. */
  acesso?: Acesso;
  /** What the service refuses beyond what the declaration shows (lib/documentacao.ts). */
  recusas?: FastifyContextConfig['recusas'];
  /** Requests per address (@fastify/rate-limit's options). */
  limite?: FastifyContextConfig['rateLimit'];
  /** What it does, in Portuguese: the document's summary. */
  resumo: string;
  params?: P;
  query?: Q;
  corpo?: B;
  /** A create a form repeats safely: takes the send key header (decision 0039). */
  envio?: true;
  /** Answers besides the success one, with a body of their own (`409` with who uses a plan). */
  outrasRespostas?: Record<number, z.ZodType>;
}

/** What the route answers: exactly one of these. */
type Resposta<P extends E, Q extends E, B extends E, R extends z.ZodType> =
  /** The handler's value, under this schema; 201 for a create. */
  | { resposta: R; status?: 201; trata: Trata<P, Q, B, z.output<R> | FastifyReply> }
  /** A page of a list, its total in TOTAL_HEADER. */
  | { lista: R; trata: Trata<P, Q, B, Pagina<z.output<R>>> }
  /** `{ message }` once the handler is done; 201 for a link made. */
  | { mensagem: string; status?: 201; trata: Trata<P, Q, B, unknown> }
  /** 204 and no body once the handler is done. */
  | { semConteudo: true; trata: Trata<P, Q, B, unknown> }
  /** A file (PDF, CSV): the handler sends it (lib/emissao.ts) under these documented answers. */
  | { arquivo: Record<number, unknown>; trata: Trata<P, Q, B, FastifyReply> };

type Declaracao<P extends E, Q extends E, B extends E, R extends z.ZodType> = Comum<P, Q, B> &
  Resposta<P, Q, B, R>;

type Qualquer = Declaracao<E, E, E, z.ZodType>;

/** A declared route, as a module lists it. */
export interface Rota {
  metodo: Metodo;
  url: string;
  declaracao: Qualquer;
}

/** Declares a route at one path, or at several that answer the same (an alias the original kept). */
export function rota<
  R extends z.ZodType,
  P extends E = undefined,
  Q extends E = undefined,
  B extends E = undefined,
>(caminhos: Caminho | Caminho[], declaracao: Declaracao<P, Q, B, R>): Rota[] {
  return [caminhos].flat().map((caminho) => {
    const [metodo, url] = caminho.split(' ') as [Metodo, string];
    return { metodo, url, declaracao: declaracao as unknown as Qualquer };
  });
}

/**
 * A docs/produto.md §5 check: `{ <campo>, CODIGO }` (the field's own wire name) answers `{ existente }`, the
 * record CODIGO itself excluded. The check is given who asks: a CODIGO is a row the asker may not
 * be allowed to name (an employee's person, decision 0027).
 */
export function rotaDeUnicidade(
  url: `/${string}`,
  campo: string,
  existente: (
    c: { db: Db; autor: Autor },
    valor: string,
    exceto: number | null | undefined,
  ) => Promise<boolean>,
): Rota[] {
  return rota(`POST ${url}`, {
    resumo: `Diz se ${campo} já está em outro cadastro (o CODIGO enviado, o do próprio, não conta)`,
    corpo: unicidadeRequest(campo),
    resposta: unicidadeResponse,
    trata: async (c) => ({ existente: await existente(c, c.body.valor, c.body.CODIGO) }),
  });
}

/** A resource that is active or not, listed at two paths (`/residente`, `/residente-inativos`). */
export function listasPorSituacao<R extends z.ZodType, Q extends z.ZodType>(d: {
  ativos: `/${string}`;
  inativos: `/${string}`;
  /** What the summary calls the records of each list: `['residentes', 'acolhidos', 'desacolhidos']`. */
  nomes: [string, string, string];
  acesso?: Acesso;
  query: Q;
  lista: R;
  listar: (c: Contexto<undefined, Q, undefined>, ativos: boolean) => Promise<Pagina<z.output<R>>>;
}): Rota[] {
  const [registros, ativos, inativos] = d.nomes;
  return [true, false].flatMap((ativo) =>
    rota(`GET ${ativo ? d.ativos : d.inativos}`, {
      acesso: d.acesso,
      resumo: `Lista os ${registros} ${ativo ? ativos : inativos}: busca, ordem e páginas (total em ${TOTAL_HEADER})`,
      query: d.query,
      lista: d.lista,
      trata: (c) => d.listar(c, ativo),
    }),
  );
}

/** How a route's answer leaves once its handler is done. */
type Responder = (reply: FastifyReply, valor: unknown) => unknown;

function responderDe(d: Qualquer): Responder {
  if ('lista' in d)
    return (reply, valor) => {
      const pagina = valor as Pagina<unknown>;
      reply.header(TOTAL_HEADER, pagina.total);
      return pagina.linhas;
    };
  if ('mensagem' in d) {
    const corpo = { message: d.mensagem };
    return (reply) => reply.code(d.status ?? 200).send(corpo);
  }
  if ('semConteudo' in d) return (reply) => reply.code(204).send(null);
  const status = 'status' in d ? (d.status ?? 200) : 200;
  return (reply, valor) => (valor === reply ? reply : reply.code(status).send(valor));
}

function respostasDe(d: Qualquer): Record<number, unknown> {
  if ('arquivo' in d) return d.arquivo;
  const sucesso: [number, unknown] =
    'lista' in d
      ? [200, d.lista]
      : 'mensagem' in d
        ? [d.status ?? 200, mensagemResposta]
        : 'semConteudo' in d
          ? [204, z.null()]
          : [d.status ?? 200, d.resposta];
  return { [sucesso[0]]: sucesso[1], ...d.outrasRespostas };
}

/** Only the keys that say something: the hooks and the document read an absent key as "none". */
const definidos = <T extends object>(objeto: T) =>
  Object.fromEntries(Object.entries(objeto).filter(([, valor]) => valor !== undefined)) as Partial<T>;

/** A module's routes as one plugin; `padrao` gives every route the module's tags and, unless it says otherwise, its access. */
export function modulo(padrao: { tags: string[]; acesso?: Acesso }, rotas: Rota[][]): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    for (const { metodo, url, declaracao: d } of rotas.flat()) {
      const schema: FastifySchema = definidos({
        summary: d.resumo,
        tags: padrao.tags,
        params: d.params,
        querystring: d.query,
        headers: d.envio && cabecalhosDeEnvio,
        body: d.corpo,
        response: respostasDe(d),
      });
      const config: FastifyContextConfig = definidos({
        acesso: d.acesso ?? padrao.acesso,
        recusas: d.recusas,
        rateLimit: d.limite,
      });
      const responder = responderDe(d);
      app.route({
        method: metodo,
        url,
        config,
        schema,
        handler: async (request, reply) => {
          const contexto: Contexto<E, E, E> = {
            db: app.db,
            config: app.config,
            get autor() {
              return autorDe(request);
            },
            params: request.params,
            query: request.query,
            body: request.body,
            chave: chaveDoPedido(request),
            request,
            reply,
          };
          return responder(reply, await d.trata(contexto));
        },
      });
    }
  };
}
