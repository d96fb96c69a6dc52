import {
  codigoParams,
  endereco,
  enderecoAtualizacao,
  enderecoInput,
  pessoa,
  pessoaAtualizacao,
  pessoaInput,
  telefone,
  telefoneAtualizacao,
  telefoneInput,
  UNICIDADES_PESSOA,
  unicidadeRequest,
  unicidadeResponse,
} from '@acolher/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthenticatedError } from '../../lib/errors.ts';
import * as cadastro from './service.ts';

/** The signed-in author of a write; the session hook has already refused requests without one. */
export function autorDe(request: FastifyRequest): cadastro.Autor {
  if (!request.user) throw new UnauthenticatedError();
  return { usuarioCodigo: request.user.usuarioCodigo, ip: request.ip };
}

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A SPEC §5 check: `{ <campo>, CODIGO }` (the field's own wire name) answers `{ existente }`, the
 * record CODIGO itself excluded.
 */
export function rotaDeUnicidade(
  app: App,
  url: string,
  campo: string,
  tags: string[],
  existente: (valor: string, exceto: number | null | undefined) => Promise<boolean>,
): void {
  app.post(
    url,
    { schema: { tags, body: unicidadeRequest(campo), response: { 200: unicidadeResponse } } },
    async ({ body }) => ({ existente: await existente(body.valor, body.CODIGO) }),
  );
}

const tags = ['Cadastro'];

/**
 * Person, address and phone routes that residents, plans and employees share (the spec's
 * granular chains). Deleting an address or phone goes through the owner's link routes.
 */
const cadastroRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pessoa',
    { schema: { tags, body: pessoaInput, response: { 201: pessoa } } },
    async (request, reply) =>
      reply.code(201).send(await cadastro.criarPessoa(app.db, autorDe(request), request.body)),
  );
  app.put(
    '/pessoa/:id',
    { schema: { tags, params: codigoParams, body: pessoaAtualizacao, response: { 200: pessoa } } },
    async (request) => cadastro.atualizarPessoa(app.db, autorDe(request), request.params.id, request.body),
  );
  for (const [segmento, campo] of Object.entries(UNICIDADES_PESSOA)) {
    rotaDeUnicidade(app, `/pessoa/${segmento}`, campo, tags, (valor, exceto) =>
      cadastro.documentoDePessoaExistente(app.db, campo, valor, exceto),
    );
  }

  app.post(
    '/endereco',
    { schema: { tags, body: enderecoInput, response: { 201: endereco } } },
    async (request, reply) =>
      reply.code(201).send(await cadastro.criarEndereco(app.db, autorDe(request), request.body)),
  );
  app.get(
    '/endereco/:id',
    { schema: { tags, params: codigoParams, response: { 200: endereco } } },
    async (request) => cadastro.buscarEndereco(app.db, request.params.id),
  );
  app.put(
    '/endereco/:id',
    { schema: { tags, params: codigoParams, body: enderecoAtualizacao, response: { 200: endereco } } },
    async (request) => cadastro.atualizarEndereco(app.db, autorDe(request), request.params.id, request.body),
  );

  app.post(
    '/telefone',
    { schema: { tags, body: telefoneInput, response: { 201: telefone } } },
    async (request, reply) =>
      reply.code(201).send(await cadastro.criarTelefone(app.db, autorDe(request), request.body)),
  );
  app.get(
    '/telefone/:id',
    { schema: { tags, params: codigoParams, response: { 200: telefone } } },
    async (request) => cadastro.buscarTelefone(app.db, request.params.id),
  );
  app.put(
    '/telefone/:id',
    { schema: { tags, params: codigoParams, body: telefoneAtualizacao, response: { 200: telefone } } },
    async (request) => cadastro.atualizarTelefone(app.db, autorDe(request), request.params.id, request.body),
  );
};

export default cadastroRoutes;
