import {
  mensagemResposta,
  UNICIDADES_USUARIO,
  usuario,
  usuarioAtualizacao,
  usuarioInput,
  usuarioParams,
  usuarioRedefinirSenhaRequest,
  usuarioVincularRequest,
} from '@acolher/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { autorDe } from '../../lib/autor.ts';
import { LIMITE_DE_HASHES_POR_ENDERECO } from '../../lib/password.ts';
import { rotaDeUnicidade } from '../../lib/rota-de-unicidade.ts';
import * as usuarios from './service.ts';

const tags = ['Usuários'];

/**
 * User accounts (decision 0027): administrators only. The user's own first access
 * (`POST /usuario/{username}`) is the auth module's; the checks `/usuario/email` and
 * `/usuario/login` are static paths the router prefers, and those logins are refused at creation.
 */
const usuariosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/usuario',
    {
      config: { acesso: 'administrador', rateLimit: LIMITE_DE_HASHES_POR_ENDERECO },
      schema: { tags, body: usuarioInput, response: { 201: usuario } },
    },
    async (request, reply) =>
      reply.code(201).send(await usuarios.criarUsuario(app.db, autorDe(request), request.body)),
  );
  app.get(
    '/usuario/:funcionario',
    {
      config: { acesso: 'administrador' },
      schema: { tags, params: usuarioParams, response: { 200: usuario } },
    },
    async (request) => usuarios.buscarUsuarioDoFuncionario(app.db, request.params.funcionario),
  );
  app.put(
    '/usuario/:funcionario',
    {
      config: { acesso: 'administrador' },
      schema: { tags, params: usuarioParams, body: usuarioAtualizacao, response: { 200: usuario } },
    },
    async (request) =>
      usuarios.atualizarUsuario(app.db, autorDe(request), request.params.funcionario, request.body),
  );
  app.post(
    '/usuario-redefinir-senha/:funcionario',
    {
      config: { acesso: 'administrador', rateLimit: LIMITE_DE_HASHES_POR_ENDERECO },
      schema: {
        tags,
        params: usuarioParams,
        body: usuarioRedefinirSenhaRequest,
        response: { 200: mensagemResposta },
      },
    },
    async (request) => ({
      message: await usuarios.redefinirSenhaInicial(
        app.db,
        autorDe(request),
        request.params.funcionario,
        request.body.SENHA,
      ),
    }),
  );
  app.put(
    '/usuario-vincular',
    {
      config: { acesso: 'administrador' },
      schema: { tags, body: usuarioVincularRequest, response: { 200: usuario } },
    },
    async (request) => usuarios.vincularUsuario(app.db, autorDe(request), request.body),
  );
  for (const [segmento, campo] of Object.entries(UNICIDADES_USUARIO)) {
    rotaDeUnicidade(app, `/usuario/${segmento}`, 'administrador', campo, tags, (valor, exceto) =>
      usuarios.usuarioExistente(app.db, campo, valor, exceto),
    );
  }
};

export default usuariosRoutes;
